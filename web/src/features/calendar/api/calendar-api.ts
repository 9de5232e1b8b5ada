import { api } from '../../../lib/api';

/**
 * One entry of a calendar: a request, a public holiday or a timesheet day.
 * @proto kadry.absences.v1.CalendarEvent
 */
export interface CalendarEvent {
  kind: 'request' | 'holiday' | 'timesheet';
  date: string;
  endDate: string;
  type: string;
  description: string;
  isWorkingDay: boolean;
  employeeId: number;
  employeeFullName: string;
  requestId: number;
  requestNo: string;
  requestStatusId: number;
  requestStatusName: string;
  requestTypeId: number;
  /** Hours off: 'HH:mm' they begin and end; empty for requests in days. */
  startTime: string;
  endTime: string;
}

/**
 * docs/product.md §3 "Timesheet row"; work times in seconds.
 * @proto kadry.absences.v1.TimesheetRow
 */
export interface TimesheetRow {
  workDateOn: Date | string;
  startDateAt: Date | string;
  endDateAt: Date | string;
  workTime: number;
  isCalendarWorkingDay: boolean;
  isTimesheetDayOff: boolean;
  timesheetTypeName: string;
  timesheetTypeDescription: string;
  timesheetAbsenceTypeName: string;
  timesheetAbsenceTypeDescription: string;
}

/** @proto kadry.absences.v1.CalendarResponse */
export interface CalendarResponse {
  total: number;
  data: CalendarEvent[];
}

/** @proto kadry.absences.v1.TimesheetList */
export interface TimesheetList {
  total: number;
  data: TimesheetRow[];
}

/** The body of POST employees/{employeeId}/timesheets. @proto kadry.absences.v1.TimesheetsRequest */
export interface TimesheetsRange {
  dateFrom: string;
  dateTo: string;
}

const BASE = 'absences/api';

export const calendarApi = api.enhanceEndpoints({ addTagTypes: ['Request'] }).injectEndpoints({
  endpoints: (build) => ({
    getRequestCalendar: build.query<
      CalendarEvent[],
      { scope: 'my' | 'team'; dateFrom: string; dateTo: string; requestTypeIds?: number[]; employeeIds?: number[] }
    >({
      query: ({ scope, dateFrom, dateTo, requestTypeIds, employeeIds }) => ({
        url: `${BASE}/calendar/${scope}`,
        params: { 'date-from': dateFrom, 'date-to': dateTo, 'request-type-ids': requestTypeIds ?? [], 'employee-ids': employeeIds ?? [] },
      }),
      transformResponse: (r: CalendarResponse) => r.data,
      providesTags: ['Request'],
    }),
    getTimesheets: build.query<TimesheetRow[], { employeeId: number; dateFrom: string; dateTo: string }>({
      query: ({ employeeId, dateFrom, dateTo }) => ({
        url: `${BASE}/employees/${employeeId}/timesheets`,
        method: 'POST',
        body: { dateFrom, dateTo } satisfies TimesheetsRange,
      }),
      transformResponse: (r: TimesheetList) => r.data,
    }),
  }),
});

export const { useGetRequestCalendarQuery, useGetTimesheetsQuery } = calendarApi;
