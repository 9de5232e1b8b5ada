import { api } from '../../lib/api';

/**
 * A person of the directory as the pickers show them (a part of kadry.absences.v1.Employee).
 * @proto kadry.absences.v1.Employee
 */
export interface TeamMember {
  employeeId: number;
  fullName: string;
  sapNumber: string;
  position: string;
}

/** @proto kadry.absences.v1.EmployeeList */
export interface TeamMemberList {
  total: number;
  data: TeamMember[];
}

/** The criteria of POST employees/search the pickers send. @proto kadry.absences.v1.SearchEmployeesRequest */
export interface TeamMemberSearch {
  supervisorId?: number;
  wholeTeam?: boolean;
  /** The caller's colleagues: everyone who shares the caller's supervisor, the caller too. */
  colleagues?: boolean;
  search: string;
  pageSize: number;
  sort: string[];
}

export interface TeamMembersArgs {
  supervisorId: number;
  search?: string;
}

/** One page of a picker's list: what is typed narrows it on the server, which knows everyone. */
const PICKER_PAGE = { pageSize: 50, sort: ['full-name'] };

/**
 * Everyone below a supervisor (`wholeTeam`): the new request on someone's behalf, the team
 * calendar's filter, the team's substitutions. The caller's colleagues: a substitute.
 */
export const teamMembersApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchTeamMembers: build.query<TeamMember[], TeamMembersArgs>({
      query: ({ supervisorId, search }) => ({
        url: 'absences/api/employees/search',
        method: 'POST',
        body: { supervisorId, wholeTeam: true, search: search ?? '', ...PICKER_PAGE } satisfies TeamMemberSearch,
      }),
      transformResponse: (r: TeamMemberList) => r.data,
      providesTags: ['Employee'],
    }),
    searchColleagues: build.query<TeamMember[], string>({
      query: (search) => ({
        url: 'absences/api/employees/search',
        method: 'POST',
        body: { colleagues: true, search, ...PICKER_PAGE } satisfies TeamMemberSearch,
      }),
      transformResponse: (r: TeamMemberList) => r.data,
      providesTags: ['Employee'],
    }),
  }),
});

export const { useSearchTeamMembersQuery, useSearchColleaguesQuery } = teamMembersApi;
