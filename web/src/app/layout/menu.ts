import type { IconName } from '@shared/ui/icons';

/** A menu entry of docs/product.md §2; `subject` is a view ability of the shared ability data. */
export interface MenuItem {
  key: string;
  /** Translation key of the label. */
  title: string;
  subject: string;
  to?: string;
  icon?: IconName;
  /** Shown only when the server has this optional feature switched on. */
  feature?: 'news';
  children?: MenuItem[];
}

const item = (key: string, subject: string, to: string, icon?: IconName, feature?: 'news'): MenuItem => ({
  key,
  title: `menu.${key}`,
  subject,
  to,
  icon,
  feature,
});
const group = (key: string, subject: string, icon: IconName, children: MenuItem[]): MenuItem => ({
  key,
  title: `menu.${key}`,
  subject,
  icon,
  children,
});

/** The whole menu of docs/product.md §2; entries whose page is not built yet are filtered out by route. */
export const MENU: MenuItem[] = [
  group('general', 'Menu_General', 'home', [
    item('dashboard', 'Page_Dashboards_Dashboard', '/dashboards', 'dashboard'),
    item('news', 'Page_Posts_Index', '/posts', 'article', 'news'),
    item('bonusDeclaration', 'Page_BonusDeclarations_Index', '/bonus-declarations', 'request'),
    // HR's lists sit beside the declaration: Menu_General is every role's, HRPreview included.
    item('bonusDeclarationsReport', 'Page_BonusDeclarations_Report', '/bonus-declarations/report', 'article'),
    item('bonusDeclarationsCampaigns', 'Page_BonusDeclarations_Campaigns', '/bonus-declarations/campaigns', 'event'),
    item('myTimesheet', 'Page_Calendar_Timesheets', '/calendar/timesheets', 'calendar'),
    item('myCalendar', 'Page_Calendar_My', '/calendar/my', 'calendar'),
    item('teamCalendar', 'Page_Calendar_Team', '/calendar/team', 'calendar'),
    item('employeeCard', 'Page_Profile_Index', '/profile', 'person'),
    // HR brings the organisation in (docs/people-import.md); beside HR's other lists of people.
    item('peopleImport', 'Page_People_Import', '/people/import', 'person'),
    item('settings', 'Page_Settings_Index', '/settings', 'tune'),
  ]),
  group('requests', 'Menu_Requests', 'request', [
    item('newRequest', 'Page_Requests_New', '/leave-requests/new'),
    item('myRequests', 'Page_Requests_My', '/leave-requests/my'),
    item('teamRequests', 'Page_Requests_Team', '/leave-requests/team'),
    item('requestsReport', 'Page_Requests_Report', '/leave-requests/report'),
    item('limitsReport', 'Page_Requests_Limits', '/leave-requests/limits'),
  ]),
  group('homeOffices', 'Menu_HomeOffices', 'home', [
    item('homeOfficeRequests', 'Page_HomeOffices_My', '/home-offices/my'),
    item('homeOfficeAgreements', 'Page_HomeOffices_List', '/home-offices/list'),
    item('weekReport', 'Page_HomeOffices_WeekReport', '/home-offices/week-report'),
  ]),
  group('info', 'Menu_Info', 'info', [
    item('ppk', 'Page_Info_Ppk', '/info/ppk'),
    item('taxReform', 'Page_Info_TaxReform', '/info/tax-reform'),
    item('paySlip', 'Page_Info_PaySlip', '/info/pay-slip'),
    item('faq', 'Page_Info_Faq', '/info/faq'),
    item('workRegulations', 'Page_Info_WorkRegulations', '/info/work-regulations'),
    item('requesting', 'Page_Info_Requesting', '/info/requesting'),
  ]),
  group('administration', 'Menu_Administration', 'article', [
    item('postsAdministration', 'Page_Posts_Administration', '/posts/administration'),
  ]),
  group('workTimes', 'Menu_WorkTimes', 'clock', [
    item('myCurrentWorkday', 'Page_WorkTimes_MyCurrentWorkday', '/work-times/my-current-workday'),
    item('myWorkdays', 'Page_WorkTimes_MyWorkdays', '/work-times/my-workdays'),
    item('myTimeEvaluation', 'Page_WorkTimes_MyTimeEvaluation', '/work-times/my-time-evaluation'),
    item('myTeamAttendances', 'Page_WorkTimes_MyTeamAttendances', '/work-times/my-team-attendances'),
    item('teamWorkdays', 'Page_WorkTimes_TeamWorkdays', '/work-times/team-workdays'),
    item('teamWorkdaysCalendar', 'Page_WorkTimes_TeamWorkdaysCalendar', '/work-times/team-workdays-calendar'),
    item('teamTimeEvaluation', 'Page_WorkTimes_TeamTimeEvaluation', '/work-times/team-time-evaluation'),
    item('schedulePlanner', 'Page_WorkTimes_SchedulePlanner', '/work-times/schedule-planner'),
    item('teamAttendances', 'Page_WorkTimes_TeamAttendances', '/work-times/team-attendances'),
    item('myOnCallWorkTimes', 'Page_WorkTimes_MyOnCallWorkTimes', '/work-times/my-on-call-work-times'),
    item('teamOnCallWorkTimes', 'Page_WorkTimes_TeamOnCallWorkTimes', '/work-times/team-on-call-work-times'),
  ]),
  group('substitutions', 'Menu_Substitutions', 'swap', [
    item('mySubstitutions', 'Page_Substitutions_My', '/substitutions/my'),
    item('teamSubstitutions', 'Page_Substitutions_Team', '/substitutions/team'),
    item('substitutionsReport', 'Page_Substitutions_Report', '/substitutions/report'),
  ]),
];

export interface MenuFilter {
  can: (subject: string) => boolean;
  isRoutable: (path: string) => boolean;
  features: { news: boolean };
}

/**
 * docs/product.md §6: an item shows when the user has permission on it and, for a group, on at least
 * one child. A leaf also needs a built page and, for news, the server's switch.
 */
export function visibleMenu(items: readonly MenuItem[], f: MenuFilter): MenuItem[] {
  const out: MenuItem[] = [];
  for (const it of items) {
    if (!f.can(it.subject)) continue;
    if (it.feature && !f.features[it.feature]) continue;
    if (it.children) {
      const children = visibleMenu(it.children, f);
      if (children.length) out.push({ ...it, children });
    } else if (it.to && f.isRoutable(it.to)) out.push(it);
  }
  return out;
}
