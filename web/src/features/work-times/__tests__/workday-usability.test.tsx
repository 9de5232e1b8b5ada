import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useMswServer } from '../../../test/msw';
import { problemAnswer } from '../../../test/problem-answer';
import { firstOverlap } from '../components/record-dialog';
import WorkdayPage from '../workday-page';
import { renderPage, ROW, WT_API } from './setup';

// What usability testing found on the day screen: a correction that doubled the day, a home-office
// day shown as leave, approvals that acted at once on the whole amount, English refusals, empty
// times as "--:-----:--", no way back to the list a manager came from.

const server = useMswServer();

const WORK = {
  recordId: 11,
  kind: 'work',
  startAt: '2026-11-03T08:00:00+01:00',
  endAt: '2026-11-03T16:00:00+01:00',
  source: 'terminal',
  corrected: false,
};
const WORKDAY = {
  row: ROW,
  records: [WORK],
  corrections: [],
  plannedStartAt: '2026-11-03T08:00:00+01:00',
  plannedEndAt: '2026-11-03T16:00:00+01:00',
  canCorrect: true,
  canApprove: true,
};

const renderDay = (data: unknown, options: { state?: unknown } = {}) => {
  server.use(http.get(`${WT_API}/workdays/501`, () => HttpResponse.json({ data })));
  return renderPage(<WorkdayPage />, { user: 'manager', path: '/work-times/workday/501', route: '/work-times/workday/:id', ...options });
};

async function openAddDialog() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Dodaj rejestrację' }));
  const dialog = await screen.findByRole('dialog', { name: 'Dodaj rejestrację' });
  return { user, dialog };
}

describe('a correction cannot double the day', () => {
  it('refuses a record overlapping another one of the day and names it, sending nothing', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(`${WT_API}/workdays/501/records`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ data: WORKDAY });
      }),
    );
    renderDay(WORKDAY);
    const { dialog } = await openAddDialog();
    fireEvent.change(within(dialog).getByTestId('record-start'), { target: { value: '2026-11-03' } });
    fireEvent.change(within(dialog).getByTestId('record-start-time'), { target: { value: '09:00' } });
    fireEvent.change(within(dialog).getByTestId('record-end'), { target: { value: '2026-11-03' } });
    fireEvent.change(within(dialog).getByTestId('record-end-time'), { target: { value: '17:00' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Powód korekty' }), { target: { value: 'Dopisana praca' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(within(dialog).getByText('Nakłada się na wpis Praca 08:00–16:00')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('lets a break lie inside the work, as the service does', () => {
    const break_ = { ...WORK, recordId: 12, kind: 'break', startAt: '2026-11-03T12:00:00+01:00', endAt: '2026-11-03T12:15:00+01:00' };
    expect(firstOverlap([WORK], 'break', '2026-11-03T12:00:00+01:00', '2026-11-03T12:30:00+01:00')).toBeUndefined();
    expect(firstOverlap([WORK, break_], 'private_exit', '2026-11-03T12:10:00+01:00', '2026-11-03T12:20:00+01:00')).toBe(break_);
    // A record changed is not in its own way; an open one lasts until it is closed.
    expect(firstOverlap([WORK], 'work', '2026-11-03T07:00:00+01:00', '2026-11-03T17:00:00+01:00', 11)).toBeUndefined();
    expect(firstOverlap([{ ...WORK, endAt: '' }], 'work', '2026-11-03T20:00:00+01:00', '')).toBeTruthy();
  });

  it("shows the server's field error when the server refuses the record", async () => {
    server.use(
      http.post(`${WT_API}/workdays/501/records`, () =>
        problemAnswer(400, {
          detail: 'startAt: a record of 2026-11-03 starts on that day',
          code: 'http.invalid-fields',
          errors: {
            startAt: [{ code: 'record.other-day', params: { date: '2026-11-03' }, detail: 'a record of 2026-11-03 starts on that day' }],
          },
        }),
      ),
    );
    renderDay({ ...WORKDAY, records: [] });
    const { user, dialog } = await openAddDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'Powód korekty' }), 'Dopisana praca');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    // By the field, and in the alert above the form (a field the form may not show is said there too).
    const sentence = 'Wpis z dnia 2026-11-03 musi zaczynać się tego dnia';
    expect(await within(dialog).findByText(sentence, { selector: 'p' })).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toBe(sentence);
  });
});

describe('a home-office day', () => {
  it('shows remote work, not leave, and says the request is approved', async () => {
    renderDay({
      ...WORKDAY,
      records: [],
      row: {
        ...ROW,
        workStartAt: '',
        workEndAt: '',
        totalTime: 0,
        workTime: 28800,
        overtime: 0,
        alerts: [],
        remote: true,
        excusedAbsenceCode: 'HO',
        excusedAbsenceName: 'Praca zdalna',
      },
    });
    const summary = await screen.findByTestId('workday-summary');
    expect(summary.textContent).toContain('Praca zdalna');
    expect(summary.textContent).not.toContain('Urlop');
    expect(screen.getByTestId('remote-day').textContent).toContain('Praca zdalna – zatwierdzony wniosek o pracę zdalną');
  });

  it("names a leave by its type's name, not its code", async () => {
    renderDay({
      ...WORKDAY,
      records: [],
      row: { ...ROW, schedule: '', excusedAbsenceCode: 'UW', excusedAbsenceName: 'Urlop wypoczynkowy' },
    });
    const summary = await screen.findByTestId('workday-summary');
    expect(summary.textContent).toContain('Urlop wypoczynkowy');
    expect(summary.textContent).not.toMatch(/\bUW\b/);
  });
});

describe('approving overtime and settling undertime', () => {
  it('asks for the amount and a comment, sends part of it and says so', async () => {
    const posted: unknown[] = [];
    server.use(
      http.post(`${WT_API}/workdays/501/approve-overtime`, async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ data: { ...WORKDAY, row: { ...ROW, approvedOvertime: 1800 } } });
      }),
    );
    renderDay(WORKDAY); // 45 minutes of overtime
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Zatwierdź nadgodziny' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zatwierdź nadgodziny' });
    expect(dialog.textContent).toContain('Do zatwierdzenia: 0g 45m');
    const hours = within(dialog).getByRole('spinbutton', { name: 'Godziny' });
    const minutes = within(dialog).getByRole('spinbutton', { name: 'Minuty' });
    expect((minutes as HTMLInputElement).value).toBe('45');
    await user.clear(hours);
    await user.type(hours, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Zatwierdź' }));
    expect(within(dialog).getByText('Najwyżej 0g 45m')).toBeTruthy();
    expect(posted).toEqual([]);

    await user.clear(hours);
    await user.type(hours, '0');
    await user.clear(minutes);
    await user.type(minutes, '30');
    await user.type(within(dialog).getByRole('textbox', { name: 'Komentarz' }), 'Wdrożenie');
    await user.click(within(dialog).getByRole('button', { name: 'Zatwierdź' }));
    await waitFor(() => expect(posted).toEqual([{ seconds: 1800, comment: 'Wdrożenie', withdraw: false }]));
    expect((await screen.findByTestId('approval-message')).textContent).toContain('Zatwierdzono nadgodziny: 0g 30m');
  });

  it('withdraws what was approved after a confirmation', async () => {
    const posted: unknown[] = [];
    server.use(
      http.post(`${WT_API}/workdays/501/compensate-undertime`, async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ data: WORKDAY });
      }),
    );
    renderDay({ ...WORKDAY, row: { ...ROW, overtime: 0, undertime: 1200, compensatedUndertime: 1200 } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cofnij rozliczenie niedogodzin' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('0g 20m');
    expect(posted).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cofnij' }));
    await waitFor(() => expect(posted).toEqual([{ seconds: 1200, comment: '', withdraw: true }]));
    expect((await screen.findByTestId('approval-message')).textContent).toContain('Cofnięto rozliczenie niedogodzin: 0g 20m');
  });

  it("lists approvals and withdrawals in the day's history", async () => {
    const by = { correctedBy: 1003, correctedByFullName: 'Anna Nowak' };
    renderDay({
      ...WORKDAY,
      corrections: [
        {
          correctionId: 7,
          action: 'overtime_approved',
          seconds: 1800,
          reason: 'Wdrożenie',
          correctedAt: '2026-11-04T09:00:00+01:00',
          ...by,
        },
        { correctionId: 8, action: 'overtime_withdrawn', seconds: 1800, reason: '', correctedAt: '2026-11-04T09:05:00+01:00', ...by },
      ],
    });
    const history = await screen.findByRole('table', { name: 'Historia zmian' });
    const approved = within(history).getByText('Zatwierdzenie nadgodzin').closest('tr')!;
    expect(approved.textContent).toContain('0g 30m');
    expect(approved.textContent).toContain('Wdrożenie');
    expect(within(history).getByText('Cofnięcie nadgodzin').closest('tr')!.textContent).toContain('0g 30m');
  });
});

describe('refusals, empty times and the way back', () => {
  it('says a missing day in Polish', async () => {
    server.use(http.get(`${WT_API}/workdays/501`, () => problemAnswer(404, { detail: 'no such workday', code: 'workday.not-found' })));
    renderPage(<WorkdayPage />, { user: 'manager', path: '/work-times/workday/501', route: '/work-times/workday/:id' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Nie ma takiego dnia pracy albo nie masz do niego dostępu.');
  });

  it('shows a dash for times that are not there', async () => {
    renderDay({ ...WORKDAY, records: [], plannedStartAt: '', plannedEndAt: '', row: { ...ROW, workStartAt: '', workEndAt: '' } });
    const summary = (await screen.findByTestId('workday-summary')).textContent ?? '';
    expect(summary).not.toContain('--:--');
    expect(summary).toContain('—');
  });

  it('goes back to the list it came from, with its month and search', async () => {
    renderDay(WORKDAY, { state: { from: '/work-times/team-workdays?month=2026-10&search=Jan&page=2' } });
    const back = await screen.findByRole('link', { name: 'Wróć do listy' });
    expect(back.getAttribute('href')).toBe('/work-times/team-workdays?month=2026-10&search=Jan&page=2');
  });
});
