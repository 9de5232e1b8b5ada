-- The people directory (docs/product.md §3): employees, their contracts and benefits.
CREATE TABLE absences.employees (
  employee_id int PRIMARY KEY,                 -- the identity provider's user id
  sap_number text NOT NULL UNIQUE,
  first_name text NOT NULL,
  last_name text NOT NULL,
  position text NOT NULL DEFAULT '',
  gender_id int NOT NULL DEFAULT 0 CHECK (gender_id IN (0, 1, 2)),
  hr_area_id int NOT NULL DEFAULT 0 CHECK (hr_area_id IN (0, 2, 11)),
  employment_sub_group_id int NOT NULL DEFAULT 0,
  employment_sub_group_name text NOT NULL DEFAULT '',
  department_name text NOT NULL DEFAULT '',
  location_id int NOT NULL DEFAULT 0,
  location_name text NOT NULL DEFAULT '',
  supervisor_id int REFERENCES absences.employees,
  fraction_numerator int NOT NULL DEFAULT 1 CHECK (fraction_numerator > 0),
  fraction_denominator int NOT NULL DEFAULT 1 CHECK (fraction_denominator >= fraction_numerator),
  company_email text NOT NULL DEFAULT '',
  private_email text NOT NULL DEFAULT '',
  private_phone_number text NOT NULL DEFAULT '',
  company_phone_number text NOT NULL DEFAULT '',
  street text NOT NULL DEFAULT '',
  house_number text NOT NULL DEFAULT '',
  flat_number text NOT NULL DEFAULT '',
  postal_code text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  employed_since date NOT NULL,
  employed_until date,
  seniority_ten_years_on date NOT NULL,        -- KP art. 155: school and earlier jobs counted
  first_job boolean NOT NULL DEFAULT false,
  extra_leave_days int NOT NULL DEFAULT 0,
  abilities text[] NOT NULL DEFAULT '{}',      -- server abilities of docs/product.md §6 (has_access_to_*)
  full_name text GENERATED ALWAYS AS (first_name || ' ' || last_name) STORED
);
CREATE INDEX employees_supervisor ON absences.employees (supervisor_id);
CREATE INDEX employees_name ON absences.employees (last_name, first_name, employee_id);

-- Everyone above each employee (depth 1 = the direct supervisor), so a team is an
-- index lookup instead of a recursive walk per query.
CREATE TABLE absences.employee_ancestors (
  ancestor_id int NOT NULL REFERENCES absences.employees ON DELETE CASCADE,
  employee_id int NOT NULL REFERENCES absences.employees ON DELETE CASCADE,
  depth int NOT NULL,
  PRIMARY KEY (ancestor_id, employee_id)
);
CREATE INDEX employee_ancestors_employee ON absences.employee_ancestors (employee_id);

CREATE FUNCTION absences.rebuild_ancestors() RETURNS void LANGUAGE sql AS $$
  DELETE FROM absences.employee_ancestors;
  INSERT INTO absences.employee_ancestors (ancestor_id, employee_id, depth)
  WITH RECURSIVE chain(ancestor_id, employee_id, depth) AS (
    SELECT supervisor_id, employee_id, 1 FROM absences.employees WHERE supervisor_id IS NOT NULL
    UNION ALL
    SELECT e.supervisor_id, c.employee_id, c.depth + 1
    FROM chain c JOIN absences.employees e ON e.employee_id = c.ancestor_id
    WHERE e.supervisor_id IS NOT NULL AND c.depth < 50
  )
  SELECT ancestor_id, employee_id, min(depth) FROM chain GROUP BY ancestor_id, employee_id;
$$;

CREATE TABLE absences.employment_contracts (
  employment_contract_id serial PRIMARY KEY,
  employee_id int NOT NULL REFERENCES absences.employees ON DELETE CASCADE,
  contract_type_name text NOT NULL,
  start_on date NOT NULL,
  end_on date,
  fraction_numerator int NOT NULL DEFAULT 1,
  fraction_denominator int NOT NULL DEFAULT 1,
  position text NOT NULL DEFAULT '',
  with_this_employer boolean NOT NULL DEFAULT true,
  UNIQUE (employee_id, start_on)
);

CREATE TABLE absences.benefits (
  benefit_id serial PRIMARY KEY,
  employee_id int NOT NULL REFERENCES absences.employees ON DELETE CASCADE,
  name text NOT NULL,
  start_on date NOT NULL,
  end_on date,
  UNIQUE (employee_id, name, start_on)
);
