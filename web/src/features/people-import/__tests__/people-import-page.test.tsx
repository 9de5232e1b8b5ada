import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { GATEWAY, useMswServer } from '../../../test/msw';
import { signedInStore } from '../../../test/signed-in-store';
import { renderSignedIn } from '../../../test/render-signed-in';
import PeopleImportPage from '../people-import-page';
import type { ImportPeopleRequest } from '../api/types';

const server = useMswServer();

/** The page as HR (Katarzyna Wiśniewska, 1004) sees it. */
const renderAsHr = () => renderSignedIn(<PeopleImportPage />, { store: signedInStore({ sub: '1004', role: [9042] }) });

const CSV = [
  'Numer SAP,Imię,Nazwisko,Płeć,Obszar kadrowy,SAP przełożonego,Data zatrudnienia,Kod pocztowy,Nazwa użytkownika,Role',
  '00051001,Anna,Kowalczyk,K,ASP,00001003,2026-12-01,00-850,anna.k,Manager',
  '00051002,Ewa,Błędna,K,ASP,00001003,2026-12-01,0085,ewa.b,',
].join('\n');

const answer = (preview: boolean) => ({
  data: [
    {
      index: 0,
      sapNumber: '00051001',
      outcome: 'created',
      employeeId: preview ? 0 : 1000042,
      problems: [],
      changes: [],
      leaves: false,
      pendingRequestsMoved: 0,
      passwordLink: preview ? '' : 'http://localhost:8081/ustaw-haslo?token=abc',
    },
    {
      index: 1,
      sapNumber: '00051002',
      outcome: 'refused',
      employeeId: 0,
      problems: [{ field: 'people[1].address.postalCode', code: 'field.postal-code', detail: 'a Polish postal code is 00-000' }],
      changes: [],
      leaves: false,
      pendingRequestsMoved: 0,
      passwordLink: '',
    },
  ],
  created: 1,
  updated: 0,
  unchanged: 0,
  refused: 1,
});

describe('people import from a spreadsheet', () => {
  it('previews the file with a refused cell named by its column, then applies it and shows the password links', async () => {
    const sent: ImportPeopleRequest[] = [];
    server.use(
      http.post(`${GATEWAY}absences/api/people-import`, async ({ request }) => {
        const body = (await request.json()) as ImportPeopleRequest;
        sent.push(body);
        return HttpResponse.json(answer(body.preview));
      }),
    );
    renderAsHr();
    const user = userEvent.setup();
    await user.upload(screen.getByTestId('import-file'), new File([CSV], 'pracownicy.csv', { type: 'text/csv' }));

    const preview = await screen.findByTestId('import-preview');
    expect(sent[0].preview).toBe(true);
    expect(sent[0].people).toHaveLength(2);
    expect(sent[0].people[0]).toMatchObject({ sapNumber: '00051001', genderId: 2, hrAreaId: 2, roleIds: [9043], username: 'anna.k' });
    expect(within(preview).getByText('Kod pocztowy: Kod pocztowy w formacie 00-000')).toBeTruthy();
    expect(screen.getByTestId('count-created').textContent).toBe('Nowe osoby: 1');
    expect(screen.getByTestId('count-refused').textContent).toBe('Odrzucone: 1');
    expect(screen.queryByTestId('password-links')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Zastosuj zmiany' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ ...sent[0], preview: false });
    const links = await screen.findByTestId('password-links');
    expect(within(links).getByTestId('password-link-anna.k').textContent).toBe('http://localhost:8081/ustaw-haslo?token=abc');
    expect(screen.getByRole('status').textContent).toContain('Zmiany zostały zapisane.');
  });

  it('says which required columns a file lacks and sends nothing', async () => {
    const sent: unknown[] = [];
    server.use(http.post(`${GATEWAY}absences/api/people-import`, () => (sent.push(1), HttpResponse.json(answer(true)))));
    renderAsHr();
    await userEvent.setup().upload(screen.getByTestId('import-file'), new File(['Imię,Nazwisko\nAnna,K'], 'x.csv', { type: 'text/csv' }));
    expect(await screen.findByText('W pliku brakuje kolumn: Numer SAP, Data zatrudnienia, Nazwa użytkownika.')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
