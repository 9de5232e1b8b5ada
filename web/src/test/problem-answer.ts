import { HttpResponse } from 'msw';
import type { FieldProblem } from '../lib/problem';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  422: 'Unprocessable Content',
  503: 'Service Unavailable',
};

/**
 * A refusal as the gateway answers it: application/problem+json whose title is the status's
 * reason phrase and whose params are empty unless `problem` says otherwise; `problem` adds the
 * service's code, its English detail, the fields' errors of a 422, or anything a case needs.
 */
export function problemAnswer(status: number, problem: Record<string, unknown> = {}) {
  return HttpResponse.json(
    { type: 'about:blank', title: REASONS[status], status, params: {}, ...problem },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );
}

/** The gateway's refusal of the fields a request sent wrong (`http.invalid-fields`), each with its problems. */
export function invalidFieldsAnswer(errors: Record<string, FieldProblem[]>, status = 422) {
  return problemAnswer(status, { detail: 'invalid fields', code: 'http.invalid-fields', errors });
}
