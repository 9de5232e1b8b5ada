import { describe, expect, it } from 'vitest';
import { makeToken } from '../../../test/tokens';
import { authActions, authReducer, initialAuthState } from '../auth-slice';

describe('auth state (docs/product.md §4)', () => {
  it('sets token, roles and the profile from a valid token', () => {
    const token = makeToken({ sub: '1003', role: ['9043', 9044], name: 'Anna Nowak', email: 'anna@example.pl' });
    const s = authReducer(initialAuthState, authActions.userLoaded({ accessToken: token }));
    expect(s.isAuthenticated).toBe(true);
    expect(s.token).toBe(token);
    expect(s.roleIds).toEqual([9043, 9044]);
    expect(s.profile).toMatchObject({
      userId: 1003,
      firstName: 'Anna',
      lastName: 'Nowak',
      fullName: 'Anna Nowak',
      email: 'anna@example.pl',
    });
  });

  it('treats an expired token as anonymous with the visitor profile', () => {
    const token = makeToken({ sub: '1002', role: [9044], exp: Math.floor(Date.now() / 1000) - 5 });
    const s = authReducer(initialAuthState, authActions.userLoaded({ accessToken: token }));
    expect(s).toMatchObject({ isAuthenticated: false, token: '', roleIds: [], userLoaded: true });
    expect(s.profile).toEqual({ userId: 0, firstName: '', lastName: '', fullName: 'niezalogowany', email: '', languageId: 1 });
  });

  it('treats an empty token as anonymous', () => {
    const s = authReducer(initialAuthState, authActions.userLoaded(null));
    expect(s.isAuthenticated).toBe(false);
    expect(s.userLoaded).toBe(true);
  });

  it('marks the application configuration loaded even when it failed', () => {
    const s = authReducer(initialAuthState, authActions.appConfigurationLoaded(null));
    expect(s.appConfigurationLoaded).toBe(true);
    expect(s.languages).toEqual([]);
  });
});
