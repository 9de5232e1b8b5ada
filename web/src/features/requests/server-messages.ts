import type { TFunction } from 'i18next';

/** The absences service's validation messages (English, safe to show) and their keys. */
const KNOWN: [RegExp, string, ((m: RegExpExecArray) => Record<string, string>)?][] = [
  [/^(from|to)Date must be a date/, 'dates.problems.format'],
  [/^toDate must not be before fromDate/, 'requests.validation.toBeforeFrom'],
  [/^a request covers at most one year/, 'requests.validation.atMostYear'],
  [/^on-demand leave must be requested at the latest/, 'requests.serverProblems.onDemandStart'],
  [/^force majeure may be requested at most (\d+) days/, 'requests.serverProblems.forceMajeureLate', (m) => ({ days: m[1] })],
  [/^a request cannot start in the past/, 'requests.serverProblems.past'],
  [/^an hourly request covers one day/, 'requests.serverProblems.hourlyOneDay'],
  [/^hours must be between 1 and (\d+)/, 'requests.validation.hours', (m) => ({ max: m[1] })],
  [/^the start time is required as HH:MM/, 'dates.timeProblems.format'],
  [/^the start time goes in steps of (\d+) minutes/, 'dates.timeProblems.step', (m) => ({ step: m[1] })],
  [/^the hours off must end by midnight/, 'requests.form.pastMidnight'],
  [/^the period has no working day/, 'requests.serverProblems.noWorkingDay'],
  [/^maximum length is (\d+) characters/, 'validation.maxLength', (m) => ({ maxLength: m[1] })],
  [/^the address of remote work is required/, 'requests.serverProblems.addressRequired'],
  [/^choose illness or accident/, 'requests.serverProblems.reasonRequired'],
  [/^the person's full name is required/, 'requests.serverProblems.fullNameRequired'],
  [/address of .*(person|family).* is required|^the person's address is required/, 'requests.serverProblems.personAddressRequired'],
  [/^the degree of kinship is required/, 'requests.serverProblems.kinshipRequired'],
  [/^the purpose of the request is required/, 'requests.serverProblems.purposeRequired'],
  [/^request period overlaps another request/, 'requests.serverProblems.overlap'],
  [/^request period overlaps an approved request/, 'requests.serverProblems.overlapApproved'],
  [/^the limit is exceeded: (-?[\d.]+) (days|hours) left/, 'requests.serverProblems.limitExceeded', (m) => ({ available: m[1], unit: m[2] })],
  [/is taken in (hours|days), as chosen/, 'requests.serverProblems.dayOrHours', (m) => ({ unit: m[1] })],
];

/** A server message in the user's language when it is a known one, else as the server wrote it. */
export function translateServerMessage(t: TFunction, message: string): string {
  for (const [pattern, key, values] of KNOWN) {
    const m = pattern.exec(message);
    if (!m) continue;
    const v = values?.(m) ?? {};
    if (v.unit) v.unit = t(`limits.unit.${v.unit}`);
    return t(key, { ...v, defaultValue: message });
  }
  return message;
}
