import { describe, expect, it } from 'vitest';
import type { AccessFlags } from '@shared/abilities/abilities';
import { abilityOf } from '../../test/abilities';
import type { DemoUser } from '../../test/tokens';
import { MENU, visibleMenu, type MenuItem } from '../layout/menu';
import { routablePaths } from '../routes';

const outline = (items: MenuItem[]) => Object.fromEntries(items.map((g) => [g.key, (g.children ?? []).map((c) => c.key)]));
const menuFor = (user: DemoUser, flags: Partial<AccessFlags> = {}, isRoutable: (path: string) => boolean = () => true) => {
  const ability = abilityOf(user, flags);
  return outline(visibleMenu(MENU, { can: (s) => ability.can('view', s), isRoutable, features: { news: true } }));
};

const INFO = ['ppk', 'taxReform', 'paySlip', 'faq', 'workRegulations', 'requesting'];
const GENERAL = ['dashboard', 'news', 'bonusDeclaration', 'myTimesheet', 'myCalendar', 'employeeCard', 'settings'];
const GENERAL_TEAM = ['dashboard', 'news', 'bonusDeclaration', 'myTimesheet', 'myCalendar', 'teamCalendar', 'employeeCard', 'settings'];
const OWN_REQUESTS = ['newRequest', 'myRequests'];
/** The general group with HR's bonus declaration lists after the declaration itself. */
const withBonusLists = (general: string[], lists: string[]) => general.flatMap((k) => (k === 'bonusDeclaration' ? [k, ...lists] : [k]));
const BONUS_HR = ['bonusDeclarationsReport', 'bonusDeclarationsCampaigns'];
/** HR's and Admin's general group: the bonus lists, and the people import after the employee card. */
const withPeopleImport = (general: string[]) => general.flatMap((k) => (k === 'employeeCard' ? [k, 'peopleImport'] : [k]));

/** docs/product.md §6 per demo account (platform.md), with every access flag off, every page built. */
const EXPECTED: Record<DemoUser, Record<string, string[]>> = {
  employee: { general: GENERAL, requests: OWN_REQUESTS, info: INFO },
  manager: { general: GENERAL_TEAM, requests: [...OWN_REQUESTS, 'teamRequests', 'limitsReport'], info: INFO },
  admin: {
    general: withPeopleImport(withBonusLists(GENERAL_TEAM, BONUS_HR)),
    requests: [...OWN_REQUESTS, 'teamRequests', 'requestsReport', 'limitsReport'],
    info: INFO,
    administration: ['postsAdministration'],
    workTimes: [
      'myTeamAttendances',
      'teamWorkdays',
      'teamWorkdaysCalendar',
      'teamTimeEvaluation',
      'schedulePlanner',
      'teamOnCallWorkTimes',
    ],
  },
  hr: {
    general: withPeopleImport(withBonusLists(GENERAL_TEAM, BONUS_HR)),
    requests: [...OWN_REQUESTS, 'requestsReport', 'limitsReport'],
    info: INFO,
    workTimes: [
      'myTeamAttendances',
      'teamWorkdays',
      'teamWorkdaysCalendar',
      'teamTimeEvaluation',
      'schedulePlanner',
      'teamOnCallWorkTimes',
    ],
  },
  hrpreview: { general: withBonusLists(GENERAL, ['bonusDeclarationsReport']), requests: [...OWN_REQUESTS, 'requestsReport'], info: INFO },
  administration: { general: GENERAL_TEAM, requests: [...OWN_REQUESTS, 'requestsReport'], info: INFO },
  hoagreement: { general: GENERAL, requests: OWN_REQUESTS, info: INFO },
  postadmin: { general: GENERAL, requests: OWN_REQUESTS, info: INFO, administration: ['postsAdministration'] },
  posteditor: { general: GENERAL, requests: OWN_REQUESTS, info: INFO, administration: ['postsAdministration'] },
  hranalyst: { general: GENERAL, requests: OWN_REQUESTS, info: INFO },
  locationmanager: { general: GENERAL, requests: OWN_REQUESTS, info: INFO },
};

describe('menu per demo role (docs/product.md §6)', () => {
  for (const [user, expected] of Object.entries(EXPECTED)) {
    it(`${user} sees exactly the allowed groups and items`, () => {
      expect(menuFor(user as DemoUser)).toEqual(expected);
    });
  }
});

describe('menu with access flags', () => {
  it('shows substitutions to an employee with substitution access', () => {
    expect(menuFor('employee', { hasAccessToSubstitutions: true }).substitutions).toEqual(['mySubstitutions']);
    expect(menuFor('manager', { hasAccessToSubstitutions: true }).substitutions).toEqual(['mySubstitutions', 'teamSubstitutions']);
    expect(menuFor('hr', { hasAccessToSubstitutions: true }).substitutions).toEqual(['mySubstitutions', 'substitutionsReport']);
  });
  it('shows remote work when a home-office flag holds, with only the items the role may see', () => {
    expect(menuFor('employee', { hasAccessToRegularHomeOffice: true }).homeOffices).toEqual(['homeOfficeRequests']);
    expect(menuFor('hoagreement', { hasAccessToOccasionalHomeOffice: true }).homeOffices).toEqual([
      'homeOfficeRequests',
      'homeOfficeAgreements',
    ]);
    expect(menuFor('manager', { hasAccessToHoAbsenceWeekReport: true }).homeOffices).toEqual(['weekReport']);
  });
  it('shows an employee the working-time items of their flags', () => {
    expect(menuFor('employee', { hasAccessToMyCurrentWorkday: true, hasAccessToMyWorkTimes: true }).workTimes).toEqual([
      'myCurrentWorkday',
      'myWorkdays',
      'myTeamAttendances',
    ]);
  });
  it('hides a group whose children are all forbidden even when the group is allowed', () => {
    // An employee holds Menu_HomeOffices with the week-report flag but no child page.
    expect(menuFor('employee', { hasAccessToHoAbsenceWeekReport: true }).homeOffices).toBeUndefined();
  });
});

describe('menu of the app as built', () => {
  it('lists only pages that are routable', () => {
    const ability = abilityOf('employee');
    const built = outline(
      visibleMenu(MENU, { can: (s) => ability.can('view', s), isRoutable: (p) => routablePaths.has(p), features: { news: true } }),
    );
    expect(built).toEqual({
      general: ['dashboard', 'bonusDeclaration', 'myTimesheet', 'myCalendar', 'employeeCard', 'settings'],
      requests: ['newRequest', 'myRequests'],
    });
    const manager = abilityOf('manager');
    const forManager = outline(
      visibleMenu(MENU, { can: (s) => manager.can('view', s), isRoutable: (p) => routablePaths.has(p), features: { news: true } }),
    );
    expect(forManager.requests).toEqual(['newRequest', 'myRequests', 'teamRequests', 'limitsReport']);
    expect(forManager.general).toContain('teamCalendar');
  });
  it('hides news while the server has news switched off', () => {
    const ability = abilityOf('employee');
    const off = outline(visibleMenu(MENU, { can: (s) => ability.can('view', s), isRoutable: () => true, features: { news: false } }));
    expect(off.general).not.toContain('news');
  });
});
