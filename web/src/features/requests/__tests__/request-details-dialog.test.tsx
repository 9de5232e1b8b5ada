import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { GATEWAY, useMswServer } from '../../../test/msw';
import { RequestDetailsDialog } from '../components/request-details-dialog';
import { signedInStore } from '../../../test/signed-in-store';
import { renderSignedIn } from '../../../test/render-signed-in';
import { problemAnswer } from '../../../test/problem-answer';

const server = useMswServer();
const API = `${GATEWAY}absences/api`;

function renderDialog(id: number) {
  renderSignedIn(<RequestDetailsDialog id={id} onClose={() => {}} />, { store: signedInStore({ sub: '1002', role: [9044] }) });
}

describe('request details', () => {
  it('says a missing request is not found', async () => {
    server.use(
      http.get(`${API}/request-types`, () => HttpResponse.json({ total: 0, data: [] })),
      http.get(`${API}/requests/404`, () => problemAnswer(404)),
      http.get(`${API}/requests/503`, () => problemAnswer(503)),
    );
    renderDialog(404);
    expect((await screen.findByTestId('request-details-problem')).textContent).toBe(
      'Nie znaleziono takiego wniosku albo nie masz do niego dostępu.',
    );
  });

  it('says a failure that it failed', async () => {
    server.use(
      http.get(`${API}/request-types`, () => HttpResponse.json({ total: 0, data: [] })),
      http.get(`${API}/requests/503`, () => problemAnswer(503)),
    );
    renderDialog(503);
    expect((await screen.findByTestId('request-details-problem', {}, { timeout: 15_000 })).textContent).toBe(
      'Nie udało się wczytać wniosku.',
    );
  });

  it('says in whose stead a substitute decided', async () => {
    const approvedInStead = {
      occurredAt: '2026-11-24T09:30:00+01:00',
      actorId: 1002,
      actorFullName: 'Jan Kowalski',
      action: 'approved',
      comment: '',
      onBehalfOfFullName: 'Anna Nowak',
    };
    const filed = {
      ...approvedInStead,
      occurredAt: '2026-11-20T10:00:00+01:00',
      actorId: 1009,
      actorFullName: 'Michał Szymański',
      action: 'filed',
      onBehalfOfFullName: '',
    };
    server.use(
      http.get(`${API}/request-types`, () => HttpResponse.json({ total: 0, data: [] })),
      http.get(`${API}/requests/9`, () =>
        HttpResponse.json({
          data: { id: 9, number: 'UW/2026/000009', requestStatusId: 2, history: [filed, approvedInStead], allowedActions: [] },
        }),
      ),
    );
    renderDialog(9);
    const history = await screen.findByTestId('request-history');
    expect([...history.children].map((line) => line.textContent)).toEqual([
      '2026-11-20 10:00:00 · Michał Szymański · złożony',
      '2026-11-24 09:30:00 · zaakceptowany przez Jan Kowalski w zastępstwie Anna Nowak',
    ]);
  });
});
