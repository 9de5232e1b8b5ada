import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** WCAG 2.4.2: each route names itself in the tab title, "Moje wnioski – Kadry" (its `title`). */
export function usePageTitle(titleKey: string | undefined) {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    const app = t('app.name');
    document.title = titleKey ? `${t(titleKey)} – ${app}` : app;
  }, [titleKey, t, i18n.language]);
}
