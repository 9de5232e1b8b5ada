import type { TFunction } from 'i18next';
import { formatDate } from '@shared/dates/format';
import type { Notification } from '../api/notifications-api';

/**
 * The text of each kind the services send (the source, a dot, the event: leave.filed). The
 * server sends only the kind and its values, so the reader gets it in their own language; the
 * texts avoid the reader's and the named people's grammatical gender (Polish verbs and names
 * decline by it, and the params do not say it).
 */
const TEXT_OF_KIND: Record<string, Record<string, string>> = {
  leave: {
    filed: 'notifications.text.leaveFiled',
    approved: 'notifications.text.leaveApproved',
    rejected: 'notifications.text.leaveRejected',
    'cancellation-requested': 'notifications.text.leaveCancellationRequested',
    'cancellation-accepted': 'notifications.text.leaveCancellationAccepted',
    'cancellation-rejected': 'notifications.text.leaveCancellationRejected',
    'taken-over': 'notifications.text.leaveTakenOver',
    'verification-deadline-near': 'notifications.text.leaveVerificationDeadlineNear',
    'verification-expired': 'notifications.text.leaveVerificationExpired',
  },
  substitution: {
    confirmed: 'notifications.text.substitutionConfirmed',
  },
  'work-time': {
    'day-corrected': 'notifications.text.workTimeDayCorrected',
    'overtime-approved': 'notifications.text.workTimeOvertimeApproved',
    'undertime-compensated': 'notifications.text.workTimeUndertimeCompensated',
    'approval-withdrawn': 'notifications.text.workTimeApprovalWithdrawn',
    'day-off-given': 'notifications.text.workTimeDayOffGiven',
    'day-off-withdrawn': 'notifications.text.workTimeDayOffWithdrawn',
    'month-closed': 'notifications.text.workTimeMonthClosed',
    'month-reopened': 'notifications.text.workTimeMonthReopened',
  },
};

/** A kind this app version does not know yet (a service may add kinds before the app does). */
const OTHER_KIND = 'notifications.text.other';

/** The text's key of a kind, or undefined for one the app does not know (own keys only, not Object's). */
function textKeyOf(kind: string): string | undefined {
  const dot = kind.indexOf('.');
  const [source, event] = [kind.slice(0, dot), kind.slice(dot + 1)];
  const events = dot > 0 && Object.hasOwn(TEXT_OF_KIND, source) ? TEXT_OF_KIND[source] : undefined;
  return events && Object.hasOwn(events, event) ? events[event] : undefined;
}

/** "2:30": whole minutes as hours and minutes. */
const formatMinutes = (minutes: number) =>
  Number.isFinite(minutes) ? `${Math.floor(Math.abs(minutes) / 60)}:${String(Math.abs(minutes) % 60).padStart(2, '0')}` : '';

/** What a notification says, in the reader's language. */
export function notificationText(t: TFunction, { kind, params }: Pick<Notification, 'kind' | 'params'>): string {
  const key = textKeyOf(kind);
  if (!key) return t(OTHER_KIND);
  const values = params ?? {};
  const code = values.requestTypeCode ?? '';
  // Only the names the texts use: a param called `count` or `lng` would steer i18next itself.
  return t(key, {
    requestNo: values.requestNo ?? '',
    employeeFullName: values.employeeFullName ?? '',
    actorFullName: values.actorFullName ?? '',
    // The request type's name as the rest of the app says it; an unknown code as it came.
    requestType: code ? t(`requests.types.${code}`, { defaultValue: code }) : '',
    period: t('notifications.period', { from: formatDate(values.fromDate), to: formatDate(values.toDate) }),
    deadline: values.verificationDeadline ? formatDate(values.verificationDeadline) : '',
    day: values.day ? formatDate(values.day) : '',
    forDay: values.forDay ? formatDate(values.forDay) : '',
    month: values.month ?? '',
    // Approved or withdrawn time as the app writes durations elsewhere ("2:30").
    duration: values.minutes ? formatMinutes(Number(values.minutes)) : '',
  });
}
