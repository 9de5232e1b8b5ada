/** My workdays: the month's published schedule, with what the planner changed after publishing; or that nothing is published yet. */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answerKeepingQueries, useMswServer } from '../../../test/msw';
import { useToday } from '../../../test/today';
import MyWorkdaysPage from '../my-workdays-page';
import { H, plannedShift, renderPage, WT_API } from './setup';

const server = useMswServer(http.get(`${WT_API}/workdays/my`, () => HttpResponse.json({ total: 0, data: [] })));
useToday('2026-11-25T10:00:00+01:00');

const PUBLISHED = {
  employeeId: 1002,
  employeeFullName: 'Jan Kowalski',
  month: '2026-12',
  periodStart: '2026-10-01',
  periodEnd: '2026-12-31',
  days: [
    plannedShift('2026-12-01', '07:00', '15:00'),
    plannedShift('2026-12-02', '14:00', '22:00'),
    { day: '2026-12-05', kind: 'day_off', dayOffKind: 'five_day_week' },
    { day: '2026-12-06', kind: 'sunday' },
    { day: '2026-12-25', kind: 'holiday' },
  ],
  plannedTime: 16 * H,
  normTime: 160 * H,
  state: 'published',
  publishedAt: '2026-11-20T10:00:00+01:00',
  publishedByFullName: 'Anna Nowak',
  publishBy: '2026-11-24',
  changes: [
    {
      day: '2026-12-02',
      before: plannedShift('2026-12-02', '07:00', '15:00'),
      after: plannedShift('2026-12-02', '14:00', '22:00'),
      reason: 'Zamiana zmian na prośbę pracownika',
      changedByFullName: 'Anna Nowak',
      changedAt: '2026-11-23T09:30:00+01:00',
    },
  ],
};

describe('my workdays: the published schedule', () => {
  it("shows the month's days with their kind and hours, the planned time, and each change after publishing", async () => {
    const { handler, asked } = answerKeepingQueries(`${WT_API}/schedules/my`, { data: PUBLISHED });
    server.use(handler);
    renderPage(<MyWorkdaysPage />, { path: '/work-times/my-workdays?month=2026-12', route: '/work-times/my-workdays' });
    const section = (await screen.findByRole('heading', { name: 'Harmonogram czasu pracy' })).closest('section')!;
    await waitFor(() => expect(within(section).getByTestId('my-schedule-summary')).toBeTruthy());
    expect(asked[0].get('month')).toBe('2026-12');

    const summary = within(section).getByTestId('my-schedule-summary').textContent;
    expect(summary).toContain('2026-11-20, Anna Nowak');
    expect(summary).toContain('Zaplanowany czas pracy16g 0m');
    expect(summary).toContain('Wymiar czasu pracy160g 0m');

    const days = within(section).getByRole('list', { name: 'Dni harmonogramu – grudzień 2026' });
    const day = (date: string) => days.querySelector(`[data-day="${date}"]`)!.textContent;
    expect(day('2026-12-01')).toBe('wt. 107:00–15:008g 0m');
    expect(day('2026-12-02')).toBe('śr. 214:00–22:008g 0mzmieniony');
    expect(day('2026-12-05')).toBe('sob. 5Wolne (5-dniowy tydzień)');
    expect(day('2026-12-06')).toBe('niedz. 6Niedziela');
    expect(day('2026-12-25')).toBe('pt. 25Święto');

    expect(within(section).getByRole('heading', { name: 'Zmiany w harmonogramie' })).toBeTruthy();
    const changes = within(section).getByRole('table', { name: 'Zmiany w harmonogramie' });
    const cells = [...changes.querySelectorAll('tbody td')].map((c) => c.textContent);
    expect(cells).toEqual([
      '2 grudnia',
      'Praca 07:00–15:00 (8g 0m) → Praca 14:00–22:00 (8g 0m)',
      'Zamiana zmian na prośbę pracownika',
      'Anna Nowak',
      '2026-11-23 09:30',
    ]);
  });

  it('says plainly when the month is not published yet', async () => {
    server.use(
      http.get(`${WT_API}/schedules/my`, () =>
        HttpResponse.json({ data: { employeeId: 1002, employeeFullName: 'Jan Kowalski', month: '2026-11', state: 'unplanned' } }),
      ),
    );
    renderPage(<MyWorkdaysPage />);
    expect((await screen.findByTestId('my-schedule-none')).textContent).toBe(
      'Harmonogram na listopad 2026 nie został jeszcze opublikowany.',
    );
    expect(screen.queryByRole('heading', { name: 'Zmiany w harmonogramie' })).toBeNull();
  });
});
