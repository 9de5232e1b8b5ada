import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { UserManager } from 'oidc-client-ts';
import { UserManagerContext } from '../lib/oidc';
import { ConfirmProvider } from '@shared/ui/confirm-provider';
import { AppThemeProvider } from './app-theme-provider';
import { SessionProvider } from './session-provider';
import type { AppStore } from './store';

export function Providers({ store, userManager, children }: { store: AppStore; userManager: UserManager | null; children: ReactNode }) {
  return (
    <Provider store={store}>
      <UserManagerContext.Provider value={userManager}>
        <AppThemeProvider>
          <SessionProvider>
            <ConfirmProvider>{children}</ConfirmProvider>
          </SessionProvider>
        </AppThemeProvider>
      </UserManagerContext.Provider>
    </Provider>
  );
}
