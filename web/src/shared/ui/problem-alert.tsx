import Alert from '@mui/material/Alert';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { problemOf, problemSentence } from '../../lib/problem';

/** The text of a failed call in the user's language (its problem code's sentence), else the fallback. */
export function problemText(error: unknown, fallback: string, t: TFunction): string {
  const problem = problemOf(error);
  return problem ? problemSentence(t, problem, fallback) : fallback;
}

/** A failed call shown as an error Alert in the user's language; nothing while there is none. */
export function ProblemAlert({ error, fallback }: { error: unknown; fallback: string }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Alert severity="error" role="alert">
      {problemText(error, fallback, t)}
    </Alert>
  );
}
