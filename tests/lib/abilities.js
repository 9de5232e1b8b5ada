// abilities.json evaluated as the gateway evaluates it (gateway/user_access.cc): a rule grants
// its subject when the user holds one of its roles ('*' = any signed-in user) and its policy
// passes.

import { readFileSync } from 'node:fs';
import { ROOT } from './env.js';

export const ABILITIES = JSON.parse(readFileSync(`${ROOT}/proto/kadry/v1/abilities.json`, 'utf8'));

/**
 * Whether a user with `roles` (ids), the true access `flags` (JSON names) and `hrAreaId`
 * holds the view ability `subject`.
 */
export function grants({ roles, flags = [], hrAreaId = 0 }, subject) {
  const holds = (names) => names.some((name) => roles.includes(ABILITIES.roles[name]));
  const set = new Set(flags);
  return ABILITIES.rules.some((rule) => {
    if (rule.subject !== subject) return false;
    if (rule.roles !== '*' && !holds(rule.roles)) return false;
    const policy = rule.policy ?? {};
    if (policy.anyFlag && !policy.anyFlag.some((f) => set.has(f)) && !holds(policy.orRoles ?? [])) return false;
    return policy.hrAreaId === undefined || hrAreaId === policy.hrAreaId;
  });
}
