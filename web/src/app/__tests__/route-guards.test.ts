import { describe, expect, it } from 'vitest';
import { defineAbilityFor, NO_ACCESS_FLAGS } from '@shared/abilities/abilities';
import { abilityOf } from '../../test/abilities';
import { decideNavigation, guardByAbility, guardByAuthentication, type GuardContext, type RouteMeta } from '../route-guards';
import { routes } from '../routes';
import de from '@shared/i18n/locales/de.json';
import en from '@shared/i18n/locales/en.json';
import pl from '@shared/i18n/locales/pl.json';
import uk from '@shared/i18n/locales/uk.json';

const ACCESS_DENIED = 'http://localhost:8081/brak-dostepu';
const anonymous: GuardContext = {
  isAuthenticated: false,
  roleIds: [],
  ability: defineAbilityFor({ isAuthenticated: false, roleIds: [], flags: NO_ACCESS_FLAGS, hrAreaId: 0 }),
  accessDeniedUrl: ACCESS_DENIED,
};
const employee: GuardContext = { isAuthenticated: true, roleIds: [9044], ability: abilityOf('employee'), accessDeniedUrl: ACCESS_DENIED };
const manager: GuardContext = {
  isAuthenticated: true,
  roleIds: [9043, 9044],
  ability: abilityOf('manager'),
  accessDeniedUrl: ACCESS_DENIED,
};
const metaOf = (name: string) => routes.find((r) => r.name === name)!.meta;

describe('guard 1: authentication, anonymous-only, allowed roles (docs/product.md §5)', () => {
  it('sends an anonymous visitor of a protected page to /login-progress', () => {
    expect(guardByAuthentication(metaOf('profile'), anonymous)).toEqual({ type: 'redirect', to: '/login-progress' });
    expect(decideNavigation([metaOf('dashboards')], anonymous)).toEqual({ type: 'redirect', to: '/login-progress' });
  });
  it('sends a signed-in user away from an anonymous-only page to /', () => {
    expect(decideNavigation([metaOf('auth-login-in-progress')], employee)).toEqual({ type: 'redirect', to: '/' });
    expect(decideNavigation([metaOf('auth-login-in-progress')], anonymous)).toEqual({ type: 'allow' });
  });
  it('sends a user without any allowed role to the access-denied address by full navigation', () => {
    const meta: RouteMeta = { onlyAuthenticated: true, allowedRoles: [9301, 9042] };
    expect(guardByAuthentication(meta, employee)).toEqual({ type: 'external', url: ACCESS_DENIED });
    expect(guardByAuthentication(meta, { ...employee, roleIds: [9042] })).toEqual({ type: 'allow' });
  });
  it('lets error pages through without any check', () => {
    expect(decideNavigation([metaOf('errors403')], anonymous)).toEqual({ type: 'allow' });
    expect(decideNavigation([{ isErrorPage: true, onlyAuthenticated: true, allowedRoles: [1] }], anonymous)).toEqual({ type: 'allow' });
  });
});

describe('guard 2: abilities of the matched route (docs/product.md §5)', () => {
  it('lets public routes pass', () => {
    expect(guardByAbility([metaOf('auth-oidc-callback')], anonymous)).toEqual({ type: 'allow' });
  });
  it('sends a signed-in user away from an unauthenticated-only route', () => {
    expect(guardByAbility([{ unauthenticatedOnly: true, subject: 'Page_Calendar_My' }], employee)).toEqual({ type: 'redirect', to: '/' });
  });
  it('allows a page whose ability the user has', () => {
    expect(decideNavigation([metaOf('profile')], employee)).toEqual({ type: 'allow' });
    expect(decideNavigation([metaOf('settings')], employee)).toEqual({ type: 'allow' });
  });
  it('sends a user without the ability to errors/403', () => {
    const teamRequests: RouteMeta = { onlyAuthenticated: true, action: 'view', subject: 'Page_Requests_Team' };
    expect(decideNavigation([teamRequests], employee)).toEqual({ type: 'redirect', to: '/errors/403' });
    expect(decideNavigation([teamRequests], manager)).toEqual({ type: 'allow' });
  });
  it('checks the last matched route, or any matched route when the last has none', () => {
    const parentTeam: RouteMeta = { onlyAuthenticated: true, subject: 'Page_Requests_Team' };
    const child: RouteMeta = { onlyAuthenticated: true };
    expect(guardByAbility([parentTeam, child], employee)).toEqual({ type: 'redirect', to: '/errors/403' });
    expect(guardByAbility([parentTeam, child], manager)).toEqual({ type: 'allow' });
    expect(guardByAbility([parentTeam, { onlyAuthenticated: true, subject: 'Page_Profile_Index' }], employee)).toEqual({ type: 'allow' });
  });
  it('lets a route without any ability pass', () => {
    expect(decideNavigation([metaOf('index')], employee)).toEqual({ type: 'allow' });
  });
});

describe('route table', () => {
  it('keeps the old paths as aliases', () => {
    const byName = Object.fromEntries(routes.map((r) => [r.name, r]));
    expect(byName['auth-login-in-progress'].aliases).toContain('/login-progress');
    expect(byName.dashboards.aliases).toEqual(['/dashboard', '/start']);
    expect(byName.profile.aliases).toContain('/karta-pracownika');
    expect(byName.errors.aliases).toContain('/:error');
  });
  it('names every page the user sees in the tab title, with a text each language has', () => {
    // The silent renew runs in a hidden frame; a redirect shows no page.
    const shown = routes.filter((r) => r.page && r.name !== 'auth-oidc-silent-callback');
    const text = (locale: object, key: string) =>
      key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], locale);
    for (const r of shown) {
      expect(r.title, r.name).toBeTruthy();
      for (const locale of [pl, en, de, uk]) expect(typeof text(locale, r.title!), `${r.name}: ${r.title}`).toBe('string');
    }
  });
  it('lazy-loads every page', () => {
    for (const r of routes) expect(!!r.page !== !!r.redirectTo).toBe(true);
  });
});
