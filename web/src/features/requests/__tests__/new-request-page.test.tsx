import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../app/store';
import { configActions } from '../../../shared/config/config-slice';
import { authActions } from '../../../shared/session/auth-slice';
import { ConfirmProvider } from '../../../shared/ui/confirm-provider';
import { GATEWAY, TEST_CONFIG, useMswServer } from '../../../test/msw';
import { makeToken } from '../../../test/tokens';
import NewRequestPage from '../new-request-page';

const server = useMswServer();
const API = `${GATEWAY}absences/api`;
const TYPES = [{ requestTypeId: 1, code: 'UW', name: 'Urlop wypoczynkowy', inHours: false, needsReason: false, needsPurpose: false, needsAddress: false, mayStartToday: false, hasLimit: true, isHomeOffice: false }];
const PREVIEW = { numberOfDays: 3, numberOfWorkingDays: 3, hasLimit: true, limitAvailable: 20, limitAfter: 17, unit: 'days', conflicts: [], problems: [] };
const DETAILS = { id: 77, number: 'UW/2027/000010', history: [], allowedActions: [] };

function renderPage() {
  const store = makeStore();
  store.dispatch(configActions.runtimeConfigLoaded(TEST_CONFIG));
  store.dispatch(authActions.userLoaded({ accessToken: makeToken({ sub: '1002', role: [9044] }) }));
  const router = createMemoryRouter(
    [
      { path: '/leave-requests/new', element: <NewRequestPage /> },
      { path: '/leave-requests/my/:id', element: <div>details page</div> },
    ],
    { initialEntries: ['/leave-requests/new'] },
  );
  render(
    <Provider store={store}>
      <ConfirmProvider>
        <RouterProvider router={router} />
      </ConfirmProvider>
    </Provider>,
  );
  return router;
}

describe('new request form', () => {
  it('shows the live working days and limit, and after a 409 asks to cancel the conflicting request', async () => {
    const created: unknown[] = [];
    server.use(
      http.get(`${API}/request-types`, () => HttpResponse.json({ total: 1, data: TYPES })),
      http.post(`${API}/requests/preview`, () => HttpResponse.json(PREVIEW)),
      http.post(`${API}/requests`, async ({ request }) => {
        const body = (await request.json()) as { cancelConflicting?: boolean };
        created.push(body);
        if (!body.cancelConflicting) {
          return HttpResponse.json(
            {
              type: 'about:blank', title: 'request period overlaps another request', status: 409, detail: 'request period overlaps another request',
              conflicts: [{ id: 5, requestNo: 'UW/2027/000001', requestTypeId: 1, requestType: 'Urlop wypoczynkowy', fromDate: '2027-03-02', toDate: '2027-03-02', requestStatusId: 2 }],
            },
            { status: 409, headers: { 'content-type': 'application/problem+json' } },
          );
        }
        return HttpResponse.json({ data: DETAILS });
      }),
    );
    const router = renderPage();
    const user = userEvent.setup();
    await screen.findByText('Urlop wypoczynkowy');
    await user.type(screen.getByTestId('from-date'), '2027-03-02');
    await user.clear(screen.getByTestId('to-date'));
    await user.type(screen.getByTestId('to-date'), '2027-03-02');
    expect((await screen.findByTestId('request-preview')).textContent).toContain('Dostępny limit: 20 dni, po złożeniu: 17 dni');

    await user.click(screen.getByTestId('submit-request'));
    const question = await screen.findByTestId('conflict-question');
    expect(question.textContent).toContain('W dniu 2027-03-02 istnieje już wniosek typu Urlop wypoczynkowy o numerze UW/2027/000001');
    await user.click(screen.getByRole('button', { name: 'Tak' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/leave-requests/my/77'));
    expect(created).toHaveLength(2);
    expect(created[1]).toMatchObject({ requestTypeId: 1, fromDate: '2027-03-02', toDate: '2027-03-02', cancelConflicting: true });
  }, 30_000);

  it('keeps the form and shows the field error when the server refuses the draft', async () => {
    server.use(
      http.get(`${API}/request-types`, () => HttpResponse.json({ total: 1, data: TYPES })),
      http.post(`${API}/requests/preview`, () => HttpResponse.json(PREVIEW)),
      http.post(`${API}/requests`, () =>
        HttpResponse.json(
          { type: 'about:blank', title: 'Bad Request', status: 400, detail: 'the period has no working day', errors: { fromDate: ['the period has no working day'] } },
          { status: 400, headers: { 'content-type': 'application/problem+json' } },
        ),
      ),
    );
    renderPage();
    const user = userEvent.setup();
    await screen.findByText('Urlop wypoczynkowy');
    await user.type(screen.getByTestId('from-date'), '2027-03-06');
    await user.click(screen.getByTestId('submit-request'));
    expect((await screen.findByTestId('request-error')).textContent).toContain('the period has no working day');
    expect((screen.getByTestId('from-date') as HTMLInputElement).value).toBe('2027-03-06');
  }, 30_000);
});
