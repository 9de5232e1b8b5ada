import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { GATEWAY, useMswServer } from '../../../test/msw';
import { RequestsList } from '../components/requests-list';
import { signedInStore } from '../../../test/signed-in-store';
import { renderSignedIn } from '../../../test/render-signed-in';

const server = useMswServer();
const API = `${GATEWAY}absences/api`;
const ROW = {
  id: 9,
  requestNo: 'UW/2026/000009',
  submittedDate: '2026-11-20T10:00:00+01:00',
  fromDate: '2026-12-01',
  toDate: '2026-12-02',
  numberOfWorkingDays: 2,
  requestTypeId: 1,
  requestType: 'Urlop wypoczynkowy',
  requestStatusId: 1,
  requestStatus: 'Złożony',
  requestStatusDate: '2026-11-20T10:00:00+01:00',
  employeeId: 1002,
  applicantFullName: 'Jan Kowalski',
  applicantSapNumber: '00001002',
  supervisorFullName: 'Anna Nowak',
  comment: '',
  requiresManualVerification: false,
  manualVerificationDeadlineOn: '',
  processingStatusId: 0,
  processingStatus: '',
  handledByHr: false,
  handledByHrFullName: '',
  hours: 0,
};

/** The manager Anna Nowak's team list. */
function renderTeamList() {
  renderSignedIn(<RequestsList kind="team" basePath="/leave-requests/team" />, {
    store: signedInStore({ sub: '1003', role: [9044, 9043] }),
  });
}

describe('team decisions through the confirmation dialog', () => {
  it('rejects with the required comment (default text) and lists the team with sorting and paging', async () => {
    const listed: string[] = [];
    const decisions: { url: string; body: unknown }[] = [];
    server.use(
      http.get(`${API}/request-types`, () => HttpResponse.json({ total: 0, data: [] })),
      http.get(`${API}/requests/team`, ({ request }) => {
        listed.push(new URL(request.url).search);
        return HttpResponse.json({ total: 1, data: [ROW] });
      }),
      http.post(`${API}/requests/9/reject`, async ({ request }) => {
        decisions.push({ url: request.url, body: await request.json() });
        return HttpResponse.json({ data: { ...ROW, number: ROW.requestNo, requestStatusId: 3, history: [], allowedActions: [] } });
      }),
    );
    renderTeamList();
    const user = userEvent.setup();
    expect(await screen.findByText('Jan Kowalski')).toBeTruthy();
    expect(listed[0]).toBe('?page=1&page-size=10');

    await user.click(screen.getByRole('button', { name: 'Odrzuć UW/2026/000009' }));
    const dialog = await screen.findByRole('dialog', { name: 'Odrzuć' });
    const comment = within(dialog).getByRole('textbox');
    // The SPEC's default text is a suggestion, never the content: the field starts empty.
    expect((comment as HTMLInputElement).value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Tak' }));
    expect(await screen.findByText('Komentarz jest wymagany')).toBeTruthy();
    expect(decisions).toHaveLength(0);
    // A click on the suggestion fills it in; the manager may still change it.
    await user.click(within(dialog).getByRole('button', { name: 'odrzucenie wniosku' }));
    expect((comment as HTMLInputElement).value).toBe('odrzucenie wniosku');
    await user.clear(comment);
    await user.type(comment, 'termin zajęty');
    await user.click(screen.getByRole('button', { name: 'Tak' }));
    await waitFor(() => expect(decisions).toHaveLength(1));
    expect(decisions[0].body).toEqual({ comment: 'termin zajęty' });

    await user.click(screen.getByRole('button', { name: 'Od' }));
    await waitFor(() => expect(listed.at(-1)).toBe('?page=1&page-size=10&sort=from-date'));
  }, 30_000);
});

describe('the team total counted up to 10 000 rows', () => {
  const listAnswering = (page: { total: number; totalCapped: boolean }) => {
    server.use(
      http.get(`${API}/request-types`, () => HttpResponse.json({ total: 0, data: [] })),
      http.get(`${API}/requests/team`, () =>
        HttpResponse.json({ ...page, data: [{ ...ROW, requestStatusId: 2, requestStatus: 'Zaakceptowany' }] }),
      ),
    );
    renderTeamList();
  };

  it('says so under the list when the server capped the count', async () => {
    listAnswering({ total: 10000, totalCapped: true });
    expect(await screen.findByText('Jan Kowalski')).toBeTruthy();
    expect((await screen.findByTestId('requests-total-capped')).textContent).toContain('ponad 10');
  });

  it('says nothing when the total is exact', async () => {
    listAnswering({ total: 1, totalCapped: false });
    expect(await screen.findByText('Jan Kowalski')).toBeTruthy();
    expect(screen.queryByTestId('requests-total-capped')).toBeNull();
  });
});
