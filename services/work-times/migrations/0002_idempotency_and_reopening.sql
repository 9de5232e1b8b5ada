-- A refused clock event keeps its reason, so that a retry of it is refused the same way; ids
-- carry their source's prefix ("terminal:", "web:<user>:") before the caller's 100 characters.
ALTER TABLE work_times.clock_events ADD COLUMN reason text NOT NULL DEFAULT '';
ALTER TABLE work_times.clock_events DROP CONSTRAINT clock_events_event_id_check;
ALTER TABLE work_times.clock_events ADD CONSTRAINT clock_events_event_id_length
  CHECK (length(event_id) BETWEEN 1 AND 128);

-- Creates and decisions done once per Idempotency-Key (services/common/idempotent_writes.h).
CREATE TABLE work_times.idempotency_keys (
  user_id integer NOT NULL,
  key text NOT NULL CHECK (length(key) BETWEEN 1 AND 64),
  operation text NOT NULL,
  result_id bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);

-- Payroll's first read of a closed month: from then on only HR reopens it.
ALTER TABLE work_times.closed_months ADD COLUMN read_by_payroll_at timestamptz;

-- Every reopening of a closed month, with the evaluation payroll could read until then:
-- who, when and why, so that payroll sees that a month it read was opened again.
CREATE TABLE work_times.month_reopenings (
  reopening_id bigserial PRIMARY KEY,
  employee_id int NOT NULL,
  month date NOT NULL,
  closed_at timestamptz NOT NULL,
  read_by_payroll_at timestamptz,
  evaluation jsonb NOT NULL,
  reopened_by int NOT NULL,
  reopened_by_name text NOT NULL DEFAULT '',
  reopened_at timestamptz NOT NULL DEFAULT now(),
  reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 500)
);
CREATE INDEX month_reopenings_by_month ON work_times.month_reopenings (month, employee_id);
