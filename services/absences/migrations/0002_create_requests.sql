-- Leave and other requests with their history, and the payroll export outbox.
CREATE TABLE absences.requests (
  request_id serial PRIMARY KEY,
  request_no text NOT NULL UNIQUE,
  employee_id int NOT NULL REFERENCES absences.employees,
  filed_by_id int NOT NULL,
  request_type_id int NOT NULL,
  status_id int NOT NULL CHECK (status_id BETWEEN 1 AND 5),
  status_changed_at timestamptz NOT NULL DEFAULT now(),
  submitted_at timestamptz NOT NULL DEFAULT now(),
  from_date date NOT NULL,
  to_date date NOT NULL CHECK (to_date >= from_date),
  hours int NOT NULL DEFAULT 0,
  number_of_days int NOT NULL,
  number_of_working_days int NOT NULL,
  comment text NOT NULL DEFAULT '',
  decision_comment text NOT NULL DEFAULT '',
  address jsonb,
  reason jsonb,
  requires_manual_verification boolean NOT NULL DEFAULT false,
  manual_verification_deadline_on date,
  handled_by_hr_id int,
  processing_status_id int NOT NULL DEFAULT 0 CHECK (processing_status_id BETWEEN 0 AND 3),
  processing_error text NOT NULL DEFAULT ''
);
-- My requests, newest first; also the overlap check and the limits of one employee.
CREATE INDEX requests_of_employee ON absences.requests (employee_id, submitted_at DESC, request_id DESC);
CREATE INDEX requests_period ON absences.requests (employee_id, from_date, to_date);
-- The report over everyone, newest first.
CREATE INDEX requests_submitted ON absences.requests (submitted_at DESC, request_id DESC);
CREATE INDEX requests_manual_pending ON absences.requests (manual_verification_deadline_on)
  WHERE requires_manual_verification AND status_id = 1;

CREATE TABLE absences.request_events (
  event_id bigserial PRIMARY KEY,
  request_id int NOT NULL REFERENCES absences.requests ON DELETE CASCADE,
  occurred_at timestamptz NOT NULL DEFAULT now(),
  actor_id int NOT NULL,
  action text NOT NULL,
  comment text NOT NULL DEFAULT ''
);
CREATE INDEX request_events_request ON absences.request_events (request_id, event_id);

-- Numbers UW/2026/000123: one counter per type code and year.
CREATE TABLE absences.request_counters (
  code text NOT NULL,
  year int NOT NULL,
  last_value int NOT NULL,
  PRIMARY KEY (code, year)
);

-- Written in the transaction of the decision; the export worker drains it.
CREATE TABLE absences.export_outbox (
  outbox_id bigserial PRIMARY KEY,
  request_id int NOT NULL REFERENCES absences.requests ON DELETE CASCADE,
  event text NOT NULL,                 -- approved | cancelled
  created_at timestamptz NOT NULL DEFAULT now(),
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'done', 'error')),
  attempts int NOT NULL DEFAULT 0,
  last_error text NOT NULL DEFAULT ''
);
CREATE INDEX export_outbox_pending ON absences.export_outbox (outbox_id) WHERE state = 'pending';
