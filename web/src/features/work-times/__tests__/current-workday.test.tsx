import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMswServer } from '../../../test/msw';
import { problemAnswer } from '../../../test/problem-answer';
import MyCurrentWorkdayPage from '../my-current-workday-page';
import { renderPage, WT_API } from './setup';

const server = useMswServer();

const DAY = {
  workdayOn: '2026-11-25',
  state: 'working',
  schedule: '08:00–16:00',
  dayKind: 'working',
  plannedStartAt: '2026-11-25T08:00:00+01:00',
  plannedEndAt: '2026-11-25T16:00:00+01:00',
  scheduledWorkTime: 28800,
  workTime: 3600 + 125,
  asOf: '2026-11-25T09:02:05+01:00',
  runningSince: '2026-11-25T08:00:00+01:00',
  workdayId: 77,
  lockState: 'open',
  records: [{ recordId: 1, kind: 'work', startAt: '2026-11-25T08:00:00+01:00', source: 'web' }],
};

/** The clock in `before` until a press makes it `after`; each press sent is kept. */
function serveClock(before: string, after: string) {
  const sent: Record<string, unknown>[] = [];
  let state = before;
  server.use(
    http.get(`${WT_API}/current-workday`, () => HttpResponse.json({ ...DAY, state })),
    http.post(`${WT_API}/current-workday/actions`, async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>);
      state = after;
      return HttpResponse.json({ ...DAY, state });
    }),
  );
  return sent;
}

const buttons = () => screen.getAllByRole('button').map((b) => b.textContent);

describe('my current workday', () => {
  afterEach(() => vi.useRealTimers());

  const states: [string, string[]][] = [
    ['not_started', ['Start']],
    ['working', ['Przerwa', 'Wyjście prywatne', 'Zakończ']],
    ['on_break', ['Koniec przerwy']],
    ['private_exit', ['Powrót']],
    ['finished', ['Start']],
  ];
  for (const [state, expected] of states) {
    it(`offers only the presses valid when ${state}`, async () => {
      server.use(http.get(`${WT_API}/current-workday`, () => HttpResponse.json({ ...DAY, state })));
      renderPage(<MyCurrentWorkdayPage />);
      await screen.findByTestId('live-timer');
      const clockButtons = buttons().filter((b) =>
        ['Start', 'Przerwa', 'Koniec przerwy', 'Wyjście prywatne', 'Powrót', 'Zakończ'].includes(b ?? ''),
      );
      expect(clockButtons).toEqual(expected);
    });
  }

  it('sends the press with a fresh event id and shows the answered state', async () => {
    const sent = serveClock('working', 'on_break');
    renderPage(<MyCurrentWorkdayPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Przerwa' }));
    await waitFor(() => expect(screen.getByTestId('clock-state').textContent).toBe('Przerwa'));
    expect(screen.getByRole('button', { name: 'Koniec przerwy' })).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0].action).toBe('break_start');
    expect(sent[0].eventId).toMatch(/^[0-9a-f-]{36}$/);
    await user.click(screen.getByRole('button', { name: 'Koniec przerwy' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1].action).toBe('break_end');
    expect(sent[1].eventId).not.toBe(sent[0].eventId);
  });

  /** The alert's text once a press of Start on a day in `state` is refused with `status` and `problem`. */
  async function alertAfterRefusedStart(state: string, status: number, problem: { detail: string; code: string }) {
    server.use(
      http.get(`${WT_API}/current-workday`, () => HttpResponse.json({ ...DAY, state, workTime: 0 })),
      http.post(`${WT_API}/current-workday/actions`, () => problemAnswer(status, problem)),
    );
    renderPage(<MyCurrentWorkdayPage />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Start' }));
    return (await screen.findByRole('alert')).textContent;
  }

  it("shows the server problem's sentence when the press is refused", async () => {
    expect(
      await alertAfterRefusedStart('not_started', 409, { detail: 'this action is not possible now', code: 'clock.not-now' }),
    ).toContain('Tej akcji nie można teraz wykonać – odśwież stronę.');
  });

  it("says the service's refusal of a locked day in Polish", async () => {
    expect(
      await alertAfterRefusedStart('finished', 400, { detail: 'the day is locked; it cannot be changed', code: 'workday.locked' }),
    ).toBe('Dzień jest zamknięty – zmiany niemożliwe.');
  });

  it('runs the timer while working and holds it on a break', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-11-25T09:02:05+01:00'));
    server.use(http.get(`${WT_API}/current-workday`, () => HttpResponse.json(DAY)));
    renderPage(<MyCurrentWorkdayPage />);
    const timer = await screen.findByTestId('live-timer');
    expect(timer.textContent).toBe('01:02:05');
    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    expect(timer.textContent).toBe('01:02:08');
    // The list of today's records and the schedule are shown.
    expect(screen.getByText(/08:00–16:00/)).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Dzisiejsze rejestracje' }).textContent).toContain('Praca');
  });

  it('does not run the timer on a break', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-11-25T09:02:05+01:00'));
    server.use(http.get(`${WT_API}/current-workday`, () => HttpResponse.json({ ...DAY, state: 'on_break' })));
    renderPage(<MyCurrentWorkdayPage />);
    const timer = await screen.findByTestId('live-timer');
    expect(timer.textContent).toBe('01:02:05');
    await act(async () => {
      vi.advanceTimersByTime(5000);
    });
    expect(timer.textContent).toBe('01:02:05');
  });

  it('asks for the day again when the tab comes back into view, and every minute while visible', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let state = 'finished';
    let asked = 0;
    server.use(
      http.get(`${WT_API}/current-workday`, () => {
        asked += 1;
        return HttpResponse.json({ ...DAY, state });
      }),
    );
    renderPage(<MyCurrentWorkdayPage />);
    await waitFor(() => expect(screen.getByTestId('clock-state').textContent).toBe('Zakończono'));
    // He clocked in at a reader; the tab was in the background.
    state = 'working';
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(screen.getByTestId('clock-state').textContent).toBe('W pracy'));
    // The announcement follows the new state in an effect: awaited, not read at once.
    await waitFor(() => expect(screen.getByTestId('clock-announcement').textContent).toBe('Stan zegara: W pracy'));

    state = 'on_break';
    const before = asked;
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    await waitFor(() => expect(screen.getByTestId('clock-state').textContent).toBe('Przerwa'));
    expect(asked).toBe(before + 1);
  });

  it('moves focus to the new state after a press and says it aloud', async () => {
    serveClock('not_started', 'working');
    renderPage(<MyCurrentWorkdayPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await waitFor(() => expect(screen.getByTestId('clock-state').textContent).toBe('W pracy'));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('W pracy'));
    expect(screen.getByRole('status').textContent).toBe('Stan zegara: W pracy');
  });
});
