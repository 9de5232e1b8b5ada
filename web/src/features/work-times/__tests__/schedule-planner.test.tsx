/**
 * The schedule planner (rozkład czasu pracy): the team's month as one keyboard grid, a day saved
 * through its editor with the breaches the service finds shown at once, the breaches in words,
 * copying a pattern, and publishing (a month published before asks for a reason).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useMswServer } from '../../../test/msw';
import { invalidFieldsAnswer, problemAnswer } from '../../../test/problem-answer';
import { useToday } from '../../../test/today';
import { readRotation } from '../components/copy-pattern-dialog';
import SchedulePlannerPage from '../schedule-planner-page';
import { H, plannedShift, renderPage, WT_API } from './setup';

const server = useMswServer();
// The planner opens on next month: December 2026 (the 1st is a Tuesday; 24–26 are holidays).
useToday('2026-11-25T10:00:00+01:00');

const MONTH = '2026-12';
const HOLIDAYS = new Set(['2026-12-24', '2026-12-25', '2026-12-26']);
const DAYS = Array.from({ length: 31 }, (_, i) => `${MONTH}-${String(i + 1).padStart(2, '0')}`);
const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();

/** A day as the service prints an unplanned one: Sundays and holidays free as such, any other day with nothing (its kind left out). */
const unplanned = (day: string) => (HOLIDAYS.has(day) ? { day, kind: 'holiday' } : weekday(day) === 0 ? { day, kind: 'sunday' } : { day });
/** Monday to Friday 07:00–15:00, Saturdays off for the five-day week. */
const weekdaysPlanned = (day: string) =>
  HOLIDAYS.has(day) || weekday(day) === 0
    ? unplanned(day)
    : weekday(day) === 6
      ? { day, kind: 'day_off', dayOffKind: 'five_day_week' }
      : plannedShift(day, '07:00', '15:00');

function month(employeeId: number, employeeFullName: string, extra: Record<string, unknown> = {}) {
  return {
    employeeId,
    employeeFullName,
    month: MONTH,
    periodStart: '2026-10-01',
    periodEnd: '2026-12-31',
    days: DAYS.map(weekdaysPlanned),
    breaches: [] as unknown[],
    plannedTime: 160 * H,
    normTime: 160 * H,
    periodPlannedTime: 488 * H,
    periodNormTime: 488 * H,
    state: 'draft',
    publishBy: '2026-11-24',
    workingTimeSystem: 'basic',
    dailyLimit: 8 * H,
    ...extra,
  };
}

const TEMPLATES = [
  { templateId: 1, name: 'Poranna', start: '07:00', end: '15:00', plannedTime: 8 * H },
  { templateId: 2, name: 'Popołudniowa', start: '14:00', end: '22:00', plannedTime: 8 * H },
];

type Schedule = ReturnType<typeof month>;

/** The service as the planner meets it: the team's months, kept as the saves change them. */
function plannerService(people: Schedule[], answerSave?: (person: Schedule, body: { days: { day: string }[] }) => Schedule) {
  const team = [...people];
  const saves: unknown[] = [];
  const copies: unknown[] = [];
  const publishes: unknown[] = [];
  server.use(
    http.get(`${WT_API}/schedules/team`, () => HttpResponse.json({ total: team.length, data: team })),
    http.get(`${WT_API}/shift-templates`, () => HttpResponse.json({ data: TEMPLATES })),
    http.put(`${WT_API}/schedules/:employeeId`, async ({ params, request }) => {
      const body = (await request.json()) as { days: { day: string }[] };
      saves.push(body);
      const index = team.findIndex((p) => p.employeeId === Number(params.employeeId));
      const planned = (d: { day: string; startAt?: string; endAt?: string }) => ({
        ...d,
        plannedTime: d.startAt && d.endAt ? (Date.parse(d.endAt) - Date.parse(d.startAt)) / 1000 : 0,
      });
      const saved = { ...team[index], days: team[index].days.map((d) => planned(body.days.find((s) => s.day === d.day) ?? d)) };
      team[index] = answerSave ? answerSave(saved, body) : saved;
      return HttpResponse.json({ data: team[index] });
    }),
    http.post(`${WT_API}/schedules/:employeeId/copy`, async ({ request }) => {
      copies.push(await request.json());
      return HttpResponse.json({ data: team[0] });
    }),
    http.post(`${WT_API}/schedules/:employeeId/publish`, async ({ request }) => {
      publishes.push(await request.json());
      team[0] = { ...team[0], state: 'published' };
      return HttpResponse.json({ data: team[0] });
    }),
  );
  return { saves, copies, publishes };
}

const grid = () => document.querySelector<HTMLElement>('[role="grid"]')!;
const cell = (row: number, col: number) => document.querySelector<HTMLElement>(`[data-cell="${row}:${col}"]`)!;
const tabStops = () => [...grid().querySelectorAll<HTMLElement>('[tabindex="0"]')];
/** Summary columns come first: the month, the period, the breaches; day d is column d + 2. */
const dayColumn = (day: number) => day + 2;

async function renderPlanner() {
  renderPage(<SchedulePlannerPage />, { user: 'manager', path: '/work-times/schedule-planner', route: '/work-times/schedule-planner' });
  await waitFor(() => expect(document.querySelectorAll('tbody [role="row"]')).toHaveLength(2));
  await waitFor(() => expect(cell(0, dayColumn(1)).textContent).not.toBe(''));
}

describe('schedule planner: the grid', () => {
  it('is one tab stop moved by the arrows, Home and End; Enter opens the day and saving sends that one day', async () => {
    const { saves } = plannerService(
      [month(2001, 'Anna Adamska'), month(1002, 'Jan Kowalski', { days: DAYS.map(unplanned), plannedTime: 0, state: 'unplanned' })],
      // After the afternoon shift on Wednesday, the night before Thursday's morning shift is too short.
      (person, body) =>
        body.days.some((d) => d.day === '2026-12-02')
          ? { ...person, breaches: [{ code: 'plan.daily-rest', day: '2026-12-02', value: 9 * H, limit: 11 * H }] }
          : person,
    );
    await renderPlanner();
    expect(grid().getAttribute('aria-label')).toBe('Harmonogram zespołu – grudzień 2026');
    expect(tabStops()).toHaveLength(1);

    // From the control before the grid one Tab enters it at its active cell, the next leaves it.
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Szablony zmian' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(cell(0, dayColumn(1)));
    expect(document.activeElement?.getAttribute('aria-label')).toBe('07–15 – Anna Adamska, 1 grudnia 2026: Praca 07:00–15:00 (8g 0m)');
    await user.tab();
    expect(grid().contains(document.activeElement)).toBe(false);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(cell(0, dayColumn(1)));

    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(document.activeElement).toBe(cell(1, dayColumn(2)));
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Jan Kowalski, 2 grudnia 2026: Nie zaplanowano');
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(cell(1, dayColumn(31)));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(cell(1, 0));
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(cell(1, dayColumn(2)));
    expect(tabStops()).toEqual([cell(1, dayColumn(2))]);

    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Jan Kowalski, 2 grudnia 2026' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Szablon zmiany' }));
    await user.click(await screen.findByRole('option', { name: 'Popołudniowa 14:00–22:00' }));
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saves).toEqual([
      {
        month: MONTH,
        days: [{ day: '2026-12-02', kind: 'working', startAt: '2026-12-02T14:00:00+01:00', endAt: '2026-12-02T22:00:00+01:00' }],
      },
    ]);
    // The answer's breach is in the grid at once: marked, and said in the cell's name.
    const saved = cell(1, dayColumn(2));
    await waitFor(() => expect(saved.textContent).toBe('14–22'));
    expect(saved.hasAttribute('data-breach')).toBe(true);
    expect(saved.getAttribute('aria-label')).toBe(
      '14–22 – Jan Kowalski, 2 grudnia 2026: Praca 14:00–22:00 (8g 0m). Naruszenie: odpoczynek dobowy 11 h (art. 132 KP) – odpoczynek 9g 0m, wymagane 11g 0m',
    );
    expect(cell(1, 2).getAttribute('aria-label')).toBe('1 naruszenie');
    await waitFor(() => expect(document.activeElement).toBe(saved));
    expect(screen.getByTestId('planner-announcement').textContent).toBe('Zapisano 2 grudnia 2026: Praca 14:00–22:00 (8g 0m). 1 naruszenie');

    // F2 opens the editor too, and Escape closes it back to the cell.
    await user.keyboard('{F2}');
    await screen.findByRole('dialog', { name: 'Jan Kowalski, 2 grudnia 2026' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(saved));
    expect(saves).toHaveLength(1);
  });

  it('clears a day with Delete, and types a night shift that ends the next day', async () => {
    const { saves } = plannerService([month(2001, 'Anna Adamska'), month(1002, 'Jan Kowalski')]);
    await renderPlanner();
    const user = userEvent.setup();
    cell(0, dayColumn(3)).focus();
    await user.keyboard('{Delete}');
    await waitFor(() => expect(saves).toEqual([{ month: MONTH, days: [{ day: '2026-12-03', kind: '' }] }]));
    await waitFor(() => expect(cell(0, dayColumn(3)).textContent).toBe(''));

    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Anna Adamska, 3 grudnia 2026' });
    const start = screen.getByTestId('plan-day-start');
    const end = screen.getByTestId('plan-day-end');
    await user.clear(start);
    await user.type(start, '22:00');
    await user.clear(end);
    await user.type(end, '6:00');
    await user.tab();
    expect(within(dialog).getByText('Koniec następnego dnia')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1]).toEqual({
      month: MONTH,
      days: [{ day: '2026-12-03', kind: 'working', startAt: '2026-12-03T22:00:00+01:00', endAt: '2026-12-04T06:00:00+01:00' }],
    });
  });

  it("shows the saved day's answer at once, before the team's list is read again", async () => {
    const { saves } = plannerService([month(2001, 'Anna Adamska'), month(1002, 'Jan Kowalski')]);
    await renderPlanner();
    let reads = 0;
    const first = { total: 2, data: [month(2001, 'Anna Adamska'), month(1002, 'Jan Kowalski')] };
    server.use(
      http.get(`${WT_API}/schedules/team`, async () => {
        reads += 1;
        await delay(10_000);
        return HttpResponse.json(first);
      }),
    );
    cell(0, dayColumn(3)).focus();
    await userEvent.setup().keyboard('{Delete}');
    await waitFor(() => expect(saves).toHaveLength(1));
    await waitFor(() => expect(cell(0, dayColumn(3)).textContent).toBe(''), { timeout: 2000 });
    // The save asked for the list again (its tag), and the grid did not wait for it.
    expect(reads).toBe(1);
  });

  it('gives a day off of its kind', async () => {
    const { saves } = plannerService([month(2001, 'Anna Adamska'), month(1002, 'Jan Kowalski')]);
    await renderPlanner();
    const user = userEvent.setup();
    await user.click(cell(1, dayColumn(4)));
    const dialog = await screen.findByRole('dialog', { name: 'Jan Kowalski, 4 grudnia 2026' });
    await user.click(within(dialog).getByRole('radio', { name: 'Dzień wolny' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Rodzaj dnia wolnego' }));
    await user.click(await screen.findByRole('option', { name: 'Dzień wolny za pracę w niedzielę lub święto' }));
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() =>
      expect(saves).toEqual([{ month: MONTH, days: [{ day: '2026-12-04', kind: 'day_off', dayOffKind: 'for_sunday_work' }] }]),
    );
    await waitFor(() => expect(cell(1, dayColumn(4)).textContent).toBe('WN'));
  });
});

describe('schedule planner: breaches, totals and the header', () => {
  it('marks the day of a breach, counts them beside the person and lists them in Polish; a listed day leads to its cell', async () => {
    plannerService([
      month(2001, 'Anna Adamska', {
        plannedTime: 168 * H,
        breaches: [
          { code: 'plan.overtime-planned', day: '2026-12-31', value: 168 * H, limit: 160 * H },
          { code: 'plan.five-day-week', day: '2026-12-31', value: 23, limit: 22 },
          { code: 'plan.free-sunday', day: '2026-12-27', value: 4, limit: 3 },
        ],
      }),
      month(1002, 'Jan Kowalski'),
    ]);
    await renderPlanner();
    expect(cell(0, 0).textContent).toBe('168g 0mz 160g 0m');
    expect(cell(0, 2).textContent).toBe('3');
    expect(cell(0, 2).getAttribute('aria-label')).toBe('3 naruszenia');
    expect(cell(0, dayColumn(27)).hasAttribute('data-breach')).toBe(true);
    expect(cell(0, dayColumn(26)).hasAttribute('data-breach')).toBe(false);

    const list = screen.getByTestId('plan-breaches');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '31 grudniaNaruszenie: zaplanowano pracę ponad wymiar – nadgodzin się nie planuje (art. 130, art. 151 § 1 KP) – zaplanowano 168g 0m, wymiar 160g 0m',
      '31 grudniaNaruszenie: przeciętnie pięciodniowy tydzień pracy (art. 129 § 1 KP) – dni pracy: 23, dopuszczalne: 22',
      '27 grudniaNaruszenie: wolna niedziela co najmniej raz na 4 tygodnie (art. 151¹² KP) – niedziele pracy z rzędu: 4, dopuszczalne: 3',
    ]);
    expect(screen.getByRole('heading', { name: '3 naruszenia przepisów' })).toBeTruthy();
    await userEvent.setup().click(within(list).getByRole('button', { name: 'Pokaż 27 grudnia w siatce' }));
    expect(document.activeElement).toBe(cell(0, dayColumn(27)));
  });

  it('names each day in the header, holidays and Sundays marked, and the legend explains the marks', async () => {
    plannerService([month(2001, 'Anna Adamska'), month(1002, 'Jan Kowalski')]);
    await renderPlanner();
    const headers = [...grid().querySelectorAll('thead th')];
    expect(headers[4].getAttribute('aria-label')).toBe('wtorek, 1 grudnia 2026');
    expect(headers[4].textContent).toBe('W1');
    expect(headers[3 + 6].getAttribute('aria-label')).toBe('niedziela, 6 grudnia 2026, niedziela');
    expect(headers[3 + 25].getAttribute('aria-label')).toBe('piątek, 25 grudnia 2026, święto');
    expect(headers[3 + 25].textContent).toBe('P25św.');
    expect(cell(0, dayColumn(6)).textContent).toBe('N');
    expect(cell(0, dayColumn(5)).textContent).toBe('W5');
    expect(screen.getByRole('list', { name: 'Legenda' }).textContent).toContain(
      'W5 – dzień wolny z tytułu przeciętnie pięciodniowego tygodnia pracy',
    );
  });
});

describe('schedule planner: copying and publishing', () => {
  it('copies a template over Monday to Friday with Saturday and Sunday free', async () => {
    const { copies } = plannerService([month(2001, 'Anna Adamska', { state: 'unplanned' }), month(1002, 'Jan Kowalski')]);
    await renderPlanner();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Kopiuj wzorzec' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kopiuj wzorzec – Anna Adamska, grudzień 2026' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Szablon zmiany' }));
    await user.click(await screen.findByRole('option', { name: 'Popołudniowa 14:00–22:00' }));
    await user.click(within(dialog).getByRole('button', { name: 'Kopiuj' }));
    const afternoon = { start: '14:00', end: '22:00' };
    await waitFor(() =>
      expect(copies).toEqual([
        { month: MONTH, pattern: [afternoon, afternoon, afternoon, afternoon, afternoon, { free: true }, { free: true }] },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('reads a rotation typed day by day: template numbers, hours and free days', () => {
    expect(readRotation('1 1 2, 22-6 W w -', TEMPLATES, 'W')).toEqual({
      pattern: [
        { start: '07:00', end: '15:00' },
        { start: '07:00', end: '15:00' },
        { start: '14:00', end: '22:00' },
        { start: '22:00', end: '06:00' },
        { free: true },
        { free: true },
        { free: true },
      ],
    });
    expect(readRotation('1 x 2', TEMPLATES, 'W').notUnderstood).toBe('x');
    expect(readRotation('3', TEMPLATES, 'W').notUnderstood).toBe('3');
  });

  it('publishes a draft, and says the refusal of a late one in Polish', async () => {
    const { publishes } = plannerService([month(2001, 'Anna Adamska'), month(1002, 'Jan Kowalski')]);
    server.use(
      http.post(`${WT_API}/schedules/:employeeId/publish`, () =>
        problemAnswer(422, { code: 'plan.notice', params: { publishBy: '2026-11-24' }, detail: 'too late' }),
      ),
    );
    await renderPlanner();
    const user = userEvent.setup();
    expect(screen.getByTestId('plan-person').textContent).toContain('Szkic – jeszcze nieopublikowany');
    await user.click(screen.getByRole('button', { name: 'Opublikuj' }));
    const dialog = await screen.findByRole('dialog', { name: 'Opublikuj harmonogram – Anna Adamska, grudzień 2026' });
    // A month never published takes no reason; the week's notice is said, and it has passed.
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(dialog.textContent).toContain('Termin 2026-11-24 minął');
    await user.click(within(dialog).getByRole('button', { name: 'Opublikuj' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Harmonogram przekazuje się co najmniej tydzień przed początkiem miesiąca (art. 129 § 3 KP) – termin minął 2026-11-24.',
    );
    expect(publishes).toEqual([]);
  });

  it('asks for a reason before publishing a month published before, and sends it', async () => {
    const { publishes } = plannerService([
      month(2001, 'Anna Adamska', { state: 'changed', publishedAt: '2026-11-20T10:00:00+01:00', publishedByFullName: 'Anna Nowak' }),
      month(1002, 'Jan Kowalski'),
    ]);
    await renderPlanner();
    const user = userEvent.setup();
    expect(screen.getByTestId('plan-person').textContent).toContain('Zmieniony po publikacji (opublikowany 2026-11-20 przez: Anna Nowak)');
    await user.click(screen.getByRole('button', { name: 'Opublikuj' }));
    const dialog = await screen.findByRole('dialog', { name: 'Opublikuj harmonogram – Anna Adamska, grudzień 2026' });
    await user.click(within(dialog).getByRole('button', { name: 'Opublikuj' }));
    expect(await within(dialog).findByText('Podaj powód zmiany harmonogramu')).toBeTruthy();
    expect(publishes).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /Powód zmiany harmonogramu/ }), 'Zamiana zmian na prośbę pracownika');
    await user.click(within(dialog).getByRole('button', { name: 'Opublikuj' }));
    await waitFor(() => expect(publishes).toEqual([{ month: MONTH, reason: 'Zamiana zmian na prośbę pracownika' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('planner-announcement').textContent).toBe('Opublikowano harmonogram: Anna Adamska.');
  });

  it('shows the reason the service requires by its field', async () => {
    plannerService([
      month(2001, 'Anna Adamska', { state: 'changed', publishedAt: '2026-11-20T10:00:00+01:00', publishedByFullName: 'Anna Nowak' }),
      month(1002, 'Jan Kowalski'),
    ]);
    server.use(
      http.post(`${WT_API}/schedules/:employeeId/publish`, () =>
        invalidFieldsAnswer({ reason: [{ code: 'field.required', detail: 'required' }] }, 400),
      ),
    );
    await renderPlanner();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Opublikuj' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Powód zmiany harmonogramu/ }), ' x');
    await user.click(within(dialog).getByRole('button', { name: 'Opublikuj' }));
    expect(await within(dialog).findByText('Pole jest wymagane')).toBeTruthy();
  });
});

describe('schedule planner: shift templates', () => {
  it('lists the templates, adds one with its name and hours, and removes one after asking', async () => {
    plannerService([month(2001, 'Anna Adamska'), month(1002, 'Jan Kowalski')]);
    const added: unknown[] = [];
    const removed: string[] = [];
    let templates = [...TEMPLATES];
    server.use(
      http.get(`${WT_API}/shift-templates`, () => HttpResponse.json({ data: templates })),
      http.post(`${WT_API}/shift-templates`, async ({ request }) => {
        const body = (await request.json()) as { name: string; start: string; end: string };
        added.push(body);
        templates = [...templates, { templateId: 3, ...body, plannedTime: 8 * H }];
        return HttpResponse.json({ data: templates });
      }),
      http.delete(`${WT_API}/shift-templates/:templateId`, ({ params }) => {
        removed.push(String(params.templateId));
        templates = templates.filter((t) => String(t.templateId) !== params.templateId);
        return HttpResponse.json({ data: templates });
      }),
    );
    await renderPlanner();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Szablony zmian' }));
    const dialog = await screen.findByRole('dialog', { name: 'Szablony zmian' });
    const rows = () => [...within(dialog).getByRole('table').querySelectorAll('tbody tr')].map((r) => r.textContent);
    await waitFor(() => expect(rows()).toEqual(['Poranna07:00–15:008g 0m', 'Popołudniowa14:00–22:008g 0m']));

    // Without a name nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Dodaj szablon' }));
    expect(within(dialog).getByText('Podaj nazwę (od 1 do 60 znaków)')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /Nazwa/ }), 'Nocna');
    await user.type(screen.getByTestId('new-template-start'), '22:00');
    await user.type(screen.getByTestId('new-template-end'), '06:00');
    await user.tab();
    await user.click(within(dialog).getByRole('button', { name: 'Dodaj szablon' }));
    await waitFor(() => expect(added).toEqual([{ name: 'Nocna', start: '22:00', end: '06:00' }]));
    await waitFor(() => expect(rows()).toContain('Nocna22:00–06:008g 0m'));

    await user.click(within(dialog).getByRole('button', { name: 'Usuń szablon Poranna' }));
    const question = await screen.findByRole('dialog', { name: 'Usuń szablon zmiany' });
    await user.click(within(question).getByRole('button', { name: 'Usuń' }));
    await waitFor(() => expect(removed).toEqual(['1']));
    await waitFor(() => expect(rows()).toEqual(['Popołudniowa14:00–22:008g 0m', 'Nocna22:00–06:008g 0m']));
  });
});
