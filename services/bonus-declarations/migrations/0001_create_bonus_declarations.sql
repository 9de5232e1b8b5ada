-- The ZFŚS holiday benefit (docs/bonus-declarations.md): campaigns with their tier table,
-- announcement logs and declarations with their household members. Money in grosze.
CREATE TABLE bonus_declarations.campaigns (
  campaign_id serial PRIMARY KEY,
  year int NOT NULL UNIQUE,                    -- one campaign a year
  start_on date NOT NULL,
  end_on date NOT NULL,
  can_place_end_on date NOT NULL,
  consideration_on date NOT NULL,
  income_tax_year int NOT NULL,
  alternative_income_tax_year int NOT NULL DEFAULT 0,
  tax_free_limit_grosze bigint NOT NULL CHECK (tax_free_limit_grosze >= 0),
  added_at timestamptz NOT NULL DEFAULT now(),
  edited_at timestamptz,
  CHECK (start_on <= can_place_end_on AND can_place_end_on <= end_on AND consideration_on >= start_on)
);

-- The tier table as rows, in order; the last band has income_up_to_grosze 0 (open).
CREATE TABLE bonus_declarations.tier_bands (
  campaign_id int NOT NULL REFERENCES bonus_declarations.campaigns ON DELETE CASCADE,
  position int NOT NULL,
  income_up_to_grosze bigint NOT NULL CHECK (income_up_to_grosze >= 0),
  amount_grosze bigint NOT NULL CHECK (amount_grosze > 0),
  PRIMARY KEY (campaign_id, position)
);

CREATE TABLE bonus_declarations.logs (
  log_id serial PRIMARY KEY,
  user_id int NOT NULL,
  log_type_id int NOT NULL CHECK (log_type_id BETWEEN 1 AND 4),
  logged_at timestamptz NOT NULL
);
CREATE INDEX logs_by_user ON bonus_declarations.logs (user_id, logged_at DESC);

CREATE TABLE bonus_declarations.declarations (
  declaration_id serial PRIMARY KEY,
  campaign_id int NOT NULL REFERENCES bonus_declarations.campaigns,
  user_id int NOT NULL,
  full_name text NOT NULL,                     -- the declarant as the directory had it
  sap_number text NOT NULL,
  tax_year int NOT NULL,
  members_count int NOT NULL CHECK (members_count BETWEEN 1 AND 20),
  annual_income_grosze bigint NOT NULL,
  monthly_income_per_member_grosze bigint NOT NULL,
  tier_amount_grosze bigint NOT NULL,
  over_tax_free_limit boolean NOT NULL,
  statement_data_true boolean NOT NULL CHECK (statement_data_true),
  statement_documents_on_demand boolean NOT NULL CHECK (statement_documents_on_demand),
  statement_information_clause boolean NOT NULL CHECK (statement_information_clause),
  added_at timestamptz NOT NULL,
  edited_at timestamptz,
  CONSTRAINT declarations_one_per_campaign UNIQUE (campaign_id, user_id)
);
CREATE INDEX declarations_by_user ON bonus_declarations.declarations (user_id);

CREATE TABLE bonus_declarations.household_members (
  declaration_id int NOT NULL REFERENCES bonus_declarations.declarations ON DELETE CASCADE,
  position int NOT NULL,
  full_name text NOT NULL,
  relationship text NOT NULL,
  income_grosze bigint NOT NULL,
  costs_of_obtaining_grosze bigint NOT NULL,
  social_insurance_grosze bigint NOT NULL,
  tax_due_grosze bigint NOT NULL,
  alimony_paid_grosze bigint NOT NULL,
  child_relief_refund_grosze bigint NOT NULL,
  tax_overpayment_grosze bigint NOT NULL,
  PRIMARY KEY (declaration_id, position)
);
