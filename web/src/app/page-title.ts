import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** WCAG 2.4.2: each route names itself in the tab title, "Moje wnioski – Kadry". */
const TITLE_KEYS: Record<string, string> = {
  dashboards: 'menu.dashboard',
  profile: 'menu.employeeCard',
  'leave-requests-new': 'menu.newRequest',
  'leave-requests-my': 'menu.myRequests',
  'leave-requests-team': 'menu.teamRequests',
  'leave-requests-report': 'menu.requestsReport',
  'leave-requests-my-limits': 'limits.myTitle',
  'leave-requests-limits': 'menu.limitsReport',
  'calendar-my': 'menu.myCalendar',
  'calendar-team': 'menu.teamCalendar',
  'calendar-timesheets': 'menu.myTimesheet',
  'bonus-declarations': 'menu.bonusDeclaration',
  'bonus-declarations-report': 'menu.bonusDeclarationsReport',
  'bonus-declarations-campaigns': 'menu.bonusDeclarationsCampaigns',
  'work-times-my-current-workday': 'menu.myCurrentWorkday',
  'work-times-my-workdays': 'menu.myWorkdays',
  'work-times-my-time-evaluation': 'menu.myTimeEvaluation',
  'work-times-my-on-call-work-times': 'menu.myOnCallWorkTimes',
  'work-times-my-team-attendances': 'menu.myTeamAttendances',
  'work-times-team-attendances': 'menu.teamAttendances',
  'work-times-team-workdays': 'menu.teamWorkdays',
  'work-times-team-workdays-calendar': 'menu.teamWorkdaysCalendar',
  'work-times-team-time-evaluation': 'menu.teamTimeEvaluation',
  'work-times-team-time-evaluation-person': 'menu.teamTimeEvaluation',
  'work-times-team-on-call-work-times': 'menu.teamOnCallWorkTimes',
  'work-times-workday': 'workTimes.workday.title',
  settings: 'menu.settings',
  errors403: 'pageTitle.forbidden',
  errors: 'pageTitle.error',
  'not-found': 'pageTitle.notFound',
  'auth-login-in-progress': 'pageTitle.signIn',
  'auth-oidc-callback': 'pageTitle.signIn',
};

export function usePageTitle(routeName: string | undefined) {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    const app = t('app.name');
    const key = routeName ? TITLE_KEYS[routeName] : undefined;
    document.title = key ? `${t(key)} – ${app}` : app;
  }, [routeName, t, i18n.language]);
}
