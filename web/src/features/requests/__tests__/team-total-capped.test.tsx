import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../app/store';
import { configActions } from '@shared/config/config-slice';
import { authActions } from '@shared/session/auth-slice';
import { ConfirmProvider } from '@shared/ui/confirm-provider';
import { GATEWAY, TEST_CONFIG, useMswServer } from '../../../test/msw';
import { makeToken } from '../../../test/tokens';
import { RequestsList } from '../components/requests-list';

const server = useMswServer();
const API = `${GATEWAY}absences/api`;
const ROW = {
  id: 9, requestNo: 'UW/2026/000009', submittedDate: '2026-11-20T10:00:00+01:00', fromDate: '2026-12-01', toDate: '2026-12-02',
  numberOfWorkingDays: 2, requestTypeId: 1, requestType: 'Urlop wypoczynkowy', requestStatusId: 2, requestStatus: 'Zaakceptowany',
  requestStatusDate: '2026-11-20T10:00:00+01:00', employeeId: 1002, applicantFullName: 'Jan Kowalski', applicantSapNumber: '00001002',
  supervisorFullName: 'Anna Nowak', comment: '', requiresManualVerification: false, manualVerificationDeadlineOn: '',
  processingStatusId: 0, processingStatus: '', handledByHr: false, handledByHrFullName: '', hours: 0,
};

function renderTeamList(page: { total: number; totalCapped: boolean }) {
  server.use(
    http.get(`${API}/request-types`, () => HttpResponse.json({ total: 0, data: [] })),
    http.get(`${API}/requests/team`, () => HttpResponse.json({ ...page, data: [ROW] })),
  );
  const store = makeStore();
  store.dispatch(configActions.runtimeConfigLoaded(TEST_CONFIG));
  store.dispatch(authActions.userLoaded({ accessToken: makeToken({ sub: '1003', role: [9044, 9043] }) }));
  render(
    <Provider store={store}>
      <ConfirmProvider>
        <MemoryRouter>
          <RequestsList kind="team" basePath="/leave-requests/team" />
        </MemoryRouter>
      </ConfirmProvider>
    </Provider>,
  );
}

describe('the team total counted up to 10 000 rows', () => {
  it('says so under the list when the server capped the count', async () => {
    renderTeamList({ total: 10000, totalCapped: true });
    expect(await screen.findByText('Jan Kowalski')).toBeTruthy();
    expect((await screen.findByTestId('requests-total-capped')).textContent).toContain('ponad 10');
  });

  it('says nothing when the total is exact', async () => {
    renderTeamList({ total: 1, totalCapped: false });
    expect(await screen.findByText('Jan Kowalski')).toBeTruthy();
    expect(screen.queryByTestId('requests-total-capped')).toBeNull();
  });
});
