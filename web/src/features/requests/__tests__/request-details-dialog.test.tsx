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
});
