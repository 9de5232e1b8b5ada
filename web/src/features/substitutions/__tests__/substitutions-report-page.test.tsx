import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { abilityOf } from '../../../test/abilities';
import { catchDownloads, exportAnswer } from '../../../test/downloads';
import { GATEWAY, useMswServer } from '../../../test/msw';
import { renderSignedIn } from '../../../test/render-signed-in';
import { signedInStore } from '../../../test/signed-in-store';
import { substitutionAnswer, substitutionListAnswer } from '../../../test/substitution';
import SubstitutionsReportPage from '../substitutions-report-page';

const server = useMswServer();
const API = `${GATEWAY}absences/api`;
afterEach(() => vi.restoreAllMocks());

describe("HR's substitutions report", () => {
  it('lists everyone’s substitutions and downloads the file of the filtered rows in the table’s order', async () => {
    const listed: URLSearchParams[] = [];
    const exported: URLSearchParams[] = [];
    server.use(
      http.get(`${API}/substitutions/report`, ({ request }) => {
        listed.push(new URL(request.url).searchParams);
        return HttpResponse.json(substitutionListAnswer([substitutionAnswer({ statusId: 2, status: 'Potwierdzone' })]));
      }),
      http.get(`${API}/substitutions/report/export`, ({ request }) => {
        const url = new URL(request.url);
        exported.push(url.searchParams);
        return exportAnswer(url, 'raport-zastepstw-2026-11-23');
      }),
    );
    const saved = catchDownloads();
    renderSignedIn(<SubstitutionsReportPage />, {
      store: signedInStore({ sub: '1004', role: [9042, 9044] }),
      abilities: abilityOf('hr', { hasAccessToSubstitutions: true }),
    });
    const user = userEvent.setup();
    const row = (await screen.findByRole('cell', { name: 'Ewa Zając' })).closest('tr') as HTMLElement;
    // HR reads everyone's: both people and the supervisor, and takes no step the server does not allow.
    expect(row.textContent).toContain('Jan Kowalski');
    expect(row.textContent).toContain('Anna Nowak');
    expect(within(row).queryAllByRole('button')).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Szukaj' }), 'Kow');
    await user.click(screen.getByRole('button', { name: 'Nieobecny' }));
    await user.click(screen.getByRole('button', { name: 'Nieobecny' }));
    await user.click(screen.getByRole('button', { name: 'Filtry' }));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Potwierdzone' }));
    await user.click(await screen.findByRole('option', { name: 'Anulowane' }));
    await user.keyboard('{Escape}');
    await user.type(screen.getByTestId('substitutions-filter-from'), '2026-01-01');
    await user.type(screen.getByTestId('substitutions-filter-to'), '2026-12-31');
    await waitFor(() =>
      expect(listed.at(-1)?.toString()).toBe(
        'page=1&page-size=10&sort=-employee-full-name&search=Kow&status-ids=2&status-ids=4&date-from=2026-01-01&date-to=2026-12-31',
      ),
    );

    await user.click(screen.getByTestId('export-xlsx'));
    await waitFor(() => expect(saved).toEqual(['raport-zastepstw-2026-11-23.xlsx']));
    // Every row of the filter: the list's filters and sort, no paging.
    expect(exported[0].toString()).toBe(
      'format=xlsx&lang=pl&sort=-employee-full-name&search=Kow&status-ids=2&status-ids=4&date-from=2026-01-01&date-to=2026-12-31',
    );
    await user.click(screen.getByTestId('export-csv'));
    await waitFor(() => expect(saved).toEqual(['raport-zastepstw-2026-11-23.xlsx', 'raport-zastepstw-2026-11-23.csv']));
    expect(exported[1].get('format')).toBe('csv');
  }, 30_000);
});
