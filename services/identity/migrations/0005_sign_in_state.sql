-- The provider's short-lived sign-in state (pending authorization requests, browser sessions
-- and each user's set of them, one-time codes and their redeemed markers, form tokens), kept
-- here rather than in Redis: signing in needs PostgreSQL for the accounts anyway, and then
-- needs nothing else (docs/security.md "Throttles"). Ids are stored as SHA-256 digests, so a
-- dump hands out no live session or code.
-- UNLOGGED: written without WAL, so without an fsync per sign-in step; a crash of PostgreSQL
-- empties the tables, which signs browsers out of the provider, never out of the app (its
-- access and refresh tokens do not live here).
CREATE UNLOGGED TABLE identity.sign_in_state (
  kind text NOT NULL,
  id_hash text NOT NULL,
  value jsonb NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (kind, id_hash)
);
CREATE INDEX sign_in_state_by_expiry ON identity.sign_in_state (expires_at);

CREATE UNLOGGED TABLE identity.sign_in_state_members (
  kind text NOT NULL,
  id_hash text NOT NULL,
  member text NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (kind, id_hash, member)
);
CREATE INDEX sign_in_state_members_by_expiry ON identity.sign_in_state_members (expires_at);
