import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catchDownloads, exportAnswer } from '../../../test/downloads';
import { useMswServer } from '../../../test/msw';
import { useToday } from '../../../test/today';
import { problemAnswer } from '../../../test/problem-answer';
import MyTimeEvaluationPage from '../my-time-evaluation-page';
import TeamTimeEvaluationPage from '../team-time-evaluation-page';
import TeamTimeEvaluationPersonPage from '../team-time-evaluation-person-page';
import { H, JAN_IN_NOVEMBER, renderPage, WT_API } from './setup';

const server = useMswServer();
useToday('2026-11-25T10:00:00+01:00');

const EVALUATION = {
  ...JAN_IN_NOVEMBER,
  periodClosed: false,
  workTime: 150 * H + 30 * 60,
  excusedAbsenceTime: 8 * H,
  unexcusedAbsenceTime: 0,
  nightWorkTime: 2 * H,
  overtime50: 3 * H + 15 * 60,
  overtime100: 8 * H,
  averageWeekOvertime: 0,
  dayOffWorkTime: 8 * H,
  daysOffDue: 1,
  fullTimeCompletion: 0,
  wpTime: H,
  wpTimeRemaining: 30 * 60,
  balance: -(1 * H + 30 * 60),
  overtimeInYear: 120 * H,
  yearlyOvertimeLimit: 150 * H,
  alerts: ['weekly_rest'],
  approvedOvertime: 2 * H,
  lockState: 'partly_locked',
  periodNominalTime: 504 * H,
  rows: [
    {
      workdayOn: '2026-11-03',
      workStartAt: '2026-11-03T07:55:00+01:00',
      workEndAt: '2026-11-03T16:25:00+01:00',
      schedule: '08:00–16:00',
      dayKind: 'working',
      scheduledWorkTime: 8 * H,
      workTime: 8 * H + 5 * 60,
      overtime: 45 * 60,
      balance: 45 * 60,
      overtime50: 45 * 60,
      alerts: ['daily_rest'],
      workdayId: 501,
    },
  ],
};

const HEADERS = [
  'Data',
  'Wejście – wyjście',
  'Wejście',
  'Wyjście',
  'Harmonogram',
  'Czas wg harmonogramu',
  'Czas pracy',
  'Nieobecność nieusprawiedliwiona',
  'Nieobecność usprawiedliwiona',
  'Wyjścia prywatne',
  'Praca w nocy',
  'Dopełnienie do etatu',
  'Nadgodziny',
  'Praca w dniu wolnym',
  'Saldo',
  'Nadgodziny okresu do rozliczenia',
  'Saldo przeniesione z poprzednich miesięcy',
  'Nadgodziny okresu niezatwierdzone',
  'Wyjścia prywatne do odpracowania',
  'Alerty',
];

describe('my time evaluation', () => {
  it('shows the summary figures and offers every row column in the chooser', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${WT_API}/time-evaluation/my`, ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({ data: EVALUATION });
      }),
      http.get(`${WT_API}/workdays/my`, () => HttpResponse.json({ total: 0, data: [] })),
    );
    renderPage(<MyTimeEvaluationPage />);
    const user = userEvent.setup();
    expect((await screen.findByTestId('figure-nominalTime')).textContent).toContain('160g 0m');
    expect(asked[0]).toBe('?month=2026-11');
    expect(screen.getByTestId('figure-workTime').textContent).toContain('150g 30m');
    expect(screen.getByTestId('figure-overtime50').textContent).toContain('3g 15m');
    expect(screen.getByTestId('figure-overtime100').textContent).toContain('8g 0m');
    expect(screen.getByTestId('figure-balance').textContent).toContain('-1g 30m');
    expect(screen.getByTestId('figure-wpTimeRemaining').textContent).toContain('0g 30m');
    expect(screen.getByTestId('figure-overtimeInYear').textContent).toContain('120g 0m z 150g 0m');
    expect(screen.getByTestId('figure-daysOffDue').textContent).toContain('1');
    expect(screen.getByTestId('figure-period').textContent).toContain('2026-10-01 – 2026-12-31');
    expect(screen.getByTestId('figure-workingTimeSystem').textContent).toContain('podstawowy, 3 miesiące');
    expect(screen.getByText('Częściowo zamknięty')).toBeTruthy();
    expect(screen.getByText('Odpoczynek tygodniowy')).toBeTruthy();

    const row = screen.getByRole('link', { name: '2026-11-03' }).closest('tr')!;
    expect(row.textContent).toContain('07:55');
    expect(row.textContent).toContain('8g 5m');
    expect(row.textContent).toContain('0g 45m');

    await user.click(screen.getByRole('button', { name: 'Kolumny' }));
    const chooser = await screen.findByRole('menu');
    expect(
      within(chooser)
        .getAllByRole('menuitemcheckbox')
        .map((i) => i.textContent),
    ).toEqual(HEADERS);
    // A hidden column is turned on from the chooser.
    expect(screen.queryByRole('columnheader', { name: 'Praca w nocy' })).toBeNull();
    await user.click(within(chooser).getByRole('menuitemcheckbox', { name: 'Praca w nocy' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(screen.getByRole('columnheader', { name: 'Praca w nocy' })).toBeTruthy();
  });

  it("shows no figure of the month before while the next month's evaluation comes", async () => {
    let answerDecember = () => {};
    const decemberAsked = new Promise<void>((asked) => {
      server.use(
        http.get(`${WT_API}/time-evaluation/my`, async ({ request }) => {
          if (new URL(request.url).searchParams.get('month') === '2026-12') {
            asked();
            await new Promise<void>((answer) => (answerDecember = answer));
            return HttpResponse.json({ data: { ...EVALUATION, month: '2026-12', nominalTime: 152 * H } });
          }
          return HttpResponse.json({ data: EVALUATION });
        }),
        http.get(`${WT_API}/workdays/my`, () => HttpResponse.json({ total: 0, data: [] })),
      );
    });
    renderPage(<MyTimeEvaluationPage />);
    expect((await screen.findByTestId('figure-nominalTime')).textContent).toContain('160g 0m');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Następny miesiąc' }));
    await decemberAsked;
    expect(screen.queryByTestId('figure-nominalTime')).toBeNull();
    answerDecember();
    expect((await screen.findByTestId('figure-nominalTime')).textContent).toContain('152g 0m');
  });

  it("shows the problem's sentence for a refused month", async () => {
    server.use(
      http.get(`${WT_API}/time-evaluation/my`, () => problemAnswer(404, { detail: 'not found', code: 'resource.not-found' })),
      http.get(`${WT_API}/workdays/my`, () => HttpResponse.json({ total: 0, data: [] })),
    );
    renderPage(<MyTimeEvaluationPage />);
    expect((await screen.findByRole('alert')).textContent).toBe('Nie znaleziono – mogło zostać usunięte albo nie masz do tego dostępu.');
  });
});

describe('team time evaluation', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the totals, opens a person and downloads CSV and XLSX from the month URL', async () => {
    const exports: URL[] = [];
    server.use(
      http.get(`${WT_API}/time-evaluation/team`, () => HttpResponse.json({ total: 1, data: [{ ...EVALUATION, rows: [] }] })),
      http.get(`${WT_API}/time-evaluation/team/export`, ({ request }) => {
        const url = new URL(request.url);
        exports.push(url);
        return exportAnswer(url, 'czas-2026-11');
      }),
    );
    const saved = catchDownloads();
    const { router } = renderPage(<TeamTimeEvaluationPage />, { user: 'manager' });
    const user = userEvent.setup();
    const person = await screen.findByRole('link', { name: 'Jan Kowalski' });
    expect(person.closest('tr')!.textContent).toContain('150g 30m');

    await user.click(screen.getByRole('button', { name: 'Eksport CSV' }));
    await user.click(screen.getByRole('button', { name: 'Eksport XLSX' }));
    await waitFor(() => expect(saved).toEqual(['czas-2026-11.csv', 'czas-2026-11.xlsx']));
    expect(exports.map((u) => `${u.pathname}${u.search}`)).toEqual([
      '/work-times/api/time-evaluation/team/export?month=2026-11&format=csv',
      '/work-times/api/time-evaluation/team/export?month=2026-11&format=xlsx',
    ]);

    await user.click(person);
    await waitFor(() => expect(router.state.location.pathname).toBe('/work-times/team-time-evaluation/1002'));
    expect(router.state.location.search).toBe('?month=2026-11');
  });

  it("shows one person's month from the path", async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${WT_API}/time-evaluation/1002`, ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({ data: EVALUATION });
      }),
      http.get(`${WT_API}/employee-terms/1002`, () =>
        HttpResponse.json({ data: { employeeId: 1002, workingTimeSystem: 'basic', settlementMonths: 3 } }),
      ),
      http.get(`${WT_API}/workdays/team`, () => HttpResponse.json({ total: 0, data: [] })),
    );
    renderPage(<TeamTimeEvaluationPersonPage />, {
      user: 'manager',
      path: '/work-times/team-time-evaluation/1002?month=2026-10',
      route: '/work-times/team-time-evaluation/:id',
    });
    expect(await screen.findByRole('heading', { name: 'Jan Kowalski (00001002)' })).toBeTruthy();
    expect(asked[0]).toBe('?month=2026-10');
    expect(screen.getByTestId('figure-nominalTime').textContent).toContain('160g 0m');
  });
});
