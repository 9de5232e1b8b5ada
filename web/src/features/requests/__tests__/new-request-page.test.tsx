import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { abilityOf } from '../../../test/abilities';
import { GATEWAY, useMswServer } from '../../../test/msw';
import NewRequestPage from '../new-request-page';
import { signedInStore } from '../../../test/signed-in-store';
import { renderSignedIn } from '../../../test/render-signed-in';
import { invalidFieldsAnswer, problemAnswer } from '../../../test/problem-answer';
import type { AccessFlags } from '@shared/abilities/abilities';

const server = useMswServer();
const API = `${GATEWAY}absences/api`;
const TYPE = {
  inHours: false,
  needsReason: false,
  needsPurpose: false,
  needsAddress: false,
  mayStartToday: false,
  hasLimit: true,
  isHomeOffice: false,
  earliestFromDate: '',
};
const TYPES = [
  { ...TYPE, requestTypeId: 1, code: 'UW', name: 'Urlop wypoczynkowy' },
  { ...TYPE, requestTypeId: 24, code: 'SWH', name: 'Siła wyższa (godziny)', inHours: true, needsReason: true, mayStartToday: true },
];
const PREVIEW = {
  numberOfDays: 1,
  numberOfWorkingDays: 1,
  hasLimit: true,
  limitAvailable: 20,
  limitAfter: 19,
  unit: 'days',
  conflicts: [],
  problems: [],
};
const DETAILS = { id: 77, number: 'UW/2027/000010', history: [], allowedActions: [] };
const HOLIDAYS_2027 = [{ date: '2027-05-03', name: 'Święto Narodowe Trzeciego Maja' }];

/** The calls every render makes: types, holidays, the employee's own record and access flags (by person, none unless given). */
function baseHandlers(previews: unknown[] = [], types: unknown[] = TYPES, flagsOf: Record<string, Partial<AccessFlags>> = {}) {
  return [
    http.get(`${API}/request-types`, () => HttpResponse.json({ total: types.length, data: types })),
    http.get(`${API}/employees/:id/abilities`, ({ params }) =>
      HttpResponse.json({ abilities: [], accessFlags: flagsOf[String(params.id)] ?? {}, hrAreaId: 0 }),
    ),
    http.get(`${API}/calendar/holidays`, ({ request }) =>
      HttpResponse.json(
        new URL(request.url).searchParams.get('year') === '2027' ? { total: 1, data: HOLIDAYS_2027 } : { total: 0, data: [] },
      ),
    ),
    http.get(`${API}/employees/1002`, () =>
      HttpResponse.json({
        data: {
          employeeId: 1002,
          fullName: 'Jan Kowalski',
          address: { street: 'ul. Polna', houseNumber: '1', city: 'Gdańsk', postalCode: '80-001' },
        },
      }),
    ),
    http.post(`${API}/requests/preview`, async ({ request }) => {
      previews.push(await request.json());
      return HttpResponse.json(PREVIEW);
    }),
  ];
}

/** The calls every render makes, and filing a request: each body sent is kept and answered by `answer`. */
function serveFiling(answer: (body: { cancelConflicting?: boolean }) => Response, previews: unknown[] = []) {
  const created: { cancelConflicting?: boolean }[] = [];
  server.use(
    ...baseHandlers(previews),
    http.post(`${API}/requests`, async ({ request }) => {
      const body = (await request.json()) as { cancelConflicting?: boolean };
      created.push(body);
      return answer(body);
    }),
  );
  return created;
}

function renderPage(abilities: 'employee' | 'manager' = 'employee') {
  const store = signedInStore({ sub: '1002', role: [9044] });
  const router = createMemoryRouter(
    [
      { path: '/leave-requests/new', element: <NewRequestPage /> },
      { path: '/leave-requests/new/:mode', element: <NewRequestPage /> },
      { path: '/leave-requests/my/:id', element: <div>details page</div> },
    ],
    { initialEntries: ['/leave-requests/new'] },
  );
  renderSignedIn(router, { store, abilities: abilityOf(abilities) });
  return router;
}

/** The 409 of an overlap with one conflicting annual leave request (number UW/2027/000001). */
function overlap(conflict: { fromDate: string; toDate: string; requestStatusId: number }) {
  return problemAnswer(409, {
    title: 'request period overlaps another request',
    detail: 'request period overlaps another request',
    code: 'leave.overlap',
    conflicts: [{ id: 5, requestNo: 'UW/2027/000001', requestTypeId: 1, requestType: 'Urlop wypoczynkowy', ...conflict }],
  });
}

describe('new request form', () => {
  it("offers a manager the two modes as toggle buttons that change the address (a link cannot be 'pressed')", async () => {
    server.use(
      ...baseHandlers(),
      http.post(`${API}/employees/search`, () => HttpResponse.json({ total: 0, data: [] })),
    );
    const router = renderPage('manager');
    const user = userEvent.setup();
    const modes = await screen.findByRole('group', { name: 'Tryb wniosku' });
    expect(within(modes).queryAllByRole('link')).toEqual([]);
    expect(within(modes).getByRole('button', { name: 'Mój wniosek' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(modes).getByRole('button', { name: 'W imieniu pracownika' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/leave-requests/new/supervisor'));
    expect(
      within(screen.getByRole('group', { name: 'Tryb wniosku' }))
        .getByRole('button', { name: 'W imieniu pracownika' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('previews the working days and limit, and after a 409 asks to cancel the conflicting request, then files with cancelConflicting', async () => {
    const previews: unknown[] = [];
    const created = serveFiling(
      (body) =>
        body.cancelConflicting
          ? HttpResponse.json({ data: DETAILS })
          : overlap({ fromDate: '2027-03-02', toDate: '2027-03-02', requestStatusId: 1 }),
      previews,
    );
    const router = renderPage();
    const user = userEvent.setup();
    await screen.findByText('Urlop wypoczynkowy');
    await user.type(screen.getByTestId('from-date'), '2027-03-02');
    expect((screen.getByTestId('to-date') as HTMLInputElement).value).toBe('2027-03-02');
    expect((await screen.findByTestId('request-preview')).textContent).toContain('Dostępny limit: 20 dni, po złożeniu: 19 dni');
    // Debounced: one call for the finished draft, not one per keystroke.
    expect(previews).toEqual([expect.objectContaining({ requestTypeId: 1, fromDate: '2027-03-02', toDate: '2027-03-02', hours: 0 })]);

    await user.click(screen.getByTestId('submit-request'));
    const dialog = await screen.findByRole('dialog', { name: 'Termin pokrywa się z innym wnioskiem' });
    const question = await screen.findByTestId('conflict-question');
    expect(question.textContent).toContain('W dniu 2 marca 2027 istnieje już wniosek typu Urlop wypoczynkowy o numerze UW/2027/000001');
    expect(screen.getByTestId('conflict-lost-UW/2027/000001').textContent).toBe('Wniosek zostanie anulowany w całości.');
    await user.click(within(dialog).getByRole('button', { name: 'Złóż i anuluj poprzedni' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/leave-requests/my/77'));
    expect(created).toHaveLength(2);
    expect(created[0]).not.toHaveProperty('cancelConflicting', true);
    expect(created[1]).toMatchObject({ requestTypeId: 1, fromDate: '2027-03-02', toDate: '2027-03-02', cancelConflicting: true });
  });

  it('over approved leave asks nothing and says a cancellation request is the way', async () => {
    const created = serveFiling(() => overlap({ fromDate: '2027-03-01', toDate: '2027-03-05', requestStatusId: 2 }));
    renderPage();
    const user = userEvent.setup();
    await screen.findByText('Urlop wypoczynkowy');
    await user.type(screen.getByTestId('from-date'), '2027-03-02');
    await user.click(screen.getByTestId('submit-request'));
    expect(await screen.findByText(/Okres wniosku pokrywa się z innym wnioskiem/)).toBeTruthy();
    expect(screen.queryByTestId('conflict-question')).toBeNull();
    expect(created).toHaveLength(1);
    expect(created[0]).not.toHaveProperty('cancelConflicting', true);
  });

  it('validates before sending: required dates, days off, order of dates, the comment length', async () => {
    const created = serveFiling(() => HttpResponse.json({ data: DETAILS }));
    renderPage();
    const user = userEvent.setup();
    await screen.findByText('Urlop wypoczynkowy');

    await user.click(screen.getByTestId('submit-request'));
    expect(await screen.findByTestId('request-invalid')).toBeTruthy();
    expect(screen.getAllByText('Pole jest wymagane')).toHaveLength(2);

    // A Saturday and a public holiday cannot be chosen (docs/product.md §5 disabled dates).
    await user.type(screen.getByTestId('from-date'), '2027-03-06');
    expect((await screen.findAllByText('Tego dnia nie można wybrać (dzień wolny od pracy)')).length).toBeGreaterThan(0);
    await user.clear(screen.getByTestId('from-date'));
    await user.type(screen.getByTestId('from-date'), '20270503');
    expect((screen.getByTestId('from-date') as HTMLInputElement).value).toBe('2027-05-03');
    expect((await screen.findAllByText('Tego dnia nie można wybrać (dzień wolny od pracy)')).length).toBeGreaterThan(0);

    await user.clear(screen.getByTestId('from-date'));
    await user.type(screen.getByTestId('from-date'), '2027-03-09');
    await user.clear(screen.getByTestId('to-date'));
    await user.type(screen.getByTestId('to-date'), '2027-03-08');
    expect(await screen.findByText('Najwcześniejsza możliwa data to 2027-03-09')).toBeTruthy();

    const comment = screen.getByTestId('comment') as HTMLTextAreaElement;
    await user.click(comment);
    await user.paste('x'.repeat(520));
    expect(comment.value).toHaveLength(500);
    expect(screen.getByTestId('comment-counter').textContent).toBe('500 / 500');
    expect(screen.getByText('maksymalna długość to 500 znaków')).toBeTruthy();

    await user.click(screen.getByTestId('submit-request'));
    expect(created).toHaveLength(0);
  });

  it('asks force majeure in hours for the reason and the person, and shows the server refusal in Polish', async () => {
    const created = serveFiling(() =>
      problemAnswer(400, {
        detail: 'the limit is exceeded: 2 hours left',
        code: 'leave.limit-exceeded',
        params: { available: 2, unit: 'hours' },
      }),
    );
    renderPage();
    const user = userEvent.setup();
    await screen.findByText('Urlop wypoczynkowy');
    await user.click(screen.getByRole('combobox', { name: /Rodzaj wniosku/ }));
    await user.click(await screen.findByRole('option', { name: 'Siła wyższa (godziny)' }));
    expect(screen.queryByTestId('to-date')).toBeNull();
    await user.type(screen.getByTestId('from-date'), '2027-03-02');
    await user.clear(screen.getByTestId('hours'));
    await user.type(screen.getByTestId('hours'), '4');
    // The start time begins at noon (docs/product.md §5: default hour 12) and shows where the hours end.
    const start = screen.getByTestId('start-time') as HTMLInputElement;
    expect(start.value).toBe('12:00');
    expect(screen.getByText('Koniec o 16:00')).toBeTruthy();
    await user.clear(start);
    await user.type(start, '0735');
    await user.tab();
    expect(start.value).toBe('07:35');
    expect(screen.getByText('Koniec o 11:35')).toBeTruthy();
    await user.click(screen.getByTestId('submit-request'));
    expect(created).toHaveLength(0);
    expect(screen.getAllByText('Pole jest wymagane').length).toBeGreaterThanOrEqual(3);

    await user.click(screen.getByRole('combobox', { name: /Powód/ }));
    await user.click(await screen.findByRole('option', { name: 'Choroba' }));
    await user.type(screen.getByTestId('reason-full-name'), 'Ala Kowalska');
    await user.click(screen.getByRole('combobox', { name: /Stopień pokrewieństwa/ }));
    await user.click(await screen.findByRole('option', { name: 'Dziecko' }));
    await user.type(screen.getByTestId('reason-address-street'), 'ul. Polna');
    await user.type(screen.getByTestId('reason-address-houseNumber'), '1');
    await user.type(screen.getByTestId('reason-address-postalCode'), '80-001');
    await user.type(screen.getByTestId('reason-address-city'), 'Gdańsk');
    await user.click(screen.getByTestId('submit-request'));
    expect((await screen.findByTestId('request-error')).textContent).toBe('Przekroczony limit: pozostało 2 godz.');
    expect(created[0]).toMatchObject({
      requestTypeId: 24,
      fromDate: '2027-03-02',
      toDate: '2027-03-02',
      hours: 4,
      startTime: '07:35',
      requestReason: { typeId: 1, fullName: 'Ala Kowalska', degreeOfKinshipId: 1, address: { street: 'ul. Polna', city: 'Gdańsk' } },
    });
  }, 30_000); // the longest form: reason, person, address and the time list
});

describe('remote work types in the new-request form (offered by the access flags of the person it is for)', () => {
  const REMOTE = { ...TYPE, needsAddress: true, isHomeOffice: true };
  const WITH_REMOTE = [
    ...TYPES,
    { ...REMOTE, requestTypeId: 40, code: 'HO', name: 'Praca zdalna', hasLimit: false },
    { ...REMOTE, requestTypeId: 41, code: 'HOOK', name: 'Praca zdalna okazjonalna' },
  ];
  const typeNames = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(screen.getByRole('combobox', { name: /Rodzaj wniosku/ }));
    const names = (await screen.findAllByRole('option')).map((o) => ({
      name: o.textContent,
      disabled: o.getAttribute('aria-disabled') === 'true',
    }));
    await user.keyboard('{Escape}');
    return names;
  };

  it('offers the employee HO only with regular and HOOK only with occasional remote work', async () => {
    server.use(...baseHandlers([], WITH_REMOTE, { 1002: { hasAccessToRegularHomeOffice: true } }));
    renderPage();
    const user = userEvent.setup();
    await screen.findByText('Urlop wypoczynkowy');
    await waitFor(async () =>
      expect((await typeNames(user)).map((o) => o.name)).toEqual(['Urlop wypoczynkowy', 'Siła wyższa (godziny)', 'Praca zdalna']),
    );
  });

  it("in supervisor mode the chosen team member's flags decide; a type they rule out is marked and not sent", async () => {
    const created: unknown[] = [];
    server.use(
      ...baseHandlers([], WITH_REMOTE, { 1003: { hasAccessToRegularHomeOffice: true }, 1005: { hasAccessToOccasionalHomeOffice: true } }),
      http.get(`${API}/employees/1003`, () => HttpResponse.json({ data: { employeeId: 1003, fullName: 'Anna Nowak' } })),
      http.post(`${API}/employees/search`, () =>
        HttpResponse.json({ total: 1, data: [{ employeeId: 1005, fullName: 'Ewa Zając', sapNumber: '00001005', position: 'Księgowa' }] }),
      ),
      http.post(`${API}/requests`, async ({ request }) => {
        created.push(await request.json());
        return HttpResponse.json({ data: DETAILS });
      }),
    );
    const store = signedInStore({ sub: '1003', role: [9043, 9044] });
    const router = createMemoryRouter([{ path: '/leave-requests/new/:mode', element: <NewRequestPage /> }], {
      initialEntries: ['/leave-requests/new/supervisor'],
    });
    renderSignedIn(router, { store, abilities: abilityOf('manager') });
    const user = userEvent.setup();
    await screen.findByText('Urlop wypoczynkowy');
    // Nobody chosen yet: the manager's own flags say nothing about the team member, so every type is offered.
    expect((await typeNames(user)).map((o) => o.name)).toContain('Praca zdalna');
    await user.click(screen.getByRole('combobox', { name: /Rodzaj wniosku/ }));
    await user.click(await screen.findByRole('option', { name: 'Praca zdalna' }));

    await user.type(screen.getByRole('combobox', { name: /Pracownik/ }), 'Ewa');
    await user.click(await screen.findByRole('option', { name: 'Ewa Zając (00001005)' }));
    const typeField = screen.getByRole('combobox', { name: /Rodzaj wniosku/ }).closest('.MuiFormControl-root') as HTMLElement;
    await waitFor(() => expect(within(typeField).getByText('Ten rodzaj pracy zdalnej nie jest dostępny dla tej osoby.')).toBeTruthy());
    await waitFor(async () =>
      expect(await typeNames(user)).toEqual([
        { name: 'Urlop wypoczynkowy', disabled: false },
        { name: 'Siła wyższa (godziny)', disabled: false },
        { name: 'Praca zdalna', disabled: true },
        { name: 'Praca zdalna okazjonalna', disabled: false },
      ]),
    );
    await user.type(screen.getByTestId('from-date'), '2027-03-02');
    await user.click(screen.getByTestId('submit-request'));
    expect(await screen.findByTestId('request-invalid')).toBeTruthy();
    expect(created).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/leave-requests/new/supervisor');
  }, 30_000);

  it("shows the server's refusal of the type by the type field", async () => {
    const created = serveFiling(() =>
      invalidFieldsAnswer(
        {
          requestTypeId: [
            {
              code: 'request-type.no-access',
              detail: 'this request type is not available to the employee: HOOK',
              params: { ability: 'has_access_to_occasional_home_office' },
            },
          ],
        },
        400,
      ),
    );
    // The flags said yes (or were not known yet); the server has the last word.
    server.use(...baseHandlers([], WITH_REMOTE, { 1002: { hasAccessToOccasionalHomeOffice: true } }));
    renderPage();
    const user = userEvent.setup();
    await screen.findByText('Urlop wypoczynkowy');
    await user.click(screen.getByRole('combobox', { name: /Rodzaj wniosku/ }));
    await user.click(await screen.findByRole('option', { name: 'Praca zdalna okazjonalna' }));
    await user.type(screen.getByTestId('from-date'), '2027-03-02');
    await user.click(screen.getByTestId('submit-request'));
    const typeField = screen.getByRole('combobox', { name: /Rodzaj wniosku/ }).closest('.MuiFormControl-root') as HTMLElement;
    expect(await within(typeField).findByText('Ten rodzaj wniosku nie jest dostępny dla tej osoby.')).toBeTruthy();
    expect(created[0]).toMatchObject({ requestTypeId: 41, fromDate: '2027-03-02', address: { street: 'ul. Polna', city: 'Gdańsk' } });
  }, 30_000);
});

describe('the substitute of an employee’s own whole days away (docs/substitutions.md)', () => {
  const WITH_SUBSTITUTIONS = { 1002: { hasAccessToSubstitutions: true } };
  const SUGGESTION = { substituteId: 1005, substituteFullName: 'Ewa Zając', existingSubstitutionId: 0, substituteAwayDays: ['2027-03-02'] };

  /** The form's calls for Jan Kowalski with the substitutions flag; the previews and the proposals are kept. */
  function serveSubstitutions(suggestion: object, proposal: () => Response) {
    const previews: unknown[] = [];
    const proposals: { body: unknown; key: string | null }[] = [];
    const searched: unknown[] = [];
    server.use(
      ...baseHandlers([], TYPES, WITH_SUBSTITUTIONS),
      http.post(`${API}/requests`, () => HttpResponse.json({ data: DETAILS })),
      http.post(`${API}/substitutions/preview`, async ({ request }) => {
        const body = (await request.json()) as { substituteId?: number };
        previews.push(body);
        return HttpResponse.json(
          body.substituteId
            ? { substituteId: body.substituteId, substituteFullName: 'Piotr Wójcik', existingSubstitutionId: 0, substituteAwayDays: [] }
            : suggestion,
        );
      }),
      http.post(`${API}/employees/search`, async ({ request }) => {
        searched.push(await request.json());
        return HttpResponse.json({
          total: 2,
          data: [
            { employeeId: 1002, fullName: 'Jan Kowalski', sapNumber: '', position: '' },
            { employeeId: 1006, fullName: 'Piotr Wójcik', sapNumber: '', position: '' },
          ],
        });
      }),
      http.post(`${API}/substitutions`, async ({ request }) => {
        proposals.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
        return proposal();
      }),
    );
    return { previews, proposals, searched };
  }

  function renderWithSubstitutions() {
    const router = createMemoryRouter(
      [
        { path: '/leave-requests/new', element: <NewRequestPage /> },
        { path: '/leave-requests/my/:id', element: <div>details page</div> },
      ],
      { initialEntries: ['/leave-requests/new'] },
    );
    renderSignedIn(router, {
      store: signedInStore({ sub: '1002', role: [9044] }),
      abilities: abilityOf('employee', { hasAccessToSubstitutions: true }),
    });
    return router;
  }

  it('suggests one for the period, warns of the days they are away, takes another colleague and proposes them once the request is filed', async () => {
    const { previews, proposals, searched } = serveSubstitutions(SUGGESTION, () =>
      HttpResponse.json({ data: { id: 30, allowedActions: [] } }),
    );
    const router = renderWithSubstitutions();
    const user = userEvent.setup();
    await screen.findByText('Urlop wypoczynkowy');
    await user.type(screen.getByTestId('from-date'), '2027-03-02');
    const choice = await screen.findByTestId('substitution-choice');
    await waitFor(() => expect(choice.textContent).toContain('Zastępstwo: Ewa Zając'));
    expect(screen.getByTestId('substitute-away-days').textContent).toBe('Ewa Zając jest nieobecny(-a) w dniach: 2027-03-02.');
    expect(previews).toEqual([{ fromDate: '2027-03-02', toDate: '2027-03-02' }]);

    await user.click(within(choice).getByRole('button', { name: 'Wybierz innego zastępcę' }));
    await user.type(within(choice).getByRole('combobox', { name: 'Zastępca (współpracownik)' }), 'Pio');
    // A colleague, never the employee themselves.
    const other = await screen.findByRole('option', { name: 'Piotr Wójcik' });
    expect(screen.queryByRole('option', { name: 'Jan Kowalski' })).toBeNull();
    await user.click(other);
    expect(searched.at(-1)).toMatchObject({ colleagues: true, search: 'Pio' });
    await waitFor(() => expect(choice.textContent).toContain('Zastępstwo: Piotr Wójcik'));
    await waitFor(() => expect(previews).toContainEqual({ substituteId: 1006, fromDate: '2027-03-02', toDate: '2027-03-02' }));
    expect(screen.queryByTestId('substitute-away-days')).toBeNull();

    await user.click(screen.getByTestId('submit-request'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/leave-requests/my/77'));
    expect(proposals).toHaveLength(1);
    expect(proposals[0].body).toEqual({ substituteId: 1006, fromDate: '2027-03-02', toDate: '2027-03-02' });
    expect(proposals[0].key).toMatch(/^[0-9a-f]{32}$/);
  }, 30_000);

  it('offers none for hours off', async () => {
    const { previews } = serveSubstitutions(SUGGESTION, () => HttpResponse.json({ data: { id: 30 } }));
    renderWithSubstitutions();
    const user = userEvent.setup();
    await screen.findByText('Urlop wypoczynkowy');
    await user.click(screen.getByRole('combobox', { name: /Rodzaj wniosku/ }));
    await user.click(await screen.findByRole('option', { name: 'Siła wyższa (godziny)' }));
    await user.type(screen.getByTestId('from-date'), '2027-03-02');
    await screen.findByTestId('request-preview');
    expect(screen.queryByTestId('substitution-choice')).toBeNull();
    expect(previews).toEqual([]);
  }, 30_000);

  it('makes no second substitution where one already covers the period', async () => {
    const { proposals } = serveSubstitutions({ ...SUGGESTION, existingSubstitutionId: 5, substituteAwayDays: [] }, () =>
      HttpResponse.json({ data: { id: 30 } }),
    );
    const router = renderWithSubstitutions();
    const user = userEvent.setup();
    await screen.findByText('Urlop wypoczynkowy');
    await user.type(screen.getByTestId('from-date'), '2027-03-02');
    const choice = await screen.findByTestId('substitution-choice');
    await waitFor(() => expect(choice.textContent).toContain('Zastępstwo na ten okres jest już ustanowione'));
    expect(choice.textContent).toContain('Zastępstwo: Ewa Zając');
    expect(within(choice).queryByRole('button')).toBeNull();
    await user.click(screen.getByTestId('submit-request'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/leave-requests/my/77'));
    expect(proposals).toEqual([]);
  }, 30_000);

  it('keeps the request filed when the proposal fails, and says why', async () => {
    const { proposals } = serveSubstitutions(SUGGESTION, () =>
      problemAnswer(409, { code: 'substitution.overlap', detail: 'another substitution of this person covers part of the period' }),
    );
    const router = renderWithSubstitutions();
    const user = userEvent.setup();
    await screen.findByText('Urlop wypoczynkowy');
    await user.type(screen.getByTestId('from-date'), '2027-03-02');
    await waitFor(async () => expect((await screen.findByTestId('substitution-choice')).textContent).toContain('Ewa Zając'));
    await user.click(screen.getByTestId('submit-request'));
    expect(await screen.findByText('Wniosek UW/2027/000010 został złożony.')).toBeTruthy();
    expect(screen.getByTestId('substitution-not-proposed').textContent).toBe(
      'Nie udało się zaproponować zastępstwa: Osoba nieobecna ma już w części tego okresu zastępstwo (zaproponowane lub potwierdzone) – anuluj je albo wybierz inne dni. Możesz to zrobić w „Moje zastępstwa”.',
    );
    expect(proposals).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/leave-requests/new');
    // Filed once: the form is gone, the request and the substitutions are a link away.
    expect(screen.queryByTestId('submit-request')).toBeNull();
    expect(screen.getByRole('link', { name: 'Przejdź do wniosku' }).getAttribute('href')).toBe('/leave-requests/my/77');
    expect(screen.getByRole('link', { name: 'Moje zastępstwa' }).getAttribute('href')).toBe('/substitutions/my');
  }, 30_000);
});
