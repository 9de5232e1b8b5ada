-- A person's working-time terms change over time (a new contract, a move to shifts): each row
-- holds from valid_from to valid_to (inclusive; NULL: until further notice), and the rows of one
-- person never overlap (the store writes them under a lock of the person's rows). An evaluation
-- reads, for each day, the row that holds on it; a day no row holds has the defaults.
ALTER TABLE work_times.employee_terms DROP CONSTRAINT employee_terms_pkey;
ALTER TABLE work_times.employee_terms
  ADD COLUMN valid_from date NOT NULL DEFAULT date '1900-01-01',
  ADD COLUMN valid_to date,
  -- The weekdays free under the five-day week (ISO: 1 Monday .. 6 Saturday; Sunday is free as such).
  ADD COLUMN free_weekdays int[] NOT NULL DEFAULT '{6}',
  ADD COLUMN changed_by int,
  ADD COLUMN changed_by_name text NOT NULL DEFAULT '',
  ADD COLUMN changed_at timestamptz NOT NULL DEFAULT now(),
  ADD PRIMARY KEY (employee_id, valid_from),
  ADD CONSTRAINT employee_terms_valid CHECK (valid_to IS NULL OR valid_to >= valid_from),
  ADD CONSTRAINT employee_terms_free_weekdays CHECK (free_weekdays <@ '{1,2,3,4,5,6}'::int[]);
