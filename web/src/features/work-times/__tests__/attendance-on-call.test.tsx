import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answerKeepingQueries, useMswServer } from '../../../test/msw';
import { useToday } from '../../../test/today';
import MyOnCallPage from '../my-on-call-page';
import MyTeamAttendancesPage from '../my-team-attendances-page';
import TeamAttendancesPage from '../team-attendances-page';
import TeamOnCallPage from '../team-on-call-page';
import { renderPage, WT_API } from './setup';

const server = useMswServer();
useToday('2026-11-25T10:00:00+01:00');

const PERSON = {
  employeeId: 1002,
  employeeFullName: 'Jan Kowalski',
  position: 'Specjalista',
  status: 'late',
  schedule: '08:00–16:00',
  dayKind: 'working',
  plannedStartAt: '2026-11-25T08:00:00+01:00',
  workStartAt: '2026-11-25T08:20:00+01:00',
  lateBy: 1200,
};

describe('attendances', () => {
  it("shows the team's counters on today and filters by status", async () => {
    const { handler, asked } = answerKeepingQueries(`${WT_API}/attendances/team`, {
      total: 1,
      data: [PERSON],
      present: 7,
      late: 1,
      onLeave: 2,
      remote: 3,
    });
    server.use(handler);
    renderPage(<TeamAttendancesPage />, { user: 'manager' });
    const user = userEvent.setup();
    const row = (await screen.findByText('Jan Kowalski')).closest('tr')!;
    expect(row.textContent).toContain('Spóźnienie');
    expect(row.textContent).toContain('+0g 20m');
    expect(row.textContent).toContain('08:20');
    expect(asked[0].get('date')).toBe('2026-11-25');
    expect(screen.getByTestId('counter-present').textContent).toBe('Przyszli7');
    expect(screen.getByTestId('counter-onLeave').textContent).toBe('Na urlopie2');
    expect(screen.getByTestId('counter-absent').textContent).toBe('Nieobecni0');

    await user.click(screen.getByRole('button', { name: 'Filtry' }));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Urlop' }));
    await waitFor(() => expect(asked.at(-1)?.get('status')).toBe('on_leave'));
  });

  it('lists my colleagues of today with status chips', async () => {
    server.use(http.get(`${WT_API}/attendances/my-team`, () => HttpResponse.json({ total: 1, data: [{ ...PERSON, status: 'remote' }] })));
    renderPage(<MyTeamAttendancesPage />);
    const row = (await screen.findByText('Jan Kowalski')).closest('tr')!;
    expect(within(row).getByText('Praca zdalna')).toBeTruthy();
    expect(screen.getByText('Stan na dziś, 2026-11-25')).toBeTruthy();
  });
});

const DUTY = {
  dutyId: 5,
  employeeId: 1002,
  employeeFullName: 'Jan Kowalski',
  startAt: '2026-11-07T16:00:00+01:00',
  endAt: '2026-11-08T08:00:00+01:00',
  place: 'home',
  dutyTime: 16 * 3600,
  interventionTime: 5400,
  interventions: [
    { interventionId: 1, startAt: '2026-11-07T22:00:00+01:00', endAt: '2026-11-07T23:30:00+01:00', description: 'Awaria serwera' },
  ],
};

describe('on-call duty', () => {
  it('shows my duties with their interventions expandable', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${WT_API}/on-call/my`, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('month') ?? '');
        return HttpResponse.json({ total: 1, data: [DUTY] });
      }),
    );
    renderPage(<MyOnCallPage />);
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: '1 interwencja' });
    expect(asked[0]).toBe('2026-11');
    const row = toggle.closest('tr')!;
    expect(row.textContent).toContain('2026-11-07 16:00');
    expect(row.textContent).toContain('16g 0m');
    expect(row.textContent).toContain('1g 30m');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByText('Awaria serwera')).toBeTruthy();
  });

  it("names the person in the team's duties", async () => {
    server.use(
      http.get(`${WT_API}/on-call/team`, () => HttpResponse.json({ total: 1, data: [{ ...DUTY, place: 'workplace', dayOffOwed: true }] })),
    );
    renderPage(<TeamOnCallPage />, { user: 'manager' });
    const row = (await screen.findByText('Jan Kowalski')).closest('tr')!;
    expect(within(row).getByText('Zakład pracy')).toBeTruthy();
    expect(within(row).getByText('Należny czas wolny')).toBeTruthy();
  });
});
