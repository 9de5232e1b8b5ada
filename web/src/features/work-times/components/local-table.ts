import type { TableQuery } from '@shared/ui/data-table';

/** Sorting, searching and paging of rows already loaded whole (a month's days). */
export function localPage<T>(rows: T[], query: TableQuery, text: (row: T) => string): { rows: T[]; total: number } {
  const needle = query.search.trim().toLowerCase();
  let out = needle ? rows.filter((r) => text(r).toLowerCase().includes(needle)) : [...rows];
  const [first] = query.sort;
  if (first) {
    const field = first.replace(/^-/, '');
    const dir = first.startsWith('-') ? -1 : 1;
    const key = (r: T) => {
      const v = (r as Record<string, unknown>)[field];
      return v instanceof Date ? v.getTime() : (v as number | string);
    };
    out = out.sort((a, b) => (key(a) < key(b) ? -dir : key(a) > key(b) ? dir : 0));
  }
  const total = out.length;
  if (query.pageSize === 'all') return { rows: out, total };
  const start = (query.page - 1) * query.pageSize;
  return { rows: out.slice(start, start + query.pageSize), total };
}
