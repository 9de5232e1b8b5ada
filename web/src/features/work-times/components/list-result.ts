import { useTranslation } from 'react-i18next';
import { problemText } from './problem-alert';

/** What a list query answers while it loads, has answered, or has failed (RTK Query's result). */
export interface ListQueryResult<Row> {
  data?: { data: Row[]; total: number };
  isFetching: boolean;
  error?: unknown;
}

/**
 * What a work-times table shows of its query: the page's rows and the total, the loading state
 * only until the first answer (later pages keep the last rows in view), and a failure in the
 * user's language.
 */
export function useListResult<Row>({ data, isFetching, error }: ListQueryResult<Row>) {
  const { t } = useTranslation();
  return {
    rows: data?.data ?? [],
    total: data?.total ?? 0,
    loading: isFetching && !data,
    error: error ? problemText(error, t('workTimes.loadFailed'), t) : undefined,
  };
}
