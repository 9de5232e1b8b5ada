-- The leave base (KP art. 154 §1) follows seniority, which counts the school completed
-- (art. 155 §1) and every employment contract; both are stored, the ten-years date is
-- derived from them when limits are counted instead of being typed in.
ALTER TABLE absences.employees
  ADD COLUMN education text NOT NULL DEFAULT 'none'
    CHECK (education IN ('none', 'basic_vocational', 'secondary_vocational', 'secondary_general',
                         'post_secondary', 'higher'));
ALTER TABLE absences.employees DROP COLUMN seniority_ten_years_on;
