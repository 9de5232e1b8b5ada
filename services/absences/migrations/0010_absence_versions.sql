-- A person's approved absences change only by writes to their requests; each write counts up
-- the person's version, so that a service that keeps what it computed from their absences
-- (work-times' month evaluation) knows whether it still stands without reading the days again.
CREATE TABLE absences.absence_versions (
  employee_id int PRIMARY KEY,
  version bigint NOT NULL DEFAULT 1
);

-- One upsert per statement, in key order (two writers never wait for each other in opposite
-- orders), for the people of the rows it changed.
CREATE FUNCTION absences.count_up_absence_versions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO absences.absence_versions AS v (employee_id)
    SELECT DISTINCT employee_id FROM new_rows ORDER BY 1
    ON CONFLICT (employee_id) DO UPDATE SET version = v.version + 1;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO absences.absence_versions AS v (employee_id)
    SELECT DISTINCT employee_id FROM old_rows ORDER BY 1
    ON CONFLICT (employee_id) DO UPDATE SET version = v.version + 1;
  ELSE
    INSERT INTO absences.absence_versions AS v (employee_id)
    SELECT employee_id FROM (SELECT employee_id FROM old_rows UNION SELECT employee_id FROM new_rows) u ORDER BY 1
    ON CONFLICT (employee_id) DO UPDATE SET version = v.version + 1;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER requests_inserted AFTER INSERT ON absences.requests REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION absences.count_up_absence_versions();
CREATE TRIGGER requests_updated AFTER UPDATE ON absences.requests REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION absences.count_up_absence_versions();
CREATE TRIGGER requests_deleted AFTER DELETE ON absences.requests REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION absences.count_up_absence_versions();
