import { api } from '../../lib/api';
import type { ApiConfiguration } from '../config/config-slice';
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

export interface Address {
  street?: string | null;
  houseNumber?: string | null;
  flatNumber?: string | null;
  postalCode?: string | null;
  city?: string | null;
}

/** Employee record fields the app reads (docs/product.md §3); the absences service owns the rest. */
export interface EmployeeRecord {
  employeeId?: number;
  firstName?: string;
  lastName?: string;
  fullName?: string;
  username?: string;
  position?: string | null;
  genderId?: number;
  hrAreaId?: number;
  employmentSubGroupId?: number;
  companyEmail?: string | null;
  privateEmail?: string | null;
  privatePhoneNumber?: string | null;
  companyPhoneNumber?: string | null;
  address?: Address | null;
}

/** Answers come either bare or wrapped in `{ data }`. */
const unwrap = <T>(r: unknown): T => ((r as { data?: T })?.data ?? r) as T;

export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getApplicationConfiguration: build.query<ApplicationConfiguration, number>({
      query: (applicationId) => ({ service: 'identity', url: `api/v1/applications/${applicationId}/configuration` }),
      transformResponse: (r) => unwrap<ApplicationConfiguration>(r),
    }),
    getSelfProfile: build.query<SelfProfile, void>({
      query: () => ({ service: 'identity', url: 'api/v1/self-manage/profile' }),
      transformResponse: (r) => unwrap<SelfProfile>(r),
      providesTags: ['Profile'],
    }),
    updateSelfProfile: build.mutation<SelfProfile, { languageId: number }>({
      query: (body) => ({ service: 'identity', url: 'api/v1/self-manage/profile', method: 'PUT', body }),
      transformResponse: (r) => unwrap<SelfProfile>(r),
    }),
    getApiConfiguration: build.query<ApiConfiguration, void>({
      query: () => ({ url: 'api/configuration' }),
    }),
    getEmployee: build.query<EmployeeRecord, number>({
      query: (id) => ({ url: `absences/api/employees/${id}` }),
      transformResponse: (r) => unwrap<EmployeeRecord>(r),
      providesTags: ['Employee'],
    }),
    getEmployeeAbilities: build.query<{ abilities: string[] }, number>({
      query: (id) => ({ url: `absences/api/employees/${id}/abilities` }),
      transformResponse: (r) => unwrap<{ abilities: string[] }>(r),
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
