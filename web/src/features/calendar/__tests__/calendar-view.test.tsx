import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { labelInNameOffences } from '../../../test/label-in-name';
import { GATEWAY, useMswServer } from '../../../test/msw';
import { useToday } from '../../../test/today';
import { CalendarView } from '../components/calendar-view';
import { personLabels } from '../day-events';
import { signedInStore } from '../../../test/signed-in-store';
import { renderSignedIn } from '../../../test/render-signed-in';

const server = useMswServer();
const EVENT = {
  endDate: '',
  type: '',
  description: '',
  isWorkingDay: false,
  employeeId: 0,
  employeeFullName: '',
  requestId: 0,
  requestNo: '',
  requestStatusId: 0,
  requestStatusName: '',
  requestTypeId: 0,
  startTime: '',
  endTime: '',
};

/** A day of Jan's timesheet: a working day showing `type` (`description`). */
const timesheet = (date: string, type: string, description: string) => ({
  ...EVENT,
  kind: 'timesheet',
  date,
  endDate: date,
  type,
  description,
  isWorkingDay: true,
  employeeId: 1002,
});

/** Jan's approved annual leave UW/2026/000009 from `date` to `endDate`, as the calendar answers it. */
const janLeave = (date: string, endDate: string) => ({
  ...EVENT,
  kind: 'request',
  date,
  endDate,
  type: 'UW',
  description: 'Urlop wypoczynkowy',
  employeeId: 1002,
  employeeFullName: 'Jan Kowalski',
  requestId: 9,
  requestNo: 'UW/2026/000009',
  requestStatusId: 2,
  requestTypeId: 1,
});

/** Anna's approved annual leave UW/2026/000012, as the team calendar answers it. */
const annaLeave = (date: string, endDate: string) => ({
  ...janLeave(date, endDate),
  employeeId: 1003,
  employeeFullName: 'Anna Nowak',
  requestId: 12,
  requestNo: 'UW/2026/000012',
});

/** Independence Day, 11 November 2026 (a Wednesday), as the calendar answers a public holiday. */
const INDEPENDENCE_DAY = {
  ...EVENT,
  kind: 'holiday',
  date: '2026-11-11',
  endDate: '2026-11-11',
  type: 'S',
  description: 'Narodowe Święto Niepodległości',
};

describe('calendar month grid', () => {
  useToday('2026-11-16T10:00:00+01:00');

  it('starts weeks on Monday, marks the public holiday and shows requests coloured by status', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${GATEWAY}absences/api/calendar/my`, ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({
          total: 3,
          data: [
            INDEPENDENCE_DAY,
            janLeave('2026-11-16', '2026-11-18'),
            {
              ...EVENT,
              kind: 'request',
              date: '2026-11-20',
              endDate: '2026-11-20',
              type: 'OPH',
              description: 'Opieka nad dzieckiem (godziny)',
              employeeId: 1002,
              employeeFullName: 'Jan Kowalski',
              requestId: 10,
              requestNo: 'OPH/2026/000001',
              requestStatusId: 1,
              requestTypeId: 5,
              startTime: '08:30',
              endTime: '10:30',
            },
          ],
        });
      }),
    );
    const store = signedInStore({ sub: '1002', role: [9044] });
    renderSignedIn(<CalendarView scope="my" />, { store });

    const grid = screen.getByRole('grid');
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['pon.', 'wt.', 'śr.', 'czw.', 'pt.', 'sob.', 'niedz.']);
    expect(within(grid).getAllByRole('gridcell')[0].getAttribute('data-testid')).toBe('day-2026-10-26');
    const holiday = await screen.findByTestId('day-2026-11-11');
    await within(holiday).findByText('Narodowe Święto Niepodległości');
    expect(holiday.getAttribute('data-holiday')).toBe('true');
    expect(screen.getByTestId('day-2026-11-12').getAttribute('data-holiday')).toBeNull();
    expect(asked[0]).toBe('?date-from=2026-10-26&date-to=2026-12-06');

    // One chip per covered day, green for approved.
    const chips = ['16', '17', '18'].map((d) =>
      within(screen.getByTestId(`day-2026-11-${d}`)).getByRole('button', { name: 'Urlop wypoczynkowy' }),
    );
    expect(chips[0].className).toContain('MuiChip-colorSuccess');
    await userEvent.setup().click(chips[1]);
    expect(within(await screen.findByRole('dialog')).getByText('UW/2026/000009')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Zamknij' }));

    // Hours off say when: the chip the start, the preview the span.
    const hoursOff = within(screen.getByTestId('day-2026-11-20')).getByRole('button', { name: /08:30$/ });
    await userEvent.setup().click(hoursOff);
    expect(within(await screen.findByRole('dialog')).getByText('2026-11-20, 08:30–10:30')).toBeTruthy();
  });

  it("the day preview of a day of leave names the leave type and its status, not 'Praca / Praca'", async () => {
    server.use(
      http.get(`${GATEWAY}absences/api/calendar/my`, () =>
        HttpResponse.json({
          total: 4,
          data: [
            janLeave('2026-11-16', '2026-11-17'),
            timesheet('2026-11-16', 'U', 'Urlop wypoczynkowy'),
            timesheet('2026-11-17', 'U', 'Urlop wypoczynkowy'),
            timesheet('2026-11-18', 'P', 'Praca'),
          ],
        }),
      ),
    );
    renderCalendar('my');
    const user = userEvent.setup();
    await user.click(await within(screen.getByTestId('day-2026-11-16')).findByRole('button', { name: '16 listopada 2026, Nieobecność' }));
    const preview = within(await screen.findByTestId('day-preview'));
    expect(preview.getByText('Urlop wypoczynkowy')).toBeTruthy();
    expect(preview.getByText('Zaakceptowany')).toBeTruthy();
    expect(preview.queryByText(/Praca/)).toBeNull();
    expect(within(screen.getByRole('dialog')).getByText('16 listopada 2026')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Zamknij' }));

    // A plain working day says so once.
    await user.click(within(screen.getByTestId('day-2026-11-18')).getByRole('button', { name: '18 listopada 2026, Praca' }));
    expect(within(await screen.findByTestId('day-preview')).getAllByText('Praca')).toHaveLength(1);
  });

  it('the team calendar shows one chip per request on its working days only: none on Saturdays, Sundays or public holidays', async () => {
    const leave = annaLeave('2026-11-06', '2026-11-13');
    server.use(
      http.post(`${GATEWAY}absences/api/employees/search`, () => HttpResponse.json({ total: 0, data: [] })),
      http.get(`${GATEWAY}absences/api/calendar/team`, () =>
        HttpResponse.json({
          total: 4,
          data: [
            INDEPENDENCE_DAY,
            leave,
            // The same request twice in the answer still makes one chip a day.
            leave,
            {
              ...leave,
              date: '2026-11-12',
              endDate: '2026-11-12',
              type: 'HO',
              employeeId: 1004,
              employeeFullName: 'Jan Nowak',
              requestId: 13,
              requestTypeId: 40,
            },
          ],
        }),
      ),
    );
    renderCalendar('team');
    const chipsOn = (date: string) => within(screen.getByTestId(`day-${date}`)).queryAllByRole('button', { name: 'A. Nowak · UW' });
    expect(await within(screen.getByTestId('day-2026-11-06')).findAllByRole('button', { name: 'A. Nowak · UW' })).toHaveLength(1);
    for (const date of ['2026-11-09', '2026-11-10', '2026-11-12', '2026-11-13']) expect(chipsOn(date)).toHaveLength(1);
    // Saturday, Sunday and Independence Day (a Wednesday) are not taken off.
    for (const date of ['2026-11-07', '2026-11-08', '2026-11-11']) expect(chipsOn(date)).toHaveLength(0);
    expect(chipsOn('2026-11-14')).toHaveLength(0);
    // Colleagues who share a surname are told apart by the first name's initial, sorted by surname.
    expect(
      within(screen.getByTestId('day-2026-11-12'))
        .getAllByRole('button')
        .map((c) => c.textContent),
    ).toEqual(['A. Nowak · UW', 'J. Nowak · HO']);
  });

  it('on a phone lists the days that hold something instead of a grid seven days wide', async () => {
    const original = window.matchMedia;
    window.matchMedia = vi.fn((query: string) => ({ ...original(query), matches: true, media: query }));
    try {
      server.use(
        http.post(`${GATEWAY}absences/api/employees/search`, () => HttpResponse.json({ total: 0, data: [] })),
        http.get(`${GATEWAY}absences/api/calendar/team`, () =>
          HttpResponse.json({
            total: 2,
            data: [INDEPENDENCE_DAY, annaLeave('2026-11-13', '2026-11-16')],
          }),
        ),
      );
      renderCalendar('team');
      const agenda = await screen.findByTestId('calendar-agenda');
      expect(screen.queryByRole('grid')).toBeNull();
      await within(agenda).findAllByRole('button', { name: 'A. Nowak · UW' });
      // Friday and Monday of the leave and the holiday; not the weekend between.
      expect(
        within(agenda)
          .getAllByRole('listitem')
          .map((li) => li.getAttribute('data-testid')),
      ).toEqual(['day-2026-11-11', 'day-2026-11-13', 'day-2026-11-16']);
      expect(within(agenda).getByText('piątek, 13 listopada')).toBeTruthy();
    } finally {
      window.matchMedia = original;
    }
  });

  it('names each day by what it shows first, in the grid and in the phone agenda, so voice control can press it (WCAG 2.5.3)', async () => {
    const days = ['2026-11-02', '2026-11-03', '2026-11-05', '2026-11-09', '2026-11-16'];
    server.use(
      http.get(`${GATEWAY}absences/api/calendar/my`, () =>
        HttpResponse.json({
          total: days.length + 1,
          data: [...days.map((d) => timesheet(d, 'P', 'Praca')), janLeave('2026-11-16', '2026-11-16')],
        }),
      ),
    );
    renderCalendar('my');
    const fifth = await within(screen.getByTestId('day-2026-11-05')).findByRole('button', { name: '5 listopada 2026, Praca' });
    expect(fifth.textContent).toBe('5');
    const dayButtons = days.map((d) => within(screen.getByTestId(`day-${d}`)).getAllByRole('button')[0]);
    expect(
      dayButtons.filter((b) => !b.getAttribute('aria-label')!.startsWith(`${b.textContent} `)).map((b) => b.getAttribute('aria-label')),
    ).toEqual([]);
    expect(labelInNameOffences()).toEqual([]);
    cleanup();

    const original = window.matchMedia;
    window.matchMedia = vi.fn((query: string) => ({ ...original(query), matches: true, media: query }));
    try {
      renderCalendar('my');
      const agenda = await screen.findByTestId('calendar-agenda');
      const monday = await within(agenda).findByRole('button', { name: 'poniedziałek, 16 listopada, Praca' });
      expect(monday.textContent).toBe('poniedziałek, 16 listopada');
      expect(labelInNameOffences()).toEqual([]);
    } finally {
      window.matchMedia = original;
    }
  });

  it('team calendar chips of different people never read the same', () => {
    const request = (employeeId: number, employeeFullName: string) => ({
      ...EVENT,
      kind: 'request' as const,
      date: '2026-11-16',
      endDate: '2026-11-16',
      employeeId,
      employeeFullName,
    });
    const labels = personLabels([
      request(2011, 'Łukasz Król'),
      request(2011, 'Łukasz Król'),
      request(2025, 'Łukasz Król'),
      request(2030, 'Łucja Nowak'),
      request(2031, 'Łukasz Nowak'),
      request(2038, 'Natalia Król'),
    ]);
    expect(Object.fromEntries(labels)).toEqual({
      2011: 'Łukasz Król (2011)',
      2025: 'Łukasz Król (2025)',
      2030: 'Łucja Nowak',
      2031: 'Łukasz Nowak',
      2038: 'N. Król',
    });
  });
});

function renderCalendar(scope: 'my' | 'team') {
  renderSignedIn(<CalendarView scope={scope} />, { store: signedInStore({ sub: '1002', role: [9044] }) });
}
