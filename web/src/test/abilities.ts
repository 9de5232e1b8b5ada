import { defineAbilityFor, NO_ACCESS_FLAGS, type AccessFlags } from '@shared/abilities/abilities';
import { parseRoleClaim } from '@shared/session/roles';
import { DEMO, type DemoUser } from './tokens';

export const abilityOf = (user: DemoUser, flags: Partial<AccessFlags> = {}, hrAreaId = 0) =>
  defineAbilityFor({ isAuthenticated: true, roleIds: parseRoleClaim(DEMO[user].role), flags: { ...NO_ACCESS_FLAGS, ...flags }, hrAreaId });
