import { api, dataOf } from '../../../lib/api';

/**
 * The signed-in user's notifications (kadry.notifications.v1): what waits for them or what
 * happened to their requests, shown by the bell in the top bar. Each type names the message it
 * mirrors (docs/decisions/0005-web-api-types.md).
 */

/** @proto kadry.notifications.v1.Notification */
export interface Notification {
  /** An int64: proto3 JSON prints it as a string. */
  id: string;
  /** What happened: leave.filed, leave.approved, ...; the text is the app's, in the reader's language. */
  kind: string;
  /** The values the kind's text is filled with (requestNo, employeeFullName, fromDate, ...). */
  params: Record<string, string>;
  /** The app's path to open, e.g. "/leave-requests/team/17". */
  link: string;
  occurredAt: Date | string;
  /** '' while unread. */
  readAt: Date | string;
}

/** @proto kadry.notifications.v1.NotificationList */
export interface NotificationList {
  total: number;
  totalCapped: boolean;
  /** Newest first. */
  data: Notification[];
  /** The caller's unread notifications, all of them (not only this page's). */
  unread: number;
}

/** @proto kadry.notifications.v1.UnreadCount */
export interface UnreadCount {
  unread: number;
}

/** @proto kadry.notifications.v1.NotificationResponse */
export interface NotificationResponse {
  data?: Notification;
}

/** The body of mark-read: nothing, the id is in the path. @proto kadry.notifications.v1.NotificationRef */
export type MarkNotificationReadBody = Record<string, never>;

/** The body of mark-all-read: nothing. @proto kadry.notifications.v1.UnreadCountRequest */
export type MarkAllNotificationsReadBody = Record<string, never>;

const NOTIFICATIONS = 'notifications/api/notifications';

/** How many of the newest notifications the bell shows. */
export const BELL_PAGE_SIZE = 10;

/** The gateway prints every scalar, but a proto3 JSON printer may leave zeros out: a missing count is 0. */
const unreadOf = (answer: Partial<UnreadCount>) => answer.unread ?? 0;

/** A notification with the fields a proto3 JSON printer may leave out when empty filled in. */
function withOmittedFieldsFilled(n: Notification): Notification {
  return { ...n, params: n.params ?? {}, link: n.link ?? '', readAt: n.readAt ?? '' };
}

export const notificationsApi = api.enhanceEndpoints({ addTagTypes: ['Notification'] }).injectEndpoints({
  endpoints: (build) => ({
    getMyUnreadNotificationCount: build.query<number, void>({
      query: () => ({ url: `${NOTIFICATIONS}/my/unread-count` }),
      transformResponse: (r: UnreadCount) => unreadOf(r),
      providesTags: ['Notification'],
    }),
    getMyLatestNotifications: build.query<NotificationList, void>({
      query: () => ({ url: `${NOTIFICATIONS}/my`, params: { page: 1, 'page-size': BELL_PAGE_SIZE } }),
      transformResponse: (r: NotificationList) => ({
        total: r.total ?? 0,
        totalCapped: r.totalCapped ?? false,
        data: (r.data ?? []).map(withOmittedFieldsFilled),
        unread: unreadOf(r),
      }),
      providesTags: ['Notification'],
    }),
    // Marking read is idempotent on the server (a second call changes nothing): no Idempotency-Key.
    markNotificationRead: build.mutation<Notification, string>({
      query: (id) => ({
        url: `${NOTIFICATIONS}/${encodeURIComponent(id)}/read`,
        method: 'POST',
        body: {} satisfies MarkNotificationReadBody,
      }),
      transformResponse: (r: NotificationResponse) => withOmittedFieldsFilled(dataOf(r)),
      invalidatesTags: ['Notification'],
    }),
    markAllNotificationsRead: build.mutation<number, void>({
      query: () => ({ url: `${NOTIFICATIONS}/my/read-all`, method: 'POST', body: {} satisfies MarkAllNotificationsReadBody }),
      transformResponse: (r: UnreadCount) => unreadOf(r),
      invalidatesTags: ['Notification'],
    }),
  }),
});

export const {
  useGetMyUnreadNotificationCountQuery,
  useGetMyLatestNotificationsQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
} = notificationsApi;

/** Whether a notification is still unread (its readAt is '' or absent). */
export const isUnread = (n: Pick<Notification, 'readAt'>) => !n.readAt;
