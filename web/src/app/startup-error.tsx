import { useTranslation } from 'react-i18next';
import { ConfigError } from '@shared/config/runtime-config';

/** Plain markup: the theme is not up when start-up fails. */
export function StartupError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const details = error instanceof ConfigError ? error.problems : [String((error as Error)?.message ?? error)];
  return (
    <div role="alert" style={{ fontFamily: 'Roboto, Arial, sans-serif', maxWidth: 640, margin: '15vh auto', padding: 24 }}>
      <h1 style={{ fontSize: 22 }}>{t('errors.startup')}</h1>
      <ul>
        {details.map((d) => (
          <li key={d}>
            <code>{d}</code>
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </button>
    </div>
  );
}
