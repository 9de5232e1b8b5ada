import type { TFunction } from 'i18next';
import { api } from '../../lib/api';

/**
 * The request types and what each asks for: shared, since the requests feature files and lists
 * requests of them and the substitutions feature shows the requests a substitute decides.
 * Each type names the message it mirrors (docs/decisions/0005-web-api-types.md).
 */

/** @proto kadry.absences.v1.RequestType */
export interface RequestType {
  requestTypeId: number;
  code: string;
  name: string;
  inHours: boolean;
  needsReason: boolean;
  needsPurpose: boolean;
  needsAddress: boolean;
  mayStartToday: boolean;
  hasLimit: boolean;
  isHomeOffice: boolean;
  /** The first day such a request may start today (the server's rule, art. 148¹ for force majeure). */
  earliestFromDate: string;
}

/** @proto kadry.absences.v1.RequestTypeList */
export interface RequestTypeList {
  total: number;
  data: RequestType[];
}

/**
 * Away from work for whole days (leave, care, force majeure in days): not hours off, and not
 * remote work, which is work. The services' `IsFullDayAbsence` (domain/request_types.h).
 */
export const isFullDayAbsence = (type: Pick<RequestType, 'inHours' | 'isHomeOffice'>) => !type.inHours && !type.isHomeOffice;

/** Request type names are translated by code; an unknown code keeps the server's name. */
export function requestTypeName(t: TFunction, code: string | undefined, fallback: string): string {
  return code ? t(`requests.types.${code}`, { defaultValue: fallback }) : fallback;
}

export const requestTypesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRequestTypes: build.query<RequestType[], void>({
      query: () => ({ url: 'absences/api/request-types' }),
      transformResponse: (r: RequestTypeList) => r.data,
    }),
  }),
});

export const { useGetRequestTypesQuery } = requestTypesApi;
