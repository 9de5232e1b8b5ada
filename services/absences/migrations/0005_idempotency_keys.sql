-- Idempotency-Key of creates and decisions (docs/operations.md): stored in the write's own
-- transaction, so a retry after a lost answer finds the first write instead of making another.
CREATE TABLE absences.idempotency_keys (
  user_id integer NOT NULL,
  key text NOT NULL CHECK (length(key) BETWEEN 1 AND 64),
  operation text NOT NULL,     -- what the key was used for; another use is refused
  request_id integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
CREATE INDEX idempotency_keys_created_at ON absences.idempotency_keys (created_at);
