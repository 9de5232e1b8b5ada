import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { abilityOf } from '../../../test/abilities';
import { agreementAnswer, agreementListAnswer } from '../../../test/home-office-agreement';
import { GATEWAY, useMswServer } from '../../../test/msw';
import { renderSignedIn } from '../../../test/render-signed-in';
import { signedInStore } from '../../../test/signed-in-store';
import TeamRequestsPage from '../team-requests-page';

const server = useMswServer();
const API = `${GATEWAY}absences/api`;
const AWAITING = agreementAnswer({
  id: 9,
  agreementNo: 'PZ/9/2026',
  statusId: 2,
  status: 'Oczekuje na decyzję',
  hasOpinion: true,
  opinionPositive: true,
  allowedActions: ['approve', 'reject'],
});

describe("the team's remote work agreements on the team requests page", () => {
  it('counts those awaiting the decision on their tab, lists them there and approves with an optional comment', async () => {
    const asked: string[] = [];
    const sent: { url: string; body: unknown; key: string | null }[] = [];
    server.use(
      http.get(`${API}/request-types`, () => HttpResponse.json({ total: 0, data: [] })),
      http.get(`${API}/requests/team`, () => HttpResponse.json({ total: 0, totalCapped: false, data: [] })),
      http.get(`${API}/home-office-agreements/team`, ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(agreementListAnswer([AWAITING]));
      }),
      http.post(`${API}/home-office-agreements/9/approve`, async ({ request }) => {
        sent.push({ url: request.url, body: await request.json(), key: request.headers.get('Idempotency-Key') });
        return HttpResponse.json({ data: { ...AWAITING, statusId: 3, allowedActions: [] } });
      }),
    );
    const router = createMemoryRouter([{ path: '/leave-requests/team', element: <TeamRequestsPage /> }], {
      initialEntries: ['/leave-requests/team'],
    });
    renderSignedIn(router, { store: signedInStore({ sub: '1003', role: [9043, 9044] }), abilities: abilityOf('manager') });
    const user = userEvent.setup();

    // The requests come first; the agreements' tab says how many wait for the manager.
    expect((await screen.findByRole('tab', { name: 'Wnioski' })).getAttribute('aria-selected')).toBe('true');
    const tab = await screen.findByRole('tab', { name: 'Porozumienia o pracy zdalnej zespołu (1 do decyzji)' });
    await user.click(tab);
    expect(router.state.location.search).toBe('?tab=home-office-agreements');
    const panel = screen.getByRole('tabpanel', { name: 'Porozumienia o pracy zdalnej zespołu (1 do decyzji)' });
    expect(await within(panel).findByRole('button', { name: 'Odrzuć PZ/9/2026' })).toBeTruthy();
    // One call serves the count and the list: both ask for those awaiting the decision.
    expect(asked).toEqual(['?page=1&page-size=10&status-ids=2']);

    await user.click(within(panel).getByRole('button', { name: 'Zatwierdź PZ/9/2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zatwierdź' });
    expect(within(dialog).getByText('Zatwierdzić porozumienie o pracy zdalnej PZ/9/2026 (Jan Kowalski)?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Tak' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].url).toBe(`${API}/home-office-agreements/9/approve`);
    expect(sent[0].body).toEqual({ comment: '' });
    expect(sent[0].key).toMatch(/^[0-9a-f]{32}$/);
  }, 30_000);
});
