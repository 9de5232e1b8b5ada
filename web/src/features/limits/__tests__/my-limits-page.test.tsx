import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { now } from '@shared/dates/warsaw';
import { GATEWAY, useMswServer } from '../../../test/msw';
import MyLimitsPage from '../my-limits-page';
import { signedInStore } from '../../../test/signed-in-store';
import { renderSignedIn } from '../../../test/render-signed-in';

const server = useMswServer();
const row = (over: object) => ({
  requestTypeId: 1,
  requestTypeName: 'Urlop wypoczynkowy',
  periodStartOn: '2027-01-01',
  periodEndOn: '2027-12-31',
  total: 26,
  reserved: 3,
  approved: 5,
  used: 2,
  available: 16,
  unit: 'days',
  isOverdue: false,
  ...over,
});

describe('my limits', () => {
  it('shows a row per limit with the SPEC columns, overdue leave marked, and asks again for another year', async () => {
    const years: string[] = [];
    server.use(
      http.get(`${GATEWAY}absences/api/limits/my`, ({ request }) => {
        years.push(new URL(request.url).searchParams.get('year') ?? '');
        return HttpResponse.json({
          total: 3,
          data: [
            row({}),
            row({ periodEndOn: '2027-09-30', total: 4, reserved: 0, approved: 0, used: 0, available: 4, isOverdue: true }),
            row({
              requestTypeId: 23,
              requestTypeName: 'Siła wyższa (dni)',
              total: 16,
              reserved: 0,
              approved: 8,
              used: 0,
              available: 7.5,
              unit: 'hours',
            }),
          ],
        });
      }),
    );
    renderSignedIn(<MyLimitsPage />, { store: signedInStore({ sub: '1002', role: [9044] }) });

    const annual = await screen.findByTestId('limit-1');
    expect(
      within(annual)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Urlop wypoczynkowy', '2027-01-01 – 2027-12-31', '26 dni', '3', '5', '2', '16']);
    expect(within(screen.getByTestId('limit-1-overdue')).getAllByRole('cell')[0].textContent).toBe('Urlop wypoczynkowy — zaległy');
    const forceMajeure = within(screen.getByTestId('limit-23')).getAllByRole('cell');
    expect(forceMajeure[2].textContent).toBe('16 godz.');
    expect(forceMajeure[6].textContent).toBe('7.5');
    expect(years).toEqual([String(now().getFullYear())]);

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Rok' }));
    await user.click(await screen.findByRole('option', { name: String(now().getFullYear() + 1) }));
    await waitFor(() => expect(years).toEqual([String(now().getFullYear()), String(now().getFullYear() + 1)]));
  });

  it('shows no figures of the year before under the next year while its figures come', async () => {
    let answerNextYear = () => {};
    const nextYearAsked = new Promise<void>((asked) => {
      server.use(
        http.get(`${GATEWAY}absences/api/limits/my`, async ({ request }) => {
          const year = Number(new URL(request.url).searchParams.get('year'));
          if (year !== now().getFullYear()) {
            asked();
            await new Promise<void>((answer) => (answerNextYear = answer));
          }
          return HttpResponse.json({ total: 1, data: [row({ reserved: year === now().getFullYear() ? 1 : 4 })] });
        }),
      );
    });
    renderSignedIn(<MyLimitsPage />, { store: signedInStore({ sub: '1002', role: [9044] }) });
    expect(within(await screen.findByTestId('limit-1')).getAllByRole('cell')[3].textContent).toBe('1');

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Rok' }));
    await user.click(await screen.findByRole('option', { name: String(now().getFullYear() + 1) }));
    await nextYearAsked;
    expect(screen.queryByTestId('limit-1')).toBeNull();
    expect(screen.getByText('ładowanie danych...')).toBeTruthy();
    answerNextYear();
    expect(within(await screen.findByTestId('limit-1')).getAllByRole('cell')[3].textContent).toBe('4');
  });
});
