-- Client secrets are stored as "sha256:<hex>" (docs/decisions/0003-client-secrets-sha256.md).
-- A secret cannot be re-hashed here without knowing it: rows still holding an argon2id
-- string are re-hashed by the provider on the client's next successful authentication,
-- and `identity seed` re-hashes the demo clients.
COMMENT ON COLUMN identity.clients.secret_hash IS
  'sha256:<hex of SHA-256 of the secret> (or, until first use, a legacy argon2id string); NULL for a public client';
