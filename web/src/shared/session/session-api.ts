import { api, dataOf } from '../../lib/api';
import type { ApiConfigurationAnswer } from '../config/config-slice';
import type { ApplicationRole, Language } from './types';

export interface ApplicationConfiguration {
  roles: ApplicationRole[];
  languages: Language[];
}

export interface SelfProfile {
  userId: number;
  username?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  languageId: number;
}

/** @proto kadry.absences.v1.Address */
export interface Address {
  street: string;
  houseNumber: string;
  flatNumber: string;
  postalCode: string;
  city: string;
}

/**
 * Employee record fields the app reads (docs/product.md §3); the absences service owns the rest.
 * @proto kadry.absences.v1.Employee
 */
export interface EmployeeRecord {
  employeeId: number;
  firstName: string;
  lastName: string;
  fullName: string;
  position: string;
  genderId: number;
  hrAreaId: number;
  employmentSubGroupId: number;
  /** "" at the top of the organisation. */
  supervisorFullName: string;
  companyEmail: string;
  privateEmail: string;
  privatePhoneNumber: string;
  companyPhoneNumber: string;
  address?: Address;
}

/** @proto kadry.absences.v1.EmployeeResponse */
export interface EmployeeResponse {
  data?: EmployeeRecord;
}

/** @proto kadry.absences.v1.AbilitiesResponse */
export interface AbilitiesResponse {
  abilities: string[];
  /** hasAccessTo... flags as the server decides them (every signed-in user has bonus declarations). */
  accessFlags: Record<string, boolean>;
  hrAreaId: number;
}

/** Answers come either bare or wrapped in `{ data }`. */
const unwrap = <T>(r: unknown): T => ((r as { data?: T })?.data ?? r) as T;

export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** @notProto the identity provider's own REST API (services/identity/http/idp_api.cc), not transcoded */
    getApplicationConfiguration: build.query<ApplicationConfiguration, number>({
      query: (applicationId) => ({ service: 'identity', url: `api/v1/applications/${applicationId}/configuration` }),
      transformResponse: (r) => unwrap<ApplicationConfiguration>(r),
    }),
    /** @notProto the identity provider's own REST API (services/identity/http/idp_api.cc), not transcoded */
    getSelfProfile: build.query<SelfProfile, void>({
      query: () => ({ service: 'identity', url: 'api/v1/self-manage/profile' }),
      transformResponse: (r) => unwrap<SelfProfile>(r),
      providesTags: ['Profile'],
    }),
    /** @notProto the identity provider's own REST API (services/identity/http/idp_api.cc), not transcoded */
    updateSelfProfile: build.mutation<SelfProfile, { languageId: number }>({
      query: (body) => ({ service: 'identity', url: 'api/v1/self-manage/profile', method: 'PUT', body }),
      transformResponse: (r) => unwrap<SelfProfile>(r),
    }),
    /** @notProto the gateway's own answer (GET /api/configuration), no RPC behind it */
    getApiConfiguration: build.query<ApiConfigurationAnswer, void>({
      query: () => ({ url: 'api/configuration' }),
    }),
    getEmployee: build.query<EmployeeRecord, number>({
      query: (id) => ({ url: `absences/api/employees/${id}` }),
      transformResponse: (r: EmployeeResponse) => dataOf(r),
      providesTags: ['Employee'],
    }),
    getEmployeeAbilities: build.query<AbilitiesResponse, number>({
      query: (id) => ({ url: `absences/api/employees/${id}/abilities` }),
    }),
  }),
});

export const {
  useGetApplicationConfigurationQuery,
  useGetSelfProfileQuery,
  useGetApiConfigurationQuery,
  useGetEmployeeQuery,
  useGetEmployeeAbilitiesQuery,
  useUpdateSelfProfileMutation,
} = sessionApi;
