// The signed-in user's notifications (docs/notifications.md), as the bell reads them.

import assert from 'node:assert/strict';
import { GATEWAY_URL } from './env.js';
import { callAt } from './absences.js';

export const NOTIFICATIONS = `${GATEWAY_URL}/notifications/api/notifications`;

/** The latest 50 notifications of `username`. */
export async function notificationsOf(username) {
  const r = await callAt(NOTIFICATIONS, username, 'GET', '/my?page-size=50');
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body.data ?? [];
}

/** Polls `username`'s notifications until one satisfies `match` (a relay publishes each second); undefined after the timeout. */
export async function awaitNotification(username, match, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = (await notificationsOf(username)).find(match);
    if (found || Date.now() > until) return found;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}
