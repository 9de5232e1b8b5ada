-- OAuth clients, signing keys and refresh tokens (sessions and codes live in Redis).
CREATE TABLE identity.clients (
  client_id text PRIMARY KEY,
  -- argon2id of the secret; NULL for a public client, which must use PKCE.
  secret_hash text,
  redirect_uris text[] NOT NULL DEFAULT '{}',
  post_logout_redirect_uris text[] NOT NULL DEFAULT '{}',
  grant_types text[] NOT NULL,
  allowed_scopes text[] NOT NULL
);

CREATE TABLE identity.signing_keys (
  kid text PRIMARY KEY,
  private_pem text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  retired_at timestamptz
);

-- Only hashes are stored: a database dump must not hand out live refresh tokens.
CREATE TABLE identity.refresh_tokens (
  token_hash text PRIMARY KEY,
  family_id text NOT NULL,
  user_id int NOT NULL REFERENCES identity.users ON DELETE CASCADE,
  client_id text NOT NULL REFERENCES identity.clients ON DELETE CASCADE,
  scope text NOT NULL,
  sid text NOT NULL DEFAULT '',
  auth_time bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  revoked_at timestamptz
);

CREATE INDEX refresh_tokens_family ON identity.refresh_tokens (family_id);
CREATE INDEX refresh_tokens_sid ON identity.refresh_tokens (sid) WHERE revoked_at IS NULL;
CREATE INDEX refresh_tokens_expired ON identity.refresh_tokens (expires_at);
