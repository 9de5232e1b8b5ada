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
