import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { problemOf, problemSentence, sayProblem } from '../../../lib/problem';

/** The text of a failed call in the user's language (its problem code's sentence), else the fallback. */
export function problemText(error: unknown, fallback: string, t: TFunction): string {
  const problem = problemOf(error);
  return problem ? problemSentence(t, problem, fallback) : fallback;
}

/**
 * The first problem of a field of a refusal (RFC 9457 `errors`), in the user's language, under the
 * first of `names` it used: a body that is one field of the request (`terms`) may be named with or without it.
 */
export function problemFieldError(t: TFunction, error: unknown, ...names: string[]): string | undefined {
  const problem = problemOf(error);
  for (const name of names) {
    const first = problem?.errors?.[name]?.[0];
    if (first) return sayProblem(t, first);
  }
  return undefined;
}

/** A failed call shown as an error Alert in the user's language. */
export function ProblemAlert({ error, fallback }: { error: unknown; fallback?: string }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Alert severity="error" role="alert">
      {problemText(error, fallback ?? t('workTimes.loadFailed'), t)}
    </Alert>
  );
}
