import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ProblemAlert as SharedProblemAlert } from '@shared/ui/problem-alert';
import { problemOf, sayProblem } from '../../../lib/problem';

export { problemText } from '@shared/ui/problem-alert';

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

/** A failed call shown as an error Alert in the user's language; a failed load unless the fallback says otherwise. */
export function ProblemAlert({ error, fallback }: { error: unknown; fallback?: string }) {
  const { t } = useTranslation();
  return <SharedProblemAlert error={error} fallback={fallback ?? t('workTimes.loadFailed')} />;
}
