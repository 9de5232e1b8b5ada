import type { TFunction } from 'i18next';

/** The work-times service's refusals (English, safe to show) and their keys (docs/work-times.md). */
const KNOWN: [RegExp, string][] = [
  [/the day is locked/, 'workTimes.problems.locked'],
  [/^the clock cannot '/, 'workTimes.problems.clockState'],
  [/^your own records are corrected by your supervisor|^your own month is closed by your supervisor/, 'workTimes.problems.own'],
  [/^the day has no overtime to approve/, 'workTimes.problems.noOvertime'],
  [/^the day has no undertime to compensate/, 'workTimes.problems.noUndertime'],
  [/^a month is closed once it has ended/, 'workTimes.problems.futureMonth'],
  [/^the record overlaps another record/, 'workTimes.problems.overlap'],
  [/^payroll has read this month/, 'workTimes.problems.payrollRead'],
];

/** A service message in the user's language when it is a known one, else as the server wrote it. */
export function translateServerMessage(t: TFunction, message: string): string {
  for (const [pattern, key] of KNOWN) {
    if (pattern.test(message)) return t(key, { defaultValue: message });
  }
  return message;
}
