import type { AppAbility } from '@shared/abilities/abilities';
import { hasAnyRole } from '@shared/session/roles';

/** Route meta of docs/product.md §2: guard 1 reads the first four flags, guard 2 the rest. */
export interface RouteMeta {
  onlyAuthenticated?: boolean;
  onlyAnonymous?: boolean;
  allowedRoles?: number[];
  isErrorPage?: boolean;
  public?: boolean;
  unauthenticatedOnly?: boolean;
  action?: 'view';
  subject?: string;
}

export interface GuardContext {
  isAuthenticated: boolean;
  roleIds: readonly number[];
  ability: AppAbility;
  accessDeniedUrl: string;
}

export type GuardDecision = { type: 'allow' } | { type: 'redirect'; to: string } | { type: 'external'; url: string };

export const LOGIN_PROGRESS_PATH = '/login-progress';
export const FORBIDDEN_PATH = '/errors/403';
const ALLOW: GuardDecision = { type: 'allow' };

/**
 * Guard 1 (docs/product.md §5) on the deepest matched route: anonymous → /login-progress,
 * anonymous-only → '/', allowedRoles → the access-denied address by full navigation.
 */
export function guardByAuthentication(meta: RouteMeta, ctx: GuardContext): GuardDecision {
  if (meta.isErrorPage) return ALLOW;
  if (meta.onlyAuthenticated && !ctx.isAuthenticated) return { type: 'redirect', to: LOGIN_PROGRESS_PATH };
  if (meta.onlyAnonymous && ctx.isAuthenticated) return { type: 'redirect', to: '/' };
  if (meta.allowedRoles?.length && !hasAnyRole(ctx.roleIds, meta.allowedRoles)) return { type: 'external', url: ctx.accessDeniedUrl };
  return ALLOW;
}

/**
 * Guard 2 (docs/product.md §5): public routes pass; unauthenticated-only sends a signed-in user to '/';
 * otherwise the ability of the last matched route (or of any matched route when the last
 * has none) must hold, else the 403 page.
 */
export function guardByAbility(matched: readonly RouteMeta[], ctx: GuardContext): GuardDecision {
  const last = matched[matched.length - 1] ?? {};
  if (last.public || last.isErrorPage) return ALLOW;
  if (last.unauthenticatedOnly && ctx.isAuthenticated) return { type: 'redirect', to: '/' };
  const can = (m: RouteMeta) => ctx.ability.can(m.action ?? 'view', m.subject!);
  if (last.subject) return can(last) ? ALLOW : { type: 'redirect', to: FORBIDDEN_PATH };
  const withSubject = matched.filter((m) => m.subject);
  if (!withSubject.length || withSubject.some(can)) return ALLOW;
  return { type: 'redirect', to: FORBIDDEN_PATH };
}

/** Both guards in order; the first that does not allow decides. */
export function decideNavigation(matched: readonly RouteMeta[], ctx: GuardContext): GuardDecision {
  const first = guardByAuthentication(matched[matched.length - 1] ?? {}, ctx);
  return first.type === 'allow' ? guardByAbility(matched, ctx) : first;
}
