-- Calendars and overlap checks ask for the requests of some people that end on or after a
-- day and start on or before another. Led by the end day, the scan per person starts at the
-- window and does not read the person's whole history (requests_period is led by the start
-- day, so it read every earlier request: bench/README.md).
CREATE INDEX requests_by_end ON absences.requests (employee_id, to_date, from_date);
