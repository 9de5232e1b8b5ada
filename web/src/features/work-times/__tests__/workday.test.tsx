import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useMswServer } from '../../../test/msw';
import WorkdayPage from '../workday-page';
import { renderPage, ROW, WT_API } from './setup';

const server = useMswServer();

const WORKDAY = {
  row: ROW,
  records: [
    {
      recordId: 11,
      kind: 'work',
      startAt: '2026-11-03T07:55:00+01:00',
      endAt: '2026-11-03T16:25:00+01:00',
      source: 'terminal',
      corrected: true,
    },
    { recordId: 12, kind: 'break', startAt: '2026-11-03T12:00:00+01:00', endAt: '2026-11-03T12:15:00+01:00', source: 'web' },
  ],
  corrections: [
    {
      correctionId: 1,
      recordId: 11,
      action: 'changed',
      beforeKind: 'work',
      beforeStartAt: '2026-11-03T08:10:00+01:00',
      beforeEndAt: '2026-11-03T16:25:00+01:00',
      afterKind: 'work',
      afterStartAt: '2026-11-03T07:55:00+01:00',
      afterEndAt: '2026-11-03T16:25:00+01:00',
      reason: 'Czytnik nie zadziałał',
      correctedBy: 1003,
      correctedByFullName: 'Anna Nowak',
      correctedAt: '2026-11-04T09:00:00+01:00',
    },
  ],
  plannedStartAt: '2026-11-03T08:00:00+01:00',
  plannedEndAt: '2026-11-03T16:00:00+01:00',
  canCorrect: true,
  canApprove: true,
};

const renderDay = (data: unknown) => {
  server.use(http.get(`${WT_API}/workdays/501`, () => HttpResponse.json({ data })));
  return renderPage(<WorkdayPage />, { user: 'manager', path: '/work-times/workday/501', route: '/work-times/workday/:id' });
};

describe('workday', () => {
  it('shows the figures, the records and the corrections audit', async () => {
    renderDay(WORKDAY);
    const corrections = await screen.findByRole('table', { name: 'Historia zmian' });
    const line = within(corrections).getByText('Anna Nowak').closest('tr')!;
    expect(line.textContent).toContain('2026-11-04 09:00');
    expect(line.textContent).toContain('Praca 08:10–16:25');
    expect(line.textContent).toContain('Praca 07:55–16:25');
    expect(line.textContent).toContain('Czytnik nie zadziałał');
    const summary = screen.getByTestId('workday-summary').textContent;
    expect(summary).toContain('08:00–16:00');
    expect(summary).toContain('8g 5m');
    expect(within(screen.getByRole('table', { name: 'Rejestracje' })).getByText('Skorygowany')).toBeTruthy();
  });

  it('sends a correction only with a reason, in Warsaw time with the offset', async () => {
    const saved: { url: string; body: unknown }[] = [];
    server.use(
      http.put(`${WT_API}/workdays/501/records/12`, async ({ request }) => {
        saved.push({ url: request.url, body: await request.json() });
        return HttpResponse.json({ data: WORKDAY });
      }),
    );
    renderDay(WORKDAY);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Zmień 12:00–12:15' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zmień rejestrację' });
    fireEvent.change(within(dialog).getByTestId('record-end-time'), { target: { value: '12:30' } });
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(within(dialog).getByText('Powód korekty jest wymagany')).toBeTruthy();
    expect(saved).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Powód korekty' }), 'Dłuższa przerwa');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].body).toEqual({
      kind: 'break',
      startAt: '2026-11-03T12:00:00+01:00',
      endAt: '2026-11-03T12:30:00+01:00',
      reason: 'Dłuższa przerwa',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('removes a record with the reason of the confirmation', async () => {
    const removed: string[] = [];
    server.use(
      http.delete(`${WT_API}/workdays/501/records/12`, ({ request }) => {
        removed.push(new URL(request.url).search);
        return HttpResponse.json({ data: WORKDAY });
      }),
    );
    renderDay(WORKDAY);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Usuń 12:00–12:15' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Tak' }));
    expect(removed).toEqual([]);
    await user.type(within(dialog).getByRole('textbox'), 'Pomyłka');
    await user.click(within(dialog).getByRole('button', { name: 'Tak' }));
    await waitFor(() => expect(removed).toEqual(['?reason=Pomy%C5%82ka']));
  });

  it('approves overtime and settles undertime', async () => {
    const posted: { path: string; body: unknown }[] = [];
    const answer = async ({ request }: { request: Request }) => {
      posted.push({ path: new URL(request.url).pathname, body: await request.json() });
      return HttpResponse.json({ data: WORKDAY });
    };
    server.use(
      http.post(`${WT_API}/workdays/501/approve-overtime`, answer),
      http.post(`${WT_API}/workdays/501/compensate-undertime`, answer),
    );
    renderDay({ ...WORKDAY, row: { ...ROW, undertime: 600 } });
    const user = userEvent.setup();
    // Each asks first, offering the whole amount.
    await user.click(await screen.findByRole('button', { name: 'Zatwierdź nadgodziny' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Zatwierdź nadgodziny' })).getByRole('button', { name: 'Zatwierdź' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Rozlicz niedogodziny' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Rozlicz niedogodziny' })).getByRole('button', { name: 'Rozlicz' }));
    await waitFor(() =>
      expect(posted).toEqual([
        { path: '/work-times/api/workdays/501/approve-overtime', body: { seconds: 2700, comment: '', withdraw: false } },
        { path: '/work-times/api/workdays/501/compensate-undertime', body: { seconds: 600, comment: '', withdraw: false } },
      ]),
    );
  });

  it('shows a locked day with the banner and no actions', async () => {
    renderDay({ ...WORKDAY, row: { ...ROW, lockState: 'locked' }, lockedByFullName: 'Anna Nowak', lockedAt: '2026-12-01T10:00:00+01:00' });
    expect((await screen.findByTestId('locked-banner')).textContent).toContain('Dzień zamknięty – zmiany niemożliwe');
    expect(screen.queryByRole('button', { name: 'Zatwierdź nadgodziny' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rozlicz niedogodziny' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Dodaj rejestrację' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Zmień/ })).toBeNull();
  });

  it('without an id explains and links to my workdays', async () => {
    renderPage(<WorkdayPage />, { path: '/work-times/workday' });
    expect(await screen.findByText(/Wybierz dzień z listy/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Moje dni pracy' }).getAttribute('href')).toBe('/work-times/my-workdays');
  });
});
