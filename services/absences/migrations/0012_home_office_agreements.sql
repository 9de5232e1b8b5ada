-- Agreements on regular remote work (KP art. 67¹⁹–67²³, docs/remote-work.md) and every step
-- taken on them.
CREATE TABLE absences.home_office_agreements (
  agreement_id serial PRIMARY KEY,
  employee_id int NOT NULL REFERENCES absences.employees,
  status_id int NOT NULL CHECK (status_id BETWEEN 1 AND 5),
  submitted_at timestamptz NOT NULL DEFAULT now(),
  valid_from date NOT NULL,
  valid_to date CHECK (valid_to >= valid_from),
  -- ISO weekdays, 1 Monday .. 5 Friday.
  weekdays int[] NOT NULL CHECK (cardinality(weekdays) BETWEEN 1 AND 5 AND weekdays <@ '{1,2,3,4,5}'),
  street text NOT NULL,
  house_number text NOT NULL,
  flat_number text NOT NULL DEFAULT '',
  postal_code text NOT NULL,
  city text NOT NULL,
  safe_workplace_confirmed boolean NOT NULL,
  risk_assessment_acknowledged boolean NOT NULL,
  data_protection_acknowledged boolean NOT NULL,
  justification text NOT NULL DEFAULT '',
  opinion_positive boolean,
  opinion_comment text NOT NULL DEFAULT '',
  opinion_by_id int,
  opinion_at timestamptz,
  decision_comment text NOT NULL DEFAULT '',
  decided_by_id int,
  decided_at timestamptz
);
-- One's own agreements, and the approved ones a remote-work request is checked against.
CREATE INDEX home_office_agreements_of_employee ON absences.home_office_agreements (employee_id, agreement_id DESC);
-- The whole list, newest first, by status.
CREATE INDEX home_office_agreements_status ON absences.home_office_agreements (status_id, agreement_id DESC);

CREATE TABLE absences.home_office_agreement_events (
  event_id bigserial PRIMARY KEY,
  agreement_id int NOT NULL REFERENCES absences.home_office_agreements ON DELETE CASCADE,
  occurred_at timestamptz NOT NULL DEFAULT now(),
  actor_id int NOT NULL,
  action text NOT NULL,
  comment text NOT NULL DEFAULT ''
);
CREATE INDEX home_office_agreement_events_agreement ON absences.home_office_agreement_events (agreement_id, event_id);
