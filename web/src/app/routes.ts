import type { ComponentType } from 'react';
import type { LocaleLoaders } from '@shared/i18n/i18n';
import { strings as bonusStrings } from '../features/bonus-declarations/locales/strings';
import { strings as calendarStrings } from '../features/calendar/locales/strings';
import { strings as dashboardStrings } from '../features/dashboard/locales/strings';
import { strings as homeOfficesStrings } from '../features/home-offices/locales/strings';
import { strings as limitsStrings } from '../features/limits/locales/strings';
import { strings as peopleImportStrings } from '../features/people-import/locales/strings';
import { strings as profileStrings } from '../features/profile/locales/strings';
import { strings as requestsStrings } from '../features/requests/locales/strings';
import { strings as settingsStrings } from '../features/settings/locales/strings';
import { strings as substitutionsStrings } from '../features/substitutions/locales/strings';
import { strings as workTimesStrings } from '../features/work-times/locales/strings';
import type { RouteMeta } from './route-guards';

export type LayoutKind = 'default' | 'blank';

/** One row of the route table of docs/product.md §2; features add their rows when they are built. */
export interface AppRoute {
  name: string;
  path: string;
  aliases?: string[];
  layout: LayoutKind;
  meta: RouteMeta;
  /** i18n key of the page's name: the tab reads "<name> – Kadry" (WCAG 2.4.2). */
  title?: string;
  /** Lazily loaded page (code-split per route). */
  page?: () => Promise<{ default: ComponentType }>;
  /** The feature's own strings, loaded (in the current language) together with the page. */
  strings?: LocaleLoaders;
  redirectTo?: string;
}

const signedIn = (subject?: string): RouteMeta => ({ onlyAuthenticated: true, action: 'view', subject });
const publicPage: RouteMeta = { public: true };
const errorPage: RouteMeta = { public: true, isErrorPage: true };

export const routes: AppRoute[] = [
  { name: 'index', path: '/', layout: 'default', meta: signedIn(), redirectTo: '/dashboards' },
  {
    name: 'auth-login-in-progress',
    title: 'pageTitle.signIn',
    path: '/auth/login-in-progress',
    aliases: ['/login-progress'],
    layout: 'blank',
    meta: { ...publicPage, onlyAnonymous: true, unauthenticatedOnly: true },
    page: () => import('../features/auth/login-in-progress-page'),
  },
  {
    name: 'auth-oidc-callback',
    title: 'pageTitle.signIn',
    path: '/auth/oidc-callback',
    layout: 'blank',
    meta: publicPage,
    page: () => import('../features/auth/oidc-callback-page'),
  },
  {
    name: 'auth-oidc-silent-callback',
    path: '/auth/oidc-silent-callback',
    layout: 'blank',
    meta: publicPage,
    page: () => import('../features/auth/oidc-silent-callback-page'),
  },
  {
    name: 'dashboards',
    title: 'menu.dashboard',
    path: '/dashboards',
    aliases: ['/dashboard', '/start'],
    layout: 'default',
    meta: signedIn('Page_Dashboards_Dashboard'),
    page: () => import('../features/dashboard/dashboard-page'),
    strings: dashboardStrings,
  },
  {
    name: 'profile',
    title: 'menu.employeeCard',
    path: '/profile',
    aliases: ['/karta-pracownika'],
    layout: 'default',
    meta: signedIn('Page_Profile_Index'),
    page: () => import('../features/profile/profile-page'),
    strings: profileStrings,
  },
  {
    name: 'leave-requests-new',
    title: 'menu.newRequest',
    path: '/leave-requests/new',
    aliases: ['/leave-requests/new/employee', '/leave-requests/new/supervisor'],
    layout: 'default',
    meta: signedIn('Page_Requests_New'),
    page: () => import('../features/requests/new-request-page'),
    strings: requestsStrings,
  },
  {
    name: 'leave-requests-my',
    title: 'menu.myRequests',
    path: '/leave-requests/my',
    aliases: ['/leave-requests/my/:id'],
    layout: 'default',
    meta: signedIn('Page_Requests_My'),
    page: () => import('../features/requests/my-requests-page'),
    strings: requestsStrings,
  },
  {
    name: 'leave-requests-team',
    title: 'menu.teamRequests',
    path: '/leave-requests/team',
    aliases: ['/leave-requests/team/:id'],
    layout: 'default',
    meta: signedIn('Page_Requests_Team'),
    page: () => import('../features/requests/team-requests-page'),
    strings: requestsStrings,
  },
  {
    name: 'leave-requests-report',
    title: 'menu.requestsReport',
    path: '/leave-requests/report',
    aliases: ['/leave-requests/report/:id'],
    layout: 'default',
    meta: signedIn('Page_Requests_Report'),
    page: () => import('../features/requests/requests-report-page'),
    strings: requestsStrings,
  },
  {
    name: 'leave-requests-my-limits',
    title: 'limits.myTitle',
    path: '/leave-requests/my-limits',
    layout: 'default',
    meta: signedIn('Page_Requests_MyLimits'),
    page: () => import('../features/limits/my-limits-page'),
    strings: limitsStrings,
  },
  {
    name: 'leave-requests-limits',
    title: 'menu.limitsReport',
    path: '/leave-requests/limits',
    layout: 'default',
    meta: signedIn('Page_Requests_Limits'),
    page: () => import('../features/limits/limits-report-page'),
    strings: limitsStrings,
  },
  // Remote work (docs/decisions/web-home-offices.md): the employee's agreements and HO/HOOK
  // requests; everyone's agreements for the opinion-givers and Admin.
  {
    name: 'home-offices-my',
    title: 'menu.homeOfficeRequests',
    path: '/home-offices/my',
    layout: 'default',
    meta: signedIn('Page_HomeOffices_My'),
    page: () => import('../features/home-offices/my-home-offices-page'),
    strings: homeOfficesStrings,
  },
  {
    name: 'home-offices-list',
    title: 'menu.homeOfficeAgreements',
    path: '/home-offices/list',
    layout: 'default',
    meta: signedIn('Page_HomeOffices_List'),
    page: () => import('../features/home-offices/home-office-agreements-page'),
    strings: homeOfficesStrings,
  },
  // The week report of remote work (docs/decisions/web-week-report.md): the team of the supervisor {id}, else the caller's.
  {
    name: 'home-offices-week-report',
    title: 'menu.weekReport',
    path: '/home-offices/week-report',
    aliases: ['/home-offices/week-report/:id'],
    layout: 'default',
    meta: signedIn('Page_HomeOffices_WeekReport'),
    page: () => import('../features/home-offices/week-report-page'),
    strings: homeOfficesStrings,
  },
  // Substitutions (docs/decisions/web-substitutions.md): who stands in for the employee and for
  // whom they stand in, the team's for the manager, everyone's for HR.
  {
    name: 'substitutions-my',
    title: 'menu.mySubstitutions',
    path: '/substitutions/my',
    layout: 'default',
    meta: signedIn('Page_Substitutions_My'),
    page: () => import('../features/substitutions/my-substitutions-page'),
    strings: substitutionsStrings,
  },
  {
    name: 'substitutions-team',
    title: 'menu.teamSubstitutions',
    path: '/substitutions/team',
    layout: 'default',
    meta: signedIn('Page_Substitutions_Team'),
    page: () => import('../features/substitutions/team-substitutions-page'),
    strings: substitutionsStrings,
  },
  {
    name: 'substitutions-report',
    title: 'menu.substitutionsReport',
    path: '/substitutions/report',
    layout: 'default',
    meta: signedIn('Page_Substitutions_Report'),
    page: () => import('../features/substitutions/substitutions-report-page'),
    strings: substitutionsStrings,
  },
  {
    name: 'calendar-my',
    title: 'menu.myCalendar',
    path: '/calendar/my',
    aliases: ['/calendar/my_new'],
    layout: 'default',
    meta: signedIn('Page_Calendar_My'),
    page: () => import('../features/calendar/my-calendar-page'),
    strings: calendarStrings,
  },
  {
    name: 'calendar-team',
    title: 'menu.teamCalendar',
    path: '/calendar/team',
    layout: 'default',
    meta: signedIn('Page_Calendar_Team'),
    page: () => import('../features/calendar/team-calendar-page'),
    strings: calendarStrings,
  },
  {
    name: 'calendar-timesheets',
    title: 'menu.myTimesheet',
    path: '/calendar/timesheets',
    layout: 'default',
    meta: signedIn('Page_Calendar_Timesheets'),
    page: () => import('../features/calendar/timesheets-page'),
    strings: calendarStrings,
  },
  {
    name: 'bonus-declarations',
    title: 'menu.bonusDeclaration',
    path: '/bonus-declarations',
    layout: 'default',
    meta: signedIn('Page_BonusDeclarations_Index'),
    page: () => import('../features/bonus-declarations/bonus-declarations-page'),
    strings: bonusStrings,
  },
  {
    name: 'bonus-declarations-report',
    title: 'menu.bonusDeclarationsReport',
    path: '/bonus-declarations/report',
    layout: 'default',
    meta: signedIn('Page_BonusDeclarations_Report'),
    page: () => import('../features/bonus-declarations/bonus-report-page'),
    strings: bonusStrings,
  },
  {
    name: 'bonus-declarations-campaigns',
    title: 'menu.bonusDeclarationsCampaigns',
    path: '/bonus-declarations/campaigns',
    layout: 'default',
    meta: signedIn('Page_BonusDeclarations_Campaigns'),
    page: () => import('../features/bonus-declarations/bonus-campaigns-page'),
    strings: bonusStrings,
  },
  // The organisation's import from HR's spreadsheet (docs/people-import.md).
  {
    name: 'people-import',
    title: 'menu.peopleImport',
    path: '/people/import',
    // One person's record, for HR to correct between imports.
    aliases: ['/people/:employeeId/record'],
    layout: 'default',
    meta: signedIn('Page_People_Import'),
    page: () => import('../features/people-import/people-import-page'),
    strings: peopleImportStrings,
  },
  // Working time (docs/decisions/web-work-times.md).
  {
    name: 'work-times-my-current-workday',
    title: 'menu.myCurrentWorkday',
    path: '/work-times/my-current-workday',
    layout: 'default',
    meta: signedIn('Page_WorkTimes_MyCurrentWorkday'),
    page: () => import('../features/work-times/my-current-workday-page'),
    strings: workTimesStrings,
  },
  {
    name: 'work-times-my-workdays',
    title: 'menu.myWorkdays',
    path: '/work-times/my-workdays',
    layout: 'default',
    meta: signedIn('Page_WorkTimes_MyWorkdays'),
    page: () => import('../features/work-times/my-workdays-page'),
    strings: workTimesStrings,
  },
  {
    name: 'work-times-my-time-evaluation',
    title: 'menu.myTimeEvaluation',
    path: '/work-times/my-time-evaluation',
    layout: 'default',
    meta: signedIn('Page_WorkTimes_MyTimeEvaluation'),
    page: () => import('../features/work-times/my-time-evaluation-page'),
    strings: workTimesStrings,
  },
  {
    name: 'work-times-my-on-call-work-times',
    title: 'menu.myOnCallWorkTimes',
    path: '/work-times/my-on-call-work-times',
    layout: 'default',
    meta: signedIn('Page_WorkTimes_MyOnCallWorkTimes'),
    page: () => import('../features/work-times/my-on-call-page'),
    strings: workTimesStrings,
  },
  {
    name: 'work-times-my-team-attendances',
    title: 'menu.myTeamAttendances',
    path: '/work-times/my-team-attendances',
    layout: 'default',
    meta: signedIn('Page_WorkTimes_MyTeamAttendances'),
    page: () => import('../features/work-times/my-team-attendances-page'),
    strings: workTimesStrings,
  },
  {
    name: 'work-times-team-attendances',
    title: 'menu.teamAttendances',
    path: '/work-times/team-attendances',
    layout: 'default',
    meta: signedIn('Page_WorkTimes_TeamAttendances'),
    page: () => import('../features/work-times/team-attendances-page'),
    strings: workTimesStrings,
  },
  {
    name: 'work-times-team-workdays',
    title: 'menu.teamWorkdays',
    path: '/work-times/team-workdays',
    layout: 'default',
    meta: signedIn('Page_WorkTimes_TeamWorkdays'),
    page: () => import('../features/work-times/team-workdays-page'),
    strings: workTimesStrings,
  },
  {
    name: 'work-times-team-workdays-calendar',
    title: 'menu.teamWorkdaysCalendar',
    path: '/work-times/team-workdays-calendar',
    layout: 'default',
    meta: signedIn('Page_WorkTimes_TeamWorkdaysCalendar'),
    page: () => import('../features/work-times/team-workdays-calendar-page'),
    strings: workTimesStrings,
  },
  {
    name: 'work-times-team-time-evaluation',
    title: 'menu.teamTimeEvaluation',
    path: '/work-times/team-time-evaluation',
    layout: 'default',
    meta: signedIn('Page_WorkTimes_TeamTimeEvaluation'),
    page: () => import('../features/work-times/team-time-evaluation-page'),
    strings: workTimesStrings,
  },
  {
    name: 'work-times-team-time-evaluation-person',
    title: 'menu.teamTimeEvaluation',
    path: '/work-times/team-time-evaluation/:id',
    layout: 'default',
    meta: signedIn('Page_WorkTimes_TeamTimeEvaluation'),
    page: () => import('../features/work-times/team-time-evaluation-person-page'),
    strings: workTimesStrings,
  },
  {
    name: 'work-times-schedule-planner',
    title: 'menu.schedulePlanner',
    path: '/work-times/schedule-planner',
    layout: 'default',
    meta: signedIn('Page_WorkTimes_SchedulePlanner'),
    page: () => import('../features/work-times/schedule-planner-page'),
    strings: workTimesStrings,
  },
  {
    name: 'work-times-team-on-call-work-times',
    title: 'menu.teamOnCallWorkTimes',
    path: '/work-times/team-on-call-work-times',
    layout: 'default',
    meta: signedIn('Page_WorkTimes_TeamOnCallWorkTimes'),
    page: () => import('../features/work-times/team-on-call-page'),
    strings: workTimesStrings,
  },
  {
    name: 'work-times-workday',
    title: 'workTimes.workday.title',
    path: '/work-times/workday',
    aliases: ['/work-times/workday/:id'],
    layout: 'default',
    meta: signedIn('Page_WorkTimes_Workday'),
    page: () => import('../features/work-times/workday-page'),
    strings: workTimesStrings,
  },
  {
    name: 'settings',
    title: 'menu.settings',
    path: '/settings',
    layout: 'default',
    meta: signedIn('Page_Settings_Index'),
    page: () => import('../features/settings/settings-page'),
    strings: settingsStrings,
  },
  {
    name: 'errors403',
    title: 'pageTitle.forbidden',
    path: '/errors/403',
    layout: 'blank',
    meta: errorPage,
    page: () => import('../features/errors/forbidden-page'),
  },
  {
    name: 'errors',
    title: 'pageTitle.error',
    path: '/errors/:error',
    aliases: ['/:error'],
    layout: 'blank',
    meta: errorPage,
    page: () => import('../features/errors/error-page'),
  },
  {
    name: 'not-found',
    title: 'pageTitle.notFound',
    path: '*',
    layout: 'blank',
    meta: errorPage,
    page: () => import('../features/errors/error-page'),
  },
];

/** Every path the router knows (canonical and aliases) — the menu hides the rest. */
export const routablePaths = new Set(routes.flatMap((r) => [r.path, ...(r.aliases ?? [])]).filter((p) => !p.includes(':') && p !== '*'));
