-- An approved agreement may be ended before its first day (art. 67²²): its last day is then the
-- day before it starts, and it covers no day at all.
ALTER TABLE absences.home_office_agreements
  DROP CONSTRAINT home_office_agreements_check,
  ADD CONSTRAINT home_office_agreements_period CHECK (valid_to >= valid_from - 1);
