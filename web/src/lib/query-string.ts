import { toIsoWithOffset } from '@shared/dates/warsaw-parts';

type Scalar = string | number | boolean | Date | null | undefined;
export type QueryParams = Record<string, Scalar | readonly Scalar[]>;

// A moment goes with the Warsaw offset (docs/product.md §7): the server reads business dates in
// Polish time, and "…T23:00:00Z" would name the previous day there.
const text = (v: Exclude<Scalar, null | undefined>) => (v instanceof Date ? toIsoWithOffset(v) : String(v));

/** docs/product.md §7: falsy values are dropped and arrays repeat the parameter per item. */
export function toQueryString(params: QueryParams | undefined): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    const items = Array.isArray(value) ? value : [value];
    for (const item of items as Scalar[]) {
      if (!item) continue;
      q.append(key, text(item));
    }
  }
  return q.toString();
}
