import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { isProblem } from '../../../lib/problem';
import { translateServerMessage, translateBareTitle } from '../server-messages';

/**
 * The text of a failed call: the problem+json title (and detail), else the given fallback. With
 * `t`, a refusal the service words in English (a locked day, a clock action not valid now) is
 * said in the user's language instead.
 */
export function problemText(error: unknown, fallback: string, t?: TFunction): string {
  const problem = (error as { data?: unknown } | undefined)?.data;
  if (!isProblem(problem)) return fallback;
  if (t && problem.detail) {
    const known = translateServerMessage(t, problem.detail);
    if (known !== problem.detail) return known;
  }
  // "Not Found: no such …" means nothing to a person; what it means for them does.
  const bare = t ? translateBareTitle(t, problem.title, problem.detail) : undefined;
  if (bare) return bare;
  return problem.detail ? `${problem.title}: ${problem.detail}` : problem.title;
}

/**
 * The server's first message for a field of a 422 answer (RFC 9457 `errors`), under the first of
 * `names` it used: a body that is one field of the request (`terms`) may be named with or without it.
 */
export function problemFieldError(error: unknown, ...names: string[]): string | undefined {
  const problem = (error as { data?: unknown } | undefined)?.data;
  if (!isProblem(problem)) return undefined;
  for (const name of names) {
    const message = problem.errors?.[name]?.[0];
    if (message) return message;
  }
  return undefined;
}

/** A failed call shown as an error Alert with the server's problem title (bonus declarations' way). */
export function ProblemAlert({ error, fallback }: { error: unknown; fallback?: string }) {
  const { t } = useTranslation();
  if (!error) return null;
  return <Alert severity="error" role="alert">{problemText(error, fallback ?? t('workTimes.loadFailed'), t)}</Alert>;
}
