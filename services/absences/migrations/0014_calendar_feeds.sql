-- The secret addresses of the users' calendar feeds (docs/calendar-feed.md): the SHA-256 of the
-- secret only, so the table read does not give anyone's calendar away.
CREATE TABLE absences.calendar_feeds (
  employee_id int PRIMARY KEY REFERENCES absences.employees,
  token_sha256 text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
