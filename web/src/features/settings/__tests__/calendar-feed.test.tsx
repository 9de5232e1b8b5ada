import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { configActions } from '@shared/config/config-slice';
import { cancelDialog } from '../../../test/dialogs';
import { labelInNameOffences } from '../../../test/label-in-name';
import { GATEWAY, TEST_CONFIG, useMswServer } from '../../../test/msw';
import { problemAnswer } from '../../../test/problem-answer';
import { renderSignedIn } from '../../../test/render-signed-in';
import { signedInStore } from '../../../test/signed-in-store';
import { DEMO } from '../../../test/tokens';
import SettingsPage from '../settings-page';

// docs/calendar-feed.md: the user's secret address of the iCalendar feed of absences.

const USER = Number(DEMO.employee.sub);
/** 32 bytes in base64url, as the service makes them. */
const SECRET = 'oPAqnAVXS-jn458X1UOXFfHXoOAwTLaiVs79TSup1eg';
const FEED_PATH = `/absences/api/calendar-feeds/${SECRET}`;
const MADE_AT = '2026-05-04T10:15:00+02:00';
const EARLIER = '2026-03-02T08:05:00+01:00';

const server = useMswServer(
  // The presets card of the page, under any base: none kept.
  http.get(`*/api/users/${USER}/presets`, () => HttpResponse.json({ total: 0, data: [] })),
);

interface Call {
  method: string;
  idempotencyKey: string | null;
  body?: unknown;
}

/** The absences service's feed of one user at `base`: the calls it got, and its state changed as the service would. */
function feedServer(createdAt = '', base = GATEWAY) {
  let feed = { exists: createdAt !== '', createdAt };
  const calls: Call[] = [];
  const url = `${base}absences/api/calendar-feed`;
  server.use(
    http.get(url, ({ request }) => {
      calls.push({ method: 'GET', idempotencyKey: request.headers.get('Idempotency-Key') });
      // The gateway prints every scalar: no address, '' for path (and createdAt while none exists).
      return HttpResponse.json({ ...feed, path: '' });
    }),
    http.post(`${url}/renew`, async ({ request }) => {
      calls.push({ method: 'POST', idempotencyKey: request.headers.get('Idempotency-Key'), body: await request.json() });
      feed = { exists: true, createdAt: MADE_AT };
      return HttpResponse.json({ ...feed, path: FEED_PATH });
    }),
    http.delete(url, ({ request }) => {
      calls.push({ method: 'DELETE', idempotencyKey: request.headers.get('Idempotency-Key') });
      feed = { exists: false, createdAt: '' };
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

function renderSettings(apiBaseUrl = GATEWAY) {
  const store = signedInStore(DEMO.employee);
  if (apiBaseUrl !== GATEWAY)
    store.dispatch(configActions.runtimeConfigLoaded({ ...TEST_CONFIG, modules: [{ name: 'employee', apiBaseUrl }] }));
  renderSignedIn(<SettingsPage />, { store });
  return store;
}

const card = () => screen.getByRole('heading', { name: 'Kalendarz nieobecności' }).closest<HTMLElement>('.MuiCard-root')!;
const methods = (calls: Call[]) => calls.map((c) => c.method);

describe('settings: the calendar feed address', () => {
  it('asks whether an address exists, and offers to make one when none does', async () => {
    const calls = feedServer();
    renderSettings();
    expect(await screen.findByRole('button', { name: 'Utwórz adres kalendarza' })).toBeTruthy();
    expect(methods(calls)).toEqual(['GET']);
    const section = within(card());
    expect(section.getByText(/Każdy, kto zna adres kalendarza, zobaczy te wpisy/)).toBeTruthy();
    expect(section.getByText('Nie masz jeszcze adresu kalendarza.')).toBeTruthy();
    expect(section.queryByRole('button', { name: 'Wyłącz' })).toBeNull();
    expect(section.queryByRole('textbox')).toBeNull();
  });

  it('says since when an address exists, without showing it', async () => {
    feedServer(EARLIER);
    renderSettings();
    expect((await screen.findByTestId('calendar-feed-created')).textContent).toBe('Adres utworzony 2026-03-02 08:05');
    const section = within(card());
    expect(section.getByRole('button', { name: 'Utwórz nowy adres' })).toBeTruthy();
    expect(section.getByRole('button', { name: 'Wyłącz' })).toBeTruthy();
    expect(section.queryByRole('button', { name: 'Utwórz adres kalendarza' })).toBeNull();
    expect(section.queryByRole('textbox')).toBeNull();
  });

  it('makes an address with an Idempotency-Key, shows it once in full (the API base + path) and copies it', async () => {
    const calls = feedServer();
    const store = renderSettings();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Utwórz adres kalendarza' }));

    const field = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Adres kalendarza' });
    expect(field.value).toBe(`http://localhost:8080/absences/api/calendar-feeds/${SECRET}?lang=pl`);
    expect(field.readOnly).toBe(true);
    expect(document.activeElement).toBe(field);
    expect(within(screen.getByTestId('calendar-feed-address')).getByText(/Widzisz go tylko teraz/)).toBeTruthy();
    expect(methods(calls)).toEqual(['GET', 'POST']);
    expect(calls[1].idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(calls[1].body).toEqual({});
    // The answer updates the state in place: no second GET, and the date of the new address.
    expect(screen.getByTestId('calendar-feed-created').textContent).toBe('Adres utworzony 2026-05-04 10:15');
    expect(screen.queryByRole('button', { name: 'Utwórz adres kalendarza' })).toBeNull();
    expect(labelInNameOffences()).toEqual([]);
    // The secret is in the screen alone: neither the cached state nor the mutation's result keeps it.
    expect(JSON.stringify(store.getState())).not.toContain(SECRET);

    await user.click(screen.getByRole('button', { name: 'Kopiuj adres kalendarza' }));
    expect(await navigator.clipboard.readText()).toBe(field.value);
    expect(screen.getByRole('status').textContent).toBe('Skopiowano.');
  });

  it('joins the path to the configured API base as the calls are (a gateway under a path prefix)', async () => {
    const base = 'http://localhost:8080/kadry/';
    const calls = feedServer('', base);
    renderSettings(base);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Utwórz adres kalendarza' }));
    const field = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Adres kalendarza' });
    expect(field.value).toBe(`http://localhost:8080/kadry/absences/api/calendar-feeds/${SECRET}?lang=pl`);
    expect(methods(calls)).toEqual(['GET', 'POST']);
  });

  it('says so when the clipboard refuses, and selects the address to copy by hand', async () => {
    feedServer();
    renderSettings();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Utwórz adres kalendarza' }));
    const field = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Adres kalendarza' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Kopiuj adres kalendarza' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Nie udało się skopiować – zaznacz adres i skopiuj go ręcznie.'),
    );
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
  });

  it('renews only after asking, since the old address stops working', async () => {
    const calls = feedServer(EARLIER);
    renderSettings();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Utwórz nowy adres' }));
    let question = await screen.findByRole('dialog');
    expect(question.textContent).toContain('Utworzyć nowy adres kalendarza? Dotychczasowy przestanie działać od razu');
    await cancelDialog(user, question);
    expect(methods(calls)).toEqual(['GET']);

    await user.click(screen.getByRole('button', { name: 'Utwórz nowy adres' }));
    question = await screen.findByRole('dialog');
    await user.click(within(question).getByRole('button', { name: 'Utwórz nowy adres' }));
    const field = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Adres kalendarza' });
    expect(field.value).toBe(`http://localhost:8080/absences/api/calendar-feeds/${SECRET}?lang=pl`);
    expect(methods(calls)).toEqual(['GET', 'POST']);
    expect(calls[1].idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(screen.getByTestId('calendar-feed-created').textContent).toBe('Adres utworzony 2026-05-04 10:15');
  });

  it('switches the feed off after asking: DELETE, the address shown is gone and "create" is back', async () => {
    const calls = feedServer();
    renderSettings();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Utwórz adres kalendarza' }));
    await screen.findByRole('textbox', { name: 'Adres kalendarza' });

    await user.click(screen.getByRole('button', { name: 'Wyłącz' }));
    let question = await screen.findByRole('dialog');
    expect(question.textContent).toContain('Wyłączyć kalendarz nieobecności?');
    await cancelDialog(user, question);
    expect(methods(calls)).toEqual(['GET', 'POST']);

    await user.click(screen.getByRole('button', { name: 'Wyłącz' }));
    question = await screen.findByRole('dialog');
    await user.click(within(question).getByRole('button', { name: 'Wyłącz' }));
    expect(await screen.findByRole('button', { name: 'Utwórz adres kalendarza' })).toBeTruthy();
    expect(methods(calls)).toEqual(['GET', 'POST', 'DELETE']);
    expect(calls[2].idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(screen.queryByRole('textbox', { name: 'Adres kalendarza' })).toBeNull();
    expect(screen.queryByTestId('calendar-feed-created')).toBeNull();
  });

  it('shows a refusal through the problem alert, in the user language', async () => {
    const calls = feedServer();
    server.use(
      http.post(`${GATEWAY}absences/api/calendar-feed/renew`, () =>
        problemAnswer(403, { code: 'access.employee-required', detail: 'only employees have absences' }),
      ),
    );
    renderSettings();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Utwórz adres kalendarza' }));
    expect((await within(card()).findByRole('alert')).textContent).toBe('Ta funkcja jest dostępna tylko dla pracowników.');
    expect(screen.queryByRole('textbox', { name: 'Adres kalendarza' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Utwórz adres kalendarza' })).toBeTruthy();
    expect(methods(calls)).toEqual(['GET']);
  });

  it('says so when the state cannot be read', async () => {
    server.use(http.get(`${GATEWAY}absences/api/calendar-feed`, () => problemAnswer(503)));
    renderSettings();
    expect((await within(card()).findByRole('alert')).textContent).toBe('Nie udało się sprawdzić, czy masz adres kalendarza.');
    expect(within(card()).queryByRole('button')).toBeNull();
  });
});
