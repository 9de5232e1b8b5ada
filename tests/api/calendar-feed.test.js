// The calendar feed (docs/calendar-feed.md): a secret address per user, renewed and deleted by
// them; the feed read by an independent iCalendar parser (ical.js, Mozilla's), as a calendar
// application would read it.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import ICAL from 'ical.js';
import { GATEWAY_URL, request } from '../lib/index.js';
import { call, expectProblem, randomWeek, withdraw } from '../lib/absences.js';

const plus = (day, n) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const TOKEN_PATH = /^\/absences\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}$/;

/** The feed at `path`, without any token: { status, contentType, events } with events parsed. */
async function feed(path) {
  const res = await request(`${GATEWAY_URL}${path}`);
  const text = await res.text();
  if (res.status !== 200) return { status: res.status, contentType: res.headers.get('content-type') ?? '', text };
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    return { uid: e.uid, summary: e.summary, description: e.description ?? '', start: e.startDate.toString(), end: e.endDate.toString(), allDay: e.startDate.isDate };
  });
  return { status: 200, contentType: res.headers.get('content-type') ?? '', name: calendar.getFirstPropertyValue('x-wr-calname'), events, text };
}

/** A week of 2027 within the feed's year ahead (it reaches a year past today). */
function weekAhead() {
  const last = plus(new Date().toISOString().slice(0, 10), 300);
  for (;;) {
    const week = randomWeek(2027);
    if (week.to < last) return week;
  }
}

test('my feed: a secret address made, renewed (the old one stops) and deleted; my approved leave by its type, my team\'s by name only', async () => {
  let id = 0;
  try {
    // Jan's leave, approved by his manager.
    let week;
    for (let attempt = 0; attempt < 8 && !id; attempt += 1) {
      week = weekAhead();
      const r = await call('employee', 'POST', '/requests', { requestTypeId: 1, fromDate: week.from, toDate: week.to, comment: 'Wyjazd; góry, "Tatry"' });
      if (r.status === 409) continue;
      assert.equal(r.status, 200, JSON.stringify(r.body));
      id = r.body.data.id;
    }
    assert.ok(id, 'a request filed');
    assert.equal((await call('manager', 'POST', `/requests/${id}/approve`, {})).status, 200);

    const made = await call('employee', 'POST', '/calendar-feed/renew', {});
    assert.equal(made.status, 200, JSON.stringify(made.body));
    assert.match(made.body.path, TOKEN_PATH);
    assert.equal(made.body.exists, true);
    // The address is shown once: reading the settings says only that it exists.
    const settings = await call('employee', 'GET', '/calendar-feed');
    assert.deepEqual([settings.body.exists, settings.body.path], [true, '']);

    const mine = await feed(made.body.path);
    assert.equal(mine.status, 200, mine.text);
    assert.match(mine.contentType, /^text\/calendar/);
    assert.equal(mine.name, 'Kadry – nieobecności');
    const leave = mine.events.find((e) => e.uid === `request-${id}@kadry`);
    assert.ok(leave, `the leave is in the feed: ${mine.events.map((e) => e.uid).join(' ')}`);
    // All-day, from the first day to the day after the last (RFC 5545 §3.6.1).
    assert.deepEqual([leave.summary, leave.start, leave.end, leave.allDay], ['Urlop wypoczynkowy', week.from, plus(week.to, 1), true]);
    // Every line of the file is at most 75 octets and ends with CRLF (§3.1).
    for (const line of mine.text.split('\r\n')) assert.ok(Buffer.byteLength(line) <= 75, line);
    assert.ok(!/[^\r]\n/.test(mine.text), 'bare line feeds');

    // The manager's feed shows Jan away, and not why.
    const managers = await call('manager', 'POST', '/calendar-feed/renew', {});
    const team = await feed(managers.body.path);
    const away = team.events.find((e) => e.uid === `team-request-${id}@kadry`);
    assert.ok(away, 'the team member is in the supervisor\'s feed');
    assert.equal(away.summary, 'Nieobecność: Jan Kowalski');
    assert.ok(!/Urlop|UW\//.test(`${away.summary} ${away.description}`), JSON.stringify(away));
    assert.ok(!team.events.some((e) => e.uid === `request-${id}@kadry`), 'not as the manager\'s own');
    // In the reader's language when the address asks for one (the Settings page adds it).
    const english = await feed(`${managers.body.path}?lang=en`);
    assert.equal(english.name, 'Kadry – absences');
    assert.equal(english.events.find((e) => e.uid === `team-request-${id}@kadry`)?.summary, 'Away: Jan Kowalski');
    const ukrainian = await feed(`${made.body.path}?lang=uk`);
    assert.equal(ukrainian.events.find((e) => e.uid === `request-${id}@kadry`)?.summary, 'Щорічна відпустка');

    // Renewed: the old address is gone, the new one works.
    const renewed = await call('employee', 'POST', '/calendar-feed/renew', {});
    assert.notEqual(renewed.body.path, made.body.path);
    const old = await feed(made.body.path);
    assert.equal(old.status, 404);
    assert.match(old.contentType, /^application\/problem\+json/);
    assert.equal((await feed(renewed.body.path)).status, 200);

    // Deleted: no address works; a made-up one never did.
    assert.equal((await call('employee', 'DELETE', '/calendar-feed')).status, 204);
    assert.equal((await feed(renewed.body.path)).status, 404);
    assert.equal((await call('employee', 'GET', '/calendar-feed')).body.exists, false);
    assert.equal((await feed(`/absences/api/calendar-feeds/${'A'.repeat(43)}`)).status, 404);
    assert.equal((await feed('/absences/api/calendar-feeds/..%2F..%2Fetc')).status, 404);
    await call('manager', 'DELETE', '/calendar-feed');
  } finally {
    if (id) await withdraw(id);
  }
});

test('the feed needs no token, and a token does not open anyone else\'s feed', async () => {
  const made = await call('hr', 'POST', '/calendar-feed/renew', {});
  assert.equal(made.status, 200, JSON.stringify(made.body));
  const res = await request(`${GATEWAY_URL}${made.body.path}`, { bearer: 'not-a-token' });
  assert.equal(res.status, 200, 'a bearer header is ignored, not refused');
  expectProblem(await call('hr', 'GET', '/calendar-feeds/x'), 404, 'a short secret');
  await call('hr', 'DELETE', '/calendar-feed');
});
