import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ContextObject, RunOptions } from 'axe-core';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { announcementDialog, SCREENSHOTS, signIn, sql } from './helpers';

// Every screen of the app, in the light and the dark theme, has no serious or critical axe
// violation (contrast included) and no button or link whose accessible name leaves out its
// visible text (WCAG 2.5.3 "Label in Name": people who use voice control say what they see);
// every page names itself in the title; the request lists fit a laptop and a phone
// (screenshots for the lead under tests/e2e/screenshots/).

type User = 'employee' | 'manager' | 'hr' | 'admin' | 'hrpreview' | 'administration' | 'hoagreement' | 'hranalyst' | 'locationmanager' | 'postadmin';

interface State {
  /** What the state is, in the report. */
  name: string;
  /** The route pattern the state is on when it is not the screen's (a detail with an id). */
  route?: string;
  /** The state is a dialog, menu or popover over a screen already looked at: axe looks at it alone. */
  overlay?: boolean;
  /** Brings the page into the state; axe then looks at it. */
  reach: (page: Page) => Promise<void>;
  /** Leaves the state without changing anything (closes a menu, answers a question with no). */
  leave?: (page: Page) => Promise<void>;
}

interface Screen {
  user: User;
  path: string;
  title: string;
  /** The route pattern of `path` when it differs (an id in the path). */
  route?: string;
  /** Parts of the screen that axe should see too (dialogs, pickers), in order. */
  states?: State[];
}

const LABEL_IN_NAME = 'label-content-name-mismatch';

// A state that never comes fails in seconds, not at the end of the test's time.
test.use({ actionTimeout: 15_000, navigationTimeout: 30_000 });
// Each test signs in on its own and only looks: two workers may take them side by side.
test.describe.configure({ mode: 'parallel' });

const TODAY = "(now() AT TIME ZONE 'Europe/Warsaw')::date";
/** `hoagreement` (user 1007) sees the ZFŚS announcement: no other spec signs it in. */
const ANNOUNCEMENT_USER_ID = 1007;

/** The account has not seen this year's campaign: the announcement is due again, no declaration. */
function forgetCampaign(userId: number): void {
  sql(`DELETE FROM bonus_declarations.logs WHERE user_id = ${userId};
       DELETE FROM bonus_declarations.declarations WHERE user_id = ${userId}
         AND campaign_id IN (SELECT campaign_id FROM bonus_declarations.campaigns WHERE ${TODAY} BETWEEN start_on AND end_on)`);
}

/**
 * The account accepted this week's announcement (an Accepted log, type 3): on a fresh database
 * the dialog would otherwise cover the first screens before the spec reaches it on purpose.
 */
function acceptAnnouncement(userId: number): void {
  sql(`INSERT INTO bonus_declarations.logs (user_id, log_type_id, logged_at) VALUES (${userId}, 3, now())`);
}

/** A past, open day of Jan Kowalski (1002, Anna Nowak's team) with clock records: the manager may correct it. */
function correctableWorkday(): string {
  const id = sql(`SELECT w.workday_id FROM work_times.workdays w
                WHERE w.employee_id = 1002 AND w.day < ${TODAY} AND w.lock_state = 'open'
                  AND EXISTS (SELECT 1 FROM work_times.records r WHERE r.workday_id = w.workday_id)
                ORDER BY w.day DESC LIMIT 1`);
  expect(id, 'the demo data have a past open day with records in the manager\'s team').not.toBe('');
  return id;
}

/** Escape answers a question with no, and closes a dialog without saving. */
const closeDialog = async (page: Page) => {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
};

/** The first row's button or link of the table opens a detail with an id (a dialog or a page). */
const openFirst = (what: 'button' | 'link', name: string, route: string, dialog = false): State => ({
  name,
  route,
  overlay: dialog,
  reach: async (page) => {
    await page.locator('tbody').getByRole(what).first().click();
    await expect(page).toHaveURL(new RegExp(`${route.replace(':id', '\\d+')}(\\?|$)`));
    if (dialog) await expect(page.getByRole('dialog')).toBeVisible();
    await page.waitForLoadState('networkidle');
  },
});

const columnChooser: State = {
  name: 'column chooser',
  overlay: true,
  reach: async (page) => {
    await page.getByRole('button', { name: 'Kolumny' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
  },
  leave: async (page) => {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
  },
};

const SCREENS: Screen[] = [
  // The employee: every personal screen.
  {
    user: 'employee', path: '/dashboards', title: 'Pulpit – Kadry',
    states: [
      {
        name: 'user menu',
        overlay: true,
        reach: async (page) => {
          await page.getByRole('banner').getByRole('button').last().click();
          await expect(page.getByRole('menu')).toBeVisible();
        },
        leave: async (page) => {
          await page.keyboard.press('Escape');
          await expect(page.getByRole('menu')).toBeHidden();
        },
      },
      {
        name: 'information clause',
        overlay: true,
        reach: async (page) => {
          await page.getByRole('contentinfo').getByRole('button', { name: 'Klauzula informacyjna' }).click();
          await expect(page.getByRole('dialog')).toBeVisible();
        },
        leave: closeDialog,
      },
    ],
  },
  { user: 'employee', path: '/profile', title: 'Karta pracownika – Kadry' },
  {
    user: 'employee', path: '/leave-requests/new', title: 'Nowy wniosek – Kadry',
    states: [{
      name: 'date picker',
      overlay: true,
      reach: async (page) => {
        await page.getByRole('button', { name: 'Wybierz datę: Od' }).click();
        await expect(page.getByRole('grid')).toBeVisible();
      },
    }],
  },
  {
    user: 'employee', path: '/leave-requests/my', title: 'Moje wnioski – Kadry',
    states: [openFirst('button', 'request details', '/leave-requests/my/:id', true)],
  },
  { user: 'employee', path: '/leave-requests/my-limits', title: 'Moje limity – Kadry' },
  {
    user: 'employee', path: '/calendar/my', title: 'Mój kalendarz – Kadry',
    states: [
      {
        name: 'day preview',
        overlay: true,
        reach: async (page) => {
          await page.getByRole('grid').locator('button').first().click();
          await expect(page.getByTestId('day-preview')).toBeVisible();
        },
      },
    ],
  },
  { user: 'employee', path: '/calendar/timesheets', title: 'Moja ewidencja czasu – Kadry' },
  {
    user: 'employee', path: '/home-offices/my', title: 'Wnioski o pracę zdalną – Kadry',
    states: [{
      name: 'agreement application',
      overlay: true,
      reach: async (page) => {
        await page.getByRole('button', { name: 'Złóż wniosek o porozumienie' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
      },
    }],
  },
  {
    user: 'employee', path: '/substitutions/my', title: 'Moje zastępstwa – Kadry',
    states: [{
      name: 'substitution proposal',
      overlay: true,
      reach: async (page) => {
        await page.getByRole('button', { name: 'Zaproponuj zastępstwo' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
      },
      leave: closeDialog,
    }],
  },
  { user: 'employee', path: '/work-times/my-current-workday', title: 'Bieżący dzień – Kadry' },
  {
    user: 'employee', path: '/work-times/my-workdays', title: 'Moje dni pracy – Kadry',
    states: [openFirst('link', 'own workday', '/work-times/workday/:id')],
  },
  { user: 'employee', path: '/work-times/my-time-evaluation', title: 'Moje rozliczenie czasu – Kadry' },
  { user: 'employee', path: '/work-times/my-on-call-work-times', title: 'Moje interwencje dyżurowe – Kadry' },
  { user: 'employee', path: '/work-times/my-team-attendances', title: 'Obecności mojego zespołu – Kadry' },
  { user: 'employee', path: '/work-times/workday', title: 'Dzień pracy – Kadry' },
  { user: 'employee', path: '/settings', title: 'Ustawienia – Kadry' },
  { user: 'employee', path: '/errors/403', title: 'Brak dostępu – Kadry' },
  { user: 'employee', path: '/no/such/page', route: '*', title: 'Nie znaleziono strony – Kadry' },

  // The manager: the team's screens, and the ones where she acts.
  { user: 'manager', path: '/dashboards', title: 'Pulpit – Kadry' },
  { user: 'manager', path: '/leave-requests/new/supervisor', route: '/leave-requests/new', title: 'Nowy wniosek – Kadry' },
  {
    user: 'manager', path: '/leave-requests/team', title: 'Podgląd wniosków zespołu – Kadry',
    states: [columnChooser, openFirst('button', 'request details', '/leave-requests/team/:id', true)],
  },
  { user: 'manager', path: '/leave-requests/limits', title: 'Raport limitów – Kadry' },
  {
    user: 'manager', path: '/home-offices/week-report', title: 'Raport tygodniowy – Kadry',
    states: [{
      // The team of a department head below her (2001, the demo data's): the `{id}` of the path.
      name: 'a team below the manager',
      route: '/home-offices/week-report/:id',
      reach: async (page) => {
        await navigate(page, '/home-offices/week-report/2001');
        await expect(page.getByRole('main').getByRole('status')).toContainText(/· Zespół: \S/);
        await page.waitForLoadState('networkidle');
      },
    }],
  },
  {
    user: 'manager', path: '/calendar/team', title: 'Kalendarz zespołu – Kadry',
    states: [{
      name: 'request preview',
      overlay: true,
      reach: async (page) => {
        await page.getByRole('grid').locator('.MuiChip-clickable').first().click();
        await expect(page.getByRole('dialog')).toBeVisible();
      },
    }],
  },
  {
    user: 'manager', path: '/substitutions/team', title: 'Podgląd zastępstw zespołu – Kadry',
    states: [{
      name: 'substitution set by the manager',
      overlay: true,
      reach: async (page) => {
        await page.getByRole('button', { name: 'Ustanów zastępstwo' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
      },
      leave: closeDialog,
    }],
  },
  { user: 'manager', path: '/work-times/team-attendances', title: 'Obecności zespołu – Kadry' },
  {
    user: 'manager', path: '/work-times/team-workdays', title: 'Dni pracy zespołu – Kadry',
    states: [
      {
        name: 'month lock question',
        overlay: true,
        reach: async (page) => {
          await page.getByRole('button', { name: 'Zamknij miesiąc' }).click();
          await expect(page.getByRole('dialog')).toBeVisible();
        },
        // Never locked here: the question is answered with no.
        leave: closeDialog,
      },
    ],
  },
  {
    user: 'manager', path: '/work-times/team-workdays-calendar', title: 'Kalendarz dni pracy zespołu – Kadry',
    states: [{
      name: 'day preview',
      overlay: true,
      reach: async (page) => {
        await page.locator('tbody td[data-kind]').first().click();
        await expect(page.getByRole('dialog')).toBeVisible();
      },
    }],
  },
  {
    user: 'manager', path: '/work-times/schedule-planner', title: 'Planowanie harmonogramu – Kadry',
    states: [
      {
        name: 'day editor',
        overlay: true,
        reach: async (page) => {
          await page.locator('td[data-day][aria-haspopup]').first().click();
          await expect(page.getByRole('dialog')).toBeVisible();
        },
        leave: closeDialog,
      },
      {
        name: 'copy a pattern',
        overlay: true,
        reach: async (page) => {
          await page.getByRole('button', { name: 'Kopiuj wzorzec' }).click();
          await expect(page.getByRole('dialog')).toBeVisible();
        },
        leave: closeDialog,
      },
      {
        name: 'shift templates',
        overlay: true,
        reach: async (page) => {
          await page.getByRole('button', { name: 'Szablony zmian' }).click();
          await expect(page.getByRole('dialog')).toBeVisible();
        },
        leave: closeDialog,
      },
    ],
  },
  {
    user: 'manager', path: '/work-times/team-time-evaluation', title: 'Rozliczenie czasu zespołu – Kadry',
    states: [openFirst('link', 'one person', '/work-times/team-time-evaluation/:id')],
  },
  { user: 'manager', path: '/work-times/team-on-call-work-times', title: 'Interwencje dyżurowe zespołu – Kadry' },
  {
    user: 'manager', path: 'workday-to-correct', route: '/work-times/workday/:id', title: 'Dzień pracy – Kadry',
    states: [
      {
        name: 'record dialog',
        overlay: true,
        reach: async (page) => {
          await page.getByRole('button', { name: 'Dodaj rejestrację' }).click();
          await expect(page.getByRole('dialog')).toBeVisible();
        },
        leave: closeDialog,
      },
      {
        name: 'remove question',
        overlay: true,
        reach: async (page) => {
          await page.getByRole('button', { name: /^Usuń / }).first().click();
          await expect(page.getByRole('dialog')).toBeVisible();
        },
        leave: closeDialog,
      },
    ],
  },

  // HR: the reports and the ZFŚS campaigns.
  { user: 'hr', path: '/dashboards', title: 'Pulpit – Kadry' },
  {
    user: 'hr', path: '/leave-requests/report', title: 'Raport wniosków – Kadry',
    states: [openFirst('button', 'request details', '/leave-requests/report/:id', true)],
  },
  { user: 'hr', path: '/substitutions/report', title: 'Raport zastępstw – Kadry' },
  { user: 'hr', path: '/bonus-declarations/report', title: 'Raport oświadczeń ZFŚS – Kadry' },
  {
    user: 'hr', path: '/bonus-declarations/campaigns', title: 'Kampanie ZFŚS – Kadry',
    states: [{
      name: 'campaign dialog',
      overlay: true,
      reach: async (page) => {
        await page.locator('[data-testid^="edit-campaign-"]').first().click();
        await expect(page.getByRole('dialog')).toBeVisible();
      },
    }],
  },

  {
    // The preview of a file (nothing is written until HR applies it): a new person and a refused one.
    user: 'hr', path: '/people/import', title: 'Import pracowników – Kadry',
    states: [{
      name: 'import preview',
      reach: async (page) => {
        const csv = [
          'Numer SAP,Imię,Nazwisko,Płeć,Obszar kadrowy,SAP przełożonego,Data zatrudnienia,Kod pocztowy,Nazwa użytkownika',
          'A11Y0001,Ala,Podglądowa,K,ASP,00001003,2026-12-01,00-850,a11y.ala',
          'A11Y0002,Ola,Błędna,K,ASP,00001003,2026-12-01,0085,a11y.ola',
        ].join('\n');
        await page.locator('input[type="file"]').setInputFiles({ name: 'ludzie.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
        await expect(page.getByTestId('import-preview')).toContainText('Kod pocztowy');
      },
    }],
  },
  // One person's record as HR corrects it, with its history of changes.
  { user: 'hr', path: '/people/1012/record', title: 'Import pracowników – Kadry' },

  // Every other role: the menu and the start page it sees.
  { user: 'admin', path: '/dashboards', title: 'Pulpit – Kadry' },
  { user: 'admin', path: '/home-offices/list', title: 'Porozumienia – Kadry' },
  { user: 'hrpreview', path: '/dashboards', title: 'Pulpit – Kadry' },
  { user: 'administration', path: '/dashboards', title: 'Pulpit – Kadry' },
  { user: 'hranalyst', path: '/dashboards', title: 'Pulpit – Kadry' },
  { user: 'locationmanager', path: '/dashboards', title: 'Pulpit – Kadry' },
  // `posteditor` holds the same abilities as `postadmin` (the same menu), and is left to the
  // ZFŚS spec, which watches its announcement logs.
  { user: 'postadmin', path: '/dashboards', title: 'Pulpit – Kadry' },

  // The ZFŚS announcement as it first shows, read, accepted, then the declaration form.
  {
    user: 'hoagreement', path: '/dashboards', title: 'Pulpit – Kadry',
    states: [
      {
        name: 'announcement',
        overlay: true,
        reach: async (page) => {
          forgetCampaign(ANNOUNCEMENT_USER_ID);
          await page.reload();
          await expect(announcementDialog(page)).toBeVisible({ timeout: 15_000 });
          await expect(page.getByTestId('announcement-accept')).toBeDisabled();
        },
      },
      {
        name: 'announcement read',
        overlay: true,
        reach: async (page) => {
          await announcementDialog(page).getByTestId('announcement-bottom').scrollIntoViewIfNeeded();
          await expect(page.getByTestId('announcement-accept')).toBeEnabled();
        },
      },
      {
        name: 'follow-up question',
        overlay: true,
        reach: async (page) => {
          await page.getByTestId('announcement-accept').click();
          await expect(page.getByRole('dialog', { name: 'Oświadczenie ZFŚS' })).toBeVisible();
        },
      },
      {
        name: 'declaration form',
        route: '/bonus-declarations',
        reach: async (page) => {
          await page.getByRole('button', { name: 'Tak, przejdź do oświadczenia' }).click();
          await expect(page).toHaveTitle('Deklaracja – świadczenie urlopowe – Kadry');
          await expect(page.getByTestId('submit-declaration')).toBeVisible();
          // Accepted just now: the announcement is folded above the form.
          await expect(page.getByRole('main').getByRole('button', { name: 'Komunikat ZFŚS' })).toHaveAttribute('aria-expanded', 'false');
          await page.waitForLoadState('networkidle');
        },
      },
      {
        name: 'announcement unfolded',
        reach: async (page) => {
          const fold = page.getByRole('main').getByRole('button', { name: 'Komunikat ZFŚS' });
          await fold.focus();
          await page.keyboard.press('Enter');
          await expect(fold).toHaveAttribute('aria-expanded', 'true');
          await expect(page.getByRole('main').getByTestId('announcement-text')).toBeVisible();
        },
      },
      {
        name: 'net income explained',
        overlay: true,
        reach: async (page) => {
          await page.getByRole('button', { name: 'Jak wyliczyć dochód netto?' }).click();
          await page.getByTestId('net-income-what').click();
          await page.getByTestId('net-income-how').click();
          await expect(page.getByRole('dialog')).toBeVisible();
        },
        leave: async (page) => {
          await page.getByRole('dialog').getByRole('button', { name: 'Zamknij' }).click();
          await expect(page.getByRole('dialog')).toBeHidden();
        },
      },
      {
        name: 'information clause',
        overlay: true,
        reach: async (page) => {
          await page.getByRole('main').getByRole('button', { name: 'Klauzula informacyjna' }).click();
          await expect(page.getByRole('dialog')).toBeVisible();
        },
        leave: async (page) => {
          await page.getByRole('dialog').getByRole('button', { name: 'Zamknij' }).click();
          await expect(page.getByRole('dialog')).toBeHidden();
        },
      },
      {
        name: 'two members, nothing typed, submitted',
        reach: async (page) => {
          await page.getByTestId('add-member').click();
          await page.getByTestId('submit-declaration').click();
          await expect(page.locator('.Mui-error').first()).toBeVisible();
          // The error summary at the top of the form takes the focus; its links lead to the fields.
          const summary = page.getByTestId('error-summary');
          await expect(summary).toBeFocused();
          await page.keyboard.press('Tab');
          await page.keyboard.press('Enter');
          await expect(page.getByTestId('member-1-name')).toBeFocused();
        },
      },
    ],
  },
];

/** The route patterns of the app (web/src/app/routes.ts) that a person can stay on. */
function appRoutes(): string[] {
  const source = readFileSync(new URL('../../../web/src/app/routes.ts', import.meta.url), 'utf8');
  const patterns = [...source.matchAll(/\bpath: '([^']+)'/g)].map((m) => m[1]);
  // Aliases with an id open a detail (a dialog, a day); the other aliases render their page as is.
  const detailAliases = [...source.matchAll(/aliases: \[([^\]]*)\]/g)].flatMap((m) => [...m[1].matchAll(/'([^']*:id[^']*)'/g)].map((x) => x[1]));
  return [...patterns, ...detailAliases]
    // '/' redirects, the auth routes are the sign-in's way through; '/errors/:error' is the 404 page's.
    .filter((p) => p !== '/' && !p.startsWith('/auth/') && p !== '/errors/:error');
}

async function signedIn(browser: Browser, user: User, colorScheme: 'light' | 'dark', viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ colorScheme, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  // Signed in at 1280 px, where the menu shows that the app is there; then the size asked for.
  await signIn(page, user, '/dashboards', { keepAnnouncement: user === 'hoagreement' });
  await page.setViewportSize(viewport);
  return page;
}

const dataTheme = (page: Page) => page.locator('html').getAttribute('data-theme');

/**
 * The theme follows the device (docs/product.md §4 'system'), even if an earlier spec or run
 * chose one: a stored "dark" looks like the device's dark, so "Systemowy" is always chosen.
 */
async function followDevice(page: Page) {
  await page.emulateMedia({ colorScheme: 'dark' });
  await navigate(page, '/settings');
  await page.getByRole('button', { name: 'Systemowy', exact: true }).click();
  await expect.poll(() => dataTheme(page)).toBe('dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => dataTheme(page)).toBe('light');
}

/** In-app navigation (as a menu link does): the signed-in app is not loaded again for every screen. */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname === path);
}

/** axe's current rules, label in name included (axe still tags it experimental, so it runs only when asked). */
/** The axe rules whose outcome depends on colours: all that a change of theme can change. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** axe-core itself, put into the page by `violations`. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

async function violations(page: Page, where: string, within?: string, coloursOnly = false): Promise<string[]> {
  // Only violations are reported in full: axe skips the details of what passed (a fifth faster).
  const options: RunOptions = coloursOnly
    ? { resultTypes: ['violations'], runOnly: { type: 'rule', values: COLOUR_RULES } }
    : { resultTypes: ['violations'], rules: { [LABEL_IN_NAME]: { enabled: true } } };
  // axe goes into the document once (a test reaches its screens in the app, so one document
  // serves them all) and runs in the page. @axe-core/playwright's analyze() injects it into
  // every frame on each call and finishes each run in a new blank page: a second or more per
  // call, ten on the planner. The app's one frame is the provider's hidden session check,
  // with nothing on screen, so axe leaves frames out.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // Colours are read as they stand: a label that is still moving up, or a theme still fading
  // in, would be measured half-way. Endless animations (a skeleton's pulse) are left alone.
  await page.evaluate(() => Promise.all(document.getAnimations()
    .filter((a) => a.effect?.getTiming().iterations !== Infinity)
    .map((a) => a.finished.catch(() => undefined))));
  const context: ContextObject | null = within ? { include: [within] } : null;
  const results = await page.evaluate(
    ([context, options]) => (window as unknown as { axe: { run: (c: unknown, o: RunOptions) => Promise<AxeResults> } }).axe
      .run(context ?? document, { ...options, iframes: false }),
    [context, options] as const,
  );
  return results.violations
    .filter((v) => v.id === LABEL_IN_NAME || v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where} ${v.id} (${v.impact}, ${v.nodes.length}): ${v.nodes.slice(0, 4).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(' | ')}`);
}

/**
 * Label in name word by word, as voice control matches what a person says: axe compares
 * characters, so a day "5" passes in a name "2026-11-05" (its digits hold a 5), although
 * nobody can say "5" to press it. Every visible word of a control named by aria-label or
 * aria-labelledby must be a word of its name, in order.
 */
async function wordsMissingFromNames(page: Page, where: string, within = 'body'): Promise<string[]> {
  const found = await page.evaluate((root) => {
    const words = (text: string) => text.normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    const contains = (name: string[], visible: string[]) =>
      name.some((_, i) => visible.every((w, j) => name[i + j] === w));
    const selector = ['button', 'a[href]', ...['button', 'link', 'gridcell', 'menuitem', 'menuitemcheckbox', 'menuitemradio', 'tab', 'option', 'checkbox', 'radio', 'switch', 'treeitem']
      .map((r) => `[role="${r}"]`)].join(', ');
    return [...document.querySelectorAll(root)].flatMap((r) => [...r.querySelectorAll<HTMLElement>(selector)])
      .filter((el) => (el.hasAttribute('aria-label') || el.hasAttribute('aria-labelledby')) && el.checkVisibility())
      .flatMap((el) => {
        const name = el.getAttribute('aria-labelledby')
          ? el.getAttribute('aria-labelledby')!.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ')
          : el.getAttribute('aria-label')!;
        const visible = words(el.innerText);
        return visible.length === 0 || contains(words(name), visible) ? [] : [`"${el.innerText.trim().replace(/\s+/g, ' ')}" in "${name}"`];
      });
  }, within);
  return found.length === 0 ? [] : [`${where} label in name, by words (${found.length}): ${found.slice(0, 4).join(' | ')}`];
}

/** MUI's dialogs, menus and popovers, each in its own portal. */
const OVERLAYS = '.MuiModal-root';

/** The state on screen, in the light theme and then in the dark one (the device's, switched live). */
async function inBothThemes(page: Page, where: string, overlay = false): Promise<string[]> {
  const within = overlay ? OVERLAYS : undefined;
  const found = await wordsMissingFromNames(page, where, within);
  // The theme on screen first with every rule, then the other with the colour rules: a theme
  // changes the palette and nothing else (names, roles and structure stay), so the rest would
  // only be found twice. One switch per state.
  const schemes = (await dataTheme(page)) === 'dark' ? (['dark', 'light'] as const) : (['light', 'dark'] as const);
  for (const scheme of schemes) {
    await switchTheme(page, scheme);
    found.push(...await violations(page, `${where} [${scheme}]`, within, scheme !== schemes[0]));
  }
  return found;
}

async function switchTheme(page: Page, scheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: scheme });
  await page.waitForFunction((s) => document.documentElement.dataset.theme === s, scheme);
}

test('every route of the app is on a screen of this spec', () => {
  const covered = new Set(SCREENS.flatMap((s) => [s.route ?? s.path, ...(s.states ?? []).flatMap((x) => (x.route ? [x.route] : []))]));
  expect(appRoutes().filter((route) => !covered.has(route))).toEqual([]);
});

/** Opens the screen in the app and waits until it has loaded; answers the path it opened. */
async function openScreen(page: Page, screen: Screen): Promise<string> {
  const path = screen.path === 'workday-to-correct' ? `/work-times/workday/${correctableWorkday()}` : screen.path;
  await navigate(page, path);
  await expect(page).toHaveTitle(screen.title);
  await page.locator('main, h1').first().waitFor();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  return path;
}

for (const user of [...new Set(SCREENS.map((s) => s.user))]) {
  test(`${user}: every screen passes axe, label in name included, in the light and the dark theme`, async ({ browser }) => {
    test.setTimeout(420_000);
    const report: string[] = [];
    if (user === 'hoagreement') acceptAnnouncement(ANNOUNCEMENT_USER_ID);
    // One sign-in per user; the screens are reached in the app, the theme switched on the page.
    const page = await signedIn(browser, user, 'light');
    await followDevice(page);
    for (const screen of SCREENS.filter((x) => x.user === user)) {
      const path = await openScreen(page, screen);
      report.push(...await inBothThemes(page, `${user} ${path}`));
      for (const state of screen.states ?? []) {
        await state.reach(page);
        report.push(...await inBothThemes(page, `${user} ${path} ${state.name}`, state.overlay));
        await state.leave?.(page);
      }
    }
    await page.context().close();
    expect(report).toEqual([]);
  });
}

test('phone layouts (cards, the calendar agenda, the overlay menu) pass axe, label in name included', async ({ browser }) => {
  test.setTimeout(180_000);
  const report: string[] = [];
  const phone = { width: 390, height: 844 };
  for (const [user, paths] of [
    ['employee', ['/dashboards', '/leave-requests/my', '/calendar/my', '/calendar/timesheets', '/work-times/my-workdays', '/work-times/my-time-evaluation', '/substitutions/my']],
    ['manager', ['/leave-requests/team', '/work-times/team-workdays', '/substitutions/team']],
  ] as const) {
    const page = await signedIn(browser, user, 'light', phone);
    for (const path of paths) {
      await navigate(page, path);
      await page.locator('main, h1').first().waitFor();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      report.push(...await wordsMissingFromNames(page, `${user} ${path} [390 px]`), ...await violations(page, `${user} ${path} [390 px]`));
    }
    if (user === 'employee') {
      await page.getByRole('button', { name: 'Otwórz menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Menu główne' })).toBeVisible();
      report.push(...await wordsMissingFromNames(page, 'overlay menu [390 px]', OVERLAYS), ...await violations(page, 'overlay menu [390 px]', OVERLAYS));
    }
    await page.context().close();
  }
  expect(report).toEqual([]);
});

/** The work-time and ZFŚS screens of SCREENS, and the declaration form as an employee sees it. */
const TIME_AND_BENEFIT_SCREENS: Screen[] = [
  ...SCREENS.filter((s) => /^\/(work-times|bonus-declarations)\//.test(s.path) || s.path === 'workday-to-correct'),
  { user: 'employee', path: '/bonus-declarations', title: 'Deklaracja – świadczenie urlopowe – Kadry' },
];

test('every work-time and ZFŚS screen passes axe on a phone, in the light and the dark theme', async ({ browser }) => {
  test.setTimeout(420_000);
  const report: string[] = [];
  const phone = { width: 390, height: 844 };
  for (const user of [...new Set(TIME_AND_BENEFIT_SCREENS.map((s) => s.user))]) {
    const page = await signedIn(browser, user, 'light', phone);
    await followDevice(page);
    for (const screen of TIME_AND_BENEFIT_SCREENS.filter((x) => x.user === user)) {
      const path = await openScreen(page, screen);
      report.push(...await inBothThemes(page, `${user} ${path} [390 px]`));
    }
    await page.context().close();
  }
  expect(report).toEqual([]);
});

test('the skip link is the first tab stop and the date picker moves by arrow keys', async ({ browser }) => {
  const page = await signedIn(browser, 'employee', 'light');
  await page.goto('/leave-requests/new');
  await expect(page.getByTestId('submit-request')).toBeVisible();
  // The skip link comes first of everything focusable, before the 15 stops of the menu.
  const first = await page.evaluate(() => document.querySelector('a[href], button, input, [tabindex]:not([tabindex="-1"])')?.outerHTML.slice(0, 300));
  expect(first).toContain('Przejdź do treści');
  const skip = page.getByRole('link', { name: 'Przejdź do treści' });
  await skip.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();

  await page.getByRole('button', { name: 'Wybierz datę: Od' }).click();
  const grid = page.getByRole('grid');
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-day'));
  await expect.poll(focused).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const start = (await focused())!;
  await page.keyboard.press('ArrowDown');
  const next = new Date(Date.parse(`${start}T12:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
  await expect.poll(focused).toBe(next);
  // One tab stop for the whole month.
  expect(await grid.locator('[role="gridcell"][tabindex="0"]').count()).toBe(1);
  await page.context().close();
});

test('request lists fit a laptop and a phone', async ({ browser }) => {
  test.setTimeout(180_000);
  const shots: [User, string, string][] = [
    ['employee', '/leave-requests/my', 'my-requests'],
    ['manager', '/leave-requests/team', 'team-requests'],
    ['hr', '/leave-requests/report', 'requests-report'],
  ];
  for (const [user, path, name] of shots) {
    const page = await signedIn(browser, user, 'light');
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // 1280 px: the table fits, the actions stay in view.
    const overflow = await page.evaluate(() => {
      const container = document.querySelector('.MuiTableContainer-root');
      return container ? container.scrollWidth - container.clientWidth : 0;
    });
    expect(overflow, `${path} scrolls sideways at 1280 px`).toBeLessThanOrEqual(2);
    await page.screenshot({ path: `${SCREENSHOTS}${name}-1280x800.png` });
    // 390 px: cards, every card shows its status.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('table-cards')).toBeVisible();
    await expect(page.getByTestId('table-cards').locator('li').first()).toContainText('Status');
    await page.screenshot({ path: `${SCREENSHOTS}${name}-390x844.png` });
    await page.context().close();
  }
});
