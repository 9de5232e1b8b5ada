import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import i18n, { ensureLocale } from '@shared/i18n/i18n';
import { useMswServer } from '../../../test/msw';
import { useToday } from '../../../test/today';
import { invalidFieldsAnswer, problemAnswer } from '../../../test/problem-answer';
import { alertName } from '../format';
import MyTimeEvaluationPage from '../my-time-evaluation-page';
import MyWorkdaysPage from '../my-workdays-page';
import TeamTimeEvaluationPage from '../team-time-evaluation-page';
import TeamWorkdaysPage from '../team-workdays-page';
import WorkdayPage from '../workday-page';
import { H, JAN_IN_NOVEMBER, renderPage, ROW, WT_API, NO_PUBLISHED_SCHEDULE } from './setup';

const server = useMswServer(NO_PUBLISHED_SCHEDULE);
useToday('2026-11-25T10:00:00+01:00');

/** Thursday 12 Nov 2026, a working day of the schedule with nothing clocked yet. */
const EMPTY_DAY = {
  row: {
    ...ROW,
    workdayOn: '2026-11-12',
    totalTime: 0,
    workTime: 0,
    overtime: 0,
    alerts: [],
    workStartAt: '',
    workEndAt: '',
  },
  records: [],
  corrections: [],
  plannedStartAt: '2026-11-12T08:00:00+01:00',
  plannedEndAt: '2026-11-12T16:00:00+01:00',
  canCorrect: true,
  canApprove: true,
};
/** The same day after it was given off for the work on Saturday 7 Nov. */
const GIVEN_OFF = {
  ...EMPTY_DAY,
  row: { ...EMPTY_DAY.row, schedule: '', dayKind: 'day_off', scheduledWorkTime: 0, dayOffFor: '2026-11-07' },
  plannedStartAt: '',
  plannedEndAt: '',
};

/**
 * Day 501 as the service keeps it: `before` until a POST or DELETE of its day off makes it `after`.
 * Each such request is remembered: its path, its body (a POST's) and its idempotency key.
 */
function serveDayOffChange(method: 'post' | 'delete', before: unknown, after: unknown) {
  let day = before;
  const requests: { path: string; body?: unknown; key: string | null }[] = [];
  server.use(
    http.get(`${WT_API}/workdays/501`, () => HttpResponse.json({ data: day })),
    http[method](`${WT_API}/workdays/501/day-off`, async ({ request }) => {
      const body = method === 'post' ? { body: await request.json() } : {};
      requests.push({ path: new URL(request.url).pathname, ...body, key: request.headers.get('Idempotency-Key') });
      day = after;
      return HttpResponse.json({ data: day });
    }),
  );
  return requests;
}

const openDay = () => renderPage(<WorkdayPage />, { user: 'manager', path: '/work-times/workday/501', route: '/work-times/workday/:id' });

describe('giving a day off for work on a free day', () => {
  it('sends the day worked with an idempotency key and shows the day as given off', async () => {
    const sent = serveDayOffChange('post', EMPTY_DAY, GIVEN_OFF);
    openDay();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Udziel dnia wolnego za pracę w dniu…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Udziel dnia wolnego' });
    expect(within(dialog).getByText(/Dzień 2026-11-12 stanie się dniem wolnym/)).toBeTruthy();

    // Nothing goes out without the day worked.
    await user.click(within(dialog).getByRole('button', { name: 'Udziel' }));
    expect(within(dialog).getByText('Podaj dzień pracy')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /Praca w dniu/ }), '2026-11-07');
    await user.click(within(dialog).getByRole('button', { name: 'Udziel' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toEqual({ forDate: '2026-11-07' });
    expect(sent[0].key).toMatch(/\S/);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await screen.findByTestId('day-off-for')).textContent).toContain('Dzień wolny za pracę w dniu 2026-11-07');
    expect(screen.queryByRole('button', { name: 'Udziel dnia wolnego za pracę w dniu…' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cofnij dzień wolny' })).toBeTruthy();
  }, 30_000);

  it("shows the server's refusal by the field, and a conflict above it", async () => {
    const answers = [
      invalidFieldsAnswer({
        forDate: [{ code: 'day-off.not-earned', detail: '2026-11-09 is a working day of the schedule', params: { date: '2026-11-09' } }],
      }),
      problemAnswer(409, {
        code: 'day-off.already-given',
        detail: 'a day off is already given for 2026-11-07',
      }),
    ];
    server.use(
      http.get(`${WT_API}/workdays/501`, () => HttpResponse.json({ data: EMPTY_DAY })),
      http.post(`${WT_API}/workdays/501/day-off`, () => answers.shift()),
    );
    openDay();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Udziel dnia wolnego za pracę w dniu…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Udziel dnia wolnego' });
    const field = within(dialog).getByRole('textbox', { name: /Praca w dniu/ });
    await user.type(field, '2026-11-09');
    await user.click(within(dialog).getByRole('button', { name: 'Udziel' }));
    expect(
      await within(dialog).findByText(
        'Praca w zwykły dzień roboczy nie daje prawa do dnia wolnego; wybierz dzień wolny, niedzielę lub święto.',
      ),
    ).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');

    await user.clear(field);
    await user.type(field, '2026-11-07');
    await user.click(within(dialog).getByRole('button', { name: 'Udziel' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Za tę pracę udzielono już dnia wolnego albo ten dzień jest już wolnym za inną pracę.',
    );
    expect(screen.getByRole('dialog', { name: 'Udziel dnia wolnego' })).toBeTruthy();
  }, 30_000);

  it('is not offered on a day with records', async () => {
    server.use(
      http.get(`${WT_API}/workdays/501`, () =>
        HttpResponse.json({
          data: { ...EMPTY_DAY, records: [{ recordId: 1, kind: 'work', startAt: '2026-11-12T08:00:00+01:00', endAt: '' }] },
        }),
      ),
    );
    openDay();
    expect(await screen.findByRole('button', { name: 'Dodaj rejestrację' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Udziel dnia wolnego za pracę w dniu…' })).toBeNull();
  });
});

describe('withdrawing a day off', () => {
  it('sends DELETE for the day and shows its schedule back', async () => {
    const deleted = serveDayOffChange('delete', GIVEN_OFF, EMPTY_DAY);
    openDay();
    const user = userEvent.setup();
    expect((await screen.findByTestId('day-off-for')).textContent).toContain('Dzień wolny za pracę w dniu 2026-11-07');
    await user.click(screen.getByRole('button', { name: 'Cofnij dzień wolny' }));
    await waitFor(() => expect(deleted).toHaveLength(1));
    expect(deleted[0].path).toBe('/work-times/api/workdays/501/day-off');
    expect(deleted[0].key).toMatch(/\S/);
    expect(await screen.findByRole('button', { name: 'Udziel dnia wolnego za pracę w dniu…' })).toBeTruthy();
    expect(screen.queryByTestId('day-off-for')).toBeNull();
    expect(screen.getByTestId('workday-summary').textContent).toContain('08:00–16:00');
  });

  it('says what the day is for without the button when the day cannot be corrected', async () => {
    server.use(
      http.get(`${WT_API}/workdays/501`, () =>
        HttpResponse.json({ data: { ...GIVEN_OFF, row: { ...GIVEN_OFF.row, lockState: 'locked' } } }),
      ),
    );
    openDay();
    expect((await screen.findByTestId('day-off-for')).textContent).toContain('Dzień wolny za pracę w dniu 2026-11-07');
    expect(screen.queryByRole('button', { name: 'Cofnij dzień wolny' })).toBeNull();
  });
});

describe('work on a free day', () => {
  const SATURDAY = {
    ...EMPTY_DAY,
    row: {
      ...ROW,
      workdayOn: '2026-11-07',
      schedule: '',
      dayKind: 'day_off',
      scheduledWorkTime: 0,
      workTime: 6 * H,
      overtime: 0,
      alerts: [],
      dayOffDueBy: '2026-12-31',
    },
    records: [{ recordId: 21, kind: 'work', startAt: '2026-11-07T08:00:00+01:00', endAt: '2026-11-07T14:00:00+01:00', source: 'terminal' }],
    dayOffWorkTime: 6 * H,
  };

  it('says by when its day off is due', async () => {
    server.use(http.get(`${WT_API}/workdays/501`, () => HttpResponse.json({ data: SATURDAY })));
    openDay();
    expect((await screen.findByTestId('day-off-of-work')).textContent).toBe('Dzień wolny do udzielenia do: 2026-12-31');
    expect(screen.queryByRole('button', { name: 'Udziel dnia wolnego za pracę w dniu…' })).toBeNull();
  });

  it('says which day was given off for it', async () => {
    server.use(
      http.get(`${WT_API}/workdays/501`, () =>
        HttpResponse.json({ data: { ...SATURDAY, row: { ...SATURDAY.row, dayOffDueBy: '', dayOffGivenOn: '2026-11-12' } } }),
      ),
    );
    openDay();
    expect((await screen.findByTestId('day-off-of-work')).textContent).toBe('Dzień wolny udzielony: 2026-11-12');
  });
});

describe('the day-off notes of the workday lists', () => {
  const ROWS = [
    {
      ...ROW,
      workdayId: 601,
      workdayOn: '2026-11-07',
      schedule: '',
      dayKind: 'day_off',
      scheduledWorkTime: 0,
      alerts: [],
      dayOffDueBy: '2026-11-30',
    },
    {
      ...ROW,
      workdayId: 602,
      workdayOn: '2026-11-12',
      schedule: '',
      dayKind: 'day_off',
      scheduledWorkTime: 0,
      alerts: [],
      dayOffFor: '2026-11-07',
    },
    {
      ...ROW,
      workdayId: 603,
      workdayOn: '2026-11-15',
      schedule: '',
      dayKind: 'sunday',
      scheduledWorkTime: 0,
      alerts: [],
      dayOffGivenOn: '2026-11-16',
    },
    ROW,
  ];
  const scheduleCellOf = (date: string) => {
    const row = screen.getByRole('link', { name: new RegExp(date) }).closest('tr')!;
    return row.textContent!;
  };

  it('marks the days in the team list', async () => {
    server.use(http.get(`${WT_API}/workdays/team`, () => HttpResponse.json({ total: ROWS.length, data: ROWS })));
    renderPage(<TeamWorkdaysPage />, { user: 'manager' });
    await screen.findByRole('link', { name: /2026-11-07/ });
    expect(scheduleCellOf('2026-11-07')).toContain('dzień wolny do 30 listopada');
    expect(scheduleCellOf('2026-11-12')).toContain('wolne za 7 listopada');
    expect(scheduleCellOf('2026-11-15')).toContain('wolne udzielone 16 listopada');
    expect(scheduleCellOf('2026-11-03')).not.toMatch(/wolne|dzień wolny/);
  });

  it('marks the days in my list', async () => {
    server.use(http.get(`${WT_API}/workdays/my`, () => HttpResponse.json({ total: ROWS.length, data: ROWS })));
    renderPage(<MyWorkdaysPage />);
    await screen.findByRole('link', { name: /2026-11-07/ });
    expect(scheduleCellOf('2026-11-07')).toContain('dzień wolny do 30 listopada');
    expect(scheduleCellOf('2026-11-12')).toContain('wolne za 7 listopada');
  });
});

const EVALUATION = {
  ...JAN_IN_NOVEMBER,
  workTime: 166 * H,
  dayOffWorkTime: 14 * H,
  daysOffDue: 2,
  daysOffGiven: 1,
  fraction: '1/1',
  partTimeLimit: '',
  alerts: ['sunday_day_off_late'],
  lockState: 'open',
  workAwaitingDayOff: [
    { workedOn: '2026-11-01', dayOffWorkTime: 6 * H, dueBy: '2026-12-31', sundayWindowPassed: true },
    { workedOn: '2026-11-21', dayOffWorkTime: 8 * H, dueBy: '2026-12-31' },
  ],
  rows: [
    {
      workdayOn: '2026-11-07',
      schedule: '',
      dayKind: 'day_off',
      workTime: 6 * H,
      dayOffWorkTime: 6 * H,
      dayOffGivenOn: '2026-11-12',
      workdayId: 601,
    },
    { workdayOn: '2026-11-12', schedule: '', dayKind: 'day_off', dayOffFor: '2026-11-07', workdayId: 602 },
    {
      workdayOn: '2026-11-21',
      schedule: '',
      dayKind: 'day_off',
      workTime: 8 * H,
      dayOffWorkTime: 8 * H,
      dayOffDueBy: '2026-12-31',
      workdayId: 603,
    },
  ],
};

describe('days off in the time evaluation', () => {
  const showMine = (evaluation: unknown) => {
    server.use(
      http.get(`${WT_API}/time-evaluation/my`, () => HttpResponse.json({ data: evaluation })),
      http.get(`${WT_API}/workdays/my`, () => HttpResponse.json({ total: 0, data: [] })),
    );
    renderPage(<MyTimeEvaluationPage />);
  };

  it('counts the days off to give and given, and lists the work awaiting one with its due date and the late Sunday', async () => {
    showMine(EVALUATION);
    expect((await screen.findByTestId('figure-daysOffDue')).textContent).toBe('Dni wolne do udzielenia2');
    expect(screen.getByTestId('figure-daysOffGiven').textContent).toBe('Dni wolne udzielone1');
    const awaiting = screen.getByRole('table', { name: 'Praca w dni wolne czekająca na dzień wolny' });
    const [, sunday, saturday] = within(awaiting).getAllByRole('row');
    expect(
      within(sunday)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2026-11-01', '6g 0m', '2026-12-31', 'Minęło 6 dni od niedzieli']);
    expect(
      within(saturday)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2026-11-21', '8g 0m', '2026-12-31', '']);
  });

  it('shows by each row the day off given, due or taken for another day', async () => {
    showMine(EVALUATION);
    const rowOf = async (date: string) => (await screen.findByRole('link', { name: date })).closest('tr')!.textContent!;
    expect(await rowOf('2026-11-07')).toContain('wolne udzielone 12 listopada');
    expect(await rowOf('2026-11-12')).toContain('wolne za 7 listopada');
    expect(await rowOf('2026-11-21')).toContain('dzień wolny do 31 grudnia');
  });

  it('leaves the list out when nothing awaits a day off', async () => {
    showMine({ ...EVALUATION, workAwaitingDayOff: [], daysOffDue: 0 });
    expect((await screen.findByTestId('figure-daysOffDue')).textContent).toBe('Dni wolne do udzielenia0');
    expect(screen.queryByRole('table', { name: 'Praca w dni wolne czekająca na dzień wolny' })).toBeNull();
  });

  it('shows the part-time figures for a part-timer only', async () => {
    showMine({ ...EVALUATION, fraction: '1/2', partTimeLimit: '3/4', partTimeOverLimit: 5 * H + 30 * 60 });
    expect((await screen.findByTestId('figure-fraction')).textContent).toBe('Wymiar etatu1/2');
    expect(screen.getByTestId('figure-partTimeLimit').textContent).toBe('Limit godzin z umowy3/4');
    expect(screen.getByTestId('figure-partTimeOverLimit').textContent).toBe('Ponad limit z umowy (art. 151 § 5)5g 30m');
  });

  it('says a part-timer has no clause', async () => {
    showMine({ ...EVALUATION, fraction: '1/2', partTimeLimit: '' });
    expect((await screen.findByTestId('figure-partTimeLimit')).textContent).toBe('Limit godzin z umowybez klauzuli');
  });

  it('leaves the part-time figures out for full time', async () => {
    showMine(EVALUATION);
    await screen.findByTestId('figure-daysOffDue');
    expect(screen.queryByTestId('figure-fraction')).toBeNull();
    expect(screen.queryByTestId('figure-partTimeLimit')).toBeNull();
    expect(screen.queryByTestId('figure-partTimeOverLimit')).toBeNull();
  });

  it('gives each person of the team their days off to give and the first due date', async () => {
    server.use(
      http.get(`${WT_API}/time-evaluation/team`, () =>
        HttpResponse.json({
          total: 2,
          data: [
            {
              ...EVALUATION,
              rows: [],
              workAwaitingDayOff: [{ workedOn: '2026-11-22', dueBy: '2026-11-28', dayOffWorkTime: H }, ...EVALUATION.workAwaitingDayOff],
            },
            { ...EVALUATION, rows: [], employeeId: 1003, employeeFullName: 'Anna Nowak', daysOffDue: 0, workAwaitingDayOff: [] },
          ],
        }),
      ),
    );
    renderPage(<TeamTimeEvaluationPage />, { user: 'manager' });
    const header = await screen.findByRole('columnheader', { name: 'Dni wolne do udzielenia' });
    const column = [...header.parentElement!.children].indexOf(header);
    const cellOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!.children[column].textContent;
    expect(cellOf('Jan Kowalski')).toBe('2pierwszy do 2026-11-28');
    expect(cellOf('Anna Nowak')).toBe('0');
  });
});

describe('the late Sunday alert', () => {
  it('has its name in the time evaluation', async () => {
    server.use(
      http.get(`${WT_API}/time-evaluation/my`, () => HttpResponse.json({ data: EVALUATION })),
      http.get(`${WT_API}/workdays/my`, () => HttpResponse.json({ total: 0, data: [] })),
    );
    renderPage(<MyTimeEvaluationPage />);
    expect(await screen.findByText('Brak dnia wolnego za niedzielę w terminie')).toBeTruthy();
  });

  it('has a name in every language', async () => {
    const names = [];
    for (const locale of ['pl', 'en', 'de', 'ua'] as const) {
      await ensureLocale(locale);
      names.push(alertName('sunday_day_off_late', i18n.getFixedT(locale)));
    }
    expect(names).toEqual([
      'Brak dnia wolnego za niedzielę w terminie',
      'No day off in time for a Sunday',
      'Kein freier Tag für Sonntagsarbeit fristgerecht',
      'Немає вихідного за неділю вчасно',
    ]);
  });
});
