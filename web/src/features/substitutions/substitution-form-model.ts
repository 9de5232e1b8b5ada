import { addDaysIso, dateProblem } from '@shared/dates/date-rules';
import type { TeamMember } from '@shared/people/team-members-api';
import type { SubstitutionDraft } from '@shared/substitutions/substitutions-api';

/** The service's limits (services/absences/domain/substitutions.h): the period, the comment. */
export const MAX_SUBSTITUTION_DAYS = 366;
export const MAX_SUBSTITUTION_COMMENT_LENGTH = 500;

/**
 * Who makes it: the away person proposes for themselves (their supervisor confirms), a
 * supervisor sets one for someone of their team (confirmed at once).
 */
export type SubstitutionFormMode = 'propose' | 'set';

/** The form as it is filled in. */
export interface SubstitutionForm {
  /** Who is away: chosen when a supervisor sets it; the caller when proposing. */
  employee: TeamMember | null;
  substitute: TeamMember | null;
  fromDate: string;
  toDate: string;
  comment: string;
}

export const EMPTY_SUBSTITUTION_FORM: SubstitutionForm = { employee: null, substitute: null, fromDate: '', toDate: '', comment: '' };

/** A message to translate: its key and values. */
export interface FieldMessage {
  key: string;
  values?: Record<string, unknown>;
}
/** By the draft's JSON names, as the service names its problems (substituteId, toDate, ...). */
export type FormErrors = Record<string, FieldMessage>;

/** The last day a substitution starting on `fromDate` may cover. */
export const lastDayFrom = (fromDate: string) => addDaysIso(fromDate, MAX_SUBSTITUTION_DAYS - 1);

/**
 * The service's rules, in the user's language before anything is sent: the away person (when a
 * supervisor sets it) and a substitute other than them, a period that starts today or later,
 * ends no earlier and covers at most 366 days, a comment of at most 500 characters.
 */
export function validateSubstitutionForm(form: SubstitutionForm, mode: SubstitutionFormMode, today: string): FormErrors {
  const errors: FormErrors = {};
  const required = { key: 'validation.required' };
  if (mode === 'set' && !form.employee) errors.employeeId = required;
  if (!form.substitute) errors.substituteId = required;
  else if (form.employee && form.substitute.employeeId === form.employee.employeeId)
    errors.substituteId = { key: 'substitutions.form.self' };
  const fromProblem = form.fromDate ? dateProblem(form.fromDate, { min: today }) : null;
  if (!form.fromDate) errors.fromDate = required;
  else if (fromProblem) errors.fromDate = { key: `dates.problems.${fromProblem}`, values: { min: today } };
  if (!form.toDate) errors.toDate = required;
  else if (dateProblem(form.toDate, {})) errors.toDate = { key: 'dates.problems.format' };
  else if (form.fromDate && !fromProblem) {
    if (form.toDate < form.fromDate) errors.toDate = { key: 'substitutions.form.toBeforeFrom' };
    else if (form.toDate > lastDayFrom(form.fromDate))
      errors.toDate = { key: 'substitutions.form.tooLong', values: { days: MAX_SUBSTITUTION_DAYS } };
  }
  if ([...form.comment].length > MAX_SUBSTITUTION_COMMENT_LENGTH)
    errors.comment = { key: 'validation.maxLength', values: { maxLength: MAX_SUBSTITUTION_COMMENT_LENGTH } };
  return errors;
}

/** What is sent: a proposal leaves the away person out (the server takes the caller). */
export function draftOf(form: SubstitutionForm, mode: SubstitutionFormMode): SubstitutionDraft {
  return {
    ...(mode === 'set' ? { employeeId: form.employee?.employeeId ?? 0 } : {}),
    substituteId: form.substitute?.employeeId ?? 0,
    fromDate: form.fromDate,
    toDate: form.toDate,
    comment: form.comment.trim(),
  };
}
