import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { settingsActions } from '@shared/settings/settings-slice';
import { labelInNameOffences } from '../../../test/label-in-name';
import { cancelDialog } from '../../../test/dialogs';
import { GATEWAY, useMswServer } from '../../../test/msw';
import { DEMO } from '../../../test/tokens';
import SettingsPage from '../settings-page';
import { signedInStore } from '../../../test/signed-in-store';
import { renderSignedIn } from '../../../test/render-signed-in';

// The page also asks whether the user has a calendar feed address (tested in calendar-feed.test.tsx).
const server = useMswServer(
  http.get(`${GATEWAY}absences/api/calendar-feed`, () => HttpResponse.json({ exists: false, createdAt: '', path: '' })),
);
const USER = Number(DEMO.employee.sub);
const PRESETS = `${GATEWAY}api/users/${USER}/presets`;

/** The identity provider's presets of the user, changed by the calls as the provider would. */
function presetServer() {
  let presets = [
    { id: 5, key: 'appSettings', name: 'appSettings', data: { theme: 'dark' }, userId: USER, isDefault: true },
    { id: 6, key: 'appSettings', name: 'Laptop', data: { theme: 'light' }, userId: USER, isDefault: false },
  ];
  const calls: string[] = [];
  server.use(
    http.get(PRESETS, () => HttpResponse.json({ total: presets.length, data: presets })),
    http.post(`${PRESETS}/:id/mark-as-default-commands`, ({ params }) => {
      calls.push(`default ${params.id}`);
      presets = presets.map((p) => ({ ...p, isDefault: p.id === Number(params.id) }));
      return HttpResponse.json({ data: presets.find((p) => p.id === Number(params.id)) });
    }),
    http.delete(`${PRESETS}/:id`, ({ params }) => {
      calls.push(`delete ${params.id}`);
      presets = presets.filter((p) => p.id !== Number(params.id));
      return HttpResponse.json({});
    }),
  );
  return calls;
}

function renderSettings() {
  const store = signedInStore(DEMO.employee);
  store.dispatch(settingsActions.presetLoaded({ id: 5, data: { theme: 'dark' } }));
  renderSignedIn(<SettingsPage />, { store });
}

describe('settings: saved presets', () => {
  it('lists the presets, says which is the default and which is in use, and makes another the default', async () => {
    const calls = presetServer();
    renderSettings();
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Zapisane ustawienia' });
    const first = within(list).getByTestId('preset-5');
    expect(within(first).getByText('Domyślne')).toBeTruthy();
    expect(within(first).getByText('W użyciu')).toBeTruthy();
    expect(within(first).queryByRole('button', { name: /Ustaw jako domyślne/ })).toBeNull();
    expect(labelInNameOffences()).toEqual([]);

    // From the keyboard: the button is reached by Tab and pressed with Enter.
    const makeDefault = within(list).getByRole('button', { name: 'Ustaw jako domyślne: Laptop' });
    makeDefault.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(calls).toEqual(['default 6']));
    await waitFor(() => expect(within(screen.getByTestId('preset-6')).getByText('Domyślne')).toBeTruthy());
    expect(within(screen.getByTestId('preset-5')).queryByText('Domyślne')).toBeNull();
  });

  it('deletes a preset after asking, and not when the question is answered no', async () => {
    const calls = presetServer();
    renderSettings();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Usuń: Laptop' }));
    let question = await screen.findByRole('dialog');
    expect(question.textContent).toContain('Usunąć zapisane ustawienia „Laptop”?');
    await cancelDialog(user, question);
    expect(calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Usuń: Laptop' }));
    question = await screen.findByRole('dialog');
    await user.click(within(question).getByRole('button', { name: 'Usuń' }));
    await waitFor(() => expect(calls).toEqual(['delete 6']));
    await waitFor(() => expect(screen.queryByTestId('preset-6')).toBeNull());
    expect(screen.getByTestId('preset-5')).toBeTruthy();
  });

  it('says so when a change is refused', async () => {
    presetServer();
    server.use(
      http.post(`${PRESETS}/:id/mark-as-default-commands`, () => HttpResponse.json({ title: 'boom', status: 500 }, { status: 500 })),
    );
    renderSettings();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ustaw jako domyślne: Laptop' }));
    expect((await screen.findByTestId('preset-failed')).textContent).toBe('Nie udało się zmienić zapisanych ustawień.');
  });
});
