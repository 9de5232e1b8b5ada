import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useMswServer } from '../../../test/msw';
import { useToday } from '../../../test/today';
import type { DemoUser } from '../../../test/tokens';
import { problemAnswer } from '../../../test/problem-answer';
import TeamTimeEvaluationPersonPage from '../team-time-evaluation-person-page';
import { H, renderPage, WT_API } from './setup';

const server = useMswServer();
useToday('2026-11-25T10:00:00+01:00');

const TERMS = {
  employeeId: 1002,
  workingTimeSystem: 'basic',
  settlementMonths: 3,
  nightStartHour: 22,
  yearlyOvertimeLimit: 150 * H,
  partTimeLimit: '',
  fraction: '1/2',
};
const EVALUATION = {
  employeeId: 1002,
  employeeFullName: 'Jan Kowalski',
  employeeSapNumber: '00001002',
  month: '2026-11',
  fraction: '1/2',
  rows: [],
};

/** The person's month with the terms served from `terms` (changed by a PUT when `onPut` answers). */
function serve(terms: () => unknown, onPut?: (request: Request) => Promise<Response>, history: unknown[] = []) {
  server.use(
    http.get(`${WT_API}/time-evaluation/1002`, () => HttpResponse.json({ data: EVALUATION })),
    http.get(`${WT_API}/employee-terms/1002`, () => HttpResponse.json({ data: terms(), history })),
    http.get(`${WT_API}/workdays/team`, () => HttpResponse.json({ total: 0, data: [] })),
    ...(onPut ? [http.put(`${WT_API}/employee-terms/1002`, ({ request }) => onPut(request))] : []),
  );
}
const openPerson = (user: DemoUser) =>
  renderPage(<TeamTimeEvaluationPersonPage />, {
    user,
    path: '/work-times/team-time-evaluation/1002?month=2026-11',
    route: '/work-times/team-time-evaluation/:id',
  });

const termsCard = async () => await screen.findByRole('region', { name: 'Warunki czasu pracy' });
const pick = async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, field: string, option: string) => {
  await user.click(within(dialog).getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
};

/** HR opens the person's terms dialog; each body it sends is pushed to `sent`. */
async function openTermsDialogAsHr(sent: unknown[]) {
  serve(
    () => TERMS,
    async (request) => {
      sent.push(await request.json());
      return HttpResponse.json({ data: TERMS });
    },
  );
  openPerson('hr');
  const user = userEvent.setup();
  await user.click(await within(await termsCard()).findByRole('button', { name: 'Zmień warunki' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Zmień warunki czasu pracy' }) };
}

describe('working time terms', () => {
  it("shows the person's terms", async () => {
    serve(() => TERMS);
    openPerson('manager');
    const card = await termsCard();
    await waitFor(() => expect(within(card).getByTestId('employee-terms')).toBeTruthy());
    const text = within(card).getByTestId('employee-terms').textContent;
    expect(text).toContain('System czasu pracypodstawowy');
    expect(text).toContain('Okres rozliczeniowy3 miesiące');
    expect(text).toContain('Pora nocna22:00–06:00');
    expect(text).toContain('Roczny limit nadgodzin150g 0m');
    expect(text).toContain('Wymiar etatu1/2');
    expect(text).toContain('bez klauzuli');
  });

  it('a manager cannot change them', async () => {
    serve(() => TERMS);
    openPerson('manager');
    const card = await termsCard();
    await within(card).findByTestId('employee-terms');
    expect(within(card).queryByRole('button', { name: 'Zmień warunki' })).toBeNull();
  });

  it('HR changes them, sent as the service reads them, and sees them changed', async () => {
    let terms: unknown = TERMS;
    const sent: { body: unknown; key: string | null }[] = [];
    serve(
      () => terms,
      async (request) => {
        const body = (await request.json()) as object;
        sent.push({ body, key: request.headers.get('Idempotency-Key') });
        terms = { ...TERMS, ...body };
        return HttpResponse.json({ data: terms });
      },
    );
    openPerson('hr');
    const user = userEvent.setup();
    const card = await termsCard();
    await user.click(await within(card).findByRole('button', { name: 'Zmień warunki' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zmień warunki czasu pracy' });
    await pick(user, dialog, 'System czasu pracy', 'równoważny');
    await pick(user, dialog, 'Okres rozliczeniowy', '4 miesiące');
    await pick(user, dialog, 'Pora nocna', '21:00–05:00');
    const hours = within(dialog).getByRole('textbox', { name: /Roczny limit nadgodzin/ });
    await user.clear(hours);
    await user.type(hours, '200');
    await user.type(within(dialog).getByRole('textbox', { name: /Limit godzin z umowy/ }), '3/4');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    // From today until further notice, the other terms as they were.
    expect(sent[0].body).toEqual({
      workingTimeSystem: 'equivalent',
      settlementMonths: 4,
      nightStartHour: 21,
      yearlyOvertimeLimit: 200 * H,
      partTimeLimit: '3/4',
      validFrom: '2026-11-25',
      validTo: '',
      equivalentHours: 12,
      sundayStartHour: 6,
      freeWeekdays: [6],
    });
    expect(sent[0].key).toMatch(/\S/);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(card).getByTestId('employee-terms').textContent).toContain('Okres rozliczeniowy4 miesiące'));
    expect(within(card).getByTestId('employee-terms').textContent).toContain('Roczny limit nadgodzin200g 0m');
    expect(within(card).getByTestId('employee-terms').textContent).toContain('3/4');
  }, 60_000); // three menus and two typed fields

  it('an admin may change them too; a full-timer has no limit to state', async () => {
    serve(() => ({ ...TERMS, fraction: '1/1' }));
    openPerson('admin');
    const user = userEvent.setup();
    await user.click(await within(await termsCard()).findByRole('button', { name: 'Zmień warunki' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zmień warunki czasu pracy' });
    expect(within(dialog).getByRole('textbox', { name: /Roczny limit nadgodzin/ })).toBeTruthy();
    expect(within(dialog).queryByRole('textbox', { name: /Limit godzin z umowy/ })).toBeNull();
  });

  it('sends nothing below 150 hours or with a limit that is not a fraction', async () => {
    const sent: unknown[] = [];
    const { user, dialog } = await openTermsDialogAsHr(sent);
    const hours = within(dialog).getByRole('textbox', { name: /Roczny limit nadgodzin/ });
    await user.clear(hours);
    await user.type(hours, '120');
    await user.type(within(dialog).getByRole('textbox', { name: /Limit godzin z umowy/ }), 'trzy czwarte');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(within(dialog).getByText('Podaj co najmniej 150 godzin')).toBeTruthy();
    expect(within(dialog).getByText('Podaj część etatu, np. 3/4, albo zostaw puste')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("shows the server's refusals by their fields", async () => {
    serve(
      () => TERMS,
      async () =>
        problemAnswer(422, {
          detail: 'invalid fields',
          code: 'http.invalid-fields',
          errors: {
            'terms.partTimeLimit': [
              { code: 'terms.part-time-limit-fraction', detail: 'the limit is above the working time 1/2', params: { own: '1/2' } },
            ],
            nightStartHour: [{ code: 'field.one-of', detail: '21, 22 or 23', params: { allowed: '21, 22, 23' } }],
          },
        }),
    );
    openPerson('hr');
    const user = userEvent.setup();
    await user.click(await within(await termsCard()).findByRole('button', { name: 'Zmień warunki' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zmień warunki czasu pracy' });
    await user.type(within(dialog).getByRole('textbox', { name: /Limit godzin z umowy/ }), '1/3');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    const limit = within(dialog).getByRole('textbox', { name: /Limit godzin z umowy/ });
    await waitFor(() => expect(limit.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Limit to ułamek n/d pełnego etatu, co najmniej własny wymiar osoby (1/2)')).toBeTruthy();
    expect(within(dialog).getByText('Dozwolone wartości: 21, 22, 23')).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it("shows the service's refusal of someone who may not change them", async () => {
    serve(
      () => TERMS,
      async () =>
        problemAnswer(403, {
          detail: 'only HR and Admin change working-time terms',
          code: 'terms.hr-only',
        }),
    );
    openPerson('hr');
    const user = userEvent.setup();
    await user.click(await within(await termsCard()).findByRole('button', { name: 'Zmień warunki' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zmień warunki czasu pracy' });
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Warunki czasu pracy zmieniają kadry i administrator.');
  });
});

describe('working time terms over time', () => {
  it('HR sets the days they hold, the equivalent day, the Sunday hour and the free weekdays', async () => {
    const sent: unknown[] = [];
    const { user, dialog } = await openTermsDialogAsHr(sent);
    expect((within(dialog).getByTestId('terms-valid-from') as HTMLInputElement).value).toBe('2026-11-25');
    // The day's length is a question of the equivalent system only.
    expect(within(dialog).queryByRole('combobox', { name: 'Przedłużony dobowy wymiar czasu pracy' })).toBeNull();
    await pick(user, dialog, 'System czasu pracy', 'równoważny');
    await pick(user, dialog, 'Przedłużony dobowy wymiar czasu pracy', 'do 16 godz. (art. 136 KP)');
    await pick(user, dialog, 'Początek doby niedzielnej i świątecznej', '22:00');
    fireEvent.change(within(dialog).getByTestId('terms-valid-from'), { target: { value: '2027-01-01' } });
    fireEvent.change(within(dialog).getByTestId('terms-valid-to'), { target: { value: '2027-06-30' } });
    const days = within(dialog).getByRole('group', { name: 'Dni wolne z tytułu przeciętnie pięciodniowego tygodnia pracy' });
    await user.click(within(days).getByRole('checkbox', { name: 'poniedziałek' }));
    await user.click(within(days).getByRole('checkbox', { name: 'sobota' }));
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      workingTimeSystem: 'equivalent',
      validFrom: '2027-01-01',
      validTo: '2027-06-30',
      equivalentHours: 16,
      sundayStartHour: 22,
      freeWeekdays: [1],
    });
  }, 60_000); // three menus and two checkboxes

  it('sends nothing without a free weekday or with an end before the start', async () => {
    const sent: unknown[] = [];
    const { user, dialog } = await openTermsDialogAsHr(sent);
    fireEvent.change(within(dialog).getByTestId('terms-valid-to'), { target: { value: '2026-11-01' } });
    await user.click(within(dialog).getByRole('checkbox', { name: 'sobota' }));
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(within(dialog).getByText('Najwcześniejsza możliwa data to 2026-11-25')).toBeTruthy();
    expect(within(dialog).getByText('Zaznacz co najmniej jeden dzień wolny')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal of a new field by it", async () => {
    serve(
      () => TERMS,
      async () =>
        problemAnswer(422, {
          detail: 'invalid fields',
          code: 'http.invalid-fields',
          errors: { 'terms.validFrom': [{ code: 'field.one-of', detail: 'no', params: { allowed: '2026-12-01' } }] },
        }),
    );
    openPerson('hr');
    const user = userEvent.setup();
    await user.click(await within(await termsCard()).findByRole('button', { name: 'Zmień warunki' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zmień warunki czasu pracy' });
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(within(dialog).getByTestId('terms-valid-from').getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Dozwolone wartości: 2026-12-01')).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('shows the terms of today with their period and the history, newest first', async () => {
    const current = {
      ...TERMS,
      workingTimeSystem: 'equivalent',
      equivalentHours: 24,
      sundayStartHour: 22,
      freeWeekdays: [1, 6],
      validFrom: '2026-07-01',
      changedByFullName: 'Helena Kadrowa',
      changedAt: '2026-06-20T09:15:00+02:00',
    };
    const first = {
      ...TERMS,
      validFrom: '2026-01-01',
      validTo: '2026-06-30',
      settlementMonths: 1,
      changedByFullName: 'Adam Admin',
      changedAt: '2025-12-15T10:00:00+01:00',
    };
    // The service sends the rows oldest first.
    serve(() => current, undefined, [first, current]);
    openPerson('manager');
    const card = await termsCard();
    await waitFor(() => expect(within(card).getByTestId('employee-terms')).toBeTruthy());
    const text = within(card).getByTestId('employee-terms').textContent;
    expect(text).toContain('Okres obowiązywania2026-07-01 – do odwołania');
    expect(text).toContain('Przedłużony dobowy wymiar czasu pracydo 24 godz. (art. 137 KP)');
    expect(text).toContain('Początek doby niedzielnej i świątecznej22:00');
    expect(text).toContain('poniedziałek, sobota');

    const table = within(card).getByRole('table', { name: 'Historia warunków' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain('2026-07-01 – do odwołania');
    expect(rows[0].textContent).toContain('równoważny');
    expect(rows[0].textContent).toContain('Helena Kadrowa');
    expect(rows[1].textContent).toContain('2026-01-01 – 2026-06-30');
    expect(rows[1].textContent).toContain('1 miesiąc');
    expect(rows[1].textContent).toContain('22:00–06:00');
    expect(rows[1].textContent).toContain('Adam Admin');
    expect(rows[1].textContent).toContain('2025-12-15 10:00');
  });
});
