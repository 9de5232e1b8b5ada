import { describe, expect, it } from 'vitest';
import { toQueryString } from '../../../lib/query-string';
import { agreementListParams } from '../agreements-api';

describe('agreement list query (docs/architecture.md §3)', () => {
  it('sends paging, the kebab-case sort with a minus for descending, the search and the repeated status ids', () => {
    const q = toQueryString(
      agreementListParams({
        query: { page: 2, pageSize: 25, sort: ['-submittedAt', 'employeeFullName'], search: 'Kow' },
        statusIds: [1, 2],
      }),
    );
    expect(q).toBe('page=2&page-size=25&sort=-submitted-at&sort=employee-full-name&search=Kow&status-ids=1&status-ids=2');
  });
  it('leaves the status out when every status is wanted', () => {
    expect(toQueryString(agreementListParams({ query: { page: 1, pageSize: 10, sort: [], search: '' }, statusIds: [] }))).toBe(
      'page=1&page-size=10',
    );
  });
});
