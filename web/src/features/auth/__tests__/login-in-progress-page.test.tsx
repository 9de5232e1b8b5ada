import { render, screen } from '@testing-library/react';
import type { UserManager } from 'oidc-client-ts';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { startSigningOut, UserManagerContext } from '../../../lib/oidc';
import LoginInProgressPage from '../login-in-progress-page';

// Each render its own location key: the page starts one sign-in per location (once.ts).
function renderPage(key: string) {
  const um = { signinRedirect: vi.fn(async () => {}) };
  render(
    <UserManagerContext.Provider value={um as unknown as UserManager}>
      <MemoryRouter initialEntries={[{ pathname: '/login-progress', state: { from: '/profile' }, key }]}>
        <LoginInProgressPage />
      </MemoryRouter>
    </UserManagerContext.Provider>,
  );
  return um;
}

describe('the sign-in page (docs/product.md §4)', () => {
  it('sends the visitor to the provider with the path they came from', async () => {
    const um = renderPage('before');
    expect(await screen.findByText('Trwa logowanie…')).toBeTruthy();
    expect(um.signinRedirect).toHaveBeenCalledWith({ state: '/profile' });
  });

  // Last: the sign-out state lasts as long as the page (the module) does.
  it('starts no sign-in while a sign-out is on its way to the provider', async () => {
    startSigningOut();
    const um = renderPage('during');
    expect(await screen.findByText('Trwa wylogowywanie…')).toBeTruthy();
    expect(um.signinRedirect).not.toHaveBeenCalled();
  });
});
