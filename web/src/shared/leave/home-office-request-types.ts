import type { AccessFlag, AccessFlags } from '../abilities/abilities';

/**
 * The request types of remote work and the access flag each needs: HO, regular remote work on
 * the days of an approved agreement; HOOK, occasional remote work (KP art. 67³³, at most 24 days
 * a calendar year). The services refuse either without its flag.
 */
export const HOME_OFFICE_REQUEST_TYPES: readonly { requestTypeId: number; code: string; flag: AccessFlag }[] = [
  { requestTypeId: 40, code: 'HO', flag: 'hasAccessToRegularHomeOffice' },
  { requestTypeId: 41, code: 'HOOK', flag: 'hasAccessToOccasionalHomeOffice' },
];

/**
 * The request types that may be filed for a person with these access flags: a remote work type
 * only with its flag. Flags not known (not answered yet, or no person chosen) hide nothing:
 * the server, which refuses a type without its flag, decides then.
 */
export function requestTypesOffered<T extends { requestTypeId: number }>(types: readonly T[], flags: AccessFlags | undefined): T[] {
  if (!flags) return [...types];
  return types.filter((type) => {
    const homeOffice = HOME_OFFICE_REQUEST_TYPES.find((h) => h.requestTypeId === type.requestTypeId);
    return !homeOffice || flags[homeOffice.flag];
  });
}
