import type { Address } from '@shared/session/session-api';

/**
 * docs/product.md §3: street, house number (with '/flatNumber' when a flat exists), postal code and city.
 * Missing parts are left out rather than shown as blanks.
 */
export function formatAddress(a: Address | null | undefined): string {
  if (!a) return '';
  const house = [a.houseNumber, a.flatNumber].filter(Boolean).join('/');
  const line1 = [a.street, a.houseNumber ? house : ''].filter(Boolean).join(' ');
  const line2 = [a.postalCode, a.city].filter(Boolean).join(' ');
  return [line1, line2].filter(Boolean).join(', ');
}
