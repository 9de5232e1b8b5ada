import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { abilityOf } from '../../../test/abilities';
import { catchDownloads, exportAnswer } from '../../../test/downloads';
import { GATEWAY, useMswServer } from '../../../test/msw';
import { renderSignedIn } from '../../../test/render-signed-in';
import { signedInStore } from '../../../test/signed-in-store';
import { useToday } from '../../../test/today';
import { DEMO, type DemoUser } from '../../../test/tokens';
import type { WeekReport, WeekReportDay, WeekReportRow } from '../api/types';
import WeekReportPage from '../week-report-page';

const server = useMswServer();
const API = `${GATEWAY}absences/api`;
// A Wednesday: this week starts on Monday 21 December 2026.
useToday('2026-12-23T10:00:00+01:00');
afterEach(() => vi.restoreAllMocks());

const day = (date: string, kind: WeekReportDay['kind'], more: Partial<WeekReportDay> = {}): WeekReportDay => ({
  date,
  kind,
  requestTypeId: 0,
  requestTypeCode: '',
  hoursOff: 0,
  ...more,
});

/** Jan Kowalski's week of 21 December 2026 as the gateway prints it: each place once, hours off on Monday. */
const JAN: WeekReportRow = {
  employeeId: 1002,
  fullName: 'Jan Kowalski',
  position: 'Specjalista ds. kadr',
  days: [
    day('2026-12-21', 'office', { hoursOff: 2 }),
    day('2026-12-22', 'remote', { requestTypeId: 40, requestTypeCode: 'HO' }),
    day('2026-12-23', 'absent', { requestTypeId: 1, requestTypeCode: 'UW' }),
    day('2026-12-24', 'day-off'),
    day('2026-12-25', 'day-off'),
    day('2026-12-26', 'day-off'),
    day('2026-12-27', 'day-off'),
  ],
  remoteDays: 1,
  officeDays: 1,
  absentDays: 1,
};
/** An absence whose type the caller may not read: the place alone. */
const EWA: WeekReportRow = {
  ...JAN,
  employeeId: 1005,
  fullName: 'Ewa Zając',
  position: 'Analityk',
  days: JAN.days.map((d, i) => (i === 0 ? day(d.date, 'absent') : i < 3 ? day(d.date, 'office') : d)),
  remoteDays: 0,
  officeDays: 2,
  absentDays: 1,
};

/** The report of a week as the server answers it: the asked day's Monday to Sunday. */
function reportOf(weekStart: string, supervisorId: number, rows: WeekReportRow[], total = rows.length): WeekReport {
  const monday = new Date(`${weekStart}T12:00:00Z`);
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  const sunday = new Date(monday);
  sunday.setUTCDate(sunday.getUTCDate() + 6);
  return {
    weekStart: monday.toISOString().slice(0, 10),
    weekEnd: sunday.toISOString().slice(0, 10),
    supervisorId: supervisorId || 1003,
    supervisorFullName: supervisorId === 1009 ? 'Michał Szymański' : 'Anna Nowak',
    total,
    totalCapped: false,
    data: rows,
  };
}

/** The report, its file and the supervisors' search; what each was asked is kept. */
function serve(rows: WeekReportRow[] = [JAN, EWA], total = rows.length) {
  const asked: URLSearchParams[] = [];
  const exported: URLSearchParams[] = [];
  const searched: unknown[] = [];
  server.use(
    http.get(`${API}/home-office-week-report`, ({ request }) => {
      const q = new URL(request.url).searchParams;
      asked.push(q);
      return HttpResponse.json(reportOf(q.get('week-start') ?? '2026-12-21', Number(q.get('supervisor-id')), rows, total));
    }),
    http.get(`${API}/home-office-week-report/export`, ({ request }) => {
      const url = new URL(request.url);
      exported.push(url.searchParams);
      return exportAnswer(url, `raport-tygodniowy-pracy-zdalnej-${url.searchParams.get('week-start')}`);
    }),
    http.post(`${API}/employees/supervisors/search`, async ({ request }) => {
      searched.push(await request.json());
      return HttpResponse.json({
        total: 2,
        totalCapped: false,
        data: [
          { employeeId: 1003, fullName: 'Anna Nowak', sapNumber: '', position: 'Kierownik działu' },
          { employeeId: 1009, fullName: 'Michał Szymański', sapNumber: '', position: 'Kierownik zmiany' },
        ],
      });
    }),
  );
  return { asked, exported, searched };
}

/** The page at `path` as `user` would open it; the router tells where it went. */
function renderAt(path: string, user: DemoUser = 'manager') {
  const router = createMemoryRouter(
    [
      { path: '/home-offices/week-report', element: <WeekReportPage /> },
      { path: '/home-offices/week-report/:id', element: <WeekReportPage /> },
    ],
    { initialEntries: [path] },
  );
  renderSignedIn(router, {
    store: signedInStore({ sub: DEMO[user].sub, role: [...DEMO[user].role] }),
    abilities: abilityOf(user, { hasAccessToHoAbsenceWeekReport: true }),
  });
  return router;
}

const address = (router: ReturnType<typeof renderAt>) => `${router.state.location.pathname}${router.state.location.search}`;
const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;

describe('the remote work week report', () => {
  it('asks for the week of the address, the team and the page; sorts, searches and pages on the server', async () => {
    const { asked } = serve([JAN, EWA], 12);
    renderAt('/home-offices/week-report?week=2026-12-23');
    const user = userEvent.setup();
    await rowOf('Jan Kowalski');
    // Any day of the week is read as its Monday; a manager's own team is the caller's (no supervisor-id).
    expect(asked[0].toString()).toBe('week-start=2026-12-21&page=1&page-size=10');
    expect(screen.getByRole('status').textContent).toBe('Tydzień 21 grudnia – 27 grudnia 2026 · Zespół: Anna Nowak');
    // A manager reports on their own team: no team to choose.
    expect(screen.queryByRole('combobox', { name: /Zespół przełożonego/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Stanowisko' }));
    await waitFor(() => expect(asked.at(-1)?.get('sort')).toBe('position'));
    await user.click(screen.getByRole('button', { name: 'Stanowisko' }));
    await waitFor(() => expect(asked.at(-1)?.get('sort')).toBe('-position'));
    await user.click(screen.getByRole('button', { name: 'Pracownik' }));
    await user.type(screen.getByRole('textbox', { name: 'Szukaj' }), 'Kow');
    await user.click(screen.getByRole('button', { name: 'Następna strona' }));
    await waitFor(() =>
      expect(asked.at(-1)?.toString()).toBe('week-start=2026-12-21&page=2&page-size=10&sort=full-name&sort=-position&search=Kow'),
    );
  }, 30_000);

  it('shows each day’s place in words with its icon, the absence’s type, the hours off and the week’s counts', async () => {
    serve();
    renderAt('/home-offices/week-report?week=2026-12-21');
    const jan = await rowOf('Jan Kowalski');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      'Pracownik',
      'Stanowisko',
      'pon. 21.12',
      'wt. 22.12',
      'śr. 23.12',
      'czw. 24.12',
      'pt. 25.12',
      'sob. 26.12',
      'niedz. 27.12',
      'W tygodniu',
    ]);
    const cells = within(jan)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      'Jan Kowalski',
      'Specjalista ds. kadr',
      'Biuro2 h wolnego',
      'Praca zdalna',
      'NieobecnośćUrlop wypoczynkowy',
      'Dzień wolny',
      'Dzień wolny',
      'Dzień wolny',
      'Dzień wolny',
      'Praca zdalna:\u00a01Biuro:\u00a01Nieobecność:\u00a01',
    ]);
    // Each place has its icon and colour too (the place's data attribute), never colour alone.
    const places = [...jan.querySelectorAll('[data-place]')];
    expect(places.map((p) => p.getAttribute('data-place'))).toEqual([
      'office',
      'remote',
      'absent',
      'day-off',
      'day-off',
      'day-off',
      'day-off',
    ]);
    for (const p of places) expect(p.querySelector('svg')).toBeTruthy();
    // The week's counts, a line a place with the same icon.
    const counts = [...jan.querySelectorAll('[data-count]')];
    expect(counts.map((c) => [c.getAttribute('data-count'), !!c.querySelector('svg')])).toEqual([
      ['remote', true],
      ['office', true],
      ['absent', true],
    ]);
    // An absence whose type the caller may not read says only that the person is away.
    const ewa = await rowOf('Ewa Zając');
    expect(within(ewa).getAllByRole('cell')[2].textContent).toBe('Nieobecność');
  });

  it('moves by seven days with the buttons, to the week of any day typed, and back to this week; the week stays in the address', async () => {
    const { asked } = serve();
    const router = renderAt('/home-offices/week-report');
    const user = userEvent.setup();
    await rowOf('Jan Kowalski');
    // No week in the address: this one.
    expect(asked[0].get('week-start')).toBe('2026-12-21');
    expect(screen.getByTestId('week-field')).toHaveProperty('value', '2026-12-21');
    expect(screen.getByRole('button', { name: 'Bieżący tydzień' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Następny tydzień' }));
    await waitFor(() => expect(address(router)).toBe('/home-offices/week-report?week=2026-12-28'));
    await waitFor(() => expect(asked.at(-1)?.get('week-start')).toBe('2026-12-28'));
    expect(screen.getByTestId('week-field')).toHaveProperty('value', '2026-12-28');
    // Across the year: the headers follow the week.
    expect(await screen.findByRole('columnheader', { name: 'pt. 01.01' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/^Tydzień 28 grudnia 2026 – 3 stycznia 2027/);

    await user.click(screen.getByRole('button', { name: 'Poprzedni tydzień' }));
    await user.click(screen.getByRole('button', { name: 'Poprzedni tydzień' }));
    await waitFor(() => expect(address(router)).toBe('/home-offices/week-report?week=2026-12-14'));
    await waitFor(() => expect(asked.at(-1)?.get('week-start')).toBe('2026-12-14'));

    // A Wednesday typed chooses its week, and the field shows that week's Monday.
    const field = screen.getByTestId('week-field');
    await user.clear(field);
    await user.type(field, '2027-01-06');
    await waitFor(() => expect(address(router)).toBe('/home-offices/week-report?week=2027-01-04'));
    await waitFor(() => expect(field).toHaveProperty('value', '2027-01-04'));

    await user.click(screen.getByRole('button', { name: 'Bieżący tydzień' }));
    await waitFor(() => expect(address(router)).toBe('/home-offices/week-report?week=2026-12-21'));
    expect(await screen.findByRole('columnheader', { name: 'pon. 21.12' })).toBeTruthy();
    // Each week asked once: a week seen before comes from the cache.
    expect(asked.map((q) => q.get('week-start'))).toEqual(['2026-12-21', '2026-12-28', '2026-12-14', '2027-01-04']);
  }, 30_000);

  it('lets Admin choose the team: the supervisor goes into the path, and the report asks for their team', async () => {
    const { asked, searched } = serve();
    const router = renderAt('/home-offices/week-report?week=2026-12-21', 'admin');
    const user = userEvent.setup();
    await rowOf('Jan Kowalski');
    expect(asked[0].get('supervisor-id')).toBeNull();

    await user.type(screen.getByRole('combobox', { name: /Zespół przełożonego/ }), 'Sz');
    await user.click(await screen.findByRole('option', { name: /Michał Szymański/ }));
    await waitFor(() => expect(address(router)).toBe('/home-offices/week-report/1009?week=2026-12-21'));
    await waitFor(() => expect(asked.at(-1)?.toString()).toBe('supervisor-id=1009&week-start=2026-12-21&page=1&page-size=10'));
    expect(searched.at(-1)).toEqual({ search: 'Sz', pageSize: 50, sort: ['full-name'] });
    expect(await screen.findByText(/Zespół: Michał Szymański/)).toBeTruthy();

    // Emptied, the picker goes back to the caller's own team.
    await user.clear(screen.getByRole('combobox', { name: /Zespół przełożonego/ }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(address(router)).toBe('/home-offices/week-report?week=2026-12-21'));
  }, 30_000);

  it('names the team of the address from the report (an HR analyst opening a link)', async () => {
    const { asked } = serve();
    renderAt('/home-offices/week-report/1009?week=2026-12-22', 'hranalyst');
    await rowOf('Jan Kowalski');
    expect(asked[0].toString()).toBe('supervisor-id=1009&week-start=2026-12-21&page=1&page-size=10');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Zespół przełożonego/ })).toHaveProperty('value', 'Michał Szymański'));
  });

  it('downloads the whole team’s file with its format, language, team, week, search and sort', async () => {
    const { exported } = serve();
    const saved = catchDownloads();
    renderAt('/home-offices/week-report/1009?week=2026-12-21', 'admin');
    const user = userEvent.setup();
    await rowOf('Jan Kowalski');
    await user.type(screen.getByRole('textbox', { name: 'Szukaj' }), 'Kow');
    await user.click(screen.getByRole('button', { name: 'Pracownik' }));

    await user.click(screen.getByRole('button', { name: 'Eksport XLSX' }));
    await waitFor(() => expect(saved).toEqual(['raport-tygodniowy-pracy-zdalnej-2026-12-21.xlsx']));
    // Every person of the filter, in the table's order: no paging.
    expect(exported[0].toString()).toBe('format=xlsx&lang=pl&supervisor-id=1009&week-start=2026-12-21&search=Kow&sort=full-name');
    await user.click(screen.getByRole('button', { name: 'Eksport CSV' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(exported[1].get('format')).toBe('csv');
    expect(saved[1]).toBe('raport-tygodniowy-pracy-zdalnej-2026-12-21.csv');
  }, 30_000);

  it('says so in the table when the team is not one the caller may see', async () => {
    server.use(
      http.get(`${API}/home-office-week-report`, () =>
        HttpResponse.json({ title: 'Not Found', status: 404, code: 'employee.not-found' }, { status: 404 }),
      ),
    );
    renderAt('/home-offices/week-report/1009');
    expect((await screen.findByRole('alert')).textContent).toBe('Nie ma takiego zespołu albo nie masz do niego dostępu.');
  });

  describe('on a phone', () => {
    const original = window.matchMedia;
    beforeEach(() => {
      // Every media query matches: the phone breakpoint is on.
      window.matchMedia = vi.fn((query: string) => ({ ...original(query), matches: true, media: query }));
    });
    afterEach(() => {
      window.matchMedia = original;
    });

    it('shows a card a person, each day labelled with its weekday and date', async () => {
      serve([JAN]);
      renderAt('/home-offices/week-report?week=2026-12-21');
      const cards = await screen.findByTestId('table-cards');
      const card = (await within(cards).findByText('Jan Kowalski')).closest('li') as HTMLElement;
      const terms = [...card.querySelectorAll('dt')].map((dt) => dt.textContent);
      expect(terms).toContain('pon. 21.12');
      expect(terms).toContain('niedz. 27.12');
      const wednesday = [...card.querySelectorAll('dt')].find((dt) => dt.textContent === 'śr. 23.12')!;
      expect(wednesday.nextElementSibling?.textContent).toBe('NieobecnośćUrlop wypoczynkowy');
    });
  });
});
