-- Per-user settings (docs/product.md §3 "Preset"), e.g. key 'appSettings'.
CREATE TABLE identity.presets (
  id serial PRIMARY KEY,
  user_id int NOT NULL REFERENCES identity.users ON DELETE CASCADE,
  key text NOT NULL CHECK (length(key) BETWEEN 1 AND 100),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  data jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(data) = 'object'),
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Serves the list by user and key, ordered by id (the only list query).
CREATE INDEX presets_user_key_id ON identity.presets (user_id, key, id);
CREATE UNIQUE INDEX presets_one_default ON identity.presets (user_id, key) WHERE is_default;
