-- A location manager's scope reaches everyone at their location (EmployeeScope::location_id):
-- every scoped read of theirs looks employees up by location.
CREATE INDEX employees_by_location ON absences.employees (location_id);
