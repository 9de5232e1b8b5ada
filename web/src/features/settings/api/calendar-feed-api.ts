import { api } from '../../../lib/api';
import { newIdempotencyKey } from '../../../lib/idempotency';

const FEED = 'absences/api/calendar-feed';

/**
 * The user's calendar feed address (docs/calendar-feed.md): whether one exists and since when.
 * `path` ("/absences/api/calendar-feeds/<secret>") is set only in the answer of renew: the
 * service keeps only the secret's hash, so the address cannot be shown again.
 * @proto kadry.absences.v1.CalendarFeedInfo
 */
export interface CalendarFeedInfo {
  exists: boolean;
  /** '' while no address exists. */
  createdAt: Date | string;
  /** '' except in the answer of renew. */
  path: string;
}

/** The body of renew: nothing. @proto kadry.absences.v1.Empty */
export type CalendarFeedRenewBody = Record<string, never>;

/** What DELETE answers: nothing (204). @proto kadry.absences.v1.Empty */
export type CalendarFeedDeleted = Record<string, never>;

/** The state the settings show once the address is gone. */
const NO_FEED: CalendarFeedInfo = { exists: false, createdAt: '', path: '' };

export const calendarFeedApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyCalendarFeed: build.query<CalendarFeedInfo, void>({
      query: () => ({ url: FEED }),
    }),
    /** Makes a new address; the old one, if any, stops working at once. Only this answer holds the path. */
    renewMyCalendarFeed: build.mutation<CalendarFeedInfo, void>({
      query: () => ({
        url: `${FEED}/renew`,
        method: 'POST',
        body: {} satisfies CalendarFeedRenewBody,
        headers: { 'Idempotency-Key': newIdempotencyKey() },
      }),
      // The cached state learns "exists, since when" from the answer (no second GET), never the path.
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(calendarFeedApi.util.upsertQueryData('getMyCalendarFeed', undefined, { ...data, path: '' }));
        } catch {
          // Refused: the screen shows the problem; the state is as it was.
        }
      },
    }),
    deleteMyCalendarFeed: build.mutation<CalendarFeedDeleted, void>({
      query: () => ({ url: FEED, method: 'DELETE', headers: { 'Idempotency-Key': newIdempotencyKey() } }),
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(calendarFeedApi.util.upsertQueryData('getMyCalendarFeed', undefined, NO_FEED));
        } catch {
          // Refused: the screen shows the problem; the address still works.
        }
      },
    }),
  }),
});

export const { useGetMyCalendarFeedQuery, useRenewMyCalendarFeedMutation, useDeleteMyCalendarFeedMutation } = calendarFeedApi;

/**
 * The address a calendar application subscribes to: the feed's path under the base URL the app
 * sends its calls to, joined as lib/api.ts joins a call's URL (so a gateway under a path prefix
 * keeps it), with the user's language, in which the feed names its events.
 */
export function feedAddress(apiBaseUrl: string, path: string, language: string): string {
  const url = new URL(path.replace(/^\//, ''), apiBaseUrl);
  url.searchParams.set('lang', language);
  return url.href;
}
