// The request lifecycle, conflicts and validation through the gateway (docs/absences-api.md).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { USERS } from '../lib/index.js';
import { call, expectProblem, fileFresh, org, withdraw } from '../lib/absences.js';

const details = async (id, as = 'employee') => {
  const r = await call(as, 'GET', `/requests/${id}`);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body.data;
};
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?[+-]\d{2}:\d{2}$/;
const inList = async (as, list, number) =>
  (await call(as, 'GET', `/requests/${list}?search=${encodeURIComponent(number)}`)).body.data.map((r) => [r.requestNo, r.requestStatusId]);

test('lifecycle: filed, rejected with a comment, filed, cancelled, filed, approved, cancellation refused, cancellation accepted', async () => {
  const { week, data: first } = await fileFresh('employee');
  const cleanup = [first.id];
  try {
    assert.equal(first.requestStatusId, 1);
    assert.equal(first.employeeId, 1002);
    assert.equal(first.requestTypeId, 1);
    assert.equal(first.numberOfWorkingDays, 3);
    assert.ok(first.number, 'a request number');
    assert.ok(first.allowedActions.includes('cancel'));
    assert.ok(!first.allowedActions.includes('approve'), 'the applicant may not approve');
    // Visible to the applicant and to the manager above, pending.
    assert.deepEqual(await inList('employee', 'my', first.number), [[first.number, 1]]);
    assert.deepEqual(await inList('manager', 'team', first.number), [[first.number, 1]]);
    const forManager = await details(first.id, 'manager');
    assert.ok(forManager.allowedActions.includes('approve') && forManager.allowedActions.includes('reject'), JSON.stringify(forManager.allowedActions));

    // The employee cannot approve their own request.
    expectProblem(await call('employee', 'POST', `/requests/${first.id}/approve`, {}), 403, 'own approve');

    // Rejected with a comment; a decided request is not decided again (wrong state: 400).
    const rejected = await call('manager', 'POST', `/requests/${first.id}/reject`, { comment: 'termin zajęty' });
    assert.equal(rejected.status, 200, JSON.stringify(rejected.body));
    assert.equal(rejected.body.data.requestStatusId, 3);
    assert.equal(rejected.body.data.decisionComment, 'termin zajęty');
    assert.deepEqual(await inList('employee', 'my', first.number), [[first.number, 3]]);
    expectProblem(await call('manager', 'POST', `/requests/${first.id}/approve`, {}), 400, 'approve a rejected request');
    expectProblem(await call('employee', 'POST', `/requests/${first.id}/cancel`, {}), 400, 'cancel a rejected request');

    // Filed again over the same week (a rejected request blocks nothing), cancelled while pending.
    const second = (await call('employee', 'POST', '/requests', { requestTypeId: 1, fromDate: week.from, toDate: week.to })).body.data;
    cleanup.push(second.id);
    assert.equal(second.requestStatusId, 1);
    assert.notEqual(second.number, first.number);
    const cancelled = await call('employee', 'POST', `/requests/${second.id}/cancel`, {});
    assert.equal(cancelled.status, 200);
    assert.equal(cancelled.body.data.requestStatusId, 4);
    expectProblem(await call('manager', 'POST', `/requests/${second.id}/approve`, {}), 400, 'approve a cancelled request');
    expectProblem(await call('employee', 'POST', `/requests/${second.id}/cancellation-request`, {}), 400, 'cancellation of a cancelled request');

    // Filed a third time and approved.
    const third = (await call('employee', 'POST', '/requests', { requestTypeId: 1, fromDate: week.from, toDate: week.to })).body.data;
    cleanup.push(third.id);
    expectProblem(await call('employee', 'POST', `/requests/${third.id}/cancellation-request`, {}), 400, 'cancellation of a pending request');
    expectProblem(await call('manager', 'POST', `/requests/${third.id}/accept-cancellation`, {}), 400, 'accept a cancellation nobody asked for');
    const approved = await call('manager', 'POST', `/requests/${third.id}/approve`, { comment: 'ok' });
    assert.equal(approved.status, 200);
    assert.equal(approved.body.data.requestStatusId, 2);
    assert.deepEqual(await inList('manager', 'team', third.number), [[third.number, 2]]);
    expectProblem(await call('employee', 'POST', `/requests/${third.id}/cancel`, {}), 400, 'plain cancel of an approved request');
    expectProblem(await call('manager', 'POST', `/requests/${third.id}/cancellation-request`, {}), 403, 'the manager asks for cancellation of Jan’s request');

    // Cancellation asked, refused by the manager (back to approved), asked again, accepted.
    const asked = await call('employee', 'POST', `/requests/${third.id}/cancellation-request`, { comment: 'zmiana planów' });
    assert.equal(asked.status, 200);
    assert.equal(asked.body.data.requestStatusId, 5);
    const refused = await call('manager', 'POST', `/requests/${third.id}/reject-cancellation`, {});
    assert.equal(refused.status, 200);
    assert.equal(refused.body.data.requestStatusId, 2);
    assert.equal(refused.body.data.decisionComment, 'rejection of cancellation request', 'the default comment (docs/product.md §4)');
    expectProblem(await call('manager', 'POST', `/requests/${third.id}/reject-cancellation`, {}), 400, 'refuse a cancellation twice');
    assert.equal((await call('employee', 'POST', `/requests/${third.id}/cancellation-request`, {})).body.data.requestStatusId, 5);
    const accepted = await call('manager', 'POST', `/requests/${third.id}/accept-cancellation`, {});
    assert.equal(accepted.status, 200);
    assert.equal(accepted.body.data.requestStatusId, 4);
    assert.deepEqual(await inList('employee', 'my', third.number), [[third.number, 4]]);

    // History: who did what, when, in order.
    const history = (await details(third.id)).history;
    assert.deepEqual(history.map((e) => e.action), ['filed', 'approved', 'cancellation-requested', 'cancellation-rejected', 'cancellation-requested', 'cancellation-accepted']);
    assert.deepEqual(history.map((e) => e.actorId), [1002, 1003, 1002, 1003, 1002, 1003]);
    assert.deepEqual(history.map((e) => e.actorFullName), ['Jan Kowalski', 'Anna Nowak', 'Jan Kowalski', 'Anna Nowak', 'Jan Kowalski', 'Anna Nowak']);
    for (const e of history) assert.match(e.occurredAt, MOMENT);
    const times = history.map((e) => Date.parse(e.occurredAt));
    assert.deepEqual([...times].sort((a, b) => a - b), times, 'in time order');
    assert.ok(Math.abs(times.at(-1) - Date.now()) < 10 * 60_000, 'stamped now');
    assert.equal(history[1].comment, 'ok');
    assert.equal(history[2].comment, 'zmiana planów');
    const firstHistory = (await details(first.id)).history;
    assert.deepEqual(firstHistory.map((e) => [e.action, e.actorId, e.comment ?? '']), [['filed', 1002, ''], ['rejected', 1003, 'termin zajęty']]);
  } finally {
    for (const id of cleanup) await withdraw(id);
  }
});

test('a rejection without a comment records the default text; Admin decides for a request of the manager', async () => {
  const { data: mine } = await fileFresh('manager');
  try {
    // 1003's request is decided above her: Admin (the top). The manager cannot approve her own.
    expectProblem(await call('manager', 'POST', `/requests/${mine.id}/approve`, {}), 403, 'manager approves own');
    const rejected = await call('admin', 'POST', `/requests/${mine.id}/reject`, {});
    assert.equal(rejected.status, 200, JSON.stringify(rejected.body));
    assert.equal(rejected.body.data.requestStatusId, 3);
    assert.equal(rejected.body.data.decisionComment, 'request rejection', 'the default comment (docs/product.md §4)');
  } finally {
    await withdraw(mine.id, 'manager');
  }
});

test('take-over by HR flags the request as handled by HR for everyone who sees it', async () => {
  const { data } = await fileFresh('employee');
  try {
    const taken = await call('hr', 'POST', `/requests/${data.id}/take-over`, {});
    assert.equal(taken.status, 200, JSON.stringify(taken.body));
    assert.equal(taken.body.data.handledByHr, true);
    assert.equal(taken.body.data.handledByHrFullName, USERS.hr.name);
    const row = (await call('manager', 'GET', `/requests/team?search=${encodeURIComponent(data.number)}`)).body.data[0];
    assert.equal(row.handledByHr, true);
    // A request not in the processing-error state cannot be resumed.
    expectProblem(await call('hr', 'POST', `/requests/${data.id}/resume-processing`, {}), 400, 'resume a request that is not in error');
  } finally {
    await withdraw(data.id);
  }
});

// ------------------------------------------------------------------ conflicts

test('an overlap is a 409 problem+json listing the conflicting request; confirming files it and cancels the old one', async () => {
  const { week, data: existing } = await fileFresh('employee');
  let created;
  try {
    const draft = { requestTypeId: 1, fromDate: week.middle, toDate: week.to };
    const overlap = await call('employee', 'POST', '/requests', draft);
    expectProblem(overlap, 409, 'overlap');
    assert.equal(overlap.body.title, 'request period overlaps another request');
    assert.ok(Array.isArray(overlap.body.conflicts), JSON.stringify(overlap.body));
    assert.deepEqual(
      overlap.body.conflicts.map((c) => [c.id, c.requestNo, c.requestTypeId, c.fromDate, c.toDate, c.requestStatusId]),
      [[existing.id, existing.number, 1, week.from, week.to, 1]],
    );
    assert.ok(overlap.body.conflicts[0].requestType, 'the type name for the dialog');
    // The preview shows the same conflict before filing.
    const preview = await call('employee', 'POST', '/requests/preview', draft);
    assert.equal(preview.status, 200);
    assert.deepEqual(preview.body.conflicts.map((c) => c.id), [existing.id]);
    // Nothing was filed by the refused attempt.
    assert.equal((await call('employee', 'GET', `/requests/my?date-from=${week.from}&date-to=${week.to}&request-status-ids=1`)).body.total, 1);
    assert.equal((await details(existing.id)).requestStatusId, 1, 'the existing one is untouched');

    // Confirming with a draft that fails validation changes nothing (one transaction).
    const invalid = await call('employee', 'POST', '/requests', { ...draft, comment: 'x'.repeat(5000), cancelConflicting: true });
    expectProblem(invalid, 400, 'invalid confirmed draft');
    assert.equal((await details(existing.id)).requestStatusId, 1, 'a refused confirmation cancels nothing');

    const confirmed = await call('employee', 'POST', '/requests', { ...draft, cancelConflicting: true });
    assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
    created = confirmed.body.data;
    assert.equal(created.requestStatusId, 1);
    assert.equal(created.numberOfWorkingDays, 2);
    const old = await details(existing.id);
    assert.equal(old.requestStatusId, 4, 'the conflicting request is cancelled');
    assert.equal(old.history.at(-1).actorId, 1002);
    // Exactly one live request over the week now.
    const live = await call('employee', 'GET', `/requests/my?date-from=${week.from}&date-to=${week.to}&request-status-ids=1&request-status-ids=2`);
    assert.deepEqual(live.body.data.map((r) => r.id), [created.id]);
  } finally {
    await withdraw(existing.id);
    if (created) await withdraw(created.id);
  }
});

test('an approved request conflicts too, and a single-day overlap names that day', async () => {
  const { week, data: existing } = await fileFresh('employee');
  try {
    await call('manager', 'POST', `/requests/${existing.id}/approve`, {});
    const overlap = await call('employee', 'POST', '/requests', { requestTypeId: 1, fromDate: week.to, toDate: week.to });
    expectProblem(overlap, 409, 'overlap with an approved request');
    assert.deepEqual(overlap.body.conflicts.map((c) => [c.id, c.requestStatusId]), [[existing.id, 2]]);
    // A day right after the week does not overlap.
    const { isHoliday } = await import('../lib/absences.js');
    const dayAfter = (n) => new Date(Date.parse(`${week.to}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    const after = isHoliday(dayAfter(1)) ? dayAfter(2) : dayAfter(1); // Thursday, or Friday after a holiday
    const next = await call('employee', 'POST', '/requests', { requestTypeId: 1, fromDate: after, toDate: after });
    assert.equal(next.status, 200, JSON.stringify(next.body));
    await withdraw(next.body.data.id);
  } finally {
    await withdraw(existing.id);
  }
});

// ------------------------------------------------------------------ validation

test('validation: 400 problem+json with a useful detail and field errors; nothing is filed', async () => {
  const cases = [
    ['to before from', { requestTypeId: 1, fromDate: '2029-03-07', toDate: '2029-03-05' }, 'toDate'],
    ['unknown type', { requestTypeId: 99, fromDate: '2029-03-05', toDate: '2029-03-05' }, 'requestTypeId'],
    ['force majeure without a reason', { requestTypeId: 23, fromDate: '2029-03-05', toDate: '2029-03-05' }, 'requestReason'],
    ['force majeure in hours without a reason', { requestTypeId: 24, fromDate: '2029-03-05', toDate: '2029-03-05', hours: 2 }, 'requestReason'],
    ['comment too long', { requestTypeId: 1, fromDate: '2029-03-05', toDate: '2029-03-05', comment: 'x'.repeat(5000) }, 'comment'],
    ['not a date', { requestTypeId: 1, fromDate: 'tomorrow', toDate: 'tomorrow' }, 'fromDate'],
    ['impossible date', { requestTypeId: 1, fromDate: '2029-02-30', toDate: '2029-02-30' }, 'fromDate'],
    ['no dates', { requestTypeId: 1 }, 'fromDate'],
    ['home office without an address', { requestTypeId: 41, fromDate: '2029-03-05', toDate: '2029-03-05' }, 'address'],
  ];
  const window = '/requests/my?date-from=2029-01-01&date-to=2029-12-31';
  const before = (await call('employee', 'GET', window)).body.total;
  const wrong = [];
  for (const [what, draft, field] of cases) {
    const r = await call('employee', 'POST', '/requests', draft);
    try {
      expectProblem(r, 400, what);
      assert.ok(typeof r.body.detail === 'string' && r.body.detail.length > 5, `${what}: a useful detail, got ${JSON.stringify(r.body)}`);
      const keys = Object.keys(r.body.errors ?? {});
      assert.ok(keys.some((k) => k === field || k.startsWith(`${field}.`)), `${what}: errors name ${field}, got ${JSON.stringify(r.body.errors)}`);
      for (const k of keys) assert.ok(Array.isArray(r.body.errors[k]) && r.body.errors[k].every((e) => e.code && e.detail), `${what}: errors.${k} is a list of coded problems`);
    } catch (e) {
      wrong.push(e.message.split('\n')[0]);
    }
  }
  assert.equal((await call('employee', 'GET', window)).body.total, before, 'nothing filed');
  assert.deepEqual(wrong, []);
});

test('hours off say when they start: 24-hour HH:MM on a 5-minute step, and the details show the span', async () => {
  const base = { requestTypeId: 5, hours: 2 };
  // Tuesdays of early 2029 (no holidays): the first free one is used.
  const days = ['2029-02-06', '2029-02-13', '2029-02-20', '2029-02-27', '2029-03-06', '2029-03-13'];
  const missing = await call('employee', 'POST', '/requests', { ...base, fromDate: days[0], toDate: days[0] });
  assert.ok(expectProblem(missing, 400, 'no start time').errors.startTime, JSON.stringify(missing.body));
  const offStep = await call('employee', 'POST', '/requests', { ...base, fromDate: days[0], toDate: days[0], startTime: '08:07' });
  const [step] = expectProblem(offStep, 400, 'off the 5-minute step').errors.startTime;
  assert.equal(step.code, 'field.time-step', JSON.stringify(offStep.body));
  assert.equal(step.params.step, 5);
  const pastMidnight = await call('employee', 'POST', '/requests', { ...base, fromDate: days[0], toDate: days[0], startTime: '23:00' });
  assert.ok(expectProblem(pastMidnight, 400, 'past midnight').errors.startTime);
  let filed;
  for (const day of days) {
    const r = await call('employee', 'POST', '/requests', { ...base, fromDate: day, toDate: day, startTime: '07:35' });
    if (r.status === 409) continue;
    assert.equal(r.status, 200, JSON.stringify(r.body));
    filed = r.body.data;
    break;
  }
  assert.ok(filed, 'a free Tuesday');
  try {
    assert.equal(filed.startTime, '07:35');
    assert.equal(filed.endTime, '09:35');
    assert.equal(filed.hours, 2);
    const d = await details(filed.id);
    assert.deepEqual([d.startTime, d.endTime], ['07:35', '09:35']);
    const list = await call('employee', 'GET', `/requests/my?date-from=${filed.startAt}&date-to=${filed.startAt}&request-type-ids=5`);
    const row = list.body.data.find((x) => x.id === filed.id);
    assert.deepEqual([row?.startTime, row?.endTime], ['07:35', '09:35'], JSON.stringify(list.body));
    // The calendar shows when on that day.
    const calendar = await call('employee', 'GET', `/calendar/my?date-from=${filed.startAt}&date-to=${filed.startAt}`);
    const event = calendar.body.data.find((e) => e.requestId === filed.id);
    assert.deepEqual([event?.startTime, event?.endTime], ['07:35', '09:35'], JSON.stringify(calendar.body));
  } finally {
    await withdraw(filed.id);
  }
});

test('force majeure (23) for one day with its reason is filed and shows the reason', async () => {
  const reason = { typeId: 1, fullName: 'Zofia Kowalska', degreeOfKinshipId: 1, address: { street: 'ul. Lipowa', houseNumber: '7', flatNumber: '2', postalCode: '00-001', city: 'Warszawa' } };
  let filed;
  for (let i = 0; i < 6 && !filed; i += 1) {
    const { randomWeek } = await import('../lib/absences.js');
    const w = randomWeek(2027);
    const r = await call('employee', 'POST', '/requests', { requestTypeId: 23, fromDate: w.middle, toDate: w.middle, requestReason: reason });
    if (r.status === 409) continue;
    assert.equal(r.status, 200, JSON.stringify(r.body));
    filed = r.body.data;
  }
  try {
    const d = await details(filed.id);
    assert.equal(d.requestTypeId, 23);
    assert.equal(d.requestReason.typeId, 1);
    assert.equal(d.requestReason.fullName, 'Zofia Kowalska');
    assert.ok(d.requestReason.typeName, 'illness is named');
    assert.ok(d.requestReason.degreeOfKinshipName, 'the degree of kinship is named');
    assert.equal(d.requestReason.address.city, 'Warszawa');
  } finally {
    if (filed) await withdraw(filed.id);
  }
});

test('malformed input is a 4xx problem, never a 5xx', async () => {
  const o = await org();
  expectProblem(await call('employee', 'GET', '/requests/2147480001'), 404, 'unknown request');
  for (const path of ['/requests/abc', '/requests/-1', '/employees/abc', '/requests/99999999999999']) {
    const r = await call('employee', 'GET', path);
    assert.ok([400, 404].includes(r.status), `${path}: ${r.status}`);
  }
  const wrongTypes = await call('employee', 'POST', '/requests', { requestTypeId: 'urlop', fromDate: 5 });
  expectProblem(wrongTypes, 400, 'wrong JSON types');
  const { request } = await import('../lib/index.js');
  const { ABSENCES, tokenOf } = await import('../lib/absences.js');
  const res = await request(`${ABSENCES}/requests`, {
    method: 'POST',
    bearer: await tokenOf('employee'),
    headers: { 'content-type': 'application/json' },
    body: '{"requestTypeId": 1, "fromDate": ',
  });
  assert.equal(res.status, 400, 'broken JSON');
  assert.match(res.headers.get('content-type') ?? '', /problem\+json/);
  const far = await call('hr', 'POST', `/employees/${o.teamMember}/timesheets`, { dateFrom: '2026-01-01', dateTo: '2027-06-30' });
  expectProblem(far, 400, 'timesheets over more than 366 days');
  expectProblem(await call('employee', 'POST', '/employees/1002/timesheets', { dateFrom: '2026-11-30', dateTo: '2026-11-01' }), 400, 'timesheets backwards');
  expectProblem(await call('employee', 'GET', '/calendar/my?date-from=2026-11-30&date-to=2026-11-01'), 400, 'calendar backwards');
});

test('the demo data holds an approved request whose payroll export failed, and HR resumes it', async () => {
  const failed = await call('hr', 'GET', '/requests/report?processing-status-id=3&page-size=1');
  assert.equal(failed.status, 200, JSON.stringify(failed.body));
  assert.ok(failed.body.total >= 1, 'a request in export error to practise take-over and resume on');
  const [row] = failed.body.data;
  const details = (await call('hr', 'GET', `/requests/${row.id}`)).body.data;
  assert.ok(details.allowedActions.includes('resume-processing'), JSON.stringify(details.allowedActions));
});
