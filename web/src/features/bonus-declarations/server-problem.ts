import type { TFunction } from 'i18next';
import { fieldProblemTexts, problemOf, sayProblem } from '../../lib/problem';

export interface ServerFailure {
  /** The problem's sentence in the user's language, else the fallback text. */
  message: string;
  /** Each bad field's first problem in the user's language, by the field's JSON name. */
  fieldErrors: Record<string, string>;
}

/** A failed save as the forms show it (the new-request form's way): the problem, then each field's. */
export function serverFailureOf(t: TFunction, error: unknown, fallback: string): ServerFailure {
  const problem = problemOf(error);
  if (!problem) return { message: fallback, fieldErrors: {} };
  return { message: sayProblem(t, problem, fallback), fieldErrors: fieldProblemTexts(t, problem) };
}
