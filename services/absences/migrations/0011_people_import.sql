-- The organisation's import (docs/people-import.md): the HR system (or HR's spreadsheet)
-- states each person by SAP number; what it brings beyond the directory's columns, and the
-- audit of every change.

-- New people's ids, shared with the identity provider's accounts (employee_id = user_id).
-- Above every demo or bench id, which are written below one million.
CREATE SEQUENCE absences.employee_ids START 1000001;

ALTER TABLE absences.employees
  ADD COLUMN disability_degree text NOT NULL DEFAULT 'none'
    CHECK (disability_degree IN ('none', 'light', 'moderate', 'significant')),
  -- Leave carried over into opening_balance_year at go-live (KP art. 168).
  ADD COLUMN opening_balance_year int,
  ADD COLUMN opening_carried_over_days int NOT NULL DEFAULT 0 CHECK (opening_carried_over_days >= 0),
  -- The account as the import last stated it; the identity provider keeps the account itself.
  ADD COLUMN username text NOT NULL DEFAULT '',
  ADD COLUMN role_ids int[] NOT NULL DEFAULT '{}';

-- Who changed which field of a person, when, and from what to what.
CREATE TABLE absences.employee_changes (
  change_id bigserial PRIMARY KEY,
  employee_id int NOT NULL REFERENCES absences.employees ON DELETE CASCADE,
  changed_at timestamptz NOT NULL DEFAULT now(),
  changed_by text NOT NULL,  -- "user:<id>" or "client:<client id>"
  source text NOT NULL CHECK (source IN ('import', 'card')),
  field text NOT NULL,
  before text NOT NULL,
  after text NOT NULL
);
CREATE INDEX employee_changes_of_employee ON absences.employee_changes (employee_id, change_id);
