-- Planning the schedule (docs/work-times.md "Planning"). The plan is the planner's copy of each
-- person's days; publishing a month writes its plan into work_times.workdays, the schedule the
-- employee sees and the evaluation measures against. A month published stays published: each
-- later publishing of it writes the days it changes, with who, when, before, after and why.

-- Art. 129 §1, 130 §2, 151¹¹: why a day of the schedule is free.
ALTER TABLE work_times.workdays
  ADD COLUMN day_off_kind text NOT NULL DEFAULT ''
    CHECK (day_off_kind IN ('', 'five_day_week', 'for_sunday_work', 'for_saturday_holiday'));
-- Art. 136, 137: the equivalent system's day reaches 16 or 24 hours.
ALTER TABLE work_times.workdays DROP CONSTRAINT workdays_scheduled_seconds_check;
ALTER TABLE work_times.workdays ADD CONSTRAINT workdays_scheduled_seconds_check
  CHECK (scheduled_seconds BETWEEN 0 AND 86400);

-- Art. 135–137: the equivalent system's longest day; art. 151⁹ §2: the hour a Sunday starts.
ALTER TABLE work_times.employee_terms
  ADD COLUMN equivalent_hours int NOT NULL DEFAULT 12 CHECK (equivalent_hours IN (12, 16, 24)),
  ADD COLUMN sunday_start_hour int NOT NULL DEFAULT 6 CHECK (sunday_start_hour BETWEEN 0 AND 23);

CREATE TABLE work_times.planned_days (
  employee_id int NOT NULL,
  day date NOT NULL,
  kind text NOT NULL CHECK (kind IN ('working', 'day_off', 'sunday', 'holiday')),
  day_off_kind text NOT NULL DEFAULT ''
    CHECK (day_off_kind IN ('', 'five_day_week', 'for_sunday_work', 'for_saturday_holiday')),
  start_at timestamptz,
  end_at timestamptz,
  planned_by int NOT NULL,
  planned_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (employee_id, day),
  CHECK ((kind = 'working') = (start_at IS NOT NULL AND end_at IS NOT NULL)),
  CHECK ((kind = 'day_off') = (day_off_kind <> '')),
  CHECK (end_at IS NULL OR (end_at > start_at AND end_at <= start_at + interval '24 hours'))
);

-- The first publishing of a person's month (art. 129 §3: a week before it starts).
CREATE TABLE work_times.schedule_publications (
  employee_id int NOT NULL,
  month date NOT NULL CHECK (extract(day from month) = 1),
  published_by int NOT NULL,
  published_by_name text NOT NULL DEFAULT '',
  published_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (employee_id, month)
);

-- A day of a published schedule changed by a later publishing.
CREATE TABLE work_times.schedule_changes (
  change_id bigserial PRIMARY KEY,
  employee_id int NOT NULL,
  day date NOT NULL,
  before_kind text NOT NULL,
  before_day_off_kind text NOT NULL DEFAULT '',
  before_start timestamptz,
  before_end timestamptz,
  after_kind text NOT NULL,
  after_day_off_kind text NOT NULL DEFAULT '',
  after_start timestamptz,
  after_end timestamptz,
  reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 500),
  changed_by int NOT NULL,
  changed_by_name text NOT NULL DEFAULT '',
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX schedule_changes_by_person_day ON work_times.schedule_changes (employee_id, day);

-- Shifts anyone planning may copy: from and to in minutes after midnight (to <= from: the next day).
CREATE TABLE work_times.shift_templates (
  template_id serial PRIMARY KEY,
  name text NOT NULL UNIQUE CHECK (length(name) BETWEEN 1 AND 60),
  from_minute int NOT NULL CHECK (from_minute BETWEEN 0 AND 1439),
  to_minute int NOT NULL CHECK (to_minute BETWEEN 0 AND 1439),
  created_by int NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
