import type { Address } from '../session/session-api';

export const EMPTY_ADDRESS: Address = { street: '', houseNumber: '', flatNumber: '', postalCode: '', city: '' };

/** The longest part of an address the services keep (street, house number, ...). */
export const MAX_ADDRESS_PART_LENGTH = 100;

const REQUIRED_PARTS = ['street', 'houseNumber', 'postalCode', 'city'] as const;
const POSTAL_CODE = /^\d{2}-\d{3}$/;

/**
 * What is wrong with an address a person gives (where they work remotely, where the person they
 * care for lives), by part: the services' rules, as translation keys. The flat number may be left out.
 */
export function addressProblems(a: Address): Partial<Record<keyof Address, string>> {
  const problems: Partial<Record<keyof Address, string>> = {};
  for (const part of REQUIRED_PARTS) if (!a[part].trim()) problems[part] = 'validation.required';
  if (a.postalCode.trim() && !POSTAL_CODE.test(a.postalCode.trim())) problems.postalCode = 'address.postalCodeFormat';
  return problems;
}
