-- Substitutions (docs/substitutions.md): who stands in for whom and when; a decision a
-- substitute makes names whose stead they stood in.
CREATE TABLE absences.substitutions (
  substitution_id serial PRIMARY KEY,
  employee_id int NOT NULL REFERENCES absences.employees,
  substitute_id int NOT NULL REFERENCES absences.employees CHECK (substitute_id <> employee_id),
  from_date date NOT NULL,
  to_date date NOT NULL CHECK (to_date >= from_date),
  status_id int NOT NULL CHECK (status_id BETWEEN 1 AND 4),
  comment text NOT NULL DEFAULT '',
  created_by_id int NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_by_id int,
  decided_at timestamptz,
  decision_comment text NOT NULL DEFAULT ''
);
-- Who stands in for me, and the overlap check of one away person's substitutions.
CREATE INDEX substitutions_of_employee ON absences.substitutions (employee_id, from_date);
-- For whom I stand in, and whose team's requests I decide today.
CREATE INDEX substitutions_of_substitute ON absences.substitutions (substitute_id, to_date);
-- The report, newest period first.
CREATE INDEX substitutions_period ON absences.substitutions (from_date DESC, substitution_id DESC);

ALTER TABLE absences.request_events ADD COLUMN on_behalf_of_id int;
