import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Substitution } from '@shared/substitutions/substitutions-api';
import { abilityOf } from '../../../test/abilities';
import { GATEWAY, useMswServer } from '../../../test/msw';
import { invalidFieldsAnswer, problemAnswer } from '../../../test/problem-answer';
import { renderSignedIn } from '../../../test/render-signed-in';
import { signedInStore } from '../../../test/signed-in-store';
import { personCard, substitutionAnswer, substitutionListAnswer } from '../../../test/substitution';
import { useToday } from '../../../test/today';
import MySubstitutionsPage from '../my-substitutions-page';

const server = useMswServer();
const API = `${GATEWAY}absences/api`;
useToday('2026-11-23T10:00:00+01:00');

/** Who stands in for Jan Kowalski: a proposal he may cancel, and one that has been rejected. */
const PROPOSED = substitutionAnswer({ allowedActions: ['cancel'] });
const REJECTED = substitutionAnswer({
  id: 12,
  substituteId: 1006,
  substituteFullName: 'Piotr Wójcik',
  fromDate: '2026-10-05',
  toDate: '2026-10-09',
  statusId: 3,
  status: 'Odrzucone',
  decidedByFullName: 'Anna Nowak',
  decisionComment: 'Piotr ma wtedy urlop',
});
/** For whom Jan stands in: the substitute takes no step. */
const STANDING_IN = substitutionAnswer({
  id: 21,
  employeeId: 1008,
  employeeFullName: 'Agnieszka Zielińska',
  substituteId: 1002,
  substituteFullName: 'Jan Kowalski',
  statusId: 2,
  status: 'Potwierdzone',
  decidedByFullName: 'Anna Nowak',
});
const PENDING_REQUEST = {
  id: 9,
  requestNo: 'UW/2026/000009',
  fromDate: '2026-12-07',
  toDate: '2026-12-08',
  numberOfWorkingDays: 2,
  hours: 0,
  startTime: '',
  endTime: '',
  requestTypeId: 1,
  requestType: 'Urlop wypoczynkowy',
  requestStatusId: 1,
  applicantFullName: 'Michał Szymański',
  supervisorFullName: 'Agnieszka Zielińska',
  comment: '',
};

interface Sent {
  url: string;
  body: unknown;
  key: string | null;
}

/** The page's calls as the employee Jan Kowalski (1002); the lists' queries and what was sent are kept. */
function serve({ toDecide = [] as (typeof PENDING_REQUEST)[], away = [PROPOSED, REJECTED] as Substitution[] } = {}) {
  const listed: URLSearchParams[] = [];
  const searched: unknown[] = [];
  const sent: Sent[] = [];
  const keep = async (request: Request) =>
    sent.push({ url: request.url, body: await request.json(), key: request.headers.get('Idempotency-Key') });
  server.use(
    http.get(`${API}/substitutions/my`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      listed.push(params);
      return HttpResponse.json(substitutionListAnswer(params.get('side') === 'standing-in' ? [STANDING_IN] : away));
    }),
    http.get(`${API}/substitutions/requests`, () => HttpResponse.json({ total: toDecide.length, data: toDecide })),
    http.get(`${API}/request-types`, () =>
      HttpResponse.json({
        total: 1,
        data: [
          {
            requestTypeId: 1,
            code: 'UW',
            name: 'Urlop wypoczynkowy',
            inHours: false,
            needsReason: false,
            needsPurpose: false,
            needsAddress: false,
            mayStartToday: false,
            hasLimit: true,
            isHomeOffice: false,
            earliestFromDate: '',
          },
        ],
      }),
    ),
    http.post(`${API}/employees/search`, async ({ request }) => {
      searched.push(await request.json());
      // Colleagues share Jan's supervisor: Jan himself is one of them.
      return HttpResponse.json({ total: 2, data: [personCard(1002, 'Jan Kowalski'), personCard(1005, 'Ewa Zając')] });
    }),
    http.post(`${API}/substitutions/:id/cancel`, async ({ request }) => {
      await keep(request);
      return HttpResponse.json({ data: { ...PROPOSED, statusId: 4, allowedActions: [] } });
    }),
    http.post(`${API}/requests/:id/:action`, async ({ request }) => {
      await keep(request);
      return HttpResponse.json({ data: { id: 9, requestStatusId: 2 } });
    }),
  );
  return { listed, searched, sent, keep };
}

function renderPage() {
  renderSignedIn(<MySubstitutionsPage />, {
    store: signedInStore({ sub: '1002', role: [9044] }),
    abilities: abilityOf('employee', { hasAccessToSubstitutions: true }),
  });
}

const substitutionsSection = () => screen.getByRole('region', { name: 'Zastępstwa' });
const rowOf = (cell: HTMLElement) => cell.closest('tr') as HTMLElement;

describe('my substitutions: who stands in for me and for whom I stand in', () => {
  it('asks for each side, shows the columns of each, and offers only the steps the server allows', async () => {
    const { listed, sent } = serve();
    renderPage();
    const user = userEvent.setup();
    const section = substitutionsSection();
    expect(within(section).getByRole('tab', { name: 'Kto mnie zastępuje' }).getAttribute('aria-selected')).toBe('true');
    const proposed = rowOf(await within(section).findByText('Ewa Zając'));
    expect(listed[0].toString()).toBe('page=1&page-size=10&side=away');
    expect(proposed.textContent).toContain('2026-12-01');
    expect(proposed.textContent).toContain('2026-12-05');
    expect(proposed.textContent).toContain('Zaproponowane');
    expect(proposed.textContent).toContain('Urlop');
    const rejected = rowOf(within(section).getByText('Piotr Wójcik'));
    expect(rejected.textContent).toContain('Odrzucone');
    expect(rejected.textContent).toContain('Anna Nowak');
    // The reader is the away person on this side: no column of their own name.
    expect(within(section).queryByRole('columnheader', { name: 'Nieobecny' })).toBeNull();
    const cancel = 'Anuluj zastępstwo Jan Kowalski (zastępca: Ewa Zając), 2026-12-01 – 2026-12-05';
    expect(within(proposed).getByRole('button', { name: cancel })).toBeTruthy();
    expect(within(rejected).queryByRole('button', { name: /^Anuluj zastępstwo/ })).toBeNull();

    // Sorting and the status and period filters go to the server.
    await user.click(within(section).getByRole('button', { name: 'Od' }));
    await waitFor(() => expect(listed.at(-1)?.toString()).toBe('page=1&page-size=10&sort=from-date&side=away'));

    await user.click(within(proposed).getByRole('button', { name: cancel }));
    const confirm = await screen.findByRole('dialog', { name: 'Anuluj zastępstwo' });
    await user.click(within(confirm).getByRole('button', { name: 'Tak' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ url: `${API}/substitutions/11/cancel`, body: { comment: '' } });
    expect(sent[0].key).toMatch(/^[0-9a-f]{32}$/);

    await user.click(within(section).getByRole('tab', { name: 'Kogo zastępuję' }));
    const standingIn = rowOf(await within(section).findByText('Agnieszka Zielińska'));
    expect(listed.at(-1)?.toString()).toBe('page=1&page-size=10&side=standing-in');
    expect(standingIn.textContent).toContain('Potwierdzone');
    expect(within(section).queryByRole('columnheader', { name: 'Zastępca' })).toBeNull();
    // The substitute takes no step.
    expect(within(standingIn).queryAllByRole('button')).toEqual([]);
  }, 30_000);

  it('sends the status and period filters as the list parameters', async () => {
    const { listed } = serve();
    renderPage();
    const user = userEvent.setup();
    const section = substitutionsSection();
    await within(section).findByText('Ewa Zając');
    await user.click(within(section).getByRole('button', { name: 'Filtry' }));
    await user.click(within(section).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Potwierdzone' }));
    await user.keyboard('{Escape}');
    await user.type(within(section).getByTestId('substitutions-filter-from'), '2026-12-01');
    await user.type(within(section).getByTestId('substitutions-filter-to'), '2026-12-31');
    await waitFor(() =>
      expect(listed.at(-1)?.toString()).toBe('page=1&page-size=10&status-ids=2&date-from=2026-12-01&date-to=2026-12-31&side=away'),
    );
  }, 30_000);

  it('checks the proposal before sending and sends it with an Idempotency-Key: a colleague, the period, the comment', async () => {
    const { searched, sent, keep } = serve();
    server.use(
      http.post(`${API}/substitutions`, async ({ request }) => {
        await keep(request);
        return HttpResponse.json({ data: substitutionAnswer({ id: 30 }) });
      }),
    );
    renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Zaproponuj zastępstwo' }));
    const form = await screen.findByRole('dialog', { name: 'Propozycja zastępstwa' });

    await user.click(within(form).getByRole('button', { name: 'Zaproponuj' }));
    expect(within(form).getAllByText('Pole jest wymagane')).toHaveLength(3);
    await user.type(within(form).getByTestId('substitution-from'), '2026-12-10');
    // The end follows the start, and may not come before it.
    expect((within(form).getByTestId('substitution-to') as HTMLInputElement).value).toBe('2026-12-10');
    await user.clear(within(form).getByTestId('substitution-to'));
    await user.type(within(form).getByTestId('substitution-to'), '2026-12-09');
    expect(await within(form).findByText('Najwcześniejsza możliwa data to 2026-12-10')).toBeTruthy();
    await user.clear(within(form).getByTestId('substitution-to'));
    await user.type(within(form).getByTestId('substitution-to'), '2026-12-18');

    // The substitute is one of the caller's colleagues, never the caller.
    await user.type(within(form).getByRole('combobox', { name: /Zastępca/ }), 'Ew');
    expect(await screen.findByRole('option', { name: 'Ewa Zając' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Jan Kowalski' })).toBeNull();
    expect(searched.at(-1)).toEqual({ colleagues: true, search: 'Ew', pageSize: 50, sort: ['full-name'] });
    await user.click(screen.getByRole('option', { name: 'Ewa Zając' }));

    const comment = within(form).getByTestId('substitution-comment') as HTMLTextAreaElement;
    await user.click(comment);
    await user.paste('x'.repeat(520));
    expect(comment.value).toHaveLength(500);
    expect(within(form).getByTestId('substitution-comment-counter').textContent).toBe('500 / 500');
    await user.clear(comment);
    await user.type(comment, 'Wyjazd służbowy ');
    expect(sent).toHaveLength(0);

    await user.click(within(form).getByRole('button', { name: 'Zaproponuj' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].url).toBe(`${API}/substitutions`);
    expect(sent[0].body).toEqual({ substituteId: 1005, fromDate: '2026-12-10', toDate: '2026-12-18', comment: 'Wyjazd służbowy' });
    expect(sent[0].key).toMatch(/^[0-9a-f]{32}$/);
    expect((await screen.findByTestId('substitution-proposed')).textContent).toBe(
      'Zastępstwo zostało zaproponowane i czeka na potwierdzenie przełożonego.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  }, 30_000);

  it("shows the server's field problems by their fields, and an overlap above them", async () => {
    const answers = [
      invalidFieldsAnswer(
        {
          fromDate: [{ code: 'field.before-today', detail: 'a substitution starts today at the earliest', params: { min: '2026-11-24' } }],
          substituteId: [{ code: 'substitution.self', detail: 'nobody stands in for themselves' }],
        },
        400,
      ),
      problemAnswer(409, { code: 'substitution.overlap', detail: 'another substitution of this person covers part of the period' }),
    ];
    serve();
    server.use(http.post(`${API}/substitutions`, () => answers.shift()!));
    renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Zaproponuj zastępstwo' }));
    const form = await screen.findByRole('dialog', { name: 'Propozycja zastępstwa' });
    await user.type(within(form).getByTestId('substitution-from'), '2026-12-10');
    await user.type(within(form).getByRole('combobox', { name: /Zastępca/ }), 'Ew');
    await user.click(await screen.findByRole('option', { name: 'Ewa Zając' }));
    await user.click(within(form).getByRole('button', { name: 'Zaproponuj' }));

    const from = within(form).getByTestId('substitution-from').closest('.MuiFormControl-root') as HTMLElement;
    expect(await within(from).findByText('Data nie może być wcześniejsza niż dzisiejsza (2026-11-24)')).toBeTruthy();
    const substitute = within(form)
      .getByRole('combobox', { name: /Zastępca/ })
      .closest('.MuiFormControl-root') as HTMLElement;
    expect(within(substitute).getByText('Nikt nie może zastępować sam siebie.')).toBeTruthy();
    // Said by the fields, not again above them.
    expect(within(form).queryByRole('alert')).toBeNull();

    await user.click(within(form).getByRole('button', { name: 'Zaproponuj' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Osoba nieobecna ma już w części tego okresu zastępstwo (zaproponowane lub potwierdzone) – anuluj je albo wybierz inne dni.',
    );
  }, 30_000);
});

describe('requests to decide as a substitute', () => {
  it('is left out while there is nothing to decide', async () => {
    serve();
    renderPage();
    await within(substitutionsSection()).findByText('Ewa Zając');
    expect(screen.queryByRole('region', { name: /Wnioski do decyzji w zastępstwie/ })).toBeNull();
  });

  it("lists the team's pending requests in the supervisor's stead and approves, or rejects with the required comment", async () => {
    const { sent } = serve({ toDecide: [PENDING_REQUEST] });
    renderPage();
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Wnioski do decyzji w zastępstwie (1)' });
    const row = rowOf(await within(section).findByText('UW/2026/000009'));
    expect(row.textContent).toContain('Michał Szymański');
    expect(row.textContent).toContain('Urlop wypoczynkowy');
    expect(row.textContent).toContain('Agnieszka Zielińska');

    await user.click(within(row).getByRole('button', { name: 'Odrzuć UW/2026/000009' }));
    const reject = await screen.findByRole('dialog', { name: 'Odrzuć' });
    await user.click(within(reject).getByRole('button', { name: 'Tak' }));
    expect(await within(reject).findByText('Komentarz jest wymagany')).toBeTruthy();
    await user.click(within(reject).getByRole('button', { name: 'odrzucenie wniosku' }));
    await user.click(within(reject).getByRole('button', { name: 'Tak' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ url: `${API}/requests/9/reject`, body: { comment: 'odrzucenie wniosku' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(row).getByRole('button', { name: 'Akceptuj UW/2026/000009' }));
    const approve = await screen.findByRole('dialog', { name: 'Akceptuj' });
    await user.click(within(approve).getByRole('button', { name: 'Tak' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ url: `${API}/requests/9/approve`, body: { comment: '' } });
    expect(sent[1].key).toMatch(/^[0-9a-f]{32}$/);
  }, 30_000);
});
