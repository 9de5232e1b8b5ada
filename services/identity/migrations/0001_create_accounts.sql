-- Accounts, roles and languages of the identity provider (docs/product.md §3, §6).
CREATE TABLE identity.roles (
  role_id int PRIMARY KEY,
  name text NOT NULL UNIQUE
);

INSERT INTO identity.roles(role_id, name) VALUES
  (9301, 'Admin'), (9044, 'Employee'), (9043, 'Manager'), (9042, 'HR'), (9047, 'HRPreview'),
  (9046, 'Administration'), (9048, 'HoAgreementOpinioning'), (9049, 'PostAdmin'),
  (9050, 'PostEditor'), (9051, 'HRAnalyst'), (9052, 'LocationManager');

CREATE TABLE identity.languages (
  language_id int PRIMARY KEY,
  native_name text NOT NULL,
  culture_name text NOT NULL,
  iso_name text NOT NULL,
  country_code text NOT NULL,
  iso_code text NOT NULL,
  language_code text NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  sort_order int NOT NULL
);

-- Language ids follow docs/product.md §3's enum: 1 Polish, 2 English, 999 Ukrainian.
INSERT INTO identity.languages VALUES
  (1, 'Polski', 'pl-PL', 'Polish', 'PL', 'pl', 'pl', true, 1),
  (2, 'English', 'en-GB', 'English', 'GB', 'en', 'en', false, 2),
  (999, 'Українська', 'uk-UA', 'Ukrainian', 'UA', 'uk', 'ua', false, 3);

CREATE UNIQUE INDEX languages_one_default ON identity.languages (is_default) WHERE is_default;

CREATE TABLE identity.users (
  user_id int PRIMARY KEY,
  username text NOT NULL UNIQUE CHECK (username = lower(username) AND length(username) BETWEEN 1 AND 100),
  password_hash text NOT NULL,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  language_id int NOT NULL DEFAULT 1 REFERENCES identity.languages,
  active boolean NOT NULL DEFAULT true,
  password_changed_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE identity.user_roles (
  user_id int NOT NULL REFERENCES identity.users ON DELETE CASCADE,
  role_id int NOT NULL REFERENCES identity.roles,
  PRIMARY KEY (user_id, role_id)
);
