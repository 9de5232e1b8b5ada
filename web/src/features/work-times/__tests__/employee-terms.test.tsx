import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useMswServer } from '../../../test/msw';
import { useToday } from '../../../test/today';
import type { DemoUser } from '../../../test/tokens';
import { invalidFieldsAnswer, problemAnswer } from '../../../test/problem-answer';
import TeamTimeEvaluationPersonPage from '../team-time-evaluation-person-page';
import { figuresIn, H, renderPage, WT_API } from './setup';

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
/** The card's terms, label → value, once they are shown. */
const termsFigures = async (card: HTMLElement) => figuresIn(await within(card).findByTestId('employee-terms'));
const pick = async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, field: string, option: string) => {
  await user.click(within(dialog).getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
};

/** The person's terms dialog opened by `who` (HR unless said); the terms are served by `serve` first. */
async function openTermsDialog(who: DemoUser = 'hr') {
  openPerson(who);
  const user = userEvent.setup();
  await user.click(await within(await termsCard()).findByRole('button', { name: 'Zmień warunki' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Zmień warunki czasu pracy' }) };
}

/** Saving shows each of `problems` in the dialog and sends nothing. */
async function expectSaveHeldBack(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, sent: unknown[], problems: string[]) {
  await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
  for (const problem of problems) expect(within(dialog).getByText(problem)).toBeTruthy();
  expect(sent).toEqual([]);
}

/** HR opens the person's terms dialog; the service refuses each save with `refusal`. */
async function openTermsDialogRefused(refusal: () => Response) {
  serve(
    () => TERMS,
    async () => refusal(),
  );
  return await openTermsDialog();
}

/** HR opens the person's terms dialog; each body it sends is pushed to `sent`. */
async function openTermsDialogAsHr(sent: unknown[]) {
  serve(
    () => TERMS,
    async (request) => {
      sent.push(await request.json());
      return HttpResponse.json({ data: TERMS });
    },
  );
  return await openTermsDialog();
}

describe('working time terms', () => {
  it("shows the person's terms", async () => {
    serve(() => TERMS);
    openPerson('manager');
    expect(await termsFigures(await termsCard())).toMatchObject({
      'System czasu pracy': 'podstawowy',
      'Okres rozliczeniowy': '3 miesiące',
      'Pora nocna': '22:00–06:00',
      'Roczny limit nadgodzin': '150g 0m',
      'Wymiar etatu': '1/2',
      'Limit godzin z umowy (art. 151 § 5)': 'bez klauzuli',
    });
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
    const { user, dialog } = await openTermsDialog();
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
      settlementFirstMonth: 1,
    });
    expect(sent[0].key).toMatch(/\S/);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const card = await termsCard();
    await waitFor(() =>
      expect(figuresIn(within(card).getByTestId('employee-terms'))).toMatchObject({
        'Okres rozliczeniowy': '4 miesiące',
        'Roczny limit nadgodzin': '200g 0m',
        'Limit godzin z umowy (art. 151 § 5)': '3/4',
      }),
    );
  }, 60_000); // three menus and two typed fields

  it('an admin may change them too; a full-timer has no limit to state', async () => {
    serve(() => ({ ...TERMS, fraction: '1/1' }));
    const { dialog } = await openTermsDialog('admin');
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
    await expectSaveHeldBack(user, dialog, sent, ['Podaj co najmniej 150 godzin', 'Podaj część etatu, np. 3/4, albo zostaw puste']);
  });

  it("shows the server's refusals by their fields", async () => {
    const { user, dialog } = await openTermsDialogRefused(() =>
      invalidFieldsAnswer({
        'terms.partTimeLimit': [
          { code: 'terms.part-time-limit-fraction', detail: 'the limit is above the working time 1/2', params: { own: '1/2' } },
        ],
        nightStartHour: [{ code: 'field.one-of', detail: '21, 22 or 23', params: { allowed: '21, 22, 23' } }],
      }),
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Limit godzin z umowy/ }), '1/3');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    const limit = within(dialog).getByRole('textbox', { name: /Limit godzin z umowy/ });
    await waitFor(() => expect(limit.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('Limit to ułamek n/d pełnego etatu, co najmniej własny wymiar osoby (1/2)')).toBeTruthy();
    expect(within(dialog).getByText('Dozwolone wartości: 21, 22, 23')).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it("shows the service's refusal of someone who may not change them", async () => {
    const { user, dialog } = await openTermsDialogRefused(() =>
      problemAnswer(403, {
        detail: 'only HR and Admin change working-time terms',
        code: 'terms.hr-only',
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Warunki czasu pracy zmieniają kadry i administrator.');
  });
});

describe("the settlement period's first month", () => {
  it('HR chooses the month the periods start in, sent with the terms', async () => {
    const sent: unknown[] = [];
    const { user, dialog } = await openTermsDialogAsHr(sent);
    expect((within(dialog).getByRole('combobox', { name: 'Pierwszy miesiąc okresu rozliczeniowego' }) as HTMLElement).textContent).toBe(
      'styczeń',
    );
    await pick(user, dialog, 'Pierwszy miesiąc okresu rozliczeniowego', 'luty');
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ settlementMonths: 3, settlementFirstMonth: 2 });
  });

  it('a one-month period asks for no first month and sends January', async () => {
    const sent: unknown[] = [];
    const { user, dialog } = await openTermsDialogAsHr(sent);
    await pick(user, dialog, 'Pierwszy miesiąc okresu rozliczeniowego', 'marzec');
    await pick(user, dialog, 'Okres rozliczeniowy', '1 miesiąc');
    expect(within(dialog).queryByRole('combobox', { name: 'Pierwszy miesiąc okresu rozliczeniowego' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ settlementMonths: 1, settlementFirstMonth: 1 });
  });

  it('the card and the history name the first month when it is not January', async () => {
    const current = { ...TERMS, settlementFirstMonth: 2, validFrom: '2026-07-01' };
    const first = { ...TERMS, settlementFirstMonth: 1, validFrom: '2026-01-01', validTo: '2026-06-30' };
    serve(() => current, undefined, [first, current]);
    openPerson('manager');
    const card = await termsCard();
    expect((await termsFigures(card))['Okres rozliczeniowy']).toBe('3 miesiące, od lutego');
    const rows = within(within(card).getByRole('table', { name: 'Historia warunków' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows[0].textContent).toContain('3 miesiące, od lutego');
    expect(rows[1].textContent).toContain('3 miesiące');
    expect(rows[1].textContent).not.toContain('od ');
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
    await expectSaveHeldBack(user, dialog, sent, ['Najwcześniejsza możliwa data to 2026-11-25', 'Zaznacz co najmniej jeden dzień wolny']);
  });

  it("shows the server's refusal of a new field by it", async () => {
    const { user, dialog } = await openTermsDialogRefused(() =>
      invalidFieldsAnswer({ 'terms.validFrom': [{ code: 'field.one-of', detail: 'no', params: { allowed: '2026-12-01' } }] }),
    );
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
    expect(await termsFigures(card)).toMatchObject({
      'Okres obowiązywania': '2026-07-01 – do odwołania',
      'Przedłużony dobowy wymiar czasu pracy': 'do 24 godz. (art. 137 KP)',
      'Początek doby niedzielnej i świątecznej': '22:00',
      'Dni wolne z tytułu przeciętnie pięciodniowego tygodnia pracy': 'poniedziałek, sobota',
    });

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
