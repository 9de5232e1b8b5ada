/**
 * "Who is in today?" as usability testing asked: the day's facts in the counters, people without a
 * schedule said so (not "Dzień wolny"), statuses that fit everyone, namesakes told apart by their
 * SAP number, and a day that can be typed.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answerKeepingQueries, useMswServer } from '../../../test/msw';
import { useToday } from '../../../test/today';
import MyTeamAttendancesPage from '../my-team-attendances-page';
import TeamAttendancesPage from '../team-attendances-page';
import { renderPage, WT_API } from './setup';

const server = useMswServer();
// A Friday evening: everybody who came has gone home.
useToday('2026-11-27T19:30:00+01:00');

const person = (employeeId: number, employeeFullName: string, status: string, extra: Record<string, unknown> = {}) => ({
  employeeId,
  employeeFullName,
  employeeSapNumber: `0000${employeeId}`,
  position: 'Specjalista',
  status,
  schedule: '08:00–16:00',
  dayKind: 'working',
  ...extra,
});

describe('team attendance at the end of the day', () => {
  it('counts the day\'s facts, says "Brak harmonogramu" and uses words that fit everyone', async () => {
    server.use(
      http.get(`${WT_API}/attendances/team`, () =>
        HttpResponse.json({
          total: 4,
          data: [
            person(2001, 'Beata Zielińska', 'left', { workStartAt: '2026-11-27T07:58:00+01:00', workEndAt: '2026-11-27T16:02:00+01:00' }),
            person(2002, 'Adam Nowak', 'no_schedule', { schedule: '' }),
            person(2003, 'Ewa Lis', 'day_off', { schedule: '', dayKind: 'day_off' }),
            person(2004, 'Olga Wrona', 'late', { lateBy: 900 }),
          ],
          present: 30,
          late: 4,
          onLeave: 3,
          remote: 5,
          absent: 1,
          noSchedule: 45,
        }),
      ),
    );
    renderPage(<TeamAttendancesPage />, { user: 'manager' });
    const row = async (name: string) => (await screen.findByText(name)).closest('tr')!;
    expect((await row('Beata Zielińska')).textContent).toContain('Po pracy');
    expect((await row('Beata Zielińska')).textContent).not.toContain('Wyszedł');
    expect((await row('Adam Nowak')).textContent).toContain('Brak harmonogramu');
    expect((await row('Adam Nowak')).textContent).not.toContain('Dzień wolny');
    expect((await row('Ewa Lis')).textContent).toContain('Dzień wolny');
    expect((await row('Olga Wrona')).textContent).toContain('Spóźnienie');
    // Counters of the whole day, labelled as such.
    expect(screen.getByTestId('counter-present').textContent).toBe('Przyszli30');
    expect(screen.getByTestId('counter-late').textContent).toBe('Spóźnieni4');
    expect(screen.getByTestId('counter-noSchedule').textContent).toBe('Brak harmonogramu45');
  });

  it('offers "Brak harmonogramu" in the status filter and neutral names in it', async () => {
    const { handler, asked } = answerKeepingQueries(`${WT_API}/attendances/team`, { total: 0, data: [] });
    server.use(handler);
    renderPage(<TeamAttendancesPage />, { user: 'manager' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Filtry' }));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(
      expect.arrayContaining(['Obecność', 'Po pracy', 'Przerwa', 'Nieobecność', 'Przed rozpoczęciem', 'Brak harmonogramu']),
    );
    expect(options).not.toContain('Wyszedł');
    await user.click(screen.getByRole('option', { name: 'Brak harmonogramu' }));
    await waitFor(() => expect(asked.at(-1)?.get('status')).toBe('no_schedule'));
  });

  it('tells namesakes apart by their SAP number', async () => {
    server.use(
      http.get(`${WT_API}/attendances/team`, () =>
        HttpResponse.json({
          total: 3,
          data: [person(2001, 'Anna Nowak', 'present'), person(2002, 'Anna Nowak', 'remote'), person(2003, 'Jan Lis', 'present')],
        }),
      ),
    );
    renderPage(<TeamAttendancesPage />, { user: 'manager' });
    expect(await screen.findByText('Anna Nowak (00002001)')).toBeTruthy();
    expect(screen.getByText('Anna Nowak (00002002)')).toBeTruthy();
    // A name nobody shares stays as it is.
    expect(screen.getByText('Jan Lis')).toBeTruthy();
  });

  it('takes a typed day, as the leave form does', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${WT_API}/attendances/team`, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('date') ?? '');
        return HttpResponse.json({ total: 0, data: [] });
      }),
    );
    renderPage(<TeamAttendancesPage />, { user: 'manager' });
    const user = userEvent.setup();
    const field = screen.getByTestId('attendance-date') as HTMLInputElement;
    await waitFor(() => expect(asked).toContain('2026-11-27'));
    await user.clear(field);
    await user.type(field, '2026-11-20');
    expect(field.value).toBe('2026-11-20');
    await waitFor(() => expect(asked.at(-1)).toBe('2026-11-20'));
  });
});

describe("colleagues' attendance", () => {
  it('uses the same neutral words and SAP numbers for namesakes', async () => {
    server.use(
      http.get(`${WT_API}/attendances/my-team`, () =>
        HttpResponse.json({
          total: 3,
          data: [
            { employeeId: 1, employeeFullName: 'Jan Kowalski', employeeSapNumber: '00000001', status: 'present' },
            { employeeId: 2, employeeFullName: 'Jan Kowalski', employeeSapNumber: '00000002', status: 'not_present' },
            { employeeId: 3, employeeFullName: 'Ola Lis', employeeSapNumber: '00000003', status: 'on_leave' },
          ],
        }),
      ),
    );
    renderPage(<MyTeamAttendancesPage />);
    const first = (await screen.findByText('Jan Kowalski (00000001)')).closest('tr')!;
    expect(within(first).getByText('Obecność')).toBeTruthy();
    expect(within(screen.getByText('Jan Kowalski (00000002)').closest('tr')!).getByText('Nieobecność')).toBeTruthy();
    expect(within(screen.getByText('Ola Lis').closest('tr')!).getByText('Urlop')).toBeTruthy();
  });
});
