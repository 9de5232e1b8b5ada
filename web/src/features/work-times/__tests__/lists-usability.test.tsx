import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerKeepingQueries, useMswServer } from '../../../test/msw';
import { useToday } from '../../../test/today';
import MyTimeEvaluationPage from '../my-time-evaluation-page';
import MyWorkdaysPage from '../my-workdays-page';
import TeamTimeEvaluationPage from '../team-time-evaluation-page';
import TeamWorkdaysPage from '../team-workdays-page';
import { H, JAN_IN_NOVEMBER, renderPage, ROW, WT_API, NO_PUBLISHED_SCHEDULE } from './setup';

// What usability testing found on the lists: a home-office day shown as leave codes, the month
// closed by one ambiguous "Zamknij", the balance out of view, a phone month of "0g 0m" cards,
// people without a schedule filling the team's month, and a manager's month and search lost on
// the way back from a day.

const server = useMswServer(NO_PUBLISHED_SCHEDULE);
useToday('2026-11-25T10:00:00+01:00');

const REMOTE = {
  ...ROW,
  workdayId: 502,
  workdayOn: '2026-11-04',
  remote: true,
  excusedAbsenceCode: 'HO',
  excusedAbsenceName: 'Praca zdalna',
  workStartAt: '',
  workEndAt: '',
  totalTime: 0,
  overtime: 0,
  alerts: [],
};
const LEAVE = {
  ...ROW,
  workdayId: 503,
  workdayOn: '2026-11-05',
  schedule: '',
  excusedAbsenceCode: 'UW',
  excusedAbsenceName: 'Urlop wypoczynkowy',
  workStartAt: '',
  workEndAt: '',
  totalTime: 0,
  workTime: 0,
  overtime: 0,
  alerts: [],
};
const EVALUATION = {
  ...JAN_IN_NOVEMBER,
  settlementMonths: 1,
  periodStartOn: '2026-11-01',
  periodEndOn: '2026-11-30',
  workTime: 120 * H,
  balance: -H,
  lockState: 'open',
  rows: [
    { workdayOn: '2026-11-04', schedule: '08:00–16:00', dayKind: 'working', scheduledWorkTime: 8 * H, workTime: 8 * H, workdayId: 502 },
  ],
};
const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

describe('a day of leave or remote work in the lists', () => {
  it("names the leave and remote work in my workdays' schedule column, never a code", async () => {
    server.use(http.get(`${WT_API}/workdays/my`, () => HttpResponse.json({ total: 2, data: [REMOTE, LEAVE] })));
    renderPage(<MyWorkdaysPage />, { path: '/work-times/my-workdays' });
    const remote = (await screen.findByRole('link', { name: /2026-11-04/ })).closest('tr')!;
    expect(remote.textContent).toContain('Praca zdalna (08:00–16:00)');
    const leave = screen.getByRole('link', { name: /2026-11-05/ }).closest('tr')!;
    expect(leave.textContent).toContain('Urlop wypoczynkowy');
    expect(leave.textContent).not.toMatch(/\bUW\b/);
  });

  it('shows remote work in the evaluation', async () => {
    server.use(
      http.get(`${WT_API}/time-evaluation/my`, () => HttpResponse.json({ data: EVALUATION })),
      http.get(`${WT_API}/workdays/my`, () => HttpResponse.json({ total: 1, data: [REMOTE] })),
    );
    renderPage(<MyTimeEvaluationPage />);
    const row = (await screen.findByRole('link', { name: '2026-11-04' })).closest('tr')!;
    await waitFor(() => expect(row.textContent).toContain('Praca zdalna'));
  });
});

describe('the numbers that matter, in view', () => {
  afterEach(() => vi.restoreAllMocks());

  it('puts the balance first, says which times run to today and which to the month end, and fits the row columns', async () => {
    server.use(
      http.get(`${WT_API}/time-evaluation/my`, () => HttpResponse.json({ data: EVALUATION })),
      http.get(`${WT_API}/workdays/my`, () => HttpResponse.json({ total: 0, data: [] })),
    );
    renderPage(<MyTimeEvaluationPage />);
    const summary = await screen.findByRole('region', { name: 'Podsumowanie miesiąca' });
    expect(summary.firstElementChild?.getAttribute('data-testid')).toBe('figure-balance');
    expect(screen.getByTestId('figure-workTime').textContent).toContain('do dziś');
    expect(screen.getByTestId('figure-scheduledWorkTime').textContent).toContain('zaplanowany do końca miesiąca');
    const shown = headers();
    expect(shown).toContain('Saldo');
    expect(shown).toContain('Alerty');
    expect(shown.length).toBeLessThanOrEqual(8);
  });

  it('shows my workdays in few enough columns for 1280 px', async () => {
    server.use(http.get(`${WT_API}/workdays/my`, () => HttpResponse.json({ total: 1, data: [ROW] })));
    renderPage(<MyWorkdaysPage />);
    await screen.findByRole('link', { name: /2026-11-03/ });
    const shown = headers();
    expect(shown).toContain('Alerty');
    expect(shown.length).toBeLessThanOrEqual(8);
  });

  it('leaves zero figures out of the cards on a phone', async () => {
    const original = window.matchMedia;
    window.matchMedia = vi.fn((query: string) => ({ ...original(query), matches: true, media: query }));
    try {
      server.use(http.get(`${WT_API}/workdays/my`, () => HttpResponse.json({ total: 1, data: [ROW] })));
      renderPage(<MyWorkdaysPage />);
      const card = (await screen.findByRole('link', { name: /2026-11-03/ })).closest('li')!;
      expect(card.textContent).toContain('8g 5m');
      expect(card.textContent).not.toContain('0g 0m');
    } finally {
      window.matchMedia = original;
    }
  });

  it("hides people without a schedule from the team's month unless asked", async () => {
    const idle = {
      ...EVALUATION,
      employeeId: 2005,
      employeeFullName: 'Ewa Bez Planu',
      scheduledWorkTime: 0,
      workTime: 0,
      nominalTime: 0,
      balance: 0,
      rows: [],
    };
    server.use(
      http.get(`${WT_API}/time-evaluation/team`, () => HttpResponse.json({ total: 2, data: [{ ...EVALUATION, rows: [] }, idle] })),
    );
    renderPage(<TeamTimeEvaluationPage />, { user: 'manager' });
    expect(await screen.findByRole('link', { name: 'Jan Kowalski' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Ewa Bez Planu' })).toBeNull();
    expect(screen.getByText(/ukryto 1 osobę bez harmonogramu/)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('switch', { name: 'Pokaż osoby bez harmonogramu' }));
    expect(await screen.findByRole('link', { name: 'Ewa Bez Planu' })).toBeTruthy();
  });
});

describe('closing and reopening a month', () => {
  const TEAM = [
    ROW,
    { ...ROW, workdayId: 601, workdayOn: '2026-10-02' },
    { ...ROW, workdayId: 602, employeeId: 2001, employeeFullName: 'Piotr Zieliński' },
  ];

  const serveTeam = (open: typeof TEAM, lockedTotal: number) =>
    http.get(`${WT_API}/workdays/team`, ({ request }) => {
      const state = new URL(request.url).searchParams.get('lock-state');
      if (state === 'open') return HttpResponse.json({ total: open.length, data: open });
      if (state === 'locked') return HttpResponse.json({ total: lockedTotal, data: [] });
      return HttpResponse.json({ total: open.length, data: open });
    });

  /** The manager's team workdays of October 2026, and the dialog its button (closing or reopening the month) opens. */
  const openMonthDialog = async (button: 'Zamknij miesiąc' | 'Otwórz miesiąc') => {
    renderPage(<TeamWorkdaysPage />, { user: 'manager', path: '/work-times/team-workdays?month=2026-10' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: button }));
    return { user, dialog: await screen.findByRole('dialog') };
  };

  it('names the month, the people and the days, and closes it with "Zamknij miesiąc"', async () => {
    const locks: unknown[] = [];
    server.use(
      serveTeam(TEAM, 0),
      http.post(`${WT_API}/workdays/lock`, async ({ request }) => {
        locks.push(await request.json());
        return HttpResponse.json({ locked: 3, lockState: 'locked' });
      }),
    );
    const { user, dialog } = await openMonthDialog('Zamknij miesiąc');
    await waitFor(() => expect(within(dialog).getByTestId('lock-days').textContent).toBe('3'));
    expect(dialog.textContent).toContain('październik 2026');
    expect(within(dialog).getByTestId('lock-people').textContent).toBe('2');
    expect(within(dialog).queryByRole('button', { name: 'Zamknij' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Zamknij miesiąc' }));
    await waitFor(() => expect(locks).toEqual([{ month: '2026-10' }]));
  });

  it('names the one person whose days would close', async () => {
    server.use(serveTeam([ROW], 0));
    const { dialog } = await openMonthDialog('Zamknij miesiąc');
    await waitFor(() => expect(within(dialog).getByTestId('lock-people').textContent).toBe('Jan Kowalski'));
  });

  it('reopens a closed month only with a reason', async () => {
    const locks: unknown[] = [];
    server.use(
      serveTeam([], 21),
      http.post(`${WT_API}/workdays/lock`, async ({ request }) => {
        locks.push(await request.json());
        return HttpResponse.json({ locked: 21, lockState: 'open' });
      }),
    );
    const { user, dialog } = await openMonthDialog('Otwórz miesiąc');
    expect(dialog.textContent).toContain('październik 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Otwórz miesiąc' }));
    expect(locks).toEqual([]);
    await user.type(within(dialog).getByRole('textbox'), 'Korekta listy płac');
    await user.click(within(dialog).getByRole('button', { name: 'Otwórz miesiąc' }));
    await waitFor(() => expect(locks).toEqual([{ month: '2026-10', unlock: true, reason: 'Korekta listy płac' }]));
    expect(await screen.findByText('Otwarto 21 dni.')).toBeTruthy();
  });
});

describe('back to the list', () => {
  it("keeps the team workdays' month, search, page and sort in the URL and hands it to the day", async () => {
    const { handler, asked } = answerKeepingQueries(`${WT_API}/workdays/team`, { total: 60, data: [ROW] });
    server.use(handler);
    const { router } = renderPage(<TeamWorkdaysPage />, {
      user: 'manager',
      path: '/work-times/team-workdays?month=2026-10&search=Jan&page=2&sort=-workTime',
    });
    const link = await screen.findByRole('link', { name: /2026-11-03/ });
    const list = asked.find((p) => !p.get('lock-state'))!;
    expect(list.get('month')).toBe('2026-10');
    expect(list.get('search')).toBe('Jan');
    expect(list.get('page')).toBe('2');
    expect(list.getAll('sort')).toEqual(['-work-time']);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Następny miesiąc' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('month')).toBe('2026-11'));
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('Jan');
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/work-times/workday/501'));
    expect((router.state.location.state as { from: string }).from).toMatch(/^\/work-times\/team-workdays\?.*month=2026-11/);
  });

  it("keeps the team evaluation's month and search in the URL", async () => {
    const { handler, asked } = answerKeepingQueries(`${WT_API}/time-evaluation/team`, { total: 1, data: [{ ...EVALUATION, rows: [] }] });
    server.use(handler);
    const { router } = renderPage(<TeamTimeEvaluationPage />, {
      user: 'manager',
      path: '/work-times/team-time-evaluation?month=2026-09&search=Kow',
    });
    await screen.findByRole('link', { name: 'Jan Kowalski' });
    expect(asked[0].get('month')).toBe('2026-09');
    expect(asked[0].get('search')).toBe('Kow');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Poprzedni miesiąc' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('month')).toBe('2026-08'));
  });
});
