import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { isProblem } from '../../../lib/problem';

/** The text of a failed call: the problem+json title (and detail), else the given fallback. */
export function problemText(error: unknown, fallback: string): string {
  const problem = (error as { data?: unknown } | undefined)?.data;
  if (!isProblem(problem)) return fallback;
  return problem.detail ? `${problem.title}: ${problem.detail}` : problem.title;
}

/** A failed call shown as an error Alert with the server's problem title (bonus declarations' way). */
export function ProblemAlert({ error, fallback }: { error: unknown; fallback?: string }) {
  const { t } = useTranslation();
  if (!error) return null;
  return <Alert severity="error">{problemText(error, fallback ?? t('workTimes.loadFailed'))}</Alert>;
}
