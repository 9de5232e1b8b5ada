import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catchDownloads, exportAnswer } from '../../../test/downloads';
import { useMswServer } from '../../../test/msw';
import BonusReportPage from '../bonus-report-page';
import { BONUS_API, renderBonus, CAMPAIGN, DECLARATION } from './setup';

// The campaign's summary above the tabs: nothing filed unless a test says otherwise.
const server = useMswServer(
  http.get(`${BONUS_API}/summary`, () => HttpResponse.json({ campaignId: 7, declarations: 0, benefitTotalGrosze: '0', tiers: [] })),
);

/** Jan's declaration as the report lists it: three members, the 1200 zł band, over the tax-free limit. */
const ROW = {
  ...DECLARATION,
  householdMembers: [],
  householdMembersCount: 3,
  monthlyIncomePerMemberGrosze: '251918',
  tierAmountGrosze: '120000',
  overTaxFreeLimit: true,
  editedDate: '2026-11-21T08:00:00+01:00',
};

describe('HR report of bonus declarations', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the campaign declarations with the payroll chip, searches by tier and downloads CSV and XLSX', async () => {
    const searches: Record<string, unknown>[] = [];
    const exports: URL[] = [];
    server.use(
      http.get(`${BONUS_API}/campaigns`, () => HttpResponse.json({ total: 1, data: [CAMPAIGN] })),
      http.post(`${BONUS_API}/search`, async ({ request }) => {
        searches.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ total: 1, data: [ROW] });
      }),
      http.get(`${BONUS_API}/export`, ({ request }) => {
        const url = new URL(request.url);
        exports.push(url);
        return exportAnswer(url, 'zfss-2026');
      }),
    );
    const saved = catchDownloads();
    renderBonus(<BonusReportPage />, { user: 'hr', path: '/bonus-declarations/report' });
    const user = userEvent.setup();

    const row = (await screen.findByText('Jan Kowalski')).closest('tr')!;
    expect(within(row).getByText('100200')).toBeTruthy();
    expect(row.textContent).toContain('2\u00a0519,18\u00a0zł');
    expect(row.textContent).toContain('1\u00a0200,00\u00a0zł');
    expect(within(row).getByText('Powyżej 1 000 zł — podatek')).toBeTruthy();
    expect(searches[0]).toMatchObject({ page: 1, pageSize: 10, campaignId: 7, sort: ['full-name'] });

    await user.click(screen.getByRole('button', { name: 'Filtry' }));
    await user.click(screen.getByRole('combobox', { name: 'Kwota świadczenia' }));
    await user.click((await screen.findAllByRole('option')).find((o) => o.textContent === '1\u00a0200,00\u00a0zł')!);
    await waitFor(() => expect(searches.at(-1)).toMatchObject({ tierAmountGrosze: '120000' }));

    await user.click(screen.getByTestId('export-csv'));
    await user.click(screen.getByTestId('export-xlsx'));
    await waitFor(() => expect(saved).toEqual(['zfss-2026.csv', 'zfss-2026.xlsx']));
    expect(exports[0].searchParams.get('campaignId')).toBe('7');
    expect(exports[0].searchParams.get('tierAmountGrosze')).toBe('120000');
    expect(exports[0].searchParams.get('lang')).toBe('pl');
    expect(exports[1].searchParams.get('format')).toBe('xlsx');
  });

  it('says who is employed on the consideration day: yes, no (marked), or a dash when the records do not tell', async () => {
    const rows = [
      { ...ROW, bonusDeclarationId: 41, userId: 1, fullName: 'Anna Zostaje', employedOnConsiderationDate: true },
      { ...ROW, bonusDeclarationId: 42, userId: 2, fullName: 'Beata Odchodzi', employedOnConsiderationDate: false },
      { ...ROW, bonusDeclarationId: 43, userId: 3, fullName: 'Cezary Nieznany' },
    ];
    server.use(
      http.get(`${BONUS_API}/campaigns`, () => HttpResponse.json({ total: 1, data: [CAMPAIGN] })),
      http.post(`${BONUS_API}/search`, () => HttpResponse.json({ total: 3, data: rows })),
    );
    renderBonus(<BonusReportPage />, { user: 'hr', path: '/bonus-declarations/report' });
    const cellOf = async (name: string) => {
      const row = (await screen.findByText(name)).closest('tr')!;
      const header = screen.getByRole('columnheader', { name: 'Zatrudnienie w dniu rozpatrzenia' });
      const index = Array.from(header.parentElement!.children).indexOf(header);
      return row.children[index] as HTMLElement;
    };
    expect((await cellOf('Anna Zostaje')).textContent).toBe('Tak');
    const leaving = await cellOf('Beata Odchodzi');
    expect(within(leaving).getByTestId('not-employed').textContent).toBe('Nie');
    expect((await cellOf('Cezary Nieznany')).textContent).toBe('—');
  });

  it('lists those who have not declared on the second tab', async () => {
    const searches: Record<string, unknown>[] = [];
    server.use(
      http.get(`${BONUS_API}/campaigns`, () => HttpResponse.json({ total: 1, data: [CAMPAIGN] })),
      http.post(`${BONUS_API}/search`, () => HttpResponse.json({ total: 0, data: [] })),
      http.post(`${BONUS_API}/non-declarants/search`, async ({ request }) => {
        searches.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({
          total: 1,
          data: [
            {
              userId: 1003,
              fullName: 'Anna Nowak',
              sapNumber: '100300',
              departmentName: 'Kadry',
              supervisorFullName: 'Adam Administracyjny',
            },
          ],
        });
      }),
    );
    renderBonus(<BonusReportPage />, { user: 'hr', path: '/bonus-declarations/report' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Nie złożyli oświadczenia' }));
    const row = (await screen.findByText('Anna Nowak')).closest('tr')!;
    expect(within(row).getByText('Adam Administracyjny')).toBeTruthy();
    expect(searches[0]).toMatchObject({ page: 1, pageSize: 10, campaignId: 7 });
  });

  it('says how many have declared and what the fund pays, in total and per benefit amount', async () => {
    const asked: URL[] = [];
    server.use(
      http.get(`${BONUS_API}/campaigns`, () => HttpResponse.json({ total: 1, data: [CAMPAIGN] })),
      http.post(`${BONUS_API}/search`, () => HttpResponse.json({ total: 0, data: [] })),
      http.get(`${BONUS_API}/summary`, ({ request }) => {
        asked.push(new URL(request.url));
        return HttpResponse.json({
          campaignId: 7,
          declarations: 3,
          benefitTotalGrosze: '320000',
          tiers: [
            { amountGrosze: '120000', declarations: 2 },
            { amountGrosze: '80000', declarations: 1 },
          ],
        });
      }),
    );
    renderBonus(<BonusReportPage />, { user: 'hr', path: '/bonus-declarations/report' });
    const summary = await screen.findByTestId('campaign-summary');
    // 2 × 1 200 zł + 1 × 800 zł = 3 200 zł.
    await waitFor(() => expect(summary.textContent).toContain('Złożone oświadczenia: 3 · razem do wypłaty: 3\u00a0200,00\u00a0zł'));
    const tiers = within(summary).getByRole('list', { name: 'Według kwot świadczenia' });
    expect(
      within(tiers)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['1\u00a0200,00\u00a0zł × 2', '800,00\u00a0zł × 1']);
    expect(asked[0].searchParams.get('campaignId')).toBe('7');
  });
});
