import { isValidElement, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, RouterProvider, type createMemoryRouter } from 'react-router';
import type { AppAbility } from '@shared/abilities/abilities';
import { AbilityContext } from '@shared/abilities/ability-context';
import { ConfirmProvider } from '@shared/ui/confirm-provider';
import type { AppStore } from '../app/store';

/** A router of a test's own routes, to follow where the screen navigates. */
export type TestRouter = ReturnType<typeof createMemoryRouter>;

/**
 * Renders a screen as the app holds it once signed in: within the store, the user's abilities
 * (where the test gives them; else the context's empty default), the one confirmation dialog and
 * a router. An element is put at '/' of a router of its own; a test that follows links passes
 * its router instead.
 */
export function renderSignedIn(screen: ReactElement | TestRouter, { store, abilities }: { store: AppStore; abilities?: AppAbility }) {
  const routed = isValidElement(screen) ? <MemoryRouter>{screen}</MemoryRouter> : <RouterProvider router={screen} />;
  const withConfirm = <ConfirmProvider>{routed}</ConfirmProvider>;
  return render(
    <Provider store={store}>
      {abilities ? <AbilityContext.Provider value={abilities}>{withConfirm}</AbilityContext.Provider> : withConfirm}
    </Provider>,
  );
}
