import type { TFunction } from 'i18next';

/** The values a problem code's sentence names, e.g. `{ max: 500 }`. */
export type ProblemParams = Record<string, string | number>;

/** One problem of a field: a stable code, its values, and the server's English detail. */
export interface FieldProblem {
  code: string;
  params?: ProblemParams;
  detail: string;
}

/**
 * HTTP problem+json (RFC 9457) as the gateway answers errors (docs/architecture.md §3): every
 * problem has a stable `code` the app translates (`problems.<code>` in the locale files).
 */
export interface Problem {
  type?: string;
  title: string;
  status: number;
  detail?: string;
  code?: string;
  params?: ProblemParams;
  errors?: Record<string, FieldProblem[]>;
}

export function isProblem(value: unknown): value is Problem {
  const v = value as Partial<Problem> | null;
  return !!v && typeof v === 'object' && typeof v.title === 'string' && typeof v.status === 'number';
}

/** The RTK Query error's status, or null when it is not an HTTP answer. */
export function errorStatus(error: unknown): number | null {
  const s = (error as { status?: unknown } | undefined)?.status;
  return typeof s === 'number' ? s : null;
}

/** The problem+json of a failed RTK Query call, if it carried one. */
export function problemOf(error: unknown): Problem | undefined {
  const data = (error as { data?: unknown } | undefined)?.data;
  return isProblem(data) ? data : undefined;
}

/**
 * A coded problem in the user's language: the sentence of its code with its values (a `unit`
 * said in words), else the server's detail, else `fallback`.
 */
export function sayProblem(t: TFunction, problem: { code?: string; params?: ProblemParams; detail?: string }, fallback?: string): string {
  const otherwise = problem.detail || fallback || '';
  if (!problem.code) return otherwise;
  const params: Record<string, unknown> = { ...problem.params };
  if (typeof params.unit === 'string') params.unit = t(`problems.units.${params.unit}`, { defaultValue: params.unit });
  return t(`problems.${problem.code}`, { ...params, defaultValue: otherwise });
}

/** Each field's first problem in the user's language, by the field's JSON name. */
export function fieldProblemTexts(t: TFunction, problem: Problem | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, list] of Object.entries(problem?.errors ?? {})) {
    const first = list[0];
    if (first) out[field] = sayProblem(t, first);
  }
  return out;
}

/**
 * A whole problem in the user's language, for an alert: the sentences of its fields' problems
 * when it names fields (they say more than "correct the marked fields"), else its own.
 */
export function problemSentence(t: TFunction, problem: Problem, fallback?: string): string {
  const fields = [...new Set(Object.values(fieldProblemTexts(t, problem)))];
  return fields.length ? fields.join(' · ') : sayProblem(t, problem, fallback ?? problem.title);
}
