import { api } from '../../../lib/api';
import type { ImportPeopleRequest, ImportPeopleResponse } from './types';

// Preview and apply are one call (docs/people-import.md): `preview` writes nothing. Both are
// sent again as they are after a lost answer: the import is idempotent by SAP number.
export const peopleImportApi = api.injectEndpoints({
  endpoints: (build) => ({
    importPeople: build.mutation<ImportPeopleResponse, ImportPeopleRequest>({
      query: (body) => ({ url: 'absences/api/people-import', method: 'POST', body }),
    }),
  }),
});

export const { useImportPeopleMutation } = peopleImportApi;
