-- Accounts kept by the organisation's import (docs/people-import.md): the day a leaver's
-- access ends, and one-time links with which a new user sets their first password.
ALTER TABLE identity.users
  ADD COLUMN access_ends_on date,          -- from this Warsaw day the account is inactive
  ADD COLUMN access_ended_at timestamptz;  -- when its sessions and tokens were ended

-- At most one live link a user; stored as a SHA-256 digest, so a dump hands out no link.
CREATE TABLE identity.password_setups (
  token_hash text PRIMARY KEY,
  user_id int NOT NULL UNIQUE REFERENCES identity.users ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
