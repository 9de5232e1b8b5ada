-- Creates and changes done once per Idempotency-Key (services/common/idempotent_writes.h): a
-- declaration, a log or a campaign sent again after a lost answer is not written twice.
CREATE TABLE bonus_declarations.idempotency_keys (
  user_id integer NOT NULL,
  key text NOT NULL CHECK (length(key) BETWEEN 1 AND 64),
  operation text NOT NULL,
  result_id bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
