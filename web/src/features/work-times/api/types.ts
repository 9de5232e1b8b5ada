/**
 * JSON of kadry.work_times.v1 (proto/kadry/work_times/v1/work_times_service.proto). Durations are
 * whole seconds; fields ending in At/On arrive revived as Date (lib/revive-dates.ts). Each type
 * names the message it mirrors; src/app/__tests__/api-types-match-protos.test.ts holds them to
 * proto/ (docs/decisions/0005-web-api-types.md). The server may leave out empty strings, zeros,
 * false and empty lists, so the API slice fills every answer with defaults (./defaults.ts).
 */

export type ClockState = 'not_started' | 'working' | 'on_break' | 'private_exit' | 'finished';
export type ClockAction = 'start' | 'break_start' | 'break_end' | 'exit_start' | 'exit_end' | 'stop';
export type RecordKind = 'work' | 'break' | 'private_exit' | 'intervention';

/** The schedule's kinds of day as the service names them. */
export const DAY_KINDS = ['working', 'day_off', 'sunday', 'holiday'] as const;
export type DayKind = (typeof DAY_KINDS)[number] | '';

/** @proto kadry.work_times.v1.ClockRecord */
export interface ClockRecord {
  recordId: number;
  kind: string;
  startAt: Date | string;
  endAt: Date | string;
  source: string;
  corrected: boolean;
}

/** @proto kadry.work_times.v1.WorkdayRow */
export interface WorkdayRow {
  workdayId: number;
  employeeId: number;
  employeeFullName: string;
  employeeSapNumber: string;
  lockState: string;
  workdayOn: Date | string;
  /** The planned hours of a working day, "08:00–16:00"; '' on any other day. */
  schedule: string;
  /** The schedule's kind of day (DAY_KINDS); '' where nobody scheduled the day. */
  dayKind: DayKind;
  totalTime: number;
  workTime: number;
  undertime: number;
  compensatedUndertime: number;
  overtime: number;
  approvedOvertime: number;
  wpRequest: number;
  alerts: string[];
  scheduledWorkTime: number;
  workStartAt: Date | string;
  workEndAt: Date | string;
  excusedAbsenceCode: string;
  /** The leave type's name beside its code ("Urlop wypoczynkowy"), from the people directory. */
  excusedAbsenceName: string;
  /**
   * An approved home-office day: remote work, counted as the schedule says or as the records say
   * where there are any; never leave, never absence.
   */
  remote: boolean;
  /** Work on a day off, a Sunday or a holiday: the day off given for it. */
  dayOffGivenOn: Date | string;
  /** While none is given, the last day it may be ('yyyy-MM-dd'; not date-named, so never revived). */
  dayOffDueBy: string;
  /** This day is the day off given for work on that day ('yyyy-MM-dd'). */
  dayOffFor: string;
}

/** @proto kadry.work_times.v1.WorkdayList */
export interface WorkdayList {
  total: number;
  data: WorkdayRow[];
}

/** @proto kadry.work_times.v1.RecordCorrection */
export interface RecordCorrection {
  correctionId: number;
  recordId: number;
  /**
   * "added", "changed", "removed" for a record; "overtime_approved", "overtime_withdrawn",
   * "undertime_compensated", "undertime_withdrawn" for an approval (then `seconds` and the comment in `reason`).
   */
  action: string;
  beforeKind: string;
  beforeStartAt: Date | string;
  beforeEndAt: Date | string;
  afterKind: string;
  afterStartAt: Date | string;
  afterEndAt: Date | string;
  reason: string;
  correctedBy: number;
  correctedByFullName: string;
  correctedAt: Date | string;
  /** An approval's or withdrawal's amount. */
  seconds: number;
}

/** @proto kadry.work_times.v1.Workday */
export interface Workday {
  row?: WorkdayRow;
  records: ClockRecord[];
  corrections: RecordCorrection[];
  plannedStartAt: Date | string;
  plannedEndAt: Date | string;
  lockedAt: Date | string;
  lockedByFullName: string;
  canCorrect: boolean;
  canApprove: boolean;
  nightWorkTime: number;
  dayOffWorkTime: number;
  approvedByFullName: string;
}

/** @proto kadry.work_times.v1.WorkdayResponse */
export interface WorkdayResponse {
  data?: Workday;
}

/** The body of give-day-off (the day given off is in the path): the day worked, 'yyyy-MM-dd'. @proto kadry.work_times.v1.GiveDayOffRequest */
export interface GiveDayOffBody {
  forDate: string;
}

/** A supervisor's record as added or changed; the reason is required. @proto kadry.work_times.v1.RecordDraft */
export interface RecordDraft {
  kind: string;
  startAt: string;
  endAt: string;
  reason: string;
}

/** The body of approve-overtime and compensate-undertime (the day is in the path). @proto kadry.work_times.v1.ApproveTimeRequest */
export interface ApproveTimeBody {
  seconds?: number;
  comment?: string;
  /** Takes back what was approved (409 when nothing is). */
  withdraw?: boolean;
}

/** @proto kadry.work_times.v1.LockMonthRequest */
export interface LockMonthRequest {
  month: string;
  employeeId?: number;
  supervisorId?: number;
  unlock?: boolean;
  /** Why a month is reopened (required then, audited). */
  reason?: string;
}

/** @proto kadry.work_times.v1.LockMonthResponse */
export interface LockMonthResponse {
  locked: number;
  lockState: string;
}

/** @proto kadry.work_times.v1.CurrentWorkday */
export interface CurrentWorkday {
  workdayOn: Date | string;
  state: string;
  schedule: string;
  dayKind: DayKind;
  plannedStartAt: Date | string;
  plannedEndAt: Date | string;
  scheduledWorkTime: number;
  workTime: number;
  asOf: string;
  runningSince: string;
  records: ClockRecord[];
  workdayId: number;
  lockState: string;
}

/** @proto kadry.work_times.v1.ClockActionRequest */
export interface ClockActionRequest {
  action: ClockAction;
  eventId: string;
}

/** @proto kadry.work_times.v1.TimeEvaluationRow */
export interface TimeEvaluationRow {
  workdayOn: Date | string;
  workStartAt: Date | string;
  workEndAt: Date | string;
  schedule: string;
  dayKind: DayKind;
  scheduledWorkTime: number;
  workTime: number;
  unexcusedAbsenceTime: number;
  excusedAbsenceTime: number;
  wpTime: number;
  nightWorkTime: number;
  fullTimeCompletion: number;
  overtime: number;
  dayOffWorkTime: number;
  balance: number;
  settlementPeriodTransferredOvertimeRest: number;
  monthlyTransferredBalanceRest: number;
  overtimeTotalRest: number;
  wpTimeRemaining: number;
  overtime50: number;
  overtime100: number;
  alerts: string[];
  workdayId: number;
  dayOffGivenOn: Date | string;
  dayOffDueBy: string;
  dayOffFor: string;
}

/** Work on a day off of the period still waiting for its day off (art. 151³, 151¹¹ §1). @proto kadry.work_times.v1.WorkAwaitingDayOff */
export interface WorkAwaitingDayOff {
  workedOn: Date | string;
  dayOffWorkTime: number;
  /** The last day the day off may be given, 'yyyy-MM-dd'. */
  dueBy: string;
  /** A Sunday's 6 days have passed without a day off (alert sunday_day_off_late). */
  sundayWindowPassed: boolean;
}

/** @proto kadry.work_times.v1.TimeEvaluation */
export interface TimeEvaluation {
  employeeId: number;
  employeeFullName: string;
  employeeSapNumber: string;
  month: string;
  workingTimeSystem: string;
  settlementMonths: number;
  periodStartOn: Date | string;
  periodEndOn: Date | string;
  periodClosed: boolean;
  nominalTime: number;
  scheduledWorkTime: number;
  workTime: number;
  excusedAbsenceTime: number;
  unexcusedAbsenceTime: number;
  nightWorkTime: number;
  overtime50: number;
  overtime100: number;
  averageWeekOvertime: number;
  dayOffWorkTime: number;
  daysOffDue: number;
  fullTimeCompletion: number;
  wpTime: number;
  wpTimeRemaining: number;
  balance: number;
  overtimeInYear: number;
  yearlyOvertimeLimit: number;
  alerts: string[];
  approvedOvertime: number;
  lockState: string;
  rows: TimeEvaluationRow[];
  periodNominalTime: number;
  daysOffGiven: number;
  /** Art. 151 §5: a part-timer's hours over the contract's limit, at the period's end. */
  partTimeOverLimit: number;
  /** The contract's limit as a fraction of full time ("3/4"); "" without the clause. */
  partTimeLimit: string;
  /** The person's working time ("1/2"); "1/1" full time. */
  fraction: string;
  workAwaitingDayOff: WorkAwaitingDayOff[];
}

/** @proto kadry.work_times.v1.TimeEvaluationResponse */
export interface TimeEvaluationResponse {
  data?: TimeEvaluation;
}

/** @proto kadry.work_times.v1.TimeEvaluationList */
export interface TimeEvaluationList {
  total: number;
  data: TimeEvaluation[];
}

export type WorkingTimeSystem = 'basic' | 'equivalent';

/** A person's working-time terms (art. 129, 151 §4–5, 151⁷) over the days they hold. @proto kadry.work_times.v1.EmployeeTerms received */
export interface EmployeeTerms {
  employeeId: number;
  workingTimeSystem: string;
  settlementMonths: number;
  /** 21, 22 or 23: the night's 8 hours start then. */
  nightStartHour: number;
  /** Seconds. */
  yearlyOvertimeLimit: number;
  /** "3/4", or "" without the clause. */
  partTimeLimit: string;
  /** From the people directory; read only. */
  fraction: string;
  /** The first day the terms hold, 'yyyy-MM-dd' (not date-named, so never revived). */
  validFrom: string;
  /** The last day they hold; '' until further notice. */
  validTo: string;
  /** The equivalent system's longest day in hours: 12, 16 or 24 (art. 135–137); left out means 12. */
  equivalentHours?: number;
  /** Art. 151⁹ §2: the hour a Sunday or holiday starts, 0–23; left out means 6. */
  sundayStartHour?: number;
  /** ISO weekdays (1 Monday … 6 Saturday) free under the five-day week. */
  freeWeekdays: number[];
  changedByFullName: string;
  changedAt: Date | string;
  /**
   * The first month of a settlement period, 1 (January) … 12 (December); the periods follow each
   * other from it. The server always sends it; left out means January.
   */
  settlementFirstMonth?: number;
}

/** The terms holding on the asked day, and every stored row by its first day. @proto kadry.work_times.v1.EmployeeTermsResponse */
export interface EmployeeTermsResponse {
  data?: EmployeeTerms;
  history: EmployeeTerms[];
}

/** The terms of the asked day with every row of their history. */
export interface EmployeeTermsWithHistory {
  terms: EmployeeTerms;
  /** Newest first. */
  history: EmployeeTerms[];
}

/**
 * The terms as HR sends them, the body of PUT employee-terms/{employeeId} (the person is in the
 * path; the fraction belongs to the people directory). They hold from `validFrom` ('' today) to
 * `validTo` ('' until further notice); the service cuts what held on those days before.
 * @proto kadry.work_times.v1.EmployeeTerms sent
 */
export interface EmployeeTermsChange {
  workingTimeSystem: WorkingTimeSystem;
  settlementMonths: number;
  nightStartHour: number;
  yearlyOvertimeLimit: number;
  partTimeLimit: string;
  validFrom: string;
  validTo: string;
  /** Sent with the equivalent system only. */
  equivalentHours?: number;
  sundayStartHour: number;
  freeWeekdays: number[];
  /** 1 (January) … 12 (December); 1 with a one-month period, where it means nothing. */
  settlementFirstMonth: number;
}

/** @proto kadry.work_times.v1.Attendance */
export interface Attendance {
  employeeId: number;
  employeeFullName: string;
  position: string;
  status: string;
  schedule: string;
  dayKind: DayKind;
  plannedStartAt: Date | string;
  workStartAt: Date | string;
  workEndAt: Date | string;
  lateBy: number;
  absenceCode: string;
  locationName: string;
}

/** @proto kadry.work_times.v1.AttendanceList */
export interface AttendanceList {
  total: number;
  data: Attendance[];
  present: number;
  late: number;
  onLeave: number;
  remote: number;
  absent: number;
}

/** @proto kadry.work_times.v1.WorkdayEvent */
export interface WorkdayEvent {
  workdayId: number;
  employeeId: number;
  employeeFullName: string;
  date: string;
  schedule: string;
  dayKind: DayKind;
  workStartAt: Date | string;
  workEndAt: Date | string;
  workTime: number;
  overtime: number;
  undertime: number;
  lockState: string;
  type: string;
  alerts: string[];
}

/** @proto kadry.work_times.v1.WorkdaysCalendar */
export interface WorkdaysCalendar {
  total: number;
  data: WorkdayEvent[];
}

/** @proto kadry.work_times.v1.Intervention */
export interface Intervention {
  interventionId: number;
  startAt: Date | string;
  endAt: Date | string;
  description: string;
}

/** @proto kadry.work_times.v1.OnCallDuty */
export interface OnCallDuty {
  dutyId: number;
  employeeId: number;
  employeeFullName: string;
  startAt: Date | string;
  endAt: Date | string;
  place: string;
  dutyTime: number;
  interventionTime: number;
  interventions: Intervention[];
  dayOffOwed: boolean;
}

/** Where a duty is kept (art. 151⁵ §3: not at home, it is owed time off). */
export type OnCallPlace = 'home' | 'workplace';

/**
 * A duty a supervisor plans for one of their team, the body of POST on-call/team: from `startAt`
 * to `endAt` (ISO with the Warsaw offset, at most 7 days).
 * @proto kadry.work_times.v1.OnCallPlan
 */
export interface OnCallPlan {
  employeeId: number;
  startAt: string;
  endAt: string;
  place: OnCallPlace;
}

/** The duty planned or removed. @proto kadry.work_times.v1.OnCallResponse */
export interface OnCallResponse {
  data?: OnCallDuty;
}

/** @proto kadry.work_times.v1.OnCallList */
export interface OnCallList {
  total: number;
  data: OnCallDuty[];
}

// ---------------------------------------------------------------- planning the schedule

/** The kinds of a free day the planner gives (art. 129 §1, 151¹¹, 130 §2). */
export const DAY_OFF_KINDS = ['five_day_week', 'for_sunday_work', 'for_saturday_holiday'] as const;
export type DayOffKind = (typeof DAY_OFF_KINDS)[number];

/** Where a person's month of planning stands: nothing planned, a plan never published, published, or published and changed since. */
export type ScheduleState = 'unplanned' | 'draft' | 'published' | 'changed';

/**
 * One day of a plan or a published schedule: work from `startAt` to `endAt` (the end may fall on
 * the next day), a day off of its kind, a free Sunday or holiday, or '' where nothing is planned.
 * @proto kadry.work_times.v1.PlannedDay received
 */
export interface PlannedDay {
  /** 'yyyy-MM-dd' (not date-named, so never revived). */
  day: string;
  kind: DayKind;
  startAt: Date | string;
  endAt: Date | string;
  /** DAY_OFF_KINDS on a day off; '' otherwise. */
  dayOffKind: string;
  plannedTime: number;
}

/**
 * A day as the planner sends it: kind '' clears the day; a working day has both moments (ISO with
 * the Warsaw offset), a day off its kind.
 * @proto kadry.work_times.v1.PlannedDay sent
 */
export interface PlannedDayDraft {
  day: string;
  kind: DayKind;
  startAt?: string;
  endAt?: string;
  dayOffKind?: DayOffKind;
}

/**
 * What the Labour Code forbids in a plan, on the day the planner shows it. `value` is what the
 * plan holds and `limit` what the Code allows: seconds, except working days (plan.five-day-week)
 * and Sundays in a row (plan.free-sunday).
 * @proto kadry.work_times.v1.ScheduleBreach
 */
export interface ScheduleBreach {
  code: string;
  day: string;
  value: number;
  limit: number;
}

/** A day of a published schedule changed afterwards. @proto kadry.work_times.v1.ScheduleChange */
export interface ScheduleChange {
  day: string;
  before?: PlannedDay;
  after?: PlannedDay;
  reason: string;
  changedByFullName: string;
  changedAt: Date | string;
}

/** One person's month: to the planner the plan with its breaches, to the employee the published schedule. @proto kadry.work_times.v1.PersonSchedule */
export interface PersonSchedule {
  employeeId: number;
  employeeFullName: string;
  month: string;
  /** The settlement period the month belongs to, 'yyyy-MM-dd'. */
  periodStart: string;
  periodEnd: string;
  /** Each day of the month in order (the employee's: only once the month is published). */
  days: PlannedDay[];
  breaches: ScheduleBreach[];
  plannedTime: number;
  normTime: number;
  periodPlannedTime: number;
  periodNormTime: number;
  state: string;
  publishedAt: Date | string;
  publishedByFullName: string;
  /** The last day to publish the month with a week's notice (art. 129 §3), 'yyyy-MM-dd'. */
  publishBy: string;
  /** After publishing, newest first. */
  changes: ScheduleChange[];
  workingTimeSystem: string;
  /** Seconds: 8 h, or the equivalent system's 12, 16 or 24 h. */
  dailyLimit: number;
}

/** @proto kadry.work_times.v1.ScheduleList */
export interface ScheduleList {
  total: number;
  data: PersonSchedule[];
}

/** @proto kadry.work_times.v1.PersonScheduleResponse */
export interface PersonScheduleResponse {
  data?: PersonSchedule;
}

/** The body of PUT schedules/{employeeId} (the person is in the path). @proto kadry.work_times.v1.SavePlanRequest */
export interface SavePlanBody {
  month: string;
  days: PlannedDayDraft[];
}

/** A shift from `start` to `end` ('HH:mm'; an end at or before the start is the next day's), or a free day. @proto kadry.work_times.v1.PatternDay */
export interface PatternDay {
  start?: string;
  end?: string;
  free?: boolean;
}

/**
 * The body of POST schedules/{employeeId}/copy: day d of from…to takes pattern[(d − anchor) mod n].
 * @proto kadry.work_times.v1.CopyPatternRequest
 */
export interface CopyPatternBody {
  month: string;
  /** 'yyyy-MM-dd'; left out: the month's first day. */
  from?: string;
  /** Left out: the month's last day. */
  to?: string;
  pattern: PatternDay[];
  /** Left out: the Monday on or before `from` (a week's pattern). */
  anchor?: string;
  workOnHolidays?: boolean;
}

/** The body of POST schedules/{employeeId}/publish; a month published before takes a reason. @proto kadry.work_times.v1.PublishScheduleRequest */
export interface PublishScheduleBody {
  month: string;
  reason?: string;
}

/** A shift anyone planning may copy: "Poranna 06:00–14:00". @proto kadry.work_times.v1.ShiftTemplate received */
export interface ShiftTemplate {
  templateId: number;
  name: string;
  /** 'HH:mm'. */
  start: string;
  /** At or before `start`: the next day. */
  end: string;
  plannedTime: number;
}

/** A new shift template, the body of POST shift-templates. @proto kadry.work_times.v1.ShiftTemplate sent */
export interface ShiftTemplateDraft {
  name: string;
  start: string;
  end: string;
}

/** @proto kadry.work_times.v1.ShiftTemplateList */
export interface ShiftTemplateList {
  data: ShiftTemplate[];
}
