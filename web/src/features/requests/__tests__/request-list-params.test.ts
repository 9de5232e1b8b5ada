import { describe, expect, it } from 'vitest';
import { toQueryString } from '../../../lib/query-string';
import { requestListParams } from '../api/requests-api';
import { EMPTY_FILTER } from '../components/requests-list';

describe('request list query (docs/architecture.md §3)', () => {
  it('sends paging, kebab-case sort with a minus for descending, and repeated filters', () => {
    const q = toQueryString(
      requestListParams({
        query: { page: 2, pageSize: 25, sort: ['-submittedDate', 'applicantFullName'], search: 'Kow' },
        filter: { requestStatusIds: [1, 5], requestTypeIds: [41], dateFrom: '2026-01-01', dateTo: '', processingStatusId: 3 },
      }),
    );
    expect(q).toBe(
      'page=2&page-size=25&sort=-submitted-date&sort=applicant-full-name&search=Kow&request-status-ids=1&request-status-ids=5&request-type-ids=41&date-from=2026-01-01&processing-status-id=3',
    );
  });
  it("asks for every row with page-size=all when the footer's 'All' is chosen", () => {
    const q = toQueryString(requestListParams({ query: { page: 3, pageSize: 'all', sort: [], search: '' }, filter: EMPTY_FILTER }));
    expect(q).toBe('page=3&page-size=all');
  });
});
