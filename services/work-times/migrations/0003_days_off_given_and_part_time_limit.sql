-- Art. 151³, 151¹¹ §1: a day of the schedule given off in exchange for work on a day off, a
-- Sunday or a holiday. The day's schedule as it was is kept here, so that taking the day off
-- back restores it; who gave it and when is the audit.
CREATE TABLE work_times.days_off_given (
  employee_id int NOT NULL,
  given_on date NOT NULL,
  for_day date NOT NULL CHECK (for_day <> given_on),
  replaced_kind text NOT NULL CHECK (replaced_kind IN ('working', 'day_off')),
  replaced_start timestamptz,
  replaced_end timestamptz,
  replaced_seconds int NOT NULL DEFAULT 0,
  given_by int NOT NULL,
  given_by_name text NOT NULL DEFAULT '',
  given_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (employee_id, given_on),
  UNIQUE (employee_id, for_day)
);

-- Art. 151 §5: the part-timer's contract states up to what working time (a fraction of full
-- time) work over their own time is paid without the overtime supplement; NULL: no such clause.
ALTER TABLE work_times.employee_terms
  ADD COLUMN part_time_limit_numerator int,
  ADD COLUMN part_time_limit_denominator int,
  ADD CONSTRAINT employee_terms_part_time_limit CHECK (
    (part_time_limit_numerator IS NULL AND part_time_limit_denominator IS NULL) OR
    (part_time_limit_denominator BETWEEN 1 AND 100 AND part_time_limit_numerator BETWEEN 1 AND part_time_limit_denominator));
