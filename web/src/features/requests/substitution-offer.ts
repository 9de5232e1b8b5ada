import type { AccessFlags } from '@shared/abilities/abilities';
import { isFullDayAbsence, type RequestType } from '@shared/leave/request-types';

export interface SubstitutionOfferInput {
  /** Filing on a team member's behalf: the team member proposes their own substitute. */
  supervisorMode: boolean;
  /** The chosen request type; none while the types load. */
  type: Pick<RequestType, 'inHours' | 'isHomeOffice'> | undefined;
  /** The filer's own access flags; undefined until the server answers. */
  flags: AccessFlags | undefined;
}

/**
 * Whether the new-request form suggests a substitute (docs/substitutions.md): for the employee's
 * own request of whole days away (not hours off, not remote work, which is work) and only with
 * the substitutions flag, without which the server refuses the proposal.
 */
export function offersSubstitution({ supervisorMode, type, flags }: SubstitutionOfferInput): boolean {
  return !supervisorMode && !!type && isFullDayAbsence(type) && !!flags?.hasAccessToSubstitutions;
}
