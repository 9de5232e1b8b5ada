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
  supervisorId: number;
  wholeTeam: boolean;
  search: string;
  pageSize: number;
  sort: string[];
}

export interface TeamMembersArgs {
  supervisorId: number;
  search?: string;
}

/** Everyone below a supervisor (`wholeTeam`): the new request on someone's behalf, the team calendar's filter. */
export const teamMembersApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchTeamMembers: build.query<TeamMember[], TeamMembersArgs>({
      query: ({ supervisorId, search }) => ({
        url: 'absences/api/employees/search',
        method: 'POST',
        body: { supervisorId, wholeTeam: true, search: search ?? '', pageSize: 50, sort: ['full-name'] } satisfies TeamMemberSearch,
      }),
      transformResponse: (r: TeamMemberList) => r.data,
      providesTags: ['Employee'],
    }),
  }),
});

export const { useSearchTeamMembersQuery } = teamMembersApi;
