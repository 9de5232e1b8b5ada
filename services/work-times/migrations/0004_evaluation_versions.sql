-- What a person's month of working time is evaluated from changes only by writes to these
-- tables; each write counts up the version of every (person, month) it touches, so that the
-- evaluator keeps a month's result for as long as the versions it was computed from stand
-- (month_evaluation.h "MonthEvaluator"). The terms are month 1900-01-01: they touch every month.
CREATE TABLE work_times.evaluation_versions (
  employee_id int NOT NULL,
  month date NOT NULL,
  version bigint NOT NULL DEFAULT 1,
  PRIMARY KEY (employee_id, month)
);

-- Counts up the versions of the (person, month) pairs of `touched`, in key order so that two
-- writers never wait for each other in opposite orders.
CREATE FUNCTION work_times.count_up_versions(touched jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO work_times.evaluation_versions AS v (employee_id, month)
  SELECT DISTINCT (t ->> 'e')::int, (t ->> 'm')::date FROM jsonb_array_elements(touched) t
  ORDER BY 1, 2
  ON CONFLICT (employee_id, month) DO UPDATE SET version = v.version + 1
$$;

-- Statement triggers with the rows they changed: one upsert per statement, however many rows
-- (the demo seed writes a hundred thousand records at once).
CREATE FUNCTION work_times.count_up_by_day() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(DISTINCT jsonb_build_object('e', employee_id, 'm', date_trunc('month', day)::date)) INTO touched FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(DISTINCT jsonb_build_object('e', employee_id, 'm', date_trunc('month', day)::date)) INTO touched FROM old_rows;
  ELSE
    SELECT jsonb_agg(DISTINCT x) INTO touched FROM (
      SELECT jsonb_build_object('e', employee_id, 'm', date_trunc('month', day)::date) AS x FROM old_rows
      UNION ALL SELECT jsonb_build_object('e', employee_id, 'm', date_trunc('month', day)::date) FROM new_rows) u;
  END IF;
  IF touched IS NOT NULL THEN PERFORM work_times.count_up_versions(touched); END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER records_inserted AFTER INSERT ON work_times.records REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION work_times.count_up_by_day();
CREATE TRIGGER records_updated AFTER UPDATE ON work_times.records REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION work_times.count_up_by_day();
CREATE TRIGGER records_deleted AFTER DELETE ON work_times.records REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION work_times.count_up_by_day();
CREATE TRIGGER workdays_inserted AFTER INSERT ON work_times.workdays REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION work_times.count_up_by_day();
CREATE TRIGGER workdays_updated AFTER UPDATE ON work_times.workdays REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION work_times.count_up_by_day();
CREATE TRIGGER workdays_deleted AFTER DELETE ON work_times.workdays REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION work_times.count_up_by_day();

-- A day off given touches the month it is given in and the month of the work it is for.
CREATE FUNCTION work_times.count_up_days_off() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(DISTINCT x) INTO touched FROM (
      SELECT jsonb_build_object('e', employee_id, 'm', date_trunc('month', given_on)::date) AS x FROM new_rows
      UNION ALL SELECT jsonb_build_object('e', employee_id, 'm', date_trunc('month', for_day)::date) FROM new_rows) u;
  ELSE
    SELECT jsonb_agg(DISTINCT x) INTO touched FROM (
      SELECT jsonb_build_object('e', employee_id, 'm', date_trunc('month', given_on)::date) AS x FROM old_rows
      UNION ALL SELECT jsonb_build_object('e', employee_id, 'm', date_trunc('month', for_day)::date) FROM old_rows) u;
  END IF;
  IF touched IS NOT NULL THEN PERFORM work_times.count_up_versions(touched); END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER days_off_inserted AFTER INSERT ON work_times.days_off_given REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION work_times.count_up_days_off();
CREATE TRIGGER days_off_deleted AFTER DELETE ON work_times.days_off_given REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION work_times.count_up_days_off();

-- Terms (any change) and on-call duty (its interventions are work of the days they start on;
-- a duty removed takes its interventions with it) touch the person's months.
CREATE FUNCTION work_times.count_up_person() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'employee_terms' THEN
    PERFORM work_times.count_up_versions(jsonb_build_array(jsonb_build_object(
      'e', CASE WHEN TG_OP = 'DELETE' THEN OLD.employee_id ELSE NEW.employee_id END, 'm', date '1900-01-01')));
  ELSE
    PERFORM work_times.count_up_versions((
      SELECT jsonb_agg(jsonb_build_object('e', d.employee_id, 'm', m::date))
      FROM (SELECT CASE WHEN TG_OP = 'DELETE' THEN OLD.employee_id ELSE NEW.employee_id END AS employee_id,
                   CASE WHEN TG_OP = 'DELETE' THEN OLD.start_at ELSE NEW.start_at END AS start_at,
                   CASE WHEN TG_OP = 'DELETE' THEN OLD.end_at ELSE NEW.end_at END AS end_at) d,
           generate_series(date_trunc('month', d.start_at AT TIME ZONE 'Europe/Warsaw'),
                           date_trunc('month', d.end_at AT TIME ZONE 'Europe/Warsaw'), interval '1 month') m));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER terms_changed AFTER INSERT OR UPDATE OR DELETE ON work_times.employee_terms
  FOR EACH ROW EXECUTE FUNCTION work_times.count_up_person();
CREATE TRIGGER duties_changed AFTER INSERT OR UPDATE OR DELETE ON work_times.on_call_duties
  FOR EACH ROW EXECUTE FUNCTION work_times.count_up_person();

CREATE FUNCTION work_times.count_up_interventions() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_of work_times.interventions := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
BEGIN
  PERFORM work_times.count_up_versions((
    SELECT jsonb_agg(jsonb_build_object('e', d.employee_id,
                                        'm', date_trunc('month', row_of.start_at AT TIME ZONE 'Europe/Warsaw')::date))
    FROM work_times.on_call_duties d WHERE d.duty_id = row_of.duty_id));
  IF TG_OP = 'UPDATE' THEN
    PERFORM work_times.count_up_versions((
      SELECT jsonb_agg(jsonb_build_object('e', d.employee_id,
                                          'm', date_trunc('month', OLD.start_at AT TIME ZONE 'Europe/Warsaw')::date))
      FROM work_times.on_call_duties d WHERE d.duty_id = OLD.duty_id));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER interventions_changed AFTER INSERT OR UPDATE OR DELETE ON work_times.interventions
  FOR EACH ROW EXECUTE FUNCTION work_times.count_up_interventions();
