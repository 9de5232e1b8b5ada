import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerKeepingQueries, useMswServer } from '../../../test/msw';
import { labelInNameOffences } from '../../../test/label-in-name';
import { useToday } from '../../../test/today';
import TeamWorkdaysCalendarPage from '../team-workdays-calendar-page';
import { renderPage, WT_API } from './setup';

const server = useMswServer();
useToday('2026-11-25T10:00:00+01:00');

const EVENT = {
  workdayId: 501,
  employeeId: 1002,
  employeeFullName: 'Jan Kowalski',
  date: '2026-11-03',
  schedule: '08:00–16:00',
  dayKind: 'working',
  workStartAt: '2026-11-03T07:55:00+01:00',
  workEndAt: '2026-11-03T17:25:00+01:00',
  workTime: 9 * 3600 + 5 * 60,
  overtime: 3900,
  lockState: 'locked',
  type: 'work',
  alerts: ['daily_rest'],
};

describe('team workdays calendar', () => {
  it("asks for the month's days and opens a cell's record in the preview", async () => {
    const { handler, asked } = answerKeepingQueries(`${WT_API}/workdays/calendar`, {
      total: 2,
      data: [
        EVENT,
        {
          ...EVENT,
          workdayId: 502,
          employeeId: 1003,
          employeeFullName: 'Anna Nowak',
          type: 'leave',
          workTime: 0,
          overtime: 0,
          alerts: [],
        },
      ],
    });
    server.use(handler);
    const { router } = renderPage(<TeamWorkdaysCalendarPage />, { user: 'manager' });
    const user = userEvent.setup();
    // The cell shows the whole hours; its name starts with them (WCAG 2.5.3 label in name).
    const cell = await screen.findByRole('gridcell', { name: '9 – Jan Kowalski, 2026-11-03: Praca, 9g 5m' });
    expect(cell.textContent).toBe('9');
    expect(labelInNameOffences()).toEqual([]);
    expect(asked[0].get('date-from')).toBe('2026-11-01');
    expect(asked[0].get('date-to')).toBe('2026-11-30');
    expect(screen.getByRole('gridcell', { name: 'Anna Nowak, 2026-11-03: Urlop, 0g 0m' })).toBeTruthy();

    await user.click(cell);
    const dialog = await screen.findByRole('dialog', { name: 'Jan Kowalski, 2026-11-03' });
    const text = within(dialog).getByTestId('event-preview').textContent;
    expect(text).toContain('2026-11-03');
    expect(text).toContain('08:00–16:00');
    expect(text).toContain('07:55–17:25');
    expect(text).toContain('9g 5m');
    expect(text).toContain('1g 5m');
    expect(text).toContain('0g 0m'); // undertime left out by the server
    expect(text).toContain('Zamknięty');
    expect(within(dialog).getByText('Odpoczynek dobowy')).toBeTruthy();
    await user.click(within(dialog).getByRole('link', { name: 'Przejdź do dnia pracy' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/work-times/workday/501'));
  });
});
