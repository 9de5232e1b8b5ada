import type {
  Attendance,
  AttendanceList,
  ClockRecord,
  CurrentWorkday,
  EmployeeTerms,
  EmployeeTermsResponse,
  EmployeeTermsWithHistory,
  Intervention,
  OnCallDuty,
  OnCallList,
  PersonSchedule,
  PlannedDay,
  RecordCorrection,
  ScheduleBreach,
  ScheduleChange,
  ScheduleList,
  ShiftTemplate,
  ShiftTemplateList,
  TimeEvaluation,
  TimeEvaluationList,
  TimeEvaluationRow,
  WorkAwaitingDayOff,
  Workday,
  WorkdayEvent,
  WorkdayList,
  WorkdayRow,
  WorkdaysCalendar,
} from './types';

/**
 * The gateway's JSON may leave out a field holding its default (an empty string, 0, false, an
 * empty list); every answer is read through these, so a screen never meets `undefined`.
 */
const fill = <T extends object>(defaults: T, value: Partial<T> | undefined): T => {
  const out = { ...defaults } as Record<string, unknown>;
  for (const [k, v] of Object.entries(value ?? {})) if (v !== undefined && v !== null) out[k] = v;
  return out as T;
};
const list = <T>(items: T[] | undefined, one: (x: T) => T): T[] => (items ?? []).map(one);

export const clockRecordOf = (r: Partial<ClockRecord>): ClockRecord =>
  fill<ClockRecord>({ recordId: 0, kind: '', startAt: '', endAt: '', source: '', corrected: false }, r);

export const workdayRowOf = (r: Partial<WorkdayRow> | undefined): WorkdayRow => {
  const row = fill<WorkdayRow>(
    {
      workdayId: 0,
      employeeId: 0,
      employeeFullName: '',
      employeeSapNumber: '',
      lockState: 'open',
      workdayOn: '',
      schedule: '',
      dayKind: '',
      totalTime: 0,
      workTime: 0,
      undertime: 0,
      compensatedUndertime: 0,
      overtime: 0,
      approvedOvertime: 0,
      wpRequest: 0,
      alerts: [],
      scheduledWorkTime: 0,
      workStartAt: '',
      workEndAt: '',
      excusedAbsenceCode: '',
      excusedAbsenceName: '',
      remote: false,
      dayOffGivenOn: '',
      dayOffDueBy: '',
      dayOffFor: '',
    },
    r,
  );
  return { ...row, alerts: row.alerts ?? [] };
};

export const workdayListOf = (r: Partial<WorkdayList>): WorkdayList => ({ total: r.total ?? 0, data: list(r.data, workdayRowOf) });

const correctionOf = (c: Partial<RecordCorrection>): RecordCorrection =>
  fill<RecordCorrection>(
    {
      correctionId: 0,
      recordId: 0,
      action: '',
      beforeKind: '',
      beforeStartAt: '',
      beforeEndAt: '',
      afterKind: '',
      afterStartAt: '',
      afterEndAt: '',
      reason: '',
      correctedBy: 0,
      correctedByFullName: '',
      correctedAt: '',
      seconds: 0,
    },
    c,
  );

export const workdayOf = (w: Partial<Workday>): Workday => {
  const day = fill<Workday>(
    {
      records: [],
      corrections: [],
      plannedStartAt: '',
      plannedEndAt: '',
      lockedAt: '',
      lockedByFullName: '',
      canCorrect: false,
      canApprove: false,
      nightWorkTime: 0,
      dayOffWorkTime: 0,
      approvedByFullName: '',
    },
    w,
  );
  return { ...day, row: workdayRowOf(w.row), records: list(w.records, clockRecordOf), corrections: list(w.corrections, correctionOf) };
};

export const currentWorkdayOf = (c: Partial<CurrentWorkday>): CurrentWorkday => {
  const day = fill<CurrentWorkday>(
    {
      workdayOn: '',
      state: 'not_started',
      schedule: '',
      dayKind: '',
      plannedStartAt: '',
      plannedEndAt: '',
      scheduledWorkTime: 0,
      workTime: 0,
      asOf: '',
      runningSince: '',
      records: [],
      workdayId: 0,
      lockState: 'open',
    },
    c,
  );
  return { ...day, records: list(c.records, clockRecordOf) };
};

const evaluationRowOf = (r: Partial<TimeEvaluationRow>): TimeEvaluationRow => {
  const row = fill<TimeEvaluationRow>(
    {
      workdayOn: '',
      workStartAt: '',
      workEndAt: '',
      schedule: '',
      dayKind: '',
      scheduledWorkTime: 0,
      workTime: 0,
      unexcusedAbsenceTime: 0,
      excusedAbsenceTime: 0,
      wpTime: 0,
      nightWorkTime: 0,
      fullTimeCompletion: 0,
      overtime: 0,
      dayOffWorkTime: 0,
      balance: 0,
      settlementPeriodTransferredOvertimeRest: 0,
      monthlyTransferredBalanceRest: 0,
      overtimeTotalRest: 0,
      wpTimeRemaining: 0,
      overtime50: 0,
      overtime100: 0,
      alerts: [],
      workdayId: 0,
      dayOffGivenOn: '',
      dayOffDueBy: '',
      dayOffFor: '',
    },
    r,
  );
  return { ...row, alerts: row.alerts ?? [] };
};

const awaitingOf = (a: Partial<WorkAwaitingDayOff>): WorkAwaitingDayOff =>
  fill<WorkAwaitingDayOff>({ workedOn: '', dayOffWorkTime: 0, dueBy: '', sundayWindowPassed: false }, a);

export const timeEvaluationOf = (e: Partial<TimeEvaluation> | undefined): TimeEvaluation => {
  const ev = fill<TimeEvaluation>(
    {
      employeeId: 0,
      employeeFullName: '',
      employeeSapNumber: '',
      month: '',
      workingTimeSystem: '',
      settlementMonths: 0,
      periodStartOn: '',
      periodEndOn: '',
      periodClosed: false,
      nominalTime: 0,
      scheduledWorkTime: 0,
      workTime: 0,
      excusedAbsenceTime: 0,
      unexcusedAbsenceTime: 0,
      nightWorkTime: 0,
      overtime50: 0,
      overtime100: 0,
      averageWeekOvertime: 0,
      dayOffWorkTime: 0,
      daysOffDue: 0,
      fullTimeCompletion: 0,
      wpTime: 0,
      wpTimeRemaining: 0,
      balance: 0,
      overtimeInYear: 0,
      yearlyOvertimeLimit: 0,
      alerts: [],
      approvedOvertime: 0,
      lockState: 'open',
      rows: [],
      periodNominalTime: 0,
      daysOffGiven: 0,
      partTimeOverLimit: 0,
      partTimeLimit: '',
      fraction: '',
      workAwaitingDayOff: [],
    },
    e,
  );
  return {
    ...ev,
    alerts: ev.alerts ?? [],
    rows: list(e?.rows, evaluationRowOf),
    workAwaitingDayOff: list(e?.workAwaitingDayOff, awaitingOf),
  };
};

export const timeEvaluationListOf = (r: Partial<TimeEvaluationList>): TimeEvaluationList => ({
  total: r.total ?? 0,
  data: list(r.data, timeEvaluationOf),
});

export const employeeTermsOf = (t: Partial<EmployeeTerms> | undefined): EmployeeTerms =>
  fill<EmployeeTerms>(
    {
      employeeId: 0,
      workingTimeSystem: '',
      settlementMonths: 0,
      nightStartHour: 0,
      yearlyOvertimeLimit: 0,
      partTimeLimit: '',
      fraction: '',
      validFrom: '',
      validTo: '',
      freeWeekdays: [],
      changedByFullName: '',
      changedAt: '',
      settlementFirstMonth: 1,
    },
    t,
  );

/** The terms of the asked day and their history, newest first (the service sends it oldest first). */
export const termsWithHistoryOf = (r: EmployeeTermsResponse): EmployeeTermsWithHistory => ({
  terms: employeeTermsOf(r.data),
  history: list(r.history, employeeTermsOf).sort((a, b) => b.validFrom.localeCompare(a.validFrom)),
});

const attendanceOf = (a: Partial<Attendance>): Attendance =>
  fill<Attendance>(
    {
      employeeId: 0,
      employeeFullName: '',
      position: '',
      status: '',
      schedule: '',
      dayKind: '',
      plannedStartAt: '',
      workStartAt: '',
      workEndAt: '',
      lateBy: 0,
      absenceCode: '',
      locationName: '',
    },
    a,
  );

// Counts the service adds before this tree's proto has them (`noSchedule`) are kept, not dropped.
export const attendanceListOf = (r: Partial<AttendanceList>): AttendanceList => ({
  ...r,
  total: r.total ?? 0,
  data: list(r.data, attendanceOf),
  present: r.present ?? 0,
  late: r.late ?? 0,
  onLeave: r.onLeave ?? 0,
  remote: r.remote ?? 0,
  absent: r.absent ?? 0,
});

const eventOf = (e: Partial<WorkdayEvent>): WorkdayEvent => {
  const ev = fill<WorkdayEvent>(
    {
      workdayId: 0,
      employeeId: 0,
      employeeFullName: '',
      date: '',
      schedule: '',
      dayKind: '',
      workStartAt: '',
      workEndAt: '',
      workTime: 0,
      overtime: 0,
      undertime: 0,
      lockState: 'open',
      type: 'work',
      alerts: [],
    },
    e,
  );
  return { ...ev, alerts: ev.alerts ?? [] };
};

export const calendarOf = (r: Partial<WorkdaysCalendar>): WorkdaysCalendar => ({ total: r.total ?? 0, data: list(r.data, eventOf) });

const interventionOf = (i: Partial<Intervention>): Intervention =>
  fill<Intervention>({ interventionId: 0, startAt: '', endAt: '', description: '' }, i);

export const dutyOf = (d: Partial<OnCallDuty>): OnCallDuty => {
  const duty = fill<OnCallDuty>(
    {
      dutyId: 0,
      employeeId: 0,
      employeeFullName: '',
      startAt: '',
      endAt: '',
      place: '',
      dutyTime: 0,
      interventionTime: 0,
      interventions: [],
      dayOffOwed: false,
    },
    d,
  );
  return { ...duty, interventions: list(d.interventions, interventionOf) };
};

export const onCallListOf = (r: Partial<OnCallList>): OnCallList => ({ total: r.total ?? 0, data: list(r.data, dutyOf) });

const plannedDayOf = (d: Partial<PlannedDay> | undefined): PlannedDay =>
  fill<PlannedDay>({ day: '', kind: '', startAt: '', endAt: '', dayOffKind: '', plannedTime: 0 }, d);

const breachOf = (b: Partial<ScheduleBreach>): ScheduleBreach => fill<ScheduleBreach>({ code: '', day: '', value: 0, limit: 0 }, b);

const scheduleChangeOf = (c: Partial<ScheduleChange>): ScheduleChange => {
  const change = fill<ScheduleChange>({ day: '', reason: '', changedByFullName: '', changedAt: '' }, c);
  return { ...change, before: plannedDayOf(c.before), after: plannedDayOf(c.after) };
};

export const personScheduleOf = (p: Partial<PersonSchedule> | undefined): PersonSchedule => {
  const schedule = fill<PersonSchedule>(
    {
      employeeId: 0,
      employeeFullName: '',
      month: '',
      periodStart: '',
      periodEnd: '',
      days: [],
      breaches: [],
      plannedTime: 0,
      normTime: 0,
      periodPlannedTime: 0,
      periodNormTime: 0,
      state: 'unplanned',
      publishedAt: '',
      publishedByFullName: '',
      publishBy: '',
      changes: [],
      workingTimeSystem: '',
      dailyLimit: 0,
    },
    p,
  );
  return {
    ...schedule,
    days: list(p?.days, plannedDayOf),
    breaches: list(p?.breaches, breachOf),
    changes: list(p?.changes, scheduleChangeOf),
  };
};

export const scheduleListOf = (r: Partial<ScheduleList>): ScheduleList => ({ total: r.total ?? 0, data: list(r.data, personScheduleOf) });

const shiftTemplateOf = (t: Partial<ShiftTemplate>): ShiftTemplate =>
  fill<ShiftTemplate>({ templateId: 0, name: '', start: '', end: '', plannedTime: 0 }, t);

export const shiftTemplateListOf = (r: Partial<ShiftTemplateList>): ShiftTemplateList => ({ data: list(r.data, shiftTemplateOf) });
