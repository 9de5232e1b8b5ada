import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { abilityOf } from '../../../test/abilities';
import { GATEWAY, useMswServer } from '../../../test/msw';
import { renderSignedIn } from '../../../test/render-signed-in';
import { signedInStore } from '../../../test/signed-in-store';
import { personCard, substitutionAnswer, substitutionListAnswer } from '../../../test/substitution';
import { useToday } from '../../../test/today';
import TeamSubstitutionsPage from '../team-substitutions-page';

const server = useMswServer();
const API = `${GATEWAY}absences/api`;
useToday('2026-11-23T10:00:00+01:00');

/** Anna Nowak's team: Jan's proposal to decide, and Michał's confirmed substitution she may only cancel. */
const PROPOSED = substitutionAnswer({ allowedActions: ['confirm', 'reject', 'cancel'] });
const CONFIRMED = substitutionAnswer({
  id: 14,
  employeeId: 1009,
  employeeFullName: 'Michał Szymański',
  substituteId: 1002,
  substituteFullName: 'Jan Kowalski',
  statusId: 2,
  status: 'Potwierdzone',
  createdByFullName: 'Anna Nowak',
  decidedByFullName: 'Anna Nowak',
  allowedActions: ['cancel'],
});

function serve() {
  const listed: URLSearchParams[] = [];
  const searched: unknown[] = [];
  const sent: { url: string; body: unknown; key: string | null }[] = [];
  const keep = async (request: Request) =>
    sent.push({ url: request.url, body: await request.json(), key: request.headers.get('Idempotency-Key') });
  server.use(
    http.get(`${API}/substitutions/team`, ({ request }) => {
      listed.push(new URL(request.url).searchParams);
      return HttpResponse.json(substitutionListAnswer([PROPOSED, CONFIRMED]));
    }),
    http.post(`${API}/substitutions/:id/:action`, async ({ request }) => {
      await keep(request);
      return HttpResponse.json({ data: { ...PROPOSED, statusId: 3, allowedActions: [] } });
    }),
    http.post(`${API}/substitutions`, async ({ request }) => {
      await keep(request);
      return HttpResponse.json({ data: substitutionAnswer({ id: 40, employeeFullName: 'Michał Szymański', statusId: 2 }) });
    }),
    http.post(`${API}/employees/search`, async ({ request }) => {
      const body = (await request.json()) as { colleagues?: boolean };
      searched.push(body);
      // The team below Anna, and her own colleagues (who share her supervisor, Anna too).
      return HttpResponse.json(
        body.colleagues
          ? { total: 2, data: [personCard(1003, 'Anna Nowak'), personCard(1010, 'Ewa Woźniak')] }
          : { total: 2, data: [personCard(1002, 'Jan Kowalski'), personCard(1009, 'Michał Szymański')] },
      );
    }),
  );
  return { listed, searched, sent };
}

function renderPage() {
  renderSignedIn(<TeamSubstitutionsPage />, {
    store: signedInStore({ sub: '1003', role: [9043, 9044] }),
    abilities: abilityOf('manager', { hasAccessToSubstitutions: true }),
  });
}

const rowOf = (cell: HTMLElement) => cell.closest('tr') as HTMLElement;

describe("the team's substitutions", () => {
  it('lists both people and offers each row the steps the server allows; a rejection needs its reason', async () => {
    const { listed, sent } = serve();
    renderPage();
    const user = userEvent.setup();
    const proposed = rowOf(await screen.findByRole('cell', { name: 'Ewa Zając' }));
    expect(listed[0].toString()).toBe('page=1&page-size=10');
    expect(proposed.textContent).toContain('Jan Kowalski');
    const name = 'Jan Kowalski (zastępca: Ewa Zając), 2026-12-01 – 2026-12-05';
    expect(
      within(proposed)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([`Potwierdź ${name}`, `Odrzuć ${name}`, `Anuluj zastępstwo ${name}`]);
    const confirmed = rowOf(screen.getByRole('cell', { name: 'Michał Szymański' }));
    expect(
      within(confirmed)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Anuluj zastępstwo Michał Szymański (zastępca: Jan Kowalski), 2026-12-01 – 2026-12-05']);

    await user.click(within(proposed).getByRole('button', { name: `Odrzuć ${name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Odrzuć' });
    await user.click(within(dialog).getByRole('button', { name: 'Tak' }));
    expect(await within(dialog).findByText('Komentarz jest wymagany')).toBeTruthy();
    expect(sent).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox'), 'Ewa ma wtedy szkolenie');
    await user.click(within(dialog).getByRole('button', { name: 'Tak' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ url: `${API}/substitutions/11/reject`, body: { comment: 'Ewa ma wtedy szkolenie' } });
    expect(sent[0].key).toMatch(/^[0-9a-f]{32}$/);
  }, 30_000);

  it('sets one: the away person from the whole team, the substitute from the team or the manager’s colleagues', async () => {
    const { searched, sent } = serve();
    renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Ustanów zastępstwo' }));
    const form = await screen.findByRole('dialog', { name: 'Ustanowienie zastępstwa' });
    await user.click(within(form).getByRole('button', { name: 'Ustanów' }));
    expect(within(form).getAllByText('Pole jest wymagane')).toHaveLength(4);

    await user.type(within(form).getByRole('combobox', { name: /Nieobecny/ }), 'Mi');
    await user.click(await screen.findByRole('option', { name: 'Michał Szymański' }));
    expect(searched).toContainEqual({ supervisorId: 1003, wholeTeam: true, search: 'Mi', pageSize: 50, sort: ['full-name'] });

    await user.click(within(form).getByRole('combobox', { name: /Zastępca/ }));
    // The team first, then the colleagues; the away person is not their own substitute.
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Jan Kowalski', 'Anna Nowak', 'Ewa Woźniak']),
    );
    await user.click(screen.getByRole('option', { name: 'Ewa Woźniak' }));
    await user.type(within(form).getByTestId('substitution-from'), '2026-11-23');
    await user.clear(within(form).getByTestId('substitution-to'));
    await user.type(within(form).getByTestId('substitution-to'), '2026-11-27');
    await user.click(within(form).getByRole('button', { name: 'Ustanów' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].url).toBe(`${API}/substitutions`);
    expect(sent[0].body).toEqual({ employeeId: 1009, substituteId: 1010, fromDate: '2026-11-23', toDate: '2026-11-27', comment: '' });
    expect(sent[0].key).toMatch(/^[0-9a-f]{32}$/);
    expect((await screen.findByTestId('substitution-set')).textContent).toContain('Michał Szymański');
  }, 30_000);
});
