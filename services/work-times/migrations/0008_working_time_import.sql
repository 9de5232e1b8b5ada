-- The HR system's items (ImportWorkingTime), each claimed by its id before it is written and
-- released when it is refused: a repeated or concurrent item is answered "duplicate" and
-- changes nothing twice.
CREATE TABLE work_times.imported_items (
  item_id text PRIMARY KEY CHECK (length(item_id) BETWEEN 1 AND 100),
  kind text NOT NULL CHECK (kind IN ('terms', 'schedule', 'on_call')),
  employee_id int NOT NULL,
  accepted_at timestamptz NOT NULL DEFAULT now()
);
