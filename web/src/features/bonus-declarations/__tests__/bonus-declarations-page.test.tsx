import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { act, fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useMswServer } from '../../../test/msw';
import { invalidFieldsAnswer } from '../../../test/problem-answer';
import BonusDeclarationsPage from '../bonus-declarations-page';
import { BONUS_API, DECLARATION, installIntersectionObserver, OPEN_CAMPAIGN, renderBonus } from './setup';

const server = useMswServer();

interface Calls {
  logs: number[];
  previews: Record<string, unknown>[];
  saved: { method: string; url: string; body: Record<string, unknown> }[];
}

/** What the service holds for Jan, and how it answers a save (as saved unless said). */
interface Served {
  /** His declarations. */
  own?: unknown[];
  save?: () => Response;
  /** How often he accepted the announcement this week. */
  acceptedThisWeek?: number;
}

function handlers(calls: Calls, { own = [], save, acceptedThisWeek = 0 }: Served = {}) {
  return [
    http.post(`${BONUS_API}/logs/search`, () => HttpResponse.json({ total: acceptedThisWeek, data: [] })),
    http.post(`${BONUS_API}/search`, () => HttpResponse.json({ total: own.length, data: own })),
    http.post(`${BONUS_API}/logs`, async ({ request }) => {
      const { bonusDeclarationLogTypeId } = (await request.json()) as { bonusDeclarationLogTypeId: number };
      calls.logs.push(bonusDeclarationLogTypeId);
      return HttpResponse.json({ data: { bonusDeclarationLogId: 1, date: '', userId: 1002, bonusDeclarationLogTypeId } });
    }),
    http.post(`${BONUS_API}/preview`, async ({ request }) => {
      calls.previews.push((await request.json()) as Calls['previews'][number]);
      // int64 printed as a number here and as a string there: both are read.
      return HttpResponse.json({
        householdMembersCount: 1,
        annualIncomeGrosze: '4223017',
        monthlyIncomePerMemberGrosze: 351918,
        tierAmountGrosze: 80000,
        overTaxFreeLimit: false,
      });
    }),
    ...['POST', 'PUT'].map((method) =>
      http[method === 'POST' ? 'post' : 'put'](method === 'POST' ? BONUS_API : `${BONUS_API}/:id`, async ({ request }) => {
        calls.saved.push({ method, url: request.url, body: (await request.json()) as Calls['saved'][number]['body'] });
        if (save) return save();
        return HttpResponse.json({ data: { ...DECLARATION, editedDate: method === 'PUT' ? '2026-11-25T09:00:00+01:00' : '' } });
      }),
    ),
  ];
}
const newCalls = (): Calls => ({ logs: [], previews: [], saved: [] });

/** Jan's page in `campaign` (the open one unless said), with the service `served`; every call it makes is remembered. */
function openPage({ campaign = OPEN_CAMPAIGN, ...served }: Served & { campaign?: typeof OPEN_CAMPAIGN } = {}) {
  const calls = newCalls();
  server.use(...handlers(calls, served));
  renderBonus(<BonusDeclarationsPage />, { path: '/bonus-declarations', campaign });
  return { calls, user: userEvent.setup() };
}

describe('bonus declaration page', () => {
  beforeEach(() => {
    installIntersectionObserver();
  });

  it('sends the amounts as grosze, shows the server-computed tier as the user types, logs 4 once and files the declaration', async () => {
    const { calls, user } = openPage();
    const income = await screen.findByTestId('member-0-incomeGrosze');
    await waitFor(() => expect(calls.logs).toEqual([4]));
    expect(screen.getByTestId('announcement-text').textContent).toContain('1 000 zł');
    expect((screen.getByTestId('member-0-name') as HTMLInputElement).value).toBe('Jan Kowalski');

    await user.type(income, '45 230,17');
    await user.type(screen.getByTestId('member-0-costsOfObtainingGrosze'), '3000');
    expect((await screen.findByTestId('calc-tier')).textContent).toBe('Przysługujące świadczenie: 800,00\u00a0zł');
    expect(screen.getByTestId('calc-monthly').textContent).toBe('3\u00a0519,18\u00a0zł');
    await waitFor(() =>
      expect(calls.previews.at(-1)!.householdMembers).toEqual([expect.objectContaining({ costsOfObtainingGrosze: '300000' })]),
    );
    // Debounced: the finished figures, not one call per keystroke.
    expect(calls.previews.length).toBeLessThanOrEqual(3);
    expect(calls.previews.at(-1)).toMatchObject({
      taxYear: 2025,
      householdMembers: [
        {
          fullName: 'Jan Kowalski',
          relationship: 'declarant',
          incomeGrosze: '4523017',
          costsOfObtainingGrosze: '300000',
          taxDueGrosze: '0',
        },
      ],
    });

    await user.click(screen.getByTestId('submit-declaration'));
    expect(await screen.findByText('Zaznacz wszystkie trzy potwierdzenia.', { selector: 'p' })).toBeTruthy();
    expect(calls.saved).toHaveLength(0);
    for (const s of ['statementDataTrue', 'statementDocumentsOnDemand', 'statementInformationClause'])
      await user.click(screen.getByTestId(s));
    await user.click(screen.getByTestId('submit-declaration'));
    await waitFor(() => expect(calls.saved).toHaveLength(1));
    expect(calls.saved[0].method).toBe('POST');
    expect(calls.saved[0].body).toMatchObject({
      householdMembers: [expect.objectContaining({ incomeGrosze: '4523017', costsOfObtainingGrosze: '300000' })],
      statementDataTrue: true,
      statementDocumentsOnDemand: true,
      statementInformationClause: true,
    });
    expect((await screen.findByTestId('declaration-status')).textContent).toContain('Oświadczenie złożone 2026-11-20 10:15:00');
    expect(calls.logs).toEqual([4]);
  });

  it("shows every user the campaign's tier table and offers its tax years, the campaign's own first", async () => {
    const { calls, user } = openPage();
    const text = await screen.findByTestId('announcement-text');
    expect(within(text).getByRole('table').textContent).toContain('3\u00a0500,00\u00a0zł');
    expect(within(text).getByRole('table').textContent).toContain('600,00\u00a0zł');
    // The open band starts a grosz above the last bound (5 500,01 zł already gets 600 zł).
    expect(within(text).getAllByRole('row').at(-1)!.textContent).toBe('od 5\u00a0500,01\u00a0zł600,00\u00a0zł');
    await user.click(await screen.findByRole('combobox', { name: 'Rok podatkowy dochodu' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['2025', '2024']);
    await user.click(screen.getByRole('option', { name: '2024' }));
    await user.type(screen.getByTestId('member-0-incomeGrosze'), '1000');
    await waitFor(() => expect(calls.previews.at(-1)?.taxYear).toBe(2024));
  });

  it('adds and removes household members with a relationship', async () => {
    const { user } = openPage();
    await user.click(await screen.findByTestId('add-member'));
    expect(screen.getByTestId('member-1')).toBeTruthy();
    expect(within(screen.getByTestId('member-1')).getByText('Dziecko')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Usuń członka gospodarstwa 2' }));
    expect(screen.queryByTestId('member-1')).toBeNull();
  });

  it('says what is wrong with an amount and does not ask the calculator', async () => {
    const { calls, user } = openPage();
    await user.type(await screen.findByTestId('member-0-incomeGrosze'), '12,345');
    expect(await screen.findByText('Wpisz kwotę w złotych, np. 3 500,01.')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 400));
    expect(calls.previews).toHaveLength(0);
  });

  it('edits a filed declaration with PUT and shows the edited date', async () => {
    const { calls, user } = openPage({ own: [DECLARATION] });
    const income = (await screen.findByTestId('member-0-incomeGrosze')) as HTMLInputElement;
    // Filed amounts come back grouped as Polish writes them, as every amount on the screen is.
    expect(income.value).toBe('45\u00a0230,17');
    expect((screen.getByTestId('member-0-costsOfObtainingGrosze') as HTMLInputElement).value).toBe('3\u00a0000,00');
    expect(screen.getByTestId('declaration-status').textContent).toContain('Możesz je poprawiać do 15 grudnia 2026');
    await user.clear(income);
    await user.type(income, '50000');
    await user.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    await waitFor(() => expect(calls.saved).toHaveLength(1));
    expect(calls.saved[0]).toMatchObject({ method: 'PUT', url: `${BONUS_API}/31` });
    expect(calls.saved[0].body.householdMembers).toEqual([expect.objectContaining({ incomeGrosze: '5000000' })]);
    expect((await screen.findByTestId('edited-date')).textContent).toContain('2026-11-25 09:00:00');
  });

  it("shows the server problem and its field's sentence in Polish when saving fails", async () => {
    const { user } = openPage({
      own: [DECLARATION],
      save: () =>
        invalidFieldsAnswer(
          { 'householdMembers[0].incomeGrosze': [{ code: 'field.min', detail: 'must not be negative', params: { min: 0 } }] },
          400,
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Zapisz zmiany' }));
    expect((await screen.findByTestId('declaration-error')).textContent).toBe('Popraw zaznaczone pola.');
    expect(screen.getByText('Najmniejsza wartość to 0')).toBeTruthy();
  });

  it('after the deadline shows the declaration read-only with a clear message', async () => {
    openPage({
      own: [{ ...DECLARATION, editable: false }],
      campaign: { ...OPEN_CAMPAIGN, bonusDeclarationsAvailable: false, bonusDeclarationsDeadlinePassed: true },
    });
    const income = (await screen.findByTestId('member-0-incomeGrosze')) as HTMLInputElement;
    expect(income.readOnly).toBe(true);
    expect(screen.getByTestId('declaration-status').textContent).toContain('Termin składania i poprawiania oświadczeń minął');
    expect(screen.queryByTestId('submit-declaration')).toBeNull();
    expect(screen.queryByTestId('add-member')).toBeNull();
  });

  it('says the benefit needs employment on the consideration day, and offers no save, once HR records end it before that day', async () => {
    openPage({ own: [{ ...DECLARATION, employedOnConsiderationDate: false }] });
    const warning = await screen.findByTestId('not-employed-on-consideration');
    expect(warning.textContent).toContain('zatrudnionym w dniu rozpatrzenia wniosków');
    expect(warning.textContent).toContain(OPEN_CAMPAIGN.considerationOn.slice(0, 4));
    expect(((await screen.findByTestId('member-0-incomeGrosze')) as HTMLInputElement).readOnly).toBe(true);
    expect(screen.queryByTestId('submit-declaration')).toBeNull();
    expect(screen.getByTestId('declaration-status').textContent).not.toContain('Możesz');
  });

  it('offers the save as before to someone employed on the consideration day', async () => {
    openPage({ own: [{ ...DECLARATION, employedOnConsiderationDate: true }] });
    expect(await screen.findByRole('button', { name: 'Zapisz zmiany' })).toBeTruthy();
    expect(screen.queryByTestId('not-employed-on-consideration')).toBeNull();
  });

  it('says so when the deadline passed without a declaration, or the campaign is not open yet, or there is none', async () => {
    openPage({ campaign: { ...OPEN_CAMPAIGN, bonusDeclarationsAvailable: false, bonusDeclarationsDeadlinePassed: true } });
    expect(await screen.findByTestId('deadline-passed')).toBeTruthy();
    expect(screen.queryByTestId('member-0-incomeGrosze')).toBeNull();
  });

  it('says the campaign is not available before it opens', async () => {
    openPage({ campaign: { ...OPEN_CAMPAIGN, bonusDeclarationsAvailable: false } });
    expect((await screen.findByTestId('not-available')).textContent).toContain('2 listopada 2026');
  });

  it('says there is no campaign', async () => {
    renderBonus(<BonusDeclarationsPage />, { path: '/bonus-declarations', campaign: null });
    expect((await screen.findByTestId('no-campaign')).textContent).toBe('Obecnie nie trwa żadna kampania świadczenia urlopowego.');
  });

  it('folds the announcement once it was accepted this week, to one line that opens it again', async () => {
    const { user } = openPage({ acceptedThisWeek: 1 });
    const toggle = await screen.findByRole('button', { name: 'Komunikat ZFŚS' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('announcement-text')).toBeNull();
    // The form follows the folded announcement at once.
    expect(await screen.findByTestId('member-0-incomeGrosze')).toBeTruthy();
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('announcement-text')).toBeTruthy();
  });

  it('folds the announcement for someone who has declared', async () => {
    openPage({ own: [DECLARATION] });
    expect(await screen.findByTestId('announcement-folded')).toBeTruthy();
    expect(screen.queryByTestId('announcement-text')).toBeNull();
  });

  describe('on a phone', () => {
    const realMatchMedia = window.matchMedia;
    beforeEach(() => {
      // Every max-width query matches: the screen is narrower than the md breakpoint.
      window.matchMedia = (query: string) => ({ ...realMatchMedia(query), matches: query.includes('max-width'), media: query });
    });
    afterEach(() => {
      window.matchMedia = realMatchMedia;
    });

    it('shows the live calculator before the submit button, not below the whole form', async () => {
      openPage();
      const submit = await screen.findByTestId('submit-declaration');
      const calculator = screen.getByTestId('bonus-calculator');
      expect(calculator.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });
  });

  it('after filing moves focus to the confirmation and brings it into view', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
    const { user } = openPage();
    await user.type(await screen.findByTestId('member-0-incomeGrosze'), '1000');
    for (const s of ['statementDataTrue', 'statementDocumentsOnDemand', 'statementInformationClause'])
      await user.click(screen.getByTestId(s));
    await user.click(screen.getByTestId('submit-declaration'));
    const status = await screen.findByTestId('declaration-status');
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(scrolled).toContain(status);
  });

  it('on a refused submit lists what is wrong at the top of the form, focused, with links that lead to each field', async () => {
    const { calls, user } = openPage();
    const name = await screen.findByTestId('member-0-name');
    await user.clear(name);
    await user.type(screen.getByTestId('member-0-incomeGrosze'), '12,345');
    expect(screen.queryByTestId('error-summary')).toBeNull();
    await user.click(screen.getByTestId('submit-declaration'));

    const summary = await screen.findByTestId('error-summary');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(summary.compareDocumentPosition(screen.getByTestId('tax-year')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Osoba składająca oświadczenie – Imię i nazwisko: Podaj imię i nazwisko.',
      'Osoba składająca oświadczenie – Przychód: Wpisz kwotę w złotych, np. 3 500,01.',
      'Zaznacz wszystkie trzy potwierdzenia.',
    ]);
    // From the keyboard: Tab reaches the first link, Enter goes to the field.
    await user.tab();
    expect(document.activeElement?.textContent).toContain('Imię i nazwisko');
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(name);
    await user.click(within(summary).getByRole('link', { name: 'Zaznacz wszystkie trzy potwierdzenia.' }));
    expect(document.activeElement).toBe(screen.getByTestId('statementDataTrue'));
    // Fixed fields leave the list.
    await user.type(name, 'Jan Kowalski');
    expect(within(summary).getAllByRole('link')).toHaveLength(2);
    expect(calls.saved).toHaveLength(0);
  });

  it('asks before leaving with unsaved changes (in the app and when the tab closes), never when nothing changed', async () => {
    server.use(...handlers(newCalls()));
    const { router } = renderBonus(<BonusDeclarationsPage />, {
      path: '/bonus-declarations',
      extraRoutes: [{ path: '/elsewhere', element: <div>elsewhere</div> }],
    });
    const user = userEvent.setup();
    const income = await screen.findByTestId('member-0-incomeGrosze');
    const unload = () => {
      const e = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(e);
      return e.defaultPrevented;
    };
    expect(unload()).toBe(false);

    await user.type(income, '1000');
    expect(unload()).toBe(true);
    await act(() => router.navigate('/elsewhere'));
    const question = await screen.findByRole('dialog', { name: 'Niezapisane zmiany' });
    // Staying is the default answer: it has the focus.
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Zostań na stronie' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/bonus-declarations');
    expect((income as HTMLInputElement).value).toBe('1000');

    await act(() => router.navigate('/elsewhere'));
    await user.click(await screen.findByRole('button', { name: 'Opuść stronę' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
    expect(unload()).toBe(false);
  });

  it('lets the person leave without a question once the changes are filed', async () => {
    server.use(...handlers(newCalls(), { own: [DECLARATION] }));
    const { router } = renderBonus(<BonusDeclarationsPage />, {
      path: '/bonus-declarations',
      extraRoutes: [{ path: '/elsewhere', element: <div>elsewhere</div> }],
    });
    const user = userEvent.setup();
    const income = await screen.findByTestId('member-0-incomeGrosze');
    await user.clear(income);
    await user.type(income, '50000');
    await user.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    await screen.findByTestId('edited-date');
    fireEvent.click(document.body);
    await act(() => router.navigate('/elsewhere'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
  });
});
