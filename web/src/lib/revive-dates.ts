/** docs/product.md §7: response fields with these name endings hold dates. */
export const DATE_FIELD = /(At|AtFrom|AtTo|On|OnFrom|OnTo|WindowFrom|WindowTo)$/;
const ISO_LIKE = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

/** Converts date-named string fields to Date, deeply, leaving everything else untouched. */
export function reviveDates<T>(value: T): T {
  if (Array.isArray(value)) return value.map(reviveDates) as T;
  if (!value || typeof value !== 'object' || value instanceof Date) return value;
  if (typeof Blob !== 'undefined' && value instanceof Blob) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (typeof v === 'string' && DATE_FIELD.test(k) && ISO_LIKE.test(v)) {
      const d = new Date(v);
      out[k] = Number.isNaN(d.getTime()) ? v : d;
    } else out[k] = reviveDates(v);
  }
  return out as T;
}
