import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../app/store';
import { configActions } from '@shared/config/config-slice';
import { authActions } from '@shared/session/auth-slice';
import { GATEWAY, IDP, TEST_CONFIG, useMswServer } from '../../../test/msw';
import { makeToken } from '../../../test/tokens';
import ProfilePage from '../profile-page';

const server = useMswServer();

describe('employee card', () => {
  it('names the roles in Polish and shows the login from the provider', async () => {
    server.use(
      http.get(`${GATEWAY}absences/api/employees/1003`, () =>
        HttpResponse.json({ data: { employeeId: 1003, firstName: 'Anna', lastName: 'Nowak', position: 'Kierownik zespołu' } })),
      http.get(`${IDP}api/v1/self-manage/profile`, () =>
        HttpResponse.json({ data: { userId: 1003, username: 'manager', firstName: 'Anna', lastName: 'Nowak', languageId: 1 } })),
    );
    const store = makeStore();
    store.dispatch(configActions.runtimeConfigLoaded(TEST_CONFIG));
    store.dispatch(authActions.userLoaded({ accessToken: makeToken({ sub: '1003', role: [9043, 9044] }) }));
    store.dispatch(authActions.appConfigurationLoaded({
      roles: [{ roleId: 9043, name: 'Manager' }, { roleId: 9044, name: 'Employee' }],
      languages: [],
    }));
    render(<Provider store={store}><ProfilePage /></Provider>);

    expect(await screen.findByText('Kierownik zespołu')).toBeTruthy();
    expect(screen.getByText('Kierownik')).toBeTruthy();
    expect(screen.getByText('Pracownik')).toBeTruthy();
    expect(screen.queryByText('Employee')).toBeNull();
    const login = (await screen.findByText('manager')).closest('div');
    expect(login && within(login).queryByText('—')).toBeNull();
  });
});
