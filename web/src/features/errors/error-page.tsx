import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorView } from './components/error-view';

const KNOWN = ['401', '404', '500', '503'];

/** `errors/{error}` and `/{error}`: the catch-all error page; anything unknown reads as 404. */
export default function ErrorPage() {
  const { t } = useTranslation();
  const { error } = useParams();
  const code = error && KNOWN.includes(error) ? error : '404';
  return <ErrorView code={code} title={t(`errors.e${code}Title`)} description={t(`errors.e${code}Text`)} />;
}
