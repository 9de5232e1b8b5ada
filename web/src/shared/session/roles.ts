// Named imports: the file's prose (comment, policyHelp) stays out of the app's download.
import { roles } from '../../../../proto/kadry/v1/abilities.json';

/** Role ids of docs/product.md §6, read from the same data the gateway uses. */
export const Role = roles as Readonly<Record<RoleName, number>>;
export type RoleName =
  | 'Admin'
  | 'Employee'
  | 'Manager'
  | 'HR'
  | 'HRPreview'
  | 'Administration'
  | 'HoAgreementOpinioning'
  | 'PostAdmin'
  | 'PostEditor'
  | 'HRAnalyst'
  | 'LocationManager';

const toRoleId = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value);
  return null;
};

/**
 * The token's `role` claim is one number, or a list of numbers or numeric strings
 * (docs/product.md §6); anything else is dropped rather than guessed.
 */
export function parseRoleClaim(claim: unknown): number[] {
  const items = Array.isArray(claim) ? claim : claim === undefined || claim === null ? [] : [claim];
  const ids = items.map(toRoleId).filter((id): id is number => id !== null);
  return [...new Set(ids)];
}

export const hasRole = (roleIds: readonly number[], role: number) => roleIds.includes(role);
export const hasAnyRole = (roleIds: readonly number[], roles: readonly number[]) => roles.some((r) => roleIds.includes(r));
export const hasAllRoles = (roleIds: readonly number[], roles: readonly number[]) => roles.every((r) => roleIds.includes(r));
