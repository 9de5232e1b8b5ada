import type { TFunction } from 'i18next';

/** The work-times service's refusals (English, safe to show) and their keys (docs/work-times.md). */
const KNOWN: [RegExp, string][] = [
  [/the day is locked/, 'workTimes.problems.locked'],
  [/^the clock cannot '/, 'workTimes.problems.clockState'],
  [/^your own records are corrected by your supervisor|^your own month is closed by your supervisor/, 'workTimes.problems.own'],
  [/^the day has no overtime (left )?to approve/, 'workTimes.problems.noOvertime'],
  [/^the day has no undertime (left )?to compensate/, 'workTimes.problems.noUndertime'],
  [/^the day has no (approved overtime|compensated undertime) to withdraw/, 'workTimes.problems.nothingToWithdraw'],
  [/^a month is closed once it has ended/, 'workTimes.problems.futureMonth'],
  [/^the record overlaps another record/, 'workTimes.problems.overlap'],
  [/^payroll has read this month/, 'workTimes.problems.payrollRead'],
  [/^only a working day of the schedule can be given off/, 'workTimes.problems.dayOffNotWorking'],
  [/^the day has records; a day worked is no day off/, 'workTimes.problems.dayOffHasRecords'],
  [/has its day off already|is already the day off for the work of/, 'workTimes.problems.dayOffAlreadyGiven'],
  [/^work on a working weekday of the schedule earns no day off/, 'workTimes.problems.dayOffNotEarned'],
  [/^the day off for .* falls between/, 'workTimes.problems.dayOffOutOfTime'],
  [/is closed; reopen it before (giving|taking)/, 'workTimes.problems.dayOffMonthClosed'],
  [/^this day is no day off given for other work/, 'workTimes.problems.dayOffNone'],
  [/^working-time terms are set by HR and Admin/, 'workTimes.problems.termsHrOnly'],
  [/^no such workday/, 'workTimes.problems.noWorkday'],
  [/^no such employee/, 'workTimes.problems.noEmployee'],
  [/^no such record/, 'workTimes.problems.noRecord'],
];

/** Bare English reason phrases, which say nothing a person can act on. */
const BY_TITLE: Record<string, string> = {
  'Not Found': 'workTimes.problems.notFound',
  Forbidden: 'workTimes.problems.forbidden',
};

/** A service message in the user's language when it is a known one, else as the server wrote it. */
export function translateServerMessage(t: TFunction, message: string): string {
  for (const [pattern, key] of KNOWN) {
    if (pattern.test(message)) return t(key, { defaultValue: message });
  }
  return message;
}

/**
 * A refusal that is only a reason phrase ("Not Found", perhaps with "no such …"), said in the
 * user's language; undefined when the server said more than that (its words are then shown).
 */
export function translateBareTitle(t: TFunction, title: string, detail: string | undefined): string | undefined {
  const key = BY_TITLE[title];
  return key && (!detail || /^no such /.test(detail)) ? t(key) : undefined;
}
