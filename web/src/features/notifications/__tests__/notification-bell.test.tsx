import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupListeners } from '@reduxjs/toolkit/query';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { labelInNameOffences } from '../../../test/label-in-name';
import { GATEWAY, useMswServer } from '../../../test/msw';
import { problemAnswer } from '../../../test/problem-answer';
import { renderSignedIn } from '../../../test/render-signed-in';
import { signedInStore } from '../../../test/signed-in-store';
import { DEMO } from '../../../test/tokens';
import type { Notification } from '../api/notifications-api';
import { NotificationBell } from '../components/notification-bell';

const NOTIFICATIONS = `${GATEWAY}notifications/api/notifications`;

/** To the approver: a new leave request, unread. */
const FILED: Notification = {
  id: '42',
  kind: 'leave.filed',
  params: {
    requestNo: 'UW/2026/000012',
    requestTypeCode: 'UW',
    employeeFullName: 'Jan Kowalski',
    fromDate: '2026-12-07',
    toDate: '2026-12-11',
  },
  link: '/leave-requests/team/17',
  occurredAt: '2026-12-01T10:15:00+01:00',
  readAt: '',
};
/** To the employee: their request approved, already read. */
const APPROVED: Notification = {
  id: '41',
  kind: 'leave.approved',
  params: { requestNo: 'UZ/2026/000003', requestTypeCode: 'UZ', fromDate: '2026-11-20', toDate: '2026-11-20', actorFullName: 'Anna Nowak' },
  link: '/leave-requests/my/9',
  occurredAt: '2026-11-19T08:00:00+01:00',
  readAt: '2026-11-19T09:30:00+01:00',
};

const FILED_TEXT = 'Nowy wniosek do decyzji: Jan Kowalski, UW/2026/000012 (Urlop wypoczynkowy, 2026-12-07 – 2026-12-11)';
const APPROVED_TEXT = 'Wniosek UZ/2026/000003 (Urlop na żądanie, 2026-11-20 – 2026-11-20) został zatwierdzony (decyzja: Anna Nowak)';

interface Call {
  method: string;
  path: string;
  query: string;
  body?: unknown;
}

const server = useMswServer();

/**
 * The notifications service of one user: its calls, and its state changed as the service would
 * (reading marks the notification read and lowers the count). `extraUnread` more unread
 * notifications count but are not on the first page.
 */
function notificationsServer(notifications: Notification[], { extraUnread = 0 } = {}) {
  let mine = notifications.map((n) => ({ ...n }));
  let extra = extraUnread;
  const calls: Call[] = [];
  const unread = () => mine.filter((n) => !n.readAt).length + extra;
  // proto3 JSON without the gateway's printing of zeros: 0 is left out.
  const count = () => (unread() ? { unread: unread() } : {});
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const body = request.method === 'POST' ? await request.json() : undefined;
    calls.push({ method: request.method, path: url.pathname, query: url.search, body });
  };
  server.use(
    http.get(`${NOTIFICATIONS}/my/unread-count`, async ({ request }) => {
      await record(request);
      return HttpResponse.json(count());
    }),
    http.get(`${NOTIFICATIONS}/my`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ total: mine.length, totalCapped: false, data: mine, ...count() });
    }),
    http.post(`${NOTIFICATIONS}/my/read-all`, async ({ request }) => {
      await record(request);
      mine = mine.map((n) => ({ ...n, readAt: n.readAt || '2026-12-02T08:00:00+01:00' }));
      extra = 0;
      return HttpResponse.json(count());
    }),
    http.post(`${NOTIFICATIONS}/:id/read`, async ({ request, params }) => {
      await record(request);
      mine = mine.map((n) => (n.id === params.id ? { ...n, readAt: n.readAt || '2026-12-02T08:00:00+01:00' } : n));
      return HttpResponse.json({ data: mine.find((n) => n.id === params.id) });
    }),
  );
  return calls;
}

/** The bell in a top bar over the app's pages, at `/`, signed in. */
function renderBell() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <header>
              <NotificationBell />
            </header>
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: <h1>Start</h1> },
          { path: 'leave-requests/team/:id', element: <h1>Wniosek do decyzji</h1> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  const store = signedInStore(DEMO.manager);
  renderSignedIn(router, { store });
  return Object.assign(router, { store });
}

const posts = (calls: Call[]) => calls.filter((c) => c.method === 'POST').map((c) => ({ path: c.path, body: c.body }));
const countCalls = (calls: Call[]) => calls.filter((c) => c.path.endsWith('/unread-count')).length;

async function openBell(name: string | RegExp) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Powiadomienia' }) };
}

describe('notification bell', () => {
  it('shows the unread count on its badge and says it in its name', async () => {
    notificationsServer([FILED, { ...FILED, id: '40' }, { ...FILED, id: '39' }]);
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Powiadomienia (3 nieprzeczytane)' });
    expect(within(bell).getByTestId('notifications-badge').textContent).toContain('3');
    expect(labelInNameOffences()).toEqual([]);
  });

  it('asks for the count again when the window gets focus', async () => {
    notificationsServer([APPROVED]);
    const { store } = renderBell();
    const stopListening = setupListeners(store.dispatch);
    try {
      expect(await screen.findByRole('button', { name: 'Powiadomienia' })).toBeTruthy();
      notificationsServer([FILED, APPROVED]);
      act(() => void window.dispatchEvent(new Event('focus')));
      expect(await screen.findByRole('button', { name: 'Powiadomienia (1 nieprzeczytane)' })).toBeTruthy();
    } finally {
      stopListening();
    }
  });

  it('has no badge and a plain name when nothing is unread (the answer leaves the zero out)', async () => {
    const calls = notificationsServer([APPROVED]);
    renderBell();
    await waitFor(() => expect(countCalls(calls)).toBe(1));
    const bell = await screen.findByRole('button', { name: 'Powiadomienia' });
    expect(within(bell).queryByTestId('notifications-badge')).toBeNull();
    expect(bell.textContent).toBe('');
  });

  it('shows "99+" above 99 and says "more than 99" in its name', async () => {
    notificationsServer([FILED], { extraUnread: 149 });
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Powiadomienia (ponad 99 nieprzeczytanych)' });
    expect(bell.textContent).toBe('99+');
    expect(labelInNameOffences()).toEqual([]);
  });

  it('says 5 and more in the Polish plural', async () => {
    notificationsServer([FILED], { extraUnread: 4 });
    renderBell();
    expect(await screen.findByRole('button', { name: 'Powiadomienia (5 nieprzeczytanych)' })).toBeTruthy();
  });

  it('lists the latest notifications in words, the unread ones marked so', async () => {
    const unknown: Notification = { id: '7', kind: 'payroll.sent', link: '/', occurredAt: '2026-11-01T07:00:00+01:00' } as Notification;
    const calls = notificationsServer([FILED, APPROVED, unknown]);
    renderBell();
    const { dialog } = await openBell('Powiadomienia (2 nieprzeczytane)');

    const links = await within(dialog).findAllByRole('link');
    expect(links).toHaveLength(3);
    // Unread: the word for screen readers before the text, and a bold text with a dot beside it.
    expect(links[0].textContent).toBe(`nieprzeczytane: ${FILED_TEXT}2026-12-01 10:15`);
    expect(links[0].getAttribute('href')).toBe('/leave-requests/team/17');
    expect(within(links[0]).getByText(FILED_TEXT)).toBeTruthy();
    expect(links[0].querySelector('svg')).not.toBeNull();
    expect(links[1].textContent).toBe(`${APPROVED_TEXT}2026-11-19 08:00`);
    expect(links[1].querySelector('svg')).toBeNull();
    // A kind this app does not know, without params or readAt (left out when empty): unread, said neutrally.
    expect(links[2].textContent).toBe('nieprzeczytane: Nowe powiadomienie2026-11-01 07:00');

    expect(calls.find((c) => c.path.endsWith('/my'))?.query).toBe('?page=1&page-size=10');
    expect(within(dialog).getByRole('button', { name: 'Oznacz wszystkie jako przeczytane' })).toBeTruthy();
    expect(labelInNameOffences()).toEqual([]);
  });

  it('opening an unread notification marks it read and goes to its link', async () => {
    const calls = notificationsServer([FILED, APPROVED]);
    const router = renderBell();
    const { user, dialog } = await openBell('Powiadomienia (1 nieprzeczytane)');

    await user.click(await within(dialog).findByRole('link', { name: new RegExp(`^nieprzeczytane: ${escape(FILED_TEXT)}`) }));

    expect(router.state.location.pathname).toBe('/leave-requests/team/17');
    expect(await screen.findByRole('heading', { name: 'Wniosek do decyzji' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(posts(calls)).toEqual([{ path: '/notifications/api/notifications/42/read', body: {} }]));
    // The count is asked again after the mutation: the bell has nothing unread now.
    expect(await screen.findByRole('button', { name: 'Powiadomienia' })).toBeTruthy();
  });

  it('opening a read notification only follows its link', async () => {
    const calls = notificationsServer([{ ...APPROVED, link: '/leave-requests/team/9' }]);
    const router = renderBell();
    const { user, dialog } = await openBell('Powiadomienia');
    await user.click(await within(dialog).findByRole('link', { name: new RegExp(`^${escape(APPROVED_TEXT)}`) }));
    expect(router.state.location.pathname).toBe('/leave-requests/team/9');
    expect(posts(calls)).toEqual([]);
  });

  it('"mark all as read" posts read-all and the badge goes to 0', async () => {
    const calls = notificationsServer([FILED, { ...FILED, id: '40' }, APPROVED]);
    renderBell();
    const { user, dialog } = await openBell('Powiadomienia (2 nieprzeczytane)');
    const countsBefore = countCalls(calls);

    await user.click(await within(dialog).findByRole('button', { name: 'Oznacz wszystkie jako przeczytane' }));

    await waitFor(() => expect(screen.queryByTestId('notifications-badge')).toBeNull());
    expect(posts(calls)).toEqual([{ path: '/notifications/api/notifications/my/read-all', body: {} }]);
    expect(countCalls(calls)).toBeGreaterThan(countsBefore);
    // The list is asked again too: nothing is marked unread and the button is gone.
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Oznacz wszystkie jako przeczytane' })).toBeNull());
    expect(
      within(dialog)
        .getAllByRole('link')
        .every((l) => !l.textContent?.startsWith('nieprzeczytane')),
    ).toBe(true);
    // Focus stays in the popover when the button goes, so Escape still closes it.
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Powiadomienia' })).toBeTruthy();
  });

  it('says so when there are no notifications', async () => {
    notificationsServer([]);
    renderBell();
    const { dialog } = await openBell('Powiadomienia');
    expect(await within(dialog).findByText('Brak powiadomień')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Oznacz wszystkie jako przeczytane' })).toBeNull();
  });

  it('says in words that the list could not be loaded, and loads it on "try again"', async () => {
    notificationsServer([FILED]);
    let fail = true;
    server.use(http.get(`${NOTIFICATIONS}/my`, () => (fail ? problemAnswer(503) : undefined)));
    renderBell();
    const { user, dialog } = await openBell('Powiadomienia (1 nieprzeczytane)');

    expect((await within(dialog).findByRole('alert')).textContent).toContain('Nie udało się wczytać powiadomień.');
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await within(dialog).findByRole('link', { name: new RegExp(`^nieprzeczytane: ${escape(FILED_TEXT)}`) })).toBeTruthy();
  });

  it('moves between the items with the arrow keys; Escape closes it and gives focus back to the bell', async () => {
    notificationsServer([FILED, APPROVED]);
    renderBell();
    const { user, dialog } = await openBell('Powiadomienia (1 nieprzeczytane)');
    const [first, second] = await within(dialog).findAllByRole('link');

    act(() => first.focus());
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(second);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(first);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(second);
    // Tab reaches the items as well (each is a link).
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(document.activeElement).toBe(first);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Powiadomienia (1 nieprzeczytane)' }));
  });

  it('spans the screen on a phone', async () => {
    const realMatchMedia = window.matchMedia;
    // 375 px wide: MUI's width queries answer as a phone's browser would.
    window.matchMedia = (query: string) => {
      const max = /max-width:\s*([\d.]+)px/.exec(query);
      const min = /min-width:\s*([\d.]+)px/.exec(query);
      return { ...realMatchMedia(query), media: query, matches: (!max || 375 <= Number(max[1])) && (!min || 375 >= Number(min[1])) };
    };
    try {
      notificationsServer([FILED]);
      renderBell();
      const { dialog } = await openBell('Powiadomienia (1 nieprzeczytane)');
      expect(getComputedStyle(dialog).width).toBe('100%');
    } finally {
      window.matchMedia = realMatchMedia;
    }
  });

  it('does not follow a link that leads out of the app', async () => {
    const calls = notificationsServer([{ ...FILED, link: 'https://example.com/phish' }]);
    const router = renderBell();
    const { user, dialog } = await openBell('Powiadomienia (1 nieprzeczytane)');
    expect(within(dialog).queryByRole('link')).toBeNull();
    await user.click(await within(dialog).findByRole('button', { name: new RegExp(`^nieprzeczytane: ${escape(FILED_TEXT)}`) }));
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(posts(calls)).toEqual([{ path: '/notifications/api/notifications/42/read', body: {} }]));
  });
});

/** `text` as a literal part of a RegExp. */
function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
