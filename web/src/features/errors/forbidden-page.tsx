import { useTranslation } from 'react-i18next';
import { ErrorView } from './components/error-view';

/** `errors/403` (route name errors403): the page exists but the user lacks its ability. */
export default function ForbiddenPage() {
  const { t } = useTranslation();
  return <ErrorView code="403" title={t('errors.forbiddenTitle')} description={t('errors.forbiddenText')} />;
}
