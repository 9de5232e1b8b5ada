import { render, screen } from '@testing-library/react';
import type { UserManager } from 'oidc-client-ts';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { authActions } from '@shared/session/auth-slice';
import { UserManagerContext } from '../../lib/oidc';
import { labelInNameOffences } from '../../test/label-in-name';
import { DEMO, makeToken } from '../../test/tokens';
import { UserMenu } from '../layout/navbar-actions';
import { makeStore } from '../store';

describe('user menu', () => {
  it('is named by the initials it shows first, so voice control can open it by saying them (WCAG 2.5.3)', () => {
    const store = makeStore();
    store.dispatch(authActions.userLoaded({ accessToken: makeToken(DEMO.employee) }));
    render(
      <Provider store={store}>
        <UserManagerContext.Provider value={{} as UserManager}>
          <MemoryRouter>
            <UserMenu />
          </MemoryRouter>
        </UserManagerContext.Provider>
      </Provider>,
    );
    const button = screen.getByRole('button', { name: 'JK – menu użytkownika' });
    expect(button.textContent).toBe('JK');
    expect(labelInNameOffences()).toEqual([]);
  });
});
