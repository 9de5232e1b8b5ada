-- A supervisor's approval of a day's overtime or compensation of its undertime, and its
-- withdrawal, stand in the day's history beside the record corrections: the amount in
-- `seconds`, the supervisor's comment in `reason`, and no record.
ALTER TABLE work_times.corrections ALTER COLUMN record_id DROP NOT NULL;
ALTER TABLE work_times.corrections ADD COLUMN seconds int CHECK (seconds >= 0);
ALTER TABLE work_times.corrections DROP CONSTRAINT corrections_action_check;
ALTER TABLE work_times.corrections ADD CONSTRAINT corrections_action_check CHECK (action IN (
  'added', 'changed', 'removed',
  'overtime_approved', 'overtime_withdrawn', 'undertime_compensated', 'undertime_withdrawn'));
