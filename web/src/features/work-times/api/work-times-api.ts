import { api, dataOf } from '../../../lib/api';
import { fileNameOf, saveFile } from '../../../lib/download';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { toCollectionParams, type TableQuery } from '@shared/ui/data-table';
import {
  attendanceListOf,
  calendarOf,
  currentWorkdayOf,
  dutyOf,
  employeeTermsOf,
  onCallListOf,
  personScheduleOf,
  scheduleListOf,
  shiftTemplateListOf,
  termsWithHistoryOf,
  timeEvaluationListOf,
  timeEvaluationOf,
  workdayListOf,
  workdayOf,
} from './defaults';
import type {
  ApproveTimeBody,
  AttendanceList,
  ClockActionRequest,
  CurrentWorkday,
  EmployeeTerms,
  EmployeeTermsChange,
  EmployeeTermsResponse,
  EmployeeTermsWithHistory,
  GiveDayOffBody,
  LockMonthRequest,
  LockMonthResponse,
  CopyPatternBody,
  OnCallDuty,
  OnCallList,
  OnCallPlan,
  OnCallResponse,
  PersonSchedule,
  PersonScheduleResponse,
  PlannedDayDraft,
  PublishScheduleBody,
  RecordDraft,
  SavePlanBody,
  ScheduleList,
  ShiftTemplateDraft,
  ShiftTemplateList,
  TimeEvaluation,
  TimeEvaluationList,
  TimeEvaluationResponse,
  Workday,
  WorkdayList,
  WorkdayResponse,
  WorkdaysCalendar,
} from './types';

const BASE = 'work-times/api';
/** The protos know no 'all': the pagination's 'All' asks for one page this long. */
export const ALL_ROWS = 1000;

/** page, page-size, kebab-case sort and search of the shared table (GET query names are kebab-case). */
export function listParams(query: TableQuery) {
  const { 'page-size': pageSize, ...rest } = toCollectionParams(query);
  return pageSize === 'all' ? { ...rest, page: 1, 'page-size': ALL_ROWS } : { ...rest, 'page-size': pageSize };
}

export interface WorkdayListArgs {
  kind: 'my' | 'team';
  month: string;
  query: TableQuery;
  lockState?: '' | 'open' | 'locked';
  withAlerts?: boolean;
  /** The team's list of one person. */
  employeeId?: number;
}

/** A whole month of one person's days in one answer (the evaluation reads which days were remote work from them). */
export const WHOLE_MONTH: TableQuery = { page: 1, pageSize: 'all', sort: ['workdayOn'], search: '' };

export interface MonthListArgs {
  month: string;
  query: TableQuery;
}

export interface AttendanceArgs {
  kind: 'my-team' | 'team';
  date?: string;
  query: TableQuery;
  status?: string;
}

export type ExportFormat = 'csv' | 'xlsx';

/** The query of the team month's file (GET time-evaluation/team/export). */
export const exportParams = (month: string, format: ExportFormat, search: string) => ({ month, format, search });

const TAG = 'WorkTimes' as const;
/** The plans of the schedule planner and the published schedules: a save, a copy or a publish reads them again. */
const SCHEDULES = 'WorkSchedules' as const;
const SHIFT_TEMPLATES = 'ShiftTemplates' as const;
/** The on-call lists: a duty planned or removed reads them again. */
const ON_CALL = 'OnCall' as const;

export interface TeamSchedulesArgs {
  month: string;
  search: string;
  page: number;
  pageSize: number;
}

/**
 * A correction, approval or close sent again after a lost answer is done once: the caller keeps
 * one key for one user action (a dialog while it is open) and sends it with every try.
 */
export interface Retryable {
  idempotencyKey?: string;
}
const keyed = (key: string | undefined) => ({ 'Idempotency-Key': key ?? newIdempotencyKey() });

export const workTimesApi = api.enhanceEndpoints({ addTagTypes: [TAG, SCHEDULES, SHIFT_TEMPLATES, ON_CALL] }).injectEndpoints({
  endpoints: (build) => ({
    getCurrentWorkday: build.query<CurrentWorkday, void>({
      query: () => ({ url: `${BASE}/current-workday` }),
      transformResponse: (r: CurrentWorkday) => currentWorkdayOf(r),
      providesTags: [TAG],
    }),
    recordClockAction: build.mutation<CurrentWorkday, ClockActionRequest>({
      query: (body) => ({ url: `${BASE}/current-workday/actions`, method: 'POST', body }),
      transformResponse: (r: CurrentWorkday) => currentWorkdayOf(r),
      invalidatesTags: [TAG],
    }),
    getWorkdays: build.query<WorkdayList, WorkdayListArgs>({
      query: ({ kind, month, query, lockState, withAlerts, employeeId }) => ({
        url: `${BASE}/workdays/${kind}`,
        params: { month, ...listParams(query), 'lock-state': lockState, 'with-alerts': withAlerts, 'employee-id': employeeId },
      }),
      transformResponse: (r: WorkdayList) => workdayListOf(r),
      providesTags: [TAG],
    }),
    getCalendar: build.query<WorkdaysCalendar, { dateFrom: string; dateTo: string }>({
      query: ({ dateFrom, dateTo }) => ({ url: `${BASE}/workdays/calendar`, params: { 'date-from': dateFrom, 'date-to': dateTo } }),
      transformResponse: (r: WorkdaysCalendar) => calendarOf(r),
      providesTags: [TAG],
    }),
    lockMonth: build.mutation<LockMonthResponse, LockMonthRequest & Retryable>({
      query: ({ idempotencyKey, ...request }) => {
        const body: LockMonthRequest = request;
        return { url: `${BASE}/workdays/lock`, method: 'POST', body, headers: keyed(idempotencyKey) };
      },
      invalidatesTags: [TAG],
    }),
    getWorkday: build.query<Workday, number>({
      query: (id) => ({ url: `${BASE}/workdays/${id}` }),
      transformResponse: (r: WorkdayResponse) => workdayOf(dataOf(r)),
      providesTags: [TAG],
    }),
    addRecord: build.mutation<Workday, { workdayId: number; record: RecordDraft } & Retryable>({
      query: ({ workdayId, record, idempotencyKey }) => ({
        url: `${BASE}/workdays/${workdayId}/records`,
        method: 'POST',
        body: record,
        headers: keyed(idempotencyKey),
      }),
      transformResponse: (r: WorkdayResponse) => workdayOf(dataOf(r)),
      invalidatesTags: [TAG],
    }),
    updateRecord: build.mutation<Workday, { workdayId: number; recordId: number; record: RecordDraft } & Retryable>({
      query: ({ workdayId, recordId, record, idempotencyKey }) => ({
        url: `${BASE}/workdays/${workdayId}/records/${recordId}`,
        method: 'PUT',
        body: record,
        headers: keyed(idempotencyKey),
      }),
      transformResponse: (r: WorkdayResponse) => workdayOf(dataOf(r)),
      invalidatesTags: [TAG],
    }),
    removeRecord: build.mutation<Workday, { workdayId: number; recordId: number; reason: string } & Retryable>({
      query: ({ workdayId, recordId, reason, idempotencyKey }) => ({
        url: `${BASE}/workdays/${workdayId}/records/${recordId}`,
        method: 'DELETE',
        params: { reason },
        headers: keyed(idempotencyKey),
      }),
      transformResponse: (r: WorkdayResponse) => workdayOf(dataOf(r)),
      invalidatesTags: [TAG],
    }),
    /**
     * Approves `seconds` of the day's overtime, or compensates as much of its undertime, with a
     * comment; `withdraw` takes back what was approved. Each lands in the day's history.
     */
    approveTime: build.mutation<
      Workday,
      { workdayId: number; what: 'approve-overtime' | 'compensate-undertime' } & ApproveTimeBody & Retryable
    >({
      query: ({ workdayId, what, seconds, comment, withdraw, idempotencyKey }) => ({
        url: `${BASE}/workdays/${workdayId}/${what}`,
        method: 'POST',
        body: { seconds, comment, withdraw } satisfies ApproveTimeBody,
        headers: keyed(idempotencyKey),
      }),
      transformResponse: (r: WorkdayResponse) => workdayOf(dataOf(r)),
      invalidatesTags: [TAG],
    }),
    /** Gives the day off in exchange for work on `forDate` (a free Saturday, a Sunday, a holiday); the day's schedule becomes a day off. */
    giveDayOff: build.mutation<Workday, { workdayId: number; forDate: string } & Retryable>({
      query: ({ workdayId, forDate, idempotencyKey }) => ({
        url: `${BASE}/workdays/${workdayId}/day-off`,
        method: 'POST',
        body: { forDate } satisfies GiveDayOffBody,
        headers: keyed(idempotencyKey),
      }),
      transformResponse: (r: WorkdayResponse) => workdayOf(dataOf(r)),
      invalidatesTags: [TAG],
    }),
    /** Takes a day off given back: the day's schedule returns. */
    withdrawDayOff: build.mutation<Workday, { workdayId: number } & Retryable>({
      query: ({ workdayId, idempotencyKey }) => ({
        url: `${BASE}/workdays/${workdayId}/day-off`,
        method: 'DELETE',
        headers: keyed(idempotencyKey),
      }),
      transformResponse: (r: WorkdayResponse) => workdayOf(dataOf(r)),
      invalidatesTags: [TAG],
    }),
    getTimeEvaluation: build.query<TimeEvaluation, { employeeId?: number; month: string }>({
      query: ({ employeeId, month }) => ({ url: `${BASE}/time-evaluation/${employeeId ? employeeId : 'my'}`, params: { month } }),
      transformResponse: (r: TimeEvaluationResponse) => timeEvaluationOf(dataOf(r)),
      providesTags: [TAG],
    }),
    getTeamTimeEvaluations: build.query<TimeEvaluationList, MonthListArgs>({
      query: ({ month, query }) => ({ url: `${BASE}/time-evaluation/team`, params: { month, ...listParams(query) } }),
      transformResponse: (r: TimeEvaluationList) => timeEvaluationListOf(r),
      providesTags: [TAG],
    }),
    /**
     * The team's month as a server-made file: saved as it arrives, only its name and size enter the store.
     * @notProto a file (CSV or XLSX), not JSON
     */
    exportTeamMonth: build.mutation<{ fileName: string; size: number }, { month: string; format: ExportFormat; search: string }>({
      query: ({ month, format, search }) => ({
        url: `${BASE}/time-evaluation/team/export`,
        params: exportParams(month, format, search),
        responseHandler: async (response: Response) => {
          if (!response.ok) return response.json().catch(() => null);
          const blob = await response.blob();
          const fileName = fileNameOf(response.headers.get('Content-Disposition'), `czas-pracy-${month}.${format}`);
          saveFile(blob, fileName);
          return { fileName, size: blob.size };
        },
      }),
    }),
    /** The terms holding today, with every row of their history. */
    getEmployeeTerms: build.query<EmployeeTermsWithHistory, number>({
      query: (employeeId) => ({ url: `${BASE}/employee-terms/${employeeId}` }),
      transformResponse: (r: EmployeeTermsResponse) => termsWithHistoryOf(r),
      providesTags: [TAG],
    }),
    /**
     * HR and Admin only (the service answers 403 to anyone else). The terms hold from validFrom to
     * validTo and the service cuts what held on those days before; the evaluation follows them.
     */
    updateEmployeeTerms: build.mutation<EmployeeTerms, { employeeId: number; terms: EmployeeTermsChange } & Retryable>({
      query: ({ employeeId, terms, idempotencyKey }) => ({
        url: `${BASE}/employee-terms/${employeeId}`,
        method: 'PUT',
        body: terms satisfies EmployeeTermsChange,
        headers: keyed(idempotencyKey),
      }),
      transformResponse: (r: EmployeeTermsResponse) => employeeTermsOf(dataOf(r)),
      invalidatesTags: [TAG],
    }),
    getAttendances: build.query<AttendanceList, AttendanceArgs>({
      query: ({ kind, date, query, status }) => ({ url: `${BASE}/attendances/${kind}`, params: { date, ...listParams(query), status } }),
      transformResponse: (r: AttendanceList) => attendanceListOf(r),
      providesTags: [TAG],
    }),
    /** The month's duties: the caller's own, the team's, or (with employeeId) one person's of the team. */
    getOnCall: build.query<OnCallList, MonthListArgs & { kind: 'my' | 'team'; employeeId?: number }>({
      query: ({ kind, month, query, employeeId }) => ({
        url: `${BASE}/on-call/${kind}`,
        params: { month, ...listParams(query), 'employee-id': employeeId },
      }),
      transformResponse: (r: OnCallList) => onCallListOf(r),
      providesTags: [TAG, ON_CALL],
    }),
    /**
     * A supervisor plans a duty for one of their team (art. 151⁵). Refused when it leaves less rest
     * than §2 allows (on-call.rest, with the breaches), falls in a shift of the schedule, overlaps
     * another duty or starts in the past.
     */
    planOnCall: build.mutation<OnCallDuty, OnCallPlan>({
      query: (plan) => ({ url: `${BASE}/on-call/team`, method: 'POST', body: plan satisfies OnCallPlan }),
      transformResponse: (r: OnCallResponse) => dutyOf(dataOf(r)),
      invalidatesTags: [ON_CALL],
    }),
    /** Only a duty not yet begun and without interventions goes (else on-call.begun). */
    removeOnCall: build.mutation<OnCallDuty, number>({
      query: (dutyId) => ({ url: `${BASE}/on-call/${dutyId}`, method: 'DELETE' }),
      transformResponse: (r: OnCallResponse) => dutyOf(dataOf(r)),
      invalidatesTags: [ON_CALL],
    }),
    /** The people the caller plans for, a page at a time by name, each with the month's plan and its breaches. */
    getTeamSchedules: build.query<ScheduleList, TeamSchedulesArgs>({
      query: ({ month, search, page, pageSize }) => ({
        url: `${BASE}/schedules/team`,
        params: { month, search: search || undefined, page, 'page-size': pageSize },
      }),
      transformResponse: (r: ScheduleList) => scheduleListOf(r),
      providesTags: [SCHEDULES],
    }),
    /** The signed-in employee's published schedule of the month, with what changed after publishing. */
    getMySchedule: build.query<PersonSchedule, string>({
      query: (month) => ({ url: `${BASE}/schedules/my`, params: { month } }),
      transformResponse: (r: PersonScheduleResponse) => personScheduleOf(dataOf(r)),
      providesTags: [SCHEDULES],
    }),
    /** Each day sent replaces that day of the plan (kind '' clears it); the answer is the person's month, checked again. */
    savePlan: build.mutation<PersonSchedule, { employeeId: number; month: string; days: PlannedDayDraft[] }>({
      query: ({ employeeId, month, days }) => ({
        url: `${BASE}/schedules/${employeeId}`,
        method: 'PUT',
        body: { month, days } satisfies SavePlanBody,
      }),
      transformResponse: (r: PersonScheduleResponse) => personScheduleOf(dataOf(r)),
      invalidatesTags: [SCHEDULES],
    }),
    /** A week or a rotation copied over the month (or its from…to); holidays stay free unless asked otherwise. */
    copyPattern: build.mutation<PersonSchedule, { employeeId: number } & CopyPatternBody & Retryable>({
      query: ({ employeeId, idempotencyKey, ...pattern }) => ({
        url: `${BASE}/schedules/${employeeId}/copy`,
        method: 'POST',
        body: pattern satisfies CopyPatternBody,
        headers: keyed(idempotencyKey),
      }),
      transformResponse: (r: PersonScheduleResponse) => personScheduleOf(dataOf(r)),
      invalidatesTags: [SCHEDULES],
    }),
    /**
     * The plan becomes the schedule the employee sees and the evaluation measures against, so the
     * workdays are read again too. Refused while the plan breaks a rule (plan.breaches) or too
     * late for a first publishing (plan.notice); a republished month takes a reason.
     */
    publishSchedule: build.mutation<PersonSchedule, { employeeId: number } & PublishScheduleBody & Retryable>({
      query: ({ employeeId, month, reason, idempotencyKey }) => ({
        url: `${BASE}/schedules/${employeeId}/publish`,
        method: 'POST',
        body: { month, reason } satisfies PublishScheduleBody,
        headers: keyed(idempotencyKey),
      }),
      transformResponse: (r: PersonScheduleResponse) => personScheduleOf(dataOf(r)),
      invalidatesTags: [SCHEDULES, TAG],
    }),
    getShiftTemplates: build.query<ShiftTemplateList, void>({
      query: () => ({ url: `${BASE}/shift-templates` }),
      transformResponse: (r: ShiftTemplateList) => shiftTemplateListOf(r),
      providesTags: [SHIFT_TEMPLATES],
    }),
    /** Answers every template, the new one with them. */
    saveShiftTemplate: build.mutation<ShiftTemplateList, ShiftTemplateDraft>({
      query: (template) => ({ url: `${BASE}/shift-templates`, method: 'POST', body: template satisfies ShiftTemplateDraft }),
      transformResponse: (r: ShiftTemplateList) => shiftTemplateListOf(r),
      invalidatesTags: [SHIFT_TEMPLATES],
    }),
    /** Days already planned from the template keep their hours. */
    deleteShiftTemplate: build.mutation<ShiftTemplateList, number>({
      query: (templateId) => ({ url: `${BASE}/shift-templates/${templateId}`, method: 'DELETE' }),
      transformResponse: (r: ShiftTemplateList) => shiftTemplateListOf(r),
      invalidatesTags: [SHIFT_TEMPLATES],
    }),
  }),
});

export const {
  useGetCurrentWorkdayQuery,
  useRecordClockActionMutation,
  useGetWorkdaysQuery,
  useGetCalendarQuery,
  useLockMonthMutation,
  useGetWorkdayQuery,
  useAddRecordMutation,
  useUpdateRecordMutation,
  useRemoveRecordMutation,
  useApproveTimeMutation,
  useGiveDayOffMutation,
  useWithdrawDayOffMutation,
  useGetTimeEvaluationQuery,
  useGetTeamTimeEvaluationsQuery,
  useExportTeamMonthMutation,
  useGetEmployeeTermsQuery,
  useUpdateEmployeeTermsMutation,
  useGetAttendancesQuery,
  useGetOnCallQuery,
  usePlanOnCallMutation,
  useRemoveOnCallMutation,
  useGetTeamSchedulesQuery,
  useGetMyScheduleQuery,
  useSavePlanMutation,
  useCopyPatternMutation,
  usePublishScheduleMutation,
  useGetShiftTemplatesQuery,
  useSaveShiftTemplateMutation,
  useDeleteShiftTemplateMutation,
} = workTimesApi;

interface ScheduleAnswer {
  dispatch: (action: ReturnType<typeof workTimesApi.util.updateQueryData<'getTeamSchedules'>>) => unknown;
  getState: () => Parameters<typeof workTimesApi.util.selectCachedArgsForQuery>[0];
  queryFulfilled: Promise<{ data: PersonSchedule }>;
}

/**
 * A person's month as a save, copy or publish answered it, at once in every team list of that
 * month already loaded: the grid shows the new breaches without waiting for the refetch the tag asks for.
 */
async function showAnsweredSchedule({ dispatch, getState, queryFulfilled }: ScheduleAnswer): Promise<void> {
  const schedule = await queryFulfilled.then(
    ({ data }) => data,
    () => null,
  );
  if (!schedule) return;
  for (const args of workTimesApi.util.selectCachedArgsForQuery(getState(), 'getTeamSchedules')) {
    if (args.month !== schedule.month) continue;
    dispatch(
      workTimesApi.util.updateQueryData('getTeamSchedules', args, (list) => {
        const index = list.data.findIndex((p) => p.employeeId === schedule.employeeId);
        if (index >= 0) list.data[index] = schedule;
      }),
    );
  }
}

// Added once the endpoints are typed: the lifecycle reads the API's own cache.
workTimesApi.enhanceEndpoints({
  endpoints: {
    savePlan: { onQueryStarted: (_, lifecycle) => showAnsweredSchedule(lifecycle) },
    copyPattern: { onQueryStarted: (_, lifecycle) => showAnsweredSchedule(lifecycle) },
    publishSchedule: { onQueryStarted: (_, lifecycle) => showAnsweredSchedule(lifecycle) },
  },
});
