import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserManager } from 'oidc-client-ts';
import { Provider } from 'react-redux';
import { createMemoryRouter, MemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AbilityContext } from '@shared/abilities/ability-context';
import { authActions } from '@shared/session/auth-slice';
import { settingsActions, type Settings } from '@shared/settings/settings-slice';
import { ScrollToTop, SCROLL_TO_TOP_THRESHOLD } from '@shared/ui/scroll-to-top';
import { UserManagerContext } from '../../lib/oidc';
import { abilityOf } from '../../test/abilities';
import { DEMO, makeToken } from '../../test/tokens';
import { UnsavedChangesGuard } from '../../features/bonus-declarations/components/unsaved-changes-guard';
import { AppLayout } from '../layout/app-layout';
import { BlankLayout } from '../layout/blank-layout';
import { Footer } from '../layout/footer';
import clauseDe from '../layout/information-clause/de.json';
import clauseEn from '../layout/information-clause/en.json';
import clausePl from '../layout/information-clause/pl.json';
import clauseUk from '../layout/information-clause/uk.json';
import { makeStore } from '../store';

const realMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = realMatchMedia;
});
/** A screen `width` px wide: MUI's and the layout's width queries answer as a browser would. */
function screenWidth(width: number) {
  window.matchMedia = (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return { ...realMatchMedia(query), matches, media: query };
  };
}

function renderLayout(settings: Partial<Settings> = {}) {
  const store = makeStore();
  store.dispatch(authActions.userLoaded({ accessToken: makeToken(DEMO.employee) }));
  store.dispatch(settingsActions.settingsChanged(settings));
  render(
    <Provider store={store}>
      <AbilityContext.Provider value={abilityOf('employee')}>
        <UserManagerContext.Provider value={{} as UserManager}>
          <MemoryRouter>
            <AppLayout>
              <h1>Strona</h1>
            </AppLayout>
          </MemoryRouter>
        </UserManagerContext.Provider>
      </AbilityContext.Provider>
    </Provider>,
  );
  return store;
}

describe('application layout variants (settings → layout)', () => {
  it('vertical by default: the side menu, the navbar, boxed content and the footer', () => {
    screenWidth(1440);
    renderLayout();
    expect(screen.getByTestId('vertical-nav')).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('main').getAttribute('data-content-width')).toBe('boxed');
    expect(screen.getByRole('main').className).toContain('MuiContainer-maxWidthXl');
    expect(screen.queryByRole('button', { name: 'Otwórz menu' })).toBeNull();
  });

  it('horizontal: the menu in a row under the navbar, no side menu', () => {
    screenWidth(1440);
    renderLayout({ appContentLayoutNav: 'horizontal' });
    expect(screen.queryByTestId('vertical-nav')).toBeNull();
    expect(within(screen.getByRole('banner')).getByRole('navigation', { name: 'Menu główne' })).toBeTruthy();
  });

  it('collapsed: a narrow side menu that expands again from the navbar', async () => {
    screenWidth(1440);
    const store = renderLayout({ isVerticalNavCollapsed: true });
    const user = userEvent.setup();
    expect(within(screen.getByTestId('vertical-nav')).getByRole('link', { name: 'K' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Rozwiń menu' }));
    expect(store.getState().settings.isVerticalNavCollapsed).toBe(false);
    expect(within(screen.getByTestId('vertical-nav')).getByRole('link', { name: 'Kadry' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Zwiń menu' }));
    expect(store.getState().settings.isVerticalNavCollapsed).toBe(true);
  });

  it('navbar and footer hidden, content full width', () => {
    screenWidth(1440);
    renderLayout({ navbarType: 'hidden', footerType: 'hidden', appContentWidth: 'fluid' });
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('main').getAttribute('data-content-width')).toBe('fluid');
    expect(screen.getByRole('main').className).not.toContain('MuiContainer-maxWidthXl');
  });

  it('up to 1279 px the menu is an overlay opened from the navbar, also in the horizontal layout', async () => {
    screenWidth(1024);
    renderLayout({ appContentLayoutNav: 'horizontal' });
    const user = userEvent.setup();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Otwórz menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu główne' });
    expect(within(menu).getByTestId('vertical-nav')).toBeTruthy();
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('the overlay menu closes once the page has changed; a page that asks before it is left asks over the open menu', async () => {
    screenWidth(390);
    const store = makeStore();
    store.dispatch(authActions.userLoaded({ accessToken: makeToken(DEMO.employee) }));
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <AppLayout>
              <Outlet />
            </AppLayout>
          ),
          children: [
            {
              path: 'bonus-declarations',
              element: (
                <>
                  <h1>Formularz</h1>
                  <UnsavedChangesGuard when />
                </>
              ),
            },
            { path: 'dashboards', element: <h1>Pulpit</h1> },
          ],
        },
      ],
      { initialEntries: ['/bonus-declarations'] },
    );
    render(
      <Provider store={store}>
        <AbilityContext.Provider value={abilityOf('employee')}>
          <UserManagerContext.Provider value={{} as UserManager}>
            <RouterProvider router={router} />
          </UserManagerContext.Provider>
        </AbilityContext.Provider>
      </Provider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Otwórz menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu główne' });
    await user.click(within(menu).getByRole('link', { name: 'Pulpit' }));
    // The question is the top dialog, named and visible to assistive technology; the menu waits below it.
    let question = await screen.findByRole('dialog', { name: 'Niezapisane zmiany' });
    expect(menu.closest('[aria-hidden="true"]')).not.toBeNull();
    // Staying keeps the page and gives the menu back, still open.
    await user.click(within(question).getByRole('button', { name: 'Zostań na stronie' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Niezapisane zmiany' })).toBeNull());
    expect(router.state.location.pathname).toBe('/bonus-declarations');
    expect(await screen.findByRole('dialog', { name: 'Menu główne' })).toBe(menu);
    // Leaving goes to the page, and the menu closes behind it.
    await user.click(within(menu).getByRole('link', { name: 'Pulpit' }));
    question = await screen.findByRole('dialog', { name: 'Niezapisane zmiany' });
    await user.click(within(question).getByRole('button', { name: 'Opuść stronę' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboards'));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Pulpit' })).toBeTruthy();
  });

  it('the first Tab reaches "skip to content", which moves focus to the page', async () => {
    screenWidth(1440);
    renderLayout();
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Przejdź do treści');
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('the blank layout (sign-in, errors) has no navigation', () => {
    render(
      <BlankLayout>
        <p>logowanie</p>
      </BlankLayout>,
    );
    expect(screen.getByText('logowanie')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
  });
});

describe('information clause (footer)', () => {
  it('opens from the keyboard with every paragraph, and closes back to its link with Escape or Close', async () => {
    render(<Footer type="static" />);
    const user = userEvent.setup();
    const open = screen.getByRole('button', { name: 'Klauzula informacyjna' });
    open.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Klauzula informacyjna' });
    // The clause's text loads with the dialog.
    await vi.waitFor(() => expect(dialog.querySelectorAll('p')).toHaveLength(clausePl.length));
    expect(dialog.textContent).toContain(clausePl[0]);
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(open);

    await user.click(open);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Zamknij' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('has the same paragraphs, none empty, in every language', () => {
    for (const clause of [clauseEn, clauseDe, clauseUk]) {
      expect(clause).toHaveLength(clausePl.length);
      for (const p of clause) expect(p.trim()).not.toBe('');
    }
  });

  it('is not offered when the footer is hidden', () => {
    render(<Footer type="hidden" />);
    expect(screen.queryByRole('button', { name: 'Klauzula informacyjna' })).toBeNull();
  });
});

describe('scroll to top', () => {
  const scrollTo = (y: number) =>
    act(() => {
      Object.defineProperty(window, 'pageYOffset', { value: y, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });

  it(`appears only after more than ${SCROLL_TO_TOP_THRESHOLD} px and takes the page back to the top, from the keyboard too`, async () => {
    const calls: unknown[] = [];
    const spy = vi.spyOn(window, 'scrollTo').mockImplementation(((options: unknown) => calls.push(options)) as typeof window.scrollTo);
    render(<ScrollToTop />);
    const user = userEvent.setup();
    expect(screen.queryByRole('button', { name: 'Przewiń do góry' })).toBeNull();
    scrollTo(SCROLL_TO_TOP_THRESHOLD);
    expect(screen.queryByRole('button', { name: 'Przewiń do góry' })).toBeNull();
    scrollTo(SCROLL_TO_TOP_THRESHOLD + 1);
    const button = await screen.findByRole('button', { name: 'Przewiń do góry' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(calls).toEqual([{ top: 0, behavior: 'smooth' }]);
    scrollTo(0);
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Przewiń do góry' })).toBeNull());
    spy.mockRestore();
  });
});
