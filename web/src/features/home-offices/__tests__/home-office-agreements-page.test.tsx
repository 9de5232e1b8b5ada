import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { HomeOfficeAgreement } from '@shared/home-office-agreements/agreements-api';
import { abilityOf } from '../../../test/abilities';
import { agreementAnswer, agreementListAnswer } from '../../../test/home-office-agreement';
import { GATEWAY, useMswServer } from '../../../test/msw';
import { renderSignedIn } from '../../../test/render-signed-in';
import { signedInStore } from '../../../test/signed-in-store';
import type { DemoUser } from '../../../test/tokens';
import { DEMO } from '../../../test/tokens';
import HomeOfficeAgreementsPage from '../home-office-agreements-page';

const server = useMswServer();
const API = `${GATEWAY}absences/api`;

/** Awaiting an opinion: the opinion-giver's and Admin's to give. */
const AWAITING_OPINION = agreementAnswer({
  allowedActions: ['opinion'],
  events: [
    { occurredAt: '2026-11-20T10:00:00+01:00', actorId: 1002, actorFullName: 'Jan Kowalski', action: 'filed', comment: 'Dojazd 2 godziny' },
  ],
});
/** Awaiting the decision, which (among these two users) only Admin may take here. */
const awaitingDecision = (allowedActions: HomeOfficeAgreement['allowedActions']) =>
  agreementAnswer({
    id: 9,
    agreementNo: 'PZ/9/2026',
    employeeId: 1005,
    employeeFullName: 'Ewa Zając',
    statusId: 2,
    status: 'Oczekuje na decyzję',
    hasOpinion: true,
    opinionPositive: true,
    opinionByFullName: 'Tomasz Lewandowski',
    opinionAt: '2026-11-21T09:00:00+01:00',
    allowedActions,
  });

/** Everyone's agreements as the server answers `user`; the queries asked and the steps sent are kept. */
function serve(rows: HomeOfficeAgreement[]) {
  const asked: string[] = [];
  const sent: { url: string; body: unknown }[] = [];
  server.use(
    http.get(`${API}/home-office-agreements`, ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json(agreementListAnswer(rows));
    }),
    http.get(`${API}/home-office-agreements/:id`, ({ params }) =>
      HttpResponse.json({ data: rows.find((a) => a.id === Number(params.id)) }),
    ),
    http.post(`${API}/home-office-agreements/:id/:step`, async ({ request, params }) => {
      sent.push({ url: request.url, body: await request.json() });
      return HttpResponse.json({ data: { ...rows.find((a) => a.id === Number(params.id)), allowedActions: [] } });
    }),
  );
  return { asked, sent };
}

function renderPage(user: DemoUser) {
  renderSignedIn(<HomeOfficeAgreementsPage />, {
    store: signedInStore({ sub: DEMO[user].sub, role: [...DEMO[user].role] }),
    abilities: abilityOf(user),
  });
}

describe('remote work agreements, everyone’s (opinion-givers and Admin)', () => {
  it('starts with those awaiting an opinion or a decision, offers only the allowed steps, and a negative opinion needs its reason', async () => {
    const { asked, sent } = serve([AWAITING_OPINION, awaitingDecision([])]);
    renderPage('hoagreement');
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'PZ/7/2026' })).toBeTruthy();
    expect(asked[0]).toBe('?page=1&page-size=10&status-ids=1&status-ids=2');
    // The filter starts open, so the list says what it is limited to.
    expect(screen.getByRole('combobox', { name: 'Status' }).textContent).toBe('Oczekuje na opinię, Oczekuje na decyzję');
    const decided = screen.getByRole('button', { name: 'PZ/9/2026' }).closest('tr') as HTMLElement;
    expect(decided.textContent).toContain('Ewa Zając');
    expect(decided.textContent).toContain('Pozytywna');

    expect(screen.getByRole('button', { name: 'Wydaj opinię PZ/7/2026' })).toBeTruthy();
    for (const step of ['Zatwierdź', 'Odrzuć', 'Wycofaj']) expect(screen.queryByRole('button', { name: `${step} PZ/7/2026` })).toBeNull();
    expect(within(decided).queryAllByRole('button')).toHaveLength(1); // its number only

    await user.click(screen.getByRole('button', { name: 'Wydaj opinię PZ/7/2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Opinia do wniosku PZ/7/2026' });
    await user.click(within(dialog).getByRole('button', { name: 'Wydaj opinię' }));
    expect(within(dialog).getByText('Wybierz opinię')).toBeTruthy();
    await user.click(within(dialog).getByRole('radio', { name: 'Opinia negatywna' }));
    await user.click(within(dialog).getByRole('button', { name: 'Wydaj opinię' }));
    expect(within(dialog).getByText('Pole jest wymagane')).toBeTruthy();
    expect(sent).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Uzasadnienie opinii negatywnej/ }), 'Brak ergonomicznego stanowiska');
    await user.click(within(dialog).getByRole('button', { name: 'Wydaj opinię' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      url: `${API}/home-office-agreements/7/opinion`,
      body: { positive: false, comment: 'Brak ergonomicznego stanowiska' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Pracownik' }));
    await waitFor(() => expect(asked.at(-1)).toBe('?page=1&page-size=10&sort=employee-full-name&status-ids=1&status-ids=2'));
  }, 30_000);

  it('Admin decides there too: a rejection is blocked until its reason is given', async () => {
    const { sent } = serve([awaitingDecision(['approve', 'reject'])]);
    renderPage('admin');
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Zatwierdź PZ/9/2026' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Wydaj opinię PZ/9/2026' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Odrzuć PZ/9/2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Odrzuć' });
    expect(within(dialog).getByText('Odrzucić wniosek o porozumienie PZ/9/2026 (Ewa Zając)?')).toBeTruthy();
    // The reason is the decider's own: the employee is told it (art. 67¹⁹ §7), so nothing is offered ready.
    expect(within(dialog).queryByRole('group', { name: 'Gotowe komentarze' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Tak' }));
    expect(await within(dialog).findByText('Komentarz jest wymagany')).toBeTruthy();
    expect(sent).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Powód odmowy/ }), 'Stanowisko wymaga obecności w biurze');
    await user.click(within(dialog).getByRole('button', { name: 'Tak' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      url: `${API}/home-office-agreements/9/reject`,
      body: { comment: 'Stanowisko wymaga obecności w biurze' },
    });
  }, 30_000);

  it('shows the details with the opinion and the history, and the steps the server allows', async () => {
    serve([AWAITING_OPINION]);
    renderPage('hoagreement');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'PZ/7/2026' }));
    const details = await screen.findByRole('dialog', { name: 'Porozumienie o pracy zdalnej PZ/7/2026' });
    expect(await within(details).findByText('Dojazd 2 godziny', { selector: 'p' })).toBeTruthy();
    expect(within(details).getByTestId('agreement-history').textContent).toContain('złożenie wniosku — Dojazd 2 godziny');
    expect(within(details).getAllByTitle('złożone')).toHaveLength(3);
    expect(within(details).getByRole('button', { name: 'Wydaj opinię' })).toBeTruthy();
    expect(within(details).queryByRole('button', { name: 'Zatwierdź' })).toBeNull();
  });
});
