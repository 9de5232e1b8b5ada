import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { authActions } from '@shared/session/auth-slice';
import { GATEWAY, IDP, useMswServer } from '../../../test/msw';
import ProfilePage from '../profile-page';
import { signedInStore } from '../../../test/signed-in-store';
import { renderSignedIn } from '../../../test/render-signed-in';

const server = useMswServer();

/** The card's lists of the people directory, empty unless a test gives rows. */
const listHandlers = (employeeId: number, { contracts = [] as unknown[], benefits = [] as unknown[] } = {}) => [
  http.get(`${GATEWAY}absences/api/employees/${employeeId}/employment-contracts`, () =>
    HttpResponse.json({ total: contracts.length, data: contracts }),
  ),
  http.get(`${GATEWAY}absences/api/employees/${employeeId}/benefits`, () => HttpResponse.json({ total: benefits.length, data: benefits })),
];

function renderCard(sub: string) {
  renderSignedIn(<ProfilePage />, { store: signedInStore({ sub, role: [9044] }) });
}

describe('employee card', () => {
  it('names the roles in Polish and shows the login from the provider', async () => {
    server.use(
      ...listHandlers(1003),
      http.get(`${GATEWAY}absences/api/employees/1003`, () =>
        HttpResponse.json({ data: { employeeId: 1003, firstName: 'Anna', lastName: 'Nowak', position: 'Kierownik zespołu' } }),
      ),
      http.get(`${IDP}api/v1/self-manage/profile`, () =>
        HttpResponse.json({ data: { userId: 1003, username: 'manager', firstName: 'Anna', lastName: 'Nowak', languageId: 1 } }),
      ),
    );
    const store = signedInStore({ sub: '1003', role: [9043, 9044] });
    store.dispatch(
      authActions.appConfigurationLoaded({
        roles: [
          { roleId: 9043, name: 'Manager' },
          { roleId: 9044, name: 'Employee' },
        ],
        languages: [],
      }),
    );
    renderSignedIn(<ProfilePage />, { store });

    expect(await screen.findByText('Kierownik zespołu')).toBeTruthy();
    expect(screen.getByText('Kierownik')).toBeTruthy();
    expect(screen.getByText('Pracownik')).toBeTruthy();
    expect(screen.queryByText('Employee')).toBeNull();
    const login = (await screen.findByText('manager')).closest('div');
    expect(login && within(login).queryByText('—')).toBeNull();
  });

  it('shows the supervisor, the employment contracts and the benefits the people directory holds', async () => {
    server.use(
      http.get(`${GATEWAY}absences/api/employees/1002`, () =>
        HttpResponse.json({
          data: { employeeId: 1002, firstName: 'Jan', lastName: 'Kowalski', position: 'Specjalista', supervisorFullName: 'Anna Nowak' },
        }),
      ),
      http.get(`${IDP}api/v1/self-manage/profile`, () =>
        HttpResponse.json({ data: { userId: 1002, username: 'employee', languageId: 1 } }),
      ),
      ...listHandlers(1002, {
        contracts: [
          {
            employmentContractId: 2,
            contractTypeName: 'na czas nieokreślony',
            startOn: '2024-03-01',
            endOn: '',
            workingTimeNumerator: 1,
            workingTimeDenominator: 2,
            position: 'Specjalista',
            withThisEmployer: true,
          },
          {
            employmentContractId: 1,
            contractTypeName: 'na okres próbny',
            startOn: '2019-01-01',
            endOn: '2019-03-31',
            workingTimeNumerator: 1,
            workingTimeDenominator: 1,
            position: 'Młodszy specjalista',
            withThisEmployer: false,
          },
        ],
        benefits: [{ benefitId: 5, name: 'Karta sportowa', startOn: '2025-01-01', endOn: '' }],
      }),
    );
    renderCard('1002');
    // The card shows a dash until the directory's record has come.
    await waitFor(() => expect(screen.getByTestId('profile-supervisor').textContent).toBe('Anna Nowak'));

    const contracts = within(await screen.findByRole('table', { name: 'Umowy o pracę' }));
    expect(contracts.getAllByRole('columnheader').map((c) => c.textContent)).toEqual([
      'Rodzaj umowy',
      'Stanowisko',
      'Od',
      'Do',
      'Wymiar etatu',
      'Pracodawca',
    ]);
    expect(
      contracts
        .getAllByRole('row')
        .slice(1)
        .map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent)),
    ).toEqual([
      ['na czas nieokreślony', 'Specjalista', '2024-03-01', 'bezterminowo', '1/2', 'Obecny pracodawca'],
      ['na okres próbny', 'Młodszy specjalista', '2019-01-01', '2019-03-31', '1/1', 'Wcześniejsze zatrudnienie'],
    ]);
    const benefits = within(await screen.findByRole('table', { name: 'Benefity' }));
    expect([...benefits.getAllByRole('row')[1].querySelectorAll('td')].map((c) => c.textContent)).toEqual([
      'Karta sportowa',
      '2025-01-01',
      'bezterminowo',
    ]);
    // Wide tables scroll from the keyboard too.
    expect(screen.getByRole('region', { name: 'Umowy o pracę' }).tabIndex).toBe(0);
  });

  it('says so when there are no contracts or benefits, or they cannot be loaded', async () => {
    server.use(
      http.get(`${GATEWAY}absences/api/employees/1002`, () =>
        HttpResponse.json({ data: { employeeId: 1002, firstName: 'Jan', lastName: 'Kowalski' } }),
      ),
      http.get(`${IDP}api/v1/self-manage/profile`, () => HttpResponse.json({ data: { userId: 1002, languageId: 1 } })),
      http.get(`${GATEWAY}absences/api/employees/1002/employment-contracts`, () =>
        HttpResponse.json({ title: 'boom', status: 503 }, { status: 503 }),
      ),
      http.get(`${GATEWAY}absences/api/employees/1002/benefits`, () => HttpResponse.json({ total: 0, data: [] })),
    );
    renderCard('1002');
    expect(await within(await screen.findByTestId('profile-benefits')).findByText('Brak benefitów.')).toBeTruthy();
    expect(await within(screen.getByTestId('profile-contracts')).findByText('Nie udało się wczytać tych danych.')).toBeTruthy();
    // No supervisor on record: the card says "none", not an empty line.
    expect(screen.getByTestId('profile-supervisor').textContent).toBe('—');
  });
});
