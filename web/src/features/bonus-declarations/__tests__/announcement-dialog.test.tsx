import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMswServer } from '../../../test/msw';
import { useToday } from '../../../test/today';
import { problemAnswer } from '../../../test/problem-answer';
import { ANNOUNCEMENT_CHECK_MS, BonusAnnouncementDialog } from '../components/announcement-dialog';
import { abilitiesHandler, BONUS_API, installIntersectionObserver, OPEN_CAMPAIGN, renderBonus } from './setup';

const server = useMswServer();
// A Wednesday of the open campaign (2 November – 15 December 2026).
useToday('2026-11-25T10:00:00+01:00');

/**
 * The 5-second checks caught by hand (fake timers would stop waitFor's own polling): `fire` runs
 * every check interval still set, `live` counts them.
 */
function catchAnnouncementChecks() {
  const live = new Map<number, () => void>();
  let nextId = 100_000;
  const realSet = window.setInterval;
  const realClear = window.clearInterval;
  const set = vi.spyOn(window, 'setInterval').mockImplementation(((fn: () => void, ms?: number) => {
    if (ms !== ANNOUNCEMENT_CHECK_MS) return realSet(fn, ms);
    live.set(++nextId, fn);
    return nextId;
  }) as typeof window.setInterval);
  const clear = vi.spyOn(window, 'clearInterval').mockImplementation(((id?: number) => {
    if (!live.delete(id ?? -1)) realClear(id);
  }) as typeof window.clearInterval);
  return {
    fire: () => [...live.values()].forEach((fn) => fn()),
    live: () => live.size,
    restore: () => {
      set.mockRestore();
      clear.mockRestore();
    },
  };
}
const LOG = { bonusDeclarationLogId: 1, date: '2026-11-25T12:00:00+01:00', userId: 1002 };

interface Calls {
  logs: number[];
  logSearches: Record<string, unknown>[];
  declarationSearches: Record<string, unknown>[];
}

/** The bonus endpoints the dialog calls; `accepted`/`declared` are the totals the searches answer. */
function handlers(calls: Calls, answers: { accepted?: () => number; declared?: () => number; accept?: () => Response } = {}) {
  return [
    abilitiesHandler('employee'),
    http.post(`${BONUS_API}/logs/search`, async ({ request }) => {
      calls.logSearches.push((await request.json()) as Record<string, unknown>);
      const total = answers.accepted?.() ?? 0;
      return HttpResponse.json({ total, data: total ? [{ ...LOG, bonusDeclarationLogTypeId: 3 }] : [] });
    }),
    http.post(`${BONUS_API}/search`, async ({ request }) => {
      calls.declarationSearches.push((await request.json()) as Record<string, unknown>);
      const total = answers.declared?.() ?? 0;
      return HttpResponse.json({ total, data: [] });
    }),
    http.post(`${BONUS_API}/logs`, async ({ request }) => {
      const { bonusDeclarationLogTypeId } = (await request.json()) as { bonusDeclarationLogTypeId: number };
      if (bonusDeclarationLogTypeId === 3 && answers.accept) return answers.accept();
      calls.logs.push(bonusDeclarationLogTypeId);
      return HttpResponse.json({ data: { ...LOG, bonusDeclarationLogTypeId } });
    }),
  ];
}

const newCalls = (): Calls => ({ logs: [], logSearches: [], declarationSearches: [] });
const routes = [{ path: '/bonus-declarations', element: <div>declaration page</div> }];

describe("'Komunikat ZFŚS' dialog", () => {
  let io: ReturnType<typeof installIntersectionObserver>;
  beforeEach(() => {
    io = installIntersectionObserver();
  });
  // A failed test must not leave the timers caught for the next one.
  afterEach(() => vi.restoreAllMocks());

  it('displayed (log 1) → scrolled to the end (log 2 once) → accepted (log 3) → the follow-up opens the declaration', async () => {
    const calls = newCalls();
    server.use(...handlers(calls));
    const { router } = renderBonus(<BonusAnnouncementDialog />, { extraRoutes: routes });
    const user = userEvent.setup();

    const dialog = await screen.findByRole('dialog', { name: 'Komunikat ZFŚS' });
    await waitFor(() => expect(calls.logs).toEqual([1]));
    // The week's acceptance is looked up from Monday 00:00 in Warsaw, then the user's declaration.
    expect(calls.logSearches[0]).toMatchObject({ page: 1, pageSize: 1, userId: 1002, bonusDeclarationLogTypeId: 3 });
    expect(String(calls.logSearches[0].dateFrom)).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\+0[12]:00$/);
    expect(calls.declarationSearches[0]).toMatchObject({ page: 1, pageSize: 1, campaignId: 7, userId: 1002 });

    const accept = within(dialog).getByTestId('announcement-accept');
    expect((accept as HTMLButtonElement).disabled).toBe(true);
    expect(accept.textContent).toBe('Przewiń treść...');
    expect(within(dialog).getByTestId('announcement-text').textContent).toContain('od 2 listopada 2026 do 15 grudnia 2026');

    // The closing block's edge peeking in is not the end of the text.
    act(() => io.peek());
    expect((accept as HTMLButtonElement).disabled).toBe(true);
    expect(calls.logs).toEqual([1]);
    act(() => io.scrollToBottom());
    await waitFor(() => expect((accept as HTMLButtonElement).disabled).toBe(false));
    expect(accept.textContent).toBe('Potwierdzam zapoznanie się z komunikatem');
    act(() => io.scrollToBottom());
    await waitFor(() => expect(calls.logs).toEqual([1, 2]));

    await user.click(accept);
    const followUp = await screen.findByRole('dialog', { name: 'Oświadczenie ZFŚS' });
    expect(calls.logs).toEqual([1, 2, 3]);
    expect(screen.queryByRole('dialog', { name: 'Komunikat ZFŚS' })).toBeNull();
    expect(within(followUp).getByText('Czy chcesz teraz złożyć oświadczenie?')).toBeTruthy();
    await user.click(within(followUp).getByRole('button', { name: 'Tak, przejdź do oświadczenia' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bonus-declarations'));
    expect(calls.logs).toEqual([1, 2, 3]);
  });

  it('Escape does not close it before acceptance; Later closes the follow-up and stays', async () => {
    const calls = newCalls();
    server.use(...handlers(calls));
    const { router } = renderBonus(<BonusAnnouncementDialog />, { extraRoutes: routes });
    const user = userEvent.setup();
    await screen.findByRole('dialog', { name: 'Komunikat ZFŚS' });
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Komunikat ZFŚS' })).toBeTruthy();
    act(() => io.scrollToBottom());
    await user.click(await screen.findByRole('button', { name: 'Potwierdzam zapoznanie się z komunikatem' }));
    await user.click(await screen.findByRole('button', { name: 'Później' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/');
  });

  it.each([
    ['an Accepted log exists since Monday', { accepted: () => 1 }, 0],
    ['the user has declared in the current campaign', { declared: () => 1 }, 1],
  ])('is not shown when %s', async (_, answers, declarationSearches) => {
    const calls = newCalls();
    server.use(...handlers(calls, answers));
    renderBonus(<BonusAnnouncementDialog />);
    await waitFor(() => expect(calls.logSearches).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The weekly acceptance is looked up first; the declaration only when there is none.
    expect(calls.declarationSearches).toHaveLength(declarationSearches);
    expect(calls.logs).toEqual([]);
  });

  it('asks again every 5 s after a failed check, and shows the dialog once the check gets through', async () => {
    const checks = catchAnnouncementChecks();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const calls = newCalls();
    let failing = true;
    server.use(
      http.post(`${BONUS_API}/logs/search`, () =>
        failing ? HttpResponse.json({ title: 'boom', status: 503 }, { status: 503 }) : undefined,
      ),
      ...handlers(calls),
    );
    renderBonus(<BonusAnnouncementDialog />);
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[Kadry]', 'bonus announcement: check failed', expect.anything()));
    expect(checks.live()).toBe(1);
    failing = false;
    act(() => checks.fire());
    expect(await screen.findByRole('dialog', { name: 'Komunikat ZFŚS' })).toBeTruthy();
    checks.restore();
    warn.mockRestore();
  });

  it.each([
    ['the announcement was accepted this week', { accepted: () => 1 }, 0],
    ['the user has declared in this campaign', { declared: () => 1 }, 1],
  ])('stops asking once %s: no request after that, however long the page stays open', async (_, answers, declarationSearches) => {
    const checks = catchAnnouncementChecks();
    const calls = newCalls();
    server.use(...handlers(calls, answers));
    renderBonus(<BonusAnnouncementDialog />);
    await waitFor(() => expect(calls.logSearches).toHaveLength(1));
    await waitFor(() => expect(calls.declarationSearches).toHaveLength(declarationSearches));
    await waitFor(() => expect(checks.live()).toBe(0));
    for (let i = 0; i < 5; i++) act(() => checks.fire());
    await new Promise((r) => setTimeout(r, 100));
    expect(calls.logSearches).toHaveLength(1);
    expect(calls.declarationSearches).toHaveLength(declarationSearches);
    expect(screen.queryByRole('dialog')).toBeNull();
    checks.restore();
  });

  it('asks nothing once the last day of filing is over, though the configuration read earlier says the campaign is open', async () => {
    const calls = newCalls();
    server.use(...handlers(calls));
    // The page was loaded on the last day; the clock now says the day after.
    renderBonus(<BonusAnnouncementDialog />, { campaign: { ...OPEN_CAMPAIGN, canPlaceEndOn: '2026-11-24' } });
    await new Promise((r) => setTimeout(r, 150));
    expect(calls).toEqual(newCalls());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['declarations are not available', { ...OPEN_CAMPAIGN, bonusDeclarationsAvailable: false }, true],
    ['the deadline has passed', { ...OPEN_CAMPAIGN, bonusDeclarationsDeadlinePassed: true }, true],
    ['there is no campaign', null, true],
    ['the user has no bonus declaration access', OPEN_CAMPAIGN, false],
  ])('does not check at all when %s', async (_, campaign, access) => {
    const calls = newCalls();
    server.use(abilitiesHandler('employee', access), ...handlers(calls));
    renderBonus(<BonusAnnouncementDialog />, { campaign });
    await new Promise((r) => setTimeout(r, 150));
    expect(calls).toEqual(newCalls());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows a server problem's title inside the dialog when the acceptance fails", async () => {
    const calls = newCalls();
    server.use(
      ...handlers(calls, {
        accept: () =>
          problemAnswer(409, {
            title: 'Bad Request',
            status: 400,
            detail: 'the deadline has passed',
            code: 'declaration.deadline-passed',
            params: { until: '2026-12-31' },
          }),
      }),
    );
    renderBonus(<BonusAnnouncementDialog />);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Komunikat ZFŚS' });
    act(() => io.scrollToBottom());
    await user.click(await within(dialog).findByRole('button', { name: 'Potwierdzam zapoznanie się z komunikatem' }));
    expect((await within(dialog).findByTestId('announcement-error')).textContent).toBe(
      'Termin składania i poprawiania oświadczeń minął (2026-12-31).',
    );
    expect(screen.getByRole('dialog', { name: 'Komunikat ZFŚS' })).toBeTruthy();
    expect(calls.logs).toEqual([1, 2]);
  });

  it('shows the error message when the acceptance fails without an HTTP answer', async () => {
    const calls = newCalls();
    server.use(...handlers(calls, { accept: () => HttpResponse.error() }));
    renderBonus(<BonusAnnouncementDialog />);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Komunikat ZFŚS' });
    act(() => io.scrollToBottom());
    await user.click(await within(dialog).findByRole('button', { name: 'Potwierdzam zapoznanie się z komunikatem' }));
    expect((await within(dialog).findByTestId('announcement-error')).textContent).toMatch(/fetch/i);
  });

  it('only logs a failed displayed or read log (the dialog goes on)', async () => {
    const calls = newCalls();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.post(`${BONUS_API}/logs`, () => HttpResponse.json({ title: 'boom', status: 500 }, { status: 500 })),
      ...handlers(calls),
    );
    renderBonus(<BonusAnnouncementDialog />);
    const dialog = await screen.findByRole('dialog', { name: 'Komunikat ZFŚS' });
    act(() => io.scrollToBottom());
    expect(
      (await within(dialog).findByRole<HTMLButtonElement>('button', { name: 'Potwierdzam zapoznanie się z komunikatem' })).disabled,
    ).toBe(false);
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[Kadry]', 'bonus announcement: read log not saved', expect.anything()));
    expect(warn).toHaveBeenCalledWith('[Kadry]', 'bonus announcement: displayed log not saved', expect.anything());
    warn.mockRestore();
  });
});
