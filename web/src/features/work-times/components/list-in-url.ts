import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PAGE_SIZES, type TableQuery } from '@shared/ui/data-table';
import { currentMonth } from '../format';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * A list's month, search, page, page size and sort (and its own filters) kept in the URL, so a
 * manager who opens a day and comes back — with the day's "back" or the browser's — finds the
 * list as it was, and can share or reload it. Changes replace the entry: the browser's history
 * holds screens, not keystrokes.
 */
export function useListInUrl(defaults: { pageSize: number; sort: string[] }) {
  const [params, setParams] = useSearchParams();
  const { pageSize: defaultSize } = defaults;
  const defaultSort = defaults.sort.join(',');
  const month = MONTH.test(params.get('month') ?? '') ? params.get('month')! : currentMonth();
  const query = useMemo<TableQuery>(() => {
    const size = params.get('page-size');
    const pageSize = size === 'all' ? 'all' : (PAGE_SIZES as readonly number[]).includes(Number(size)) ? Number(size) : defaultSize;
    const sort = params.get('sort') ?? defaultSort;
    return {
      page: Math.max(1, Number(params.get('page')) || 1),
      pageSize,
      sort: sort.split(',').filter(Boolean),
      search: params.get('search') ?? '',
    };
  }, [params, defaultSize, defaultSort]);

  /** Sets the given parameters ('' or undefined removes one), leaving the others. */
  const update = useCallback(
    (changes: Record<string, string | undefined>) => {
      setParams(
        (old) => {
          const next = new URLSearchParams(old);
          for (const [name, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const setQuery = useCallback(
    (q: TableQuery) =>
      update({
        search: q.search,
        page: q.page > 1 ? String(q.page) : undefined,
        'page-size': q.pageSize === defaultSize ? undefined : String(q.pageSize),
        // An empty sort (every column clicked off) is kept as such, not taken for the default.
        sort: q.sort.join(',') === defaultSort ? undefined : q.sort.join(',') || ',',
      }),
    [update, defaultSize, defaultSort],
  );

  /** Another month starts at its first page. */
  const setMonth = useCallback((m: string) => update({ month: m, page: undefined }), [update]);

  return { month, setMonth, query, setQuery, params, update };
}
