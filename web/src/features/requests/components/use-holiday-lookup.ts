import { useMemo } from 'react';
import { useGetHolidaysQuery } from '../api/requests-api';

/**
 * The public holidays of the years a picker can show (GET calendar/holidays?year=), as a
 * lookup. At most three years: the form's range runs from a week back to the end of next year.
 */
export function useHolidayLookup(firstYear: number, lastYear: number): (date: string) => boolean {
  const a = useGetHolidaysQuery(firstYear).data;
  const b = useGetHolidaysQuery(firstYear + 1, { skip: lastYear < firstYear + 1 }).data;
  const c = useGetHolidaysQuery(firstYear + 2, { skip: lastYear < firstYear + 2 }).data;
  return useMemo(() => {
    const dates = new Set([...(a ?? []), ...(b ?? []), ...(c ?? [])].map((h) => h.date));
    return (date: string) => dates.has(date);
  }, [a, b, c]);
}
