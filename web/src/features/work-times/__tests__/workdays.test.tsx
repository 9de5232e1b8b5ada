import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { cancelDialog } from '../../../test/dialogs';
import { answerKeepingQueries, useMswServer } from '../../../test/msw';
import { useToday } from '../../../test/today';
import MyWorkdaysPage from '../my-workdays-page';
import TeamWorkdaysPage from '../team-workdays-page';
import { renderPage, ROW, WT_API, NO_PUBLISHED_SCHEDULE } from './setup';

const server = useMswServer(NO_PUBLISHED_SCHEDULE);
useToday('2026-11-25T10:00:00+01:00');

describe('my workdays', () => {
  it('asks for the current Warsaw month, shows durations as Ng Nm and links the day', async () => {
    // The server leaves out what holds its default (compensatedUndertime, approvedOvertime, ...).
    const { compensatedUndertime: _c, approvedOvertime: _a, ...sparse } = ROW;
    const { handler, asked } = answerKeepingQueries(`${WT_API}/workdays/my`, { total: 1, data: [{ ...sparse, lockState: 'locked' }] });
    server.use(handler);
    const { router } = renderPage(<MyWorkdaysPage />, { path: '/work-times/my-workdays' });
    const link = await screen.findByRole('link', { name: /2026-11-03/ });
    expect(asked[0].get('month')).toBe('2026-11');
    expect(asked[0].get('page-size')).toBe('50');
    const row = link.closest('tr')!;
    expect(row.textContent).toContain('8g 5m'); // work time
    expect(row.textContent).toContain('0g 45m'); // overtime
    expect(row.textContent).toContain('0g 0m'); // zero undertime
    expect(within(row).getByText('Odpoczynek dobowy')).toBeTruthy();
    expect(within(row).getByText('Zamknięty')).toBeTruthy();
    await userEvent.setup().click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/work-times/workday/501'));
  });

  it('moves to the previous month', async () => {
    const months: (string | null)[] = [];
    server.use(
      http.get(`${WT_API}/workdays/my`, ({ request }) => {
        months.push(new URL(request.url).searchParams.get('month'));
        return HttpResponse.json({ total: 0, data: [] });
      }),
    );
    renderPage(<MyWorkdaysPage />);
    expect(await screen.findByText('brak danych!')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Poprzedni miesiąc' }));
    await waitFor(() => expect(months).toContain('2026-10'));
  });
});

describe('team workdays', () => {
  it('locks the month after the confirmation, and not before', async () => {
    const locks: unknown[] = [];
    server.use(
      http.get(`${WT_API}/workdays/team`, () => HttpResponse.json({ total: 1, data: [ROW] })),
      http.post(`${WT_API}/workdays/lock`, async ({ request }) => {
        locks.push(await request.json());
        return HttpResponse.json({ locked: 21, lockState: 'locked' });
      }),
    );
    renderPage(<TeamWorkdaysPage />, { user: 'manager' });
    const user = userEvent.setup();
    expect(await screen.findByText('Jan Kowalski')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Zamknij miesiąc' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('listopad 2026');
    await cancelDialog(user, dialog);
    expect(locks).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Zamknij miesiąc' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Zamknij miesiąc' }));
    await waitFor(() => expect(locks).toEqual([{ month: '2026-11' }]));
    expect(await screen.findByText('Zamknięto 21 dni.')).toBeTruthy();
  });

  it('filters by lock state and alerts', async () => {
    const { handler, asked: listed } = answerKeepingQueries(`${WT_API}/workdays/team`, { total: 1, data: [ROW] });
    server.use(handler);
    renderPage(<TeamWorkdaysPage />, { user: 'manager' });
    const user = userEvent.setup();
    await screen.findByText('Jan Kowalski');
    await user.click(screen.getByRole('button', { name: 'Filtry' }));
    await user.click(screen.getByRole('combobox', { name: 'Stan' }));
    await user.click(await screen.findByRole('option', { name: 'Zamknięty' }));
    await user.click(screen.getByRole('checkbox', { name: 'Tylko z alertami' }));
    await waitFor(() => expect(listed.at(-1)?.get('with-alerts')).toBe('true'));
    expect(listed.at(-1)?.get('lock-state')).toBe('locked');
    expect(listed.at(-1)?.getAll('sort')).toEqual(['workday-on', 'employee-full-name']);
  });
});
