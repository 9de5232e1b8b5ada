import { isProblem } from '../../lib/problem';

export interface ServerFailure {
  /** The problem's title and detail, else the fallback text. */
  message: string;
  /** RFC 9457 `errors`: field name → messages. */
  fieldErrors: Record<string, string[]>;
}

/** A failed save as the forms show it (the new-request form's way): problem title, detail, field errors. */
export function serverFailureOf(error: unknown, fallback: string): ServerFailure {
  const problem = (error as { data?: unknown } | undefined)?.data;
  if (!isProblem(problem)) return { message: fallback, fieldErrors: {} };
  return { message: problem.detail ? `${problem.title}: ${problem.detail}` : problem.title, fieldErrors: problem.errors ?? {} };
}
