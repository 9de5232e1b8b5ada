-- The rules of work may begin the settlement periods in any month (art. 129 §1): periods of 3
-- months from February run Feb–Apr, May–Jul, Aug–Oct, Nov–Jan, so one may cross the new year.
ALTER TABLE work_times.employee_terms
  ADD COLUMN settlement_first_month smallint NOT NULL DEFAULT 1
    CONSTRAINT employee_terms_first_month CHECK (settlement_first_month BETWEEN 1 AND 12);
