/**
 * The team workdays calendar as usability testing asked: one tab stop and the arrows, person and
 * type filters in the address, surname order, no absence on a day without work, remote work
 * shown as such, and HR's hundreds of people drawn a page at a time.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useMswServer } from '../../../test/msw';
import { useToday } from '../../../test/today';
import TeamWorkdaysCalendarPage from '../team-workdays-calendar-page';
import { renderPage, WT_API } from './setup';

const server = useMswServer();
useToday('2026-11-25T10:00:00+01:00');

const day = (employeeId: number, employeeFullName: string, date: string, extra: Record<string, unknown> = {}) => ({
  workdayId: employeeId * 100 + Number(date.slice(8)),
  employeeId,
  employeeFullName,
  employeeSapNumber: `0000${employeeId}`,
  date,
  schedule: '08:00–16:00',
  dayKind: 'working',
  workTime: 8 * 3600,
  lockState: 'open',
  type: 'work',
  alerts: [],
  ...extra,
});

const TEAM = [
  day(2001, 'Zofia Adamska', '2026-11-02'),
  day(2002, 'Adam Zieliński', '2026-11-02', { type: 'remote', workTime: 0 }),
  day(2003, 'Anna Nowak', '2026-11-03', { type: 'leave', workTime: 0 }),
  day(2004, 'Anna Nowak', '2026-11-04'),
  // A Sunday with no work and only the weekly rest alert; leave over a weekend.
  day(2001, 'Zofia Adamska', '2026-11-08', { schedule: '', dayKind: 'sunday', type: 'absence', workTime: 0, alerts: ['weekly_rest'] }),
  day(2003, 'Anna Nowak', '2026-11-07', { schedule: '', dayKind: 'day_off', type: 'leave', workTime: 0 }),
  day(2003, 'Anna Nowak', '2026-11-08', { schedule: '', type: 'leave', workTime: 0 }),
];

const answer = (data: unknown[]) => http.get(`${WT_API}/workdays/calendar`, () => HttpResponse.json({ total: data.length, data }));
const rowHeaders = () => [...document.querySelectorAll('[role="rowheader"]')].map((h) => h.textContent);
// The cells by their role attribute: a role query over hundreds of cells is slow in jsdom.
const tabStops = () => [...document.querySelectorAll<HTMLElement>('[role="gridcell"]')].filter((c) => c.tabIndex === 0);

describe('team workdays calendar: the grid', () => {
  it('is one ARIA grid with a single tab stop, moved by the arrows, Home/End and PageDown; Enter opens the day', async () => {
    server.use(answer(TEAM));
    renderPage(<TeamWorkdaysCalendarPage />, { user: 'manager' });
    await waitFor(() => expect(document.querySelector('[role="grid"]')).not.toBeNull());
    const grid = document.querySelector<HTMLElement>('[role="grid"]')!;
    expect(grid.getAttribute('aria-label')).toBe('Kalendarz dni pracy zespołu');
    await waitFor(() => expect(rowHeaders().length).toBeGreaterThan(0));
    const stops = tabStops();
    expect(stops).toHaveLength(1);
    expect(grid.querySelectorAll('button, a, [tabindex="0"]')).toHaveLength(1);

    const user = userEvent.setup();
    stops[0].focus();
    await user.keyboard('{ArrowRight}');
    // Row 1 is the first person by surname (Adamska), column 2 is 2 November.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('8 – Zofia Adamska, 2026-11-02: Praca, 8g 0m');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement?.closest('tr')?.querySelector('th')?.textContent).toBe('Anna Nowak (00002004)');
    await user.keyboard('{End}');
    expect(document.activeElement?.getAttribute('data-cell')).toBe('2:29');
    await user.keyboard('{Home}{PageDown}');
    expect(document.activeElement?.getAttribute('data-cell')).toBe('3:0');
    await user.keyboard('{Control>}{Home}{/Control}{ArrowRight}{Enter}');
    await waitFor(() => expect(document.querySelector('[role="dialog"] h2')?.textContent).toBe('Zofia Adamska, 2026-11-02'));
    expect(tabStops()).toHaveLength(1);
  });

  it('sorts by surname, first name and SAP number, and tells namesakes apart', async () => {
    server.use(answer(TEAM));
    renderPage(<TeamWorkdaysCalendarPage />, { user: 'manager' });
    await waitFor(() => expect(rowHeaders().length).toBeGreaterThan(0));
    expect(rowHeaders()).toEqual(['Zofia Adamska', 'Anna Nowak (00002003)', 'Anna Nowak (00002004)', 'Adam Zieliński']);
  });

  it('shows no absence on a day without work and no leave on a weekend, and remote work as such', async () => {
    server.use(answer(TEAM));
    renderPage(<TeamWorkdaysCalendarPage />, { user: 'manager' });
    await waitFor(() => expect(rowHeaders().length).toBeGreaterThan(0));
    const cell = (person: number, date: string) =>
      document.querySelectorAll('tbody tr')[person].querySelectorAll('td')[Number(date.slice(8)) - 1];
    // Zofia's Sunday: an alert, not "Nieobecność".
    expect(cell(0, '2026-11-08').getAttribute('aria-label')).toBe('Zofia Adamska, 2026-11-08: Alert w dniu bez pracy, 0g 0m');
    expect(cell(0, '2026-11-08').getAttribute('data-kind')).toBe('alert');
    // Anna's leave on Saturday and Sunday is not drawn; on her working Tuesday it is.
    expect(cell(1, '2026-11-07').getAttribute('aria-label')).toBeNull();
    expect(cell(1, '2026-11-08').getAttribute('aria-label')).toBeNull();
    expect(cell(1, '2026-11-03').getAttribute('data-kind')).toBe('leave');
    expect(cell(3, '2026-11-02').getAttribute('aria-label')).toBe('Adam Zieliński, 2026-11-02: Praca zdalna, 0g 0m');
    expect(screen.getByRole('list', { name: 'Legenda' }).textContent).toContain('Praca zdalna');
  });

  it('filters by person and by type, kept in the address', async () => {
    server.use(answer(TEAM));
    const { router } = renderPage(<TeamWorkdaysCalendarPage />, { user: 'manager', path: '/cal', route: '/cal' });
    await waitFor(() => expect(rowHeaders().length).toBeGreaterThan(0));
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Rodzaj dnia' }));
    await user.click(await screen.findByRole('option', { name: 'Praca zdalna' }));
    await waitFor(() => expect(rowHeaders()).toEqual(['Adam Zieliński']));
    expect(new URLSearchParams(router.state.location.search).get('type')).toBe('remote');

    await user.click(screen.getByRole('combobox', { name: 'Rodzaj dnia' }));
    await user.click(await screen.findByRole('option', { name: 'Dowolny' }));
    await user.click(screen.getByRole('combobox', { name: 'Pracownik' }));
    await user.click(await screen.findByRole('option', { name: 'Anna Nowak (00002004)' }));
    await waitFor(() => expect(rowHeaders()).toEqual(['Anna Nowak (00002004)']));
    expect(new URLSearchParams(router.state.location.search).get('employee')).toBe('2004');
  });

  it("opens with the filters and the page of the address, and draws HR's people 50 at a time", async () => {
    const many = Array.from({ length: 120 }, (_, i) => day(3000 + i, `Osoba Nazwisko${String(i).padStart(3, '0')}`, '2026-11-02'));
    server.use(answer(many));
    const { router } = renderPage(<TeamWorkdaysCalendarPage />, { user: 'hr', path: '/cal?month=2026-11&page=2', route: '/cal' });
    await waitFor(() => expect(rowHeaders().length).toBeGreaterThan(0));
    expect(rowHeaders()).toHaveLength(50);
    expect(rowHeaders()[0]).toBe('Osoba Nazwisko050');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Następna strona' }));
    await waitFor(() => expect(rowHeaders()).toHaveLength(20));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('3');
    expect(tabStops()).toHaveLength(1);
  });
});
