-- Working time (docs/work-times.md): each person's terms, one row per scheduled or worked day,
-- its clock records, the supervisors' corrections (audit), the terminals' events (idempotency),
-- the frozen results of locked months and on-call duty. People live in the absences service:
-- employee_id is their id there, never a foreign key across schemas.

-- Art. 129: the working-time system and settlement period; art. 151⁷: the night window;
-- art. 151 §4: a higher yearly overtime limit set by the rules of work.
CREATE TABLE work_times.employee_terms (
  employee_id int PRIMARY KEY,
  working_time_system text NOT NULL DEFAULT 'basic' CHECK (working_time_system IN ('basic', 'equivalent')),
  settlement_months int NOT NULL DEFAULT 1 CHECK (settlement_months IN (1, 3, 4, 12)),
  night_start_hour int NOT NULL DEFAULT 22 CHECK (night_start_hour BETWEEN 21 AND 23),
  yearly_overtime_limit int NOT NULL DEFAULT 540000 CHECK (yearly_overtime_limit >= 540000)
);

-- One day of one person: the schedule (harmonogram), the lock and the supervisor's approvals.
CREATE TABLE work_times.workdays (
  workday_id serial PRIMARY KEY,
  employee_id int NOT NULL,
  day date NOT NULL,
  day_kind text NOT NULL DEFAULT 'working' CHECK (day_kind IN ('working', 'day_off', 'sunday', 'holiday')),
  has_schedule boolean NOT NULL DEFAULT true,
  planned_start timestamptz,
  planned_end timestamptz,
  scheduled_seconds int NOT NULL DEFAULT 0 CHECK (scheduled_seconds BETWEEN 0 AND 43200),
  lock_state text NOT NULL DEFAULT 'open' CHECK (lock_state IN ('open', 'locked')),
  locked_by int,
  locked_by_name text NOT NULL DEFAULT '',
  locked_at timestamptz,
  approved_overtime int NOT NULL DEFAULT 0 CHECK (approved_overtime >= 0),
  compensated_undertime int NOT NULL DEFAULT 0 CHECK (compensated_undertime >= 0),
  approved_by_name text NOT NULL DEFAULT '',
  UNIQUE (employee_id, day),
  CHECK (planned_end IS NULL OR planned_end > planned_start)
);

-- Clock records; a record belongs to the day it starts on (a night shift to its evening).
-- The day's person and date are repeated here so a team's records of a year are one index
-- range per person, however large the table grows.
CREATE TABLE work_times.records (
  record_id bigserial PRIMARY KEY,
  workday_id int NOT NULL REFERENCES work_times.workdays (workday_id),
  employee_id int NOT NULL,
  day date NOT NULL,
  kind text NOT NULL CHECK (kind IN ('work', 'break', 'private_exit')),
  start_at timestamptz NOT NULL,
  end_at timestamptz,
  source text NOT NULL CHECK (source IN ('web', 'terminal', 'correction', 'schedule')),
  corrected boolean NOT NULL DEFAULT false,
  CHECK (end_at IS NULL OR end_at > start_at)
);
CREATE INDEX records_by_workday ON work_times.records (workday_id);
CREATE INDEX records_by_person_day ON work_times.records (employee_id, day);

-- Every change of a record by a supervisor: who, when, before, after, why.
CREATE TABLE work_times.corrections (
  correction_id bigserial PRIMARY KEY,
  workday_id int NOT NULL REFERENCES work_times.workdays (workday_id),
  record_id bigint NOT NULL,
  action text NOT NULL CHECK (action IN ('added', 'changed', 'removed')),
  before_kind text NOT NULL DEFAULT '',
  before_start timestamptz,
  before_end timestamptz,
  after_kind text NOT NULL DEFAULT '',
  after_start timestamptz,
  after_end timestamptz,
  reason text NOT NULL,
  corrected_by int NOT NULL,
  corrected_by_name text NOT NULL DEFAULT '',
  corrected_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX corrections_by_workday ON work_times.corrections (workday_id);

-- Terminal and web clock events, kept so a repeated batch or button press is recorded once.
CREATE TABLE work_times.clock_events (
  event_id text PRIMARY KEY CHECK (length(event_id) BETWEEN 1 AND 100),
  employee_id int NOT NULL,
  action text NOT NULL,
  occurred_at timestamptz NOT NULL,
  source text NOT NULL,
  terminal_id text NOT NULL DEFAULT '',
  outcome text NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now()
);

-- Art. 151⁵: on-call duty and the interventions during it (work time).
CREATE TABLE work_times.on_call_duties (
  duty_id serial PRIMARY KEY,
  employee_id int NOT NULL,
  start_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL,
  place text NOT NULL CHECK (place IN ('home', 'workplace')),
  CHECK (end_at > start_at)
);
CREATE INDEX on_call_by_employee ON work_times.on_call_duties (employee_id, start_at);

CREATE TABLE work_times.interventions (
  intervention_id serial PRIMARY KEY,
  duty_id int NOT NULL REFERENCES work_times.on_call_duties (duty_id) ON DELETE CASCADE,
  start_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL,
  description text NOT NULL DEFAULT '',
  CHECK (end_at > start_at)
);
CREATE INDEX interventions_by_duty ON work_times.interventions (duty_id);

-- A month as it was when it was locked: the evaluation payroll reads (the locked days cannot
-- change, so neither can it). Removed when the month is opened again.
CREATE TABLE work_times.closed_months (
  employee_id int NOT NULL,
  month date NOT NULL,
  evaluation jsonb NOT NULL,
  closed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (month, employee_id)
);
