import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { GATEWAY, useMswServer } from '../../../test/msw';
import { useToday } from '../../../test/today';
import TimesheetsPage from '../timesheets-page';
import { signedInStore } from '../../../test/signed-in-store';
import { renderSignedIn } from '../../../test/render-signed-in';

const server = useMswServer();
const HOUR = 3600;
const day = (date: string, typeName: string, workTime: number, extra: object = {}) => ({
  workDateOn: date,
  startDateAt: workTime ? `${date}T08:00:00+01:00` : '',
  endDateAt: workTime ? `${date}T16:00:00+01:00` : '',
  workTime,
  isCalendarWorkingDay: typeName !== 'W',
  isTimesheetDayOff: workTime === 0,
  timesheetTypeName: typeName,
  timesheetTypeDescription: '',
  timesheetAbsenceTypeName: '',
  timesheetAbsenceTypeDescription: '',
  ...extra,
});

function renderPage() {
  renderSignedIn(<TimesheetsPage />, { store: signedInStore({ sub: '1002', role: [9044] }) });
}

describe('timesheet', () => {
  // Monday 23 November 2026, mid-morning in Warsaw.
  useToday('2026-11-23T10:00:00+01:00');

  it("writes durations as '8g 0m' and '7g 30m', and shows days after today as planned, not worked", async () => {
    server.use(
      http.post(`${GATEWAY}absences/api/employees/1002/timesheets`, () =>
        HttpResponse.json({
          total: 5,
          data: [
            day('2026-11-20', 'P', 7 * HOUR + 30 * 60, { timesheetAbsenceTypeName: 'OPH' }),
            day('2026-11-22', 'W', 0),
            day('2026-11-23', 'P', 8 * HOUR),
            day('2026-11-24', 'P', 8 * HOUR),
            day('2026-11-25', 'U', 0, { timesheetAbsenceTypeName: 'UW' }),
          ],
        }),
      ),
    );
    renderPage();
    await screen.findByText('2026-11-25');
    const rows = screen.getAllByRole('row');
    const rowOf = (date: string) => rows.find((r) => within(r).queryByText(date))!;
    expect(within(rowOf('2026-11-20')).getByText('7g 30m')).toBeTruthy();
    expect(within(rowOf('2026-11-22')).getByText('0g 0m')).toBeTruthy();
    // Today is worked; tomorrow is only the schedule's plan and looks different.
    expect(within(rowOf('2026-11-23')).getByText('8g 0m')).toBeTruthy();
    expect(rowOf('2026-11-23').getAttribute('data-planned')).toBeNull();
    expect(within(rowOf('2026-11-24')).getByText('plan: 8g 0m')).toBeTruthy();
    expect(rowOf('2026-11-24').getAttribute('data-planned')).toBe('true');
    expect(rowOf('2026-11-25').getAttribute('data-planned')).toBe('true');
    expect(screen.getByTestId('timesheet-total').textContent).toBe('Czas pracy do dziś: 15g 30m, zaplanowany do końca miesiąca: 8g 0m');
    expect(screen.getByText(/Dni po dzisiejszym pokazują czas zaplanowany/)).toBeTruthy();
  });

  it('sums a past month as worked time', async () => {
    vi.setSystemTime(new Date('2026-12-10T10:00:00+01:00'));
    server.use(
      http.post(`${GATEWAY}absences/api/employees/1002/timesheets`, () =>
        HttpResponse.json({
          total: 2,
          data: [day('2026-12-01', 'P', 8 * HOUR), day('2026-12-02', 'P', 8 * HOUR)],
        }),
      ),
    );
    renderPage();
    // The total shows at once (0g 0m) and is summed again when the month's days arrive.
    await screen.findByText('2026-12-02');
    expect(screen.getByTestId('timesheet-total').textContent).toBe('Czas pracy w miesiącu: 16g 0m');
  });
});
