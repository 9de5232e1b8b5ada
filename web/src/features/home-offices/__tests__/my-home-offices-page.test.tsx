import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AccessFlags } from '@shared/abilities/abilities';
import type { HomeOfficeAgreement } from '@shared/home-office-agreements/agreements-api';
import { abilityOf } from '../../../test/abilities';
import { agreementAnswer, agreementListAnswer } from '../../../test/home-office-agreement';
import { answerKeepingQueries, GATEWAY, useMswServer } from '../../../test/msw';
import { invalidFieldsAnswer, problemAnswer } from '../../../test/problem-answer';
import { renderSignedIn } from '../../../test/render-signed-in';
import { signedInStore } from '../../../test/signed-in-store';
import { useToday } from '../../../test/today';
import MyHomeOfficesPage from '../my-home-offices-page';

const server = useMswServer();
const API = `${GATEWAY}absences/api`;
useToday('2026-11-23T10:00:00+01:00');

const HOME = { street: 'ul. Polna', houseNumber: '1', flatNumber: '', postalCode: '80-001', city: 'Gdańsk' };
const OPEN = agreementAnswer({
  allowedActions: ['withdraw'],
  events: [
    { occurredAt: '2026-11-20T10:00:00+01:00', actorId: 1002, actorFullName: 'Jan Kowalski', action: 'filed', comment: 'Dojazd 2 godziny' },
  ],
});
const REJECTED = agreementAnswer({
  id: 3,
  agreementNo: 'PZ/3/2026',
  statusId: 4,
  status: 'Odrzucone',
  validFrom: '2026-09-01',
  validTo: '2026-12-31',
  weekdays: [5],
  address: { ...HOME, city: 'Sopot' },
  decisionComment: 'Brak warunków BHP w mieszkaniu',
  decidedByFullName: 'Anna Nowak',
  decidedAt: '2026-09-02T09:00:00+02:00',
});
const HOOK_ROW = {
  id: 31,
  requestNo: 'HOOK/2026/000031',
  submittedDate: '2026-11-02T08:00:00+01:00',
  fromDate: '2026-11-05',
  toDate: '2026-11-05',
  numberOfWorkingDays: 1,
  requestTypeId: 41,
  requestType: 'Praca zdalna okazjonalna',
  requestStatusId: 2,
  comment: '',
};

/** The page's calls as the employee Jan Kowalski (1002) with these access flags; what was asked and sent is kept. */
function serve(flags: Partial<AccessFlags>, agreements: HomeOfficeAgreement[] = [OPEN, REJECTED]) {
  const requests = answerKeepingQueries(`${API}/requests/my`, { total: 1, data: [HOOK_ROW] });
  const sent: { url: string; body: unknown; key: string | null }[] = [];
  const keep = async (request: Request) =>
    sent.push({ url: request.url, body: await request.json(), key: request.headers.get('Idempotency-Key') });
  server.use(
    http.get(`${API}/employees/1002/abilities`, () => HttpResponse.json({ abilities: [], accessFlags: flags, hrAreaId: 0 })),
    http.get(`${API}/employees/1002`, () => HttpResponse.json({ data: { employeeId: 1002, fullName: 'Jan Kowalski', address: HOME } })),
    http.get(`${API}/home-office-agreements/my`, () => HttpResponse.json(agreementListAnswer(agreements))),
    http.get(`${API}/home-office-agreements/:id`, ({ params }) =>
      HttpResponse.json({ data: agreements.find((a) => a.id === Number(params.id)) }),
    ),
    http.post(`${API}/home-office-agreements/:id/withdraw`, async ({ request }) => {
      await keep(request);
      return HttpResponse.json({ data: { ...OPEN, statusId: 5, allowedActions: [] } });
    }),
    requests.handler,
  );
  return { requestQueries: requests.asked, sent, keep };
}

function renderPage(flags: Partial<AccessFlags>) {
  renderSignedIn(<MyHomeOfficesPage />, {
    store: signedInStore({ sub: '1002', role: [9044] }),
    abilities: abilityOf('employee', flags),
  });
}

const agreementsSection = () => screen.getByRole('region', { name: 'Moje porozumienia' });

describe('my remote work: agreements and HO/HOOK requests', () => {
  it('lists my agreements (period, weekdays, city, status, decision comment) and offers withdrawal only where the server allows it', async () => {
    const { requestQueries, sent } = serve({ hasAccessToRegularHomeOffice: true, hasAccessToOccasionalHomeOffice: true });
    renderPage({ hasAccessToRegularHomeOffice: true, hasAccessToOccasionalHomeOffice: true });
    const user = userEvent.setup();
    const section = agreementsSection();
    const open = (await within(section).findByRole('button', { name: 'PZ/7/2026' })).closest('tr') as HTMLElement;
    expect(open.textContent).toContain('2026-12-01 – do odwołania');
    expect(open.textContent).toContain('pon., śr.');
    expect(open.textContent).toContain('Gdańsk');
    expect(open.textContent).toContain('Oczekuje na opinię');
    const rejected = within(section).getByRole('button', { name: 'PZ/3/2026' }).closest('tr') as HTMLElement;
    expect(rejected.textContent).toContain('2026-09-01 – 2026-12-31');
    expect(rejected.textContent).toContain('pt.');
    expect(rejected.textContent).toContain('Odrzucone');
    expect(rejected.textContent).toContain('Brak warunków BHP w mieszkaniu');
    expect(within(section).getByRole('button', { name: 'Wycofaj PZ/7/2026' })).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Wycofaj PZ/3/2026' })).toBeNull();

    // My HO and HOOK requests: the "my requests" list of the two remote work types.
    const requests = screen.getByRole('region', { name: 'Moje wnioski o pracę zdalną' });
    const link = await within(requests).findByRole('link', { name: 'HOOK/2026/000031' });
    expect(link.getAttribute('href')).toBe('/leave-requests/my/31');
    expect(link.closest('tr')?.textContent).toContain('Praca zdalna okazjonalna');
    expect(requestQueries[0].toString()).toBe('page=1&page-size=10&request-type-ids=40&request-type-ids=41');
    expect(within(requests).getByRole('link', { name: 'Nowy wniosek' }).getAttribute('href')).toBe('/leave-requests/new');

    // The details: the terms, the statements and the history.
    await user.click(within(section).getByRole('button', { name: 'PZ/7/2026' }));
    const details = await screen.findByRole('dialog', { name: 'Porozumienie o pracy zdalnej PZ/7/2026' });
    expect(await within(details).findByText('poniedziałek, środa')).toBeTruthy();
    expect(within(details).getByText('ul. Polna 1/2, 80-001 Gdańsk')).toBeTruthy();
    expect(within(details).getByTestId('agreement-history').textContent).toContain('Jan Kowalski · złożenie wniosku — Dojazd 2 godziny');
    await user.click(within(details).getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(section).getByRole('button', { name: 'Wycofaj PZ/7/2026' }));
    const confirm = await screen.findByRole('dialog', { name: 'Wycofaj' });
    expect(within(confirm).getByText('Wycofać wniosek o porozumienie PZ/7/2026?')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Tak' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].url).toBe(`${API}/home-office-agreements/7/withdraw`);
    expect(sent[0].body).toEqual({ comment: '' });
    expect(sent[0].key).toMatch(/^[0-9a-f]{32}$/);
  }, 30_000);

  it('offers the application for an agreement only with regular remote work', async () => {
    serve({ hasAccessToOccasionalHomeOffice: true }, []);
    renderPage({ hasAccessToOccasionalHomeOffice: true });
    expect(await within(agreementsSection()).findByText('brak danych!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Złóż wniosek o porozumienie' })).toBeNull();
  });

  it('checks the application before sending (a weekday, the three statements) and sends the draft with an Idempotency-Key', async () => {
    const { sent, keep } = serve({ hasAccessToRegularHomeOffice: true }, []);
    server.use(
      http.post(`${API}/home-office-agreements`, async ({ request }) => {
        await keep(request);
        return HttpResponse.json({ data: agreementAnswer({ id: 8, agreementNo: 'PZ/8/2026' }) });
      }),
    );
    renderPage({ hasAccessToRegularHomeOffice: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Złóż wniosek o porozumienie' }));
    const form = await screen.findByRole('dialog', { name: 'Wniosek o porozumienie o pracy zdalnej' });
    // The workplace starts as the employee's home address.
    await waitFor(() => expect((within(form).getByTestId('agreement-address-street') as HTMLInputElement).value).toBe('ul. Polna'));

    await user.click(within(form).getByRole('button', { name: 'Złóż wniosek' }));
    expect(within(form).getByText('Pole jest wymagane')).toBeTruthy();
    expect(within(form).getByText('Wybierz co najmniej jeden dzień')).toBeTruthy();
    expect(within(form).getAllByText('To oświadczenie jest wymagane')).toHaveLength(3);

    await user.type(within(form).getByTestId('agreement-valid-from'), '2026-12-01');
    await user.click(within(form).getByRole('checkbox', { name: 'poniedziałek' }));
    await user.click(within(form).getByRole('checkbox', { name: 'środa' }));
    await user.click(within(form).getByRole('button', { name: 'Złóż wniosek' }));
    expect(within(form).queryByText('Wybierz co najmniej jeden dzień')).toBeNull();
    expect(within(form).getAllByText('To oświadczenie jest wymagane')).toHaveLength(3);
    expect(sent).toHaveLength(0);

    await user.click(within(form).getByRole('checkbox', { name: /bezpieczne i higieniczne warunki pracy/ }));
    await user.click(within(form).getByRole('checkbox', { name: /oceną ryzyka zawodowego/ }));
    await user.click(within(form).getByRole('checkbox', { name: /ochrony danych osobowych/ }));
    await user.type(within(form).getByTestId('agreement-address-flatNumber'), '4');
    await user.type(within(form).getByTestId('agreement-justification'), 'Dojazd 2 godziny ');
    expect(within(form).getByTestId('justification-counter').textContent).toBe('17 / 500');
    await user.click(within(form).getByRole('button', { name: 'Złóż wniosek' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].url).toBe(`${API}/home-office-agreements`);
    expect(sent[0].body).toEqual({
      validFrom: '2026-12-01',
      validTo: '',
      weekdays: [1, 3],
      address: { ...HOME, flatNumber: '4' },
      safeWorkplaceConfirmed: true,
      riskAssessmentAcknowledged: true,
      dataProtectionAcknowledged: true,
      justification: 'Dojazd 2 godziny',
    });
    expect(sent[0].key).toMatch(/^[0-9a-f]{32}$/);
    expect((await screen.findByTestId('agreement-filed')).textContent).toBe(
      'Wniosek o porozumienie PZ/8/2026 został złożony i czeka na opinię.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  }, 30_000);

  it('ends an approved agreement early: the last day from yesterday on, a reason, and the conflict the server names', async () => {
    // Today is Monday 2026-11-23: yesterday, Sunday the 22nd, is the earliest last day.
    const APPROVED = agreementAnswer({
      id: 5,
      agreementNo: 'PZ/5/2026',
      statusId: 3,
      status: 'Zatwierdzone',
      validFrom: '2026-10-01',
      validTo: '2027-03-31',
      allowedActions: ['end'],
    });
    const { sent, keep } = serve({ hasAccessToRegularHomeOffice: true }, [APPROVED]);
    let answers = 0;
    server.use(
      http.post(`${API}/home-office-agreements/:id/end`, async ({ request }) => {
        await keep(request);
        answers += 1;
        if (answers === 1)
          return problemAnswer(409, {
            code: 'agreement.home-office-after-end',
            detail: 'remote work requests after the new last day rely on this agreement: HO/2026/000044',
            params: { requests: 'HO/2026/000044' },
          });
        return HttpResponse.json({ data: { ...APPROVED, validTo: '2026-12-18' } });
      }),
    );
    renderPage({ hasAccessToRegularHomeOffice: true });
    const user = userEvent.setup();
    await user.click(await within(agreementsSection()).findByRole('button', { name: 'Zakończ PZ/5/2026' }));
    const form = await screen.findByRole('dialog', { name: 'Zakończenie porozumienia PZ/5/2026' });
    const lastDay = within(form).getByTestId('agreement-last-day') as HTMLInputElement;
    expect(lastDay.value).toBe('2026-11-22');
    await user.click(within(form).getByRole('button', { name: 'Zakończ' }));
    expect(within(form).getByText('Pole jest wymagane')).toBeTruthy();
    expect(sent).toHaveLength(0);

    await user.type(within(form).getByTestId('agreement-end-reason'), 'Wracam do biura');
    await user.click(within(form).getByRole('button', { name: 'Zakończ' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].url).toBe(`${API}/home-office-agreements/5/end`);
    expect(sent[0].body).toEqual({ lastDay: '2026-11-22', comment: 'Wracam do biura' });
    expect(await within(form).findByText(/HO\/2026\/000044\. Najpierw je anuluj\./)).toBeTruthy();

    await user.clear(lastDay);
    await user.type(lastDay, '2026-12-18');
    await user.click(within(form).getByRole('button', { name: 'Zakończ' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1].body).toEqual({ lastDay: '2026-12-18', comment: 'Wracam do biura' });
    expect(sent[1].key).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 30_000);

  it("shows the server's field problems by their fields", async () => {
    const { keep } = serve({ hasAccessToRegularHomeOffice: true }, []);
    server.use(
      http.post(`${API}/home-office-agreements`, async ({ request }) => {
        await keep(request);
        return invalidFieldsAnswer(
          {
            'address.city': [{ code: 'field.too-long', detail: 'maximum length is 100 characters', params: { max: 100 } }],
            weekdays: [{ code: 'field.range', detail: 'weekdays are distinct days 1 (Monday) to 5 (Friday)', params: { min: 1, max: 5 } }],
          },
          400,
        );
      }),
    );
    renderPage({ hasAccessToRegularHomeOffice: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Złóż wniosek o porozumienie' }));
    const form = await screen.findByRole('dialog', { name: 'Wniosek o porozumienie o pracy zdalnej' });
    await waitFor(() => expect((within(form).getByTestId('agreement-address-city') as HTMLInputElement).value).toBe('Gdańsk'));
    await user.type(within(form).getByTestId('agreement-valid-from'), '2026-12-01');
    await user.click(within(form).getByRole('checkbox', { name: 'piątek' }));
    for (const statement of within(form).getAllByRole('checkbox', { name: /Oświadczam|Potwierdzam/ })) await user.click(statement);
    await user.click(within(form).getByRole('button', { name: 'Złóż wniosek' }));

    const city = within(form).getByTestId('agreement-address-city').closest('.MuiFormControl-root') as HTMLElement;
    expect(await within(city).findByText('maksymalna długość to 100 znaków')).toBeTruthy();
    expect(within(form).getByText('Wartość od 1 do 5')).toBeTruthy();
    // Said by the fields, not again above them.
    expect(within(form).queryByRole('alert')).toBeNull();
  }, 30_000);
});
