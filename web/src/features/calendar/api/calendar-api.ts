import { api } from '../../../lib/api';

/** One entry of a calendar: a request, a public holiday or a timesheet day. */
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
  /** Hours off: 'HH:mm' they begin and end; absent or empty for requests in days. */
  startTime?: string;
  endTime?: string;
}

/** docs/product.md §3 "Timesheet row"; work times in seconds. */
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

const BASE = 'absences/api';

export const calendarApi = api.enhanceEndpoints({ addTagTypes: ['Request'] }).injectEndpoints({
  endpoints: (build) => ({
    getCalendar: build.query<CalendarEvent[], { scope: 'my' | 'team'; dateFrom: string; dateTo: string; requestTypeIds?: number[]; employeeIds?: number[] }>({
      query: ({ scope, dateFrom, dateTo, requestTypeIds, employeeIds }) => ({
        url: `${BASE}/calendar/${scope}`,
        params: { 'date-from': dateFrom, 'date-to': dateTo, 'request-type-ids': requestTypeIds ?? [], 'employee-ids': employeeIds ?? [] },
      }),
      transformResponse: (r: { data: CalendarEvent[] }) => r.data,
      providesTags: ['Request'],
    }),
    getTimesheets: build.query<TimesheetRow[], { employeeId: number; dateFrom: string; dateTo: string }>({
      query: ({ employeeId, dateFrom, dateTo }) => ({
        url: `${BASE}/employees/${employeeId}/timesheets`,
        method: 'POST',
        body: { dateFrom, dateTo },
      }),
      transformResponse: (r: { data: TimesheetRow[] }) => r.data,
    }),
  }),
});

export const { useGetCalendarQuery, useGetTimesheetsQuery } = calendarApi;
