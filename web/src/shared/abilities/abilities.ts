import { Ability, type RawRuleOf } from '@casl/ability';
// Named imports: the file's prose (comment, policyHelp) stays out of the app's download.
import { action, roles, rules as ruleData } from '../../../../proto/kadry/v1/abilities.json';
import type { RoleName } from '../session/roles';

/** Access flags of the user state (docs/product.md §3), read from the employee's server abilities. */
export interface AccessFlags {
  hasAccessToBonusDeclarations: boolean;
  hasAccessToRegularHomeOffice: boolean;
  hasAccessToOccasionalHomeOffice: boolean;
  hasAccessToHoAbsenceWeekReport: boolean;
  hasAccessToSubstitutions: boolean;
  hasAccessToMyWorkTimes: boolean;
  hasAccessToTeamWorkTimes: boolean;
  hasAccessToMyTimeEvaluation: boolean;
  hasAccessToMyCurrentWorkday: boolean;
  hasAccessToMyOnCallWorkTimes: boolean;
  hasAccessToTeamOnCallWorkTimes: boolean;
}
export type AccessFlag = keyof AccessFlags;

/** Every flag off: what the guards see until the server has said (it decides every flag). */
export const NO_ACCESS_FLAGS: AccessFlags = {
  hasAccessToBonusDeclarations: false,
  hasAccessToRegularHomeOffice: false,
  hasAccessToOccasionalHomeOffice: false,
  hasAccessToHoAbsenceWeekReport: false,
  hasAccessToSubstitutions: false,
  hasAccessToMyWorkTimes: false,
  hasAccessToTeamWorkTimes: false,
  hasAccessToMyTimeEvaluation: false,
  hasAccessToMyCurrentWorkday: false,
  hasAccessToMyOnCallWorkTimes: false,
  hasAccessToTeamOnCallWorkTimes: false,
};

/** The flags exactly as the server answered them (`accessFlags` of the abilities call); unknown ones are ignored. */
export function accessFlagsFrom(answer: Readonly<Record<string, boolean>> | null | undefined): AccessFlags {
  const flags = { ...NO_ACCESS_FLAGS };
  for (const [name, on] of Object.entries(answer ?? {})) {
    if (name in flags) flags[name as AccessFlag] = on;
  }
  return flags;
}

export type Action = 'view';
export type Subject = string;
export type AppAbility = Ability<[Action, Subject]>;

interface Policy {
  anyFlag?: AccessFlag[];
  orRoles?: RoleName[];
  hrAreaId?: number;
}
interface RuleData {
  subject: string;
  roles: '*' | RoleName[];
  policy?: Policy;
}

export interface AbilityUser {
  isAuthenticated: boolean;
  roleIds: readonly number[];
  flags: AccessFlags;
  hrAreaId: number;
}

const roleIds = roles as Record<RoleName, number>;
const rules = ruleData as RuleData[];
export const VIEW = action as Action;

const holdsAny = (user: AbilityUser, names: readonly RoleName[]) => names.some((n) => user.roleIds.includes(roleIds[n]));

function policyPasses(policy: Policy | undefined, user: AbilityUser): boolean {
  if (!policy) return true;
  if (policy.hrAreaId !== undefined && user.hrAreaId !== policy.hrAreaId) return false;
  if (policy.anyFlag) {
    const flagged = policy.anyFlag.some((f) => user.flags[f]);
    if (!flagged && !holdsAny(user, policy.orRoles ?? [])) return false;
  }
  return true;
}

/** The CASL rules the user is granted by the shared ability data (a visitor gets none). */
export function abilityRulesFor(user: AbilityUser): RawRuleOf<AppAbility>[] {
  if (!user.isAuthenticated) return [];
  const granted = new Set<string>();
  for (const rule of rules) {
    const roleOk = rule.roles === '*' || holdsAny(user, rule.roles);
    if (roleOk && policyPasses(rule.policy, user)) granted.add(rule.subject);
  }
  return [...granted].map((subject) => ({ action: VIEW, subject }));
}

export const defineAbilityFor = (user: AbilityUser): AppAbility => new Ability<[Action, Subject]>(abilityRulesFor(user));
