import { describe, expect, it } from 'vitest';
import { hasAllRoles, hasAnyRole, hasRole, parseRoleClaim, Role } from '../roles';

describe('parseRoleClaim (docs/product.md §6: one number, or a list of numbers or numeric strings)', () => {
  it('reads a single number', () => expect(parseRoleClaim(9044)).toEqual([9044]));
  it('reads a single numeric string', () => expect(parseRoleClaim('9043')).toEqual([9043]));
  it('reads a list of numbers', () => expect(parseRoleClaim([9301, 9044])).toEqual([9301, 9044]));
  it('reads a mixed list of numbers and numeric strings', () =>
    expect(parseRoleClaim(['9042', 9044, ' 9047 '])).toEqual([9042, 9044, 9047]));
  it('drops what is not a role id and duplicates', () =>
    expect(parseRoleClaim(['admin', 9044, null, 1.5, '9044', {}, '12a'])).toEqual([9044]));
  it('gives no roles for a missing claim', () => {
    expect(parseRoleClaim(undefined)).toEqual([]);
    expect(parseRoleClaim(null)).toEqual([]);
    expect(parseRoleClaim([])).toEqual([]);
  });
  it('uses the role ids of the shared ability data', () => {
    expect(Role.Admin).toBe(9301);
    expect(Role.Employee).toBe(9044);
    expect(Role.LocationManager).toBe(9052);
  });
});

describe('role helpers', () => {
  const roles = [Role.Manager, Role.Employee];
  it('checks one role', () => {
    expect(hasRole(roles, Role.Manager)).toBe(true);
    expect(hasRole(roles, Role.HR)).toBe(false);
  });
  it('checks any of a list', () => {
    expect(hasAnyRole(roles, [Role.Admin, Role.Employee])).toBe(true);
    expect(hasAnyRole(roles, [Role.Admin, Role.HR])).toBe(false);
  });
  it('checks all of a list', () => {
    expect(hasAllRoles(roles, [Role.Manager, Role.Employee])).toBe(true);
    expect(hasAllRoles(roles, [Role.Manager, Role.HR])).toBe(false);
  });
});
