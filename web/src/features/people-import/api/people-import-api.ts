import { api } from '../../../lib/api';
import { formatDate } from '@shared/dates/format';
import type {
  CorrectEmployeeRecordRequest,
  EmployeeChange,
  EmployeeRecordResponse,
  ImportedPerson,
  ImportedPersonResult,
  ImportPeopleRequest,
  ImportPeopleResponse,
  ReceivedPerson,
} from './types';

/** One person's record as the card correction edits it: ready to be sent back whole. */
export interface EmployeeRecord {
  employeeId: number;
  /** null when the answer held no record (a server that does not have the person's facts). */
  person: ImportedPerson | null;
  changes: EmployeeChange[];
}

const NO_ADDRESS = { street: '', houseNumber: '', flatNumber: '', postalCode: '', city: '' };
/** A revived day back as the yyyy-MM-dd the server takes. */
const day = (d: Date | string) => (d instanceof Date ? formatDate(d) : d);
const span = <T extends { startOn: Date | string; endOn: Date | string }>(s: T) => ({ ...s, startOn: day(s.startOn), endOn: day(s.endOn) });

/** What the server answered, as it is to be sent back: an empty field would clear a stored value. */
function sendable(person: ReceivedPerson): ImportedPerson {
  return { ...person, address: person.address ?? NO_ADDRESS, contracts: person.contracts.map(span), benefits: person.benefits.map(span) };
}

// Preview and apply are one call (docs/people-import.md): `preview` writes nothing. Both are
// sent again as they are after a lost answer: the import is idempotent by SAP number.
export const peopleImportApi = api.injectEndpoints({
  endpoints: (build) => ({
    importPeople: build.mutation<ImportPeopleResponse, ImportPeopleRequest>({
      query: (body) => ({ url: 'absences/api/people-import', method: 'POST', body }),
      invalidatesTags: ['Employee'],
    }),
    getEmployeeRecord: build.query<EmployeeRecord, number>({
      query: (employeeId) => ({ url: `absences/api/employees/${employeeId}/record` }),
      transformResponse: (r: EmployeeRecordResponse, _meta, employeeId) => ({
        employeeId: r.employeeId || employeeId,
        person: r.data ? sendable(r.data) : null,
        changes: r.changes,
      }),
      providesTags: ['Employee'],
    }),
    // The whole record goes back: an empty field clears the stored value, as in an import.
    correctEmployeeRecord: build.mutation<ImportedPersonResult, CorrectEmployeeRecordRequest>({
      query: ({ employeeId, person }) => ({ url: `absences/api/employees/${employeeId}/record`, method: 'PUT', body: person }),
      invalidatesTags: (result) => (result?.outcome === 'refused' ? [] : ['Employee']),
    }),
  }),
});

export const { useImportPeopleMutation, useGetEmployeeRecordQuery, useCorrectEmployeeRecordMutation } = peopleImportApi;
