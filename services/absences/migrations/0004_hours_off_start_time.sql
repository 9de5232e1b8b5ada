-- Hours off (OPH, SWH) say when they begin (docs/product.md §5 picker: 24-hour, 5-minute step);
-- NULL for requests taken in days.
ALTER TABLE absences.requests
  ADD COLUMN start_time time CHECK (start_time IS NULL OR (extract(minute from start_time)::int % 5 = 0
                                                           AND extract(second from start_time) = 0));
