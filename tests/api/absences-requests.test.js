// The request lifecycle, conflicts, lists, limits and validation through the gateway.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { call, fileLeave, freshWeek } from '../lib/absences.js';

const statusOf = async (id) => (await call('employee', 'GET', `/requests/${id}`)).body.data;

test('lifecycle: reject with comment, cancel while pending, approve, cancellation asked, refused and accepted', async () => {
  const week = freshWeek();
  const first = await fileLeave('employee', week);
  assert.equal(first.requestStatusId, 1);
  assert.deepEqual(first.allowedActions, ['cancel']);
  const team = await call('manager', 'GET', `/requests/team?search=${encodeURIComponent(first.number)}`);
  assert.equal(team.body.total, 1);

  const rejected = await call('manager', 'POST', `/requests/${first.id}/reject`, { comment: 'termin zajęty' });
  assert.equal(rejected.status, 200);
  assert.equal(rejected.body.data.requestStatusId, 3);
  assert.equal(rejected.body.data.decisionComment, 'termin zajęty');
  // A decided request cannot be decided again.
  assert.equal((await call('manager', 'POST', `/requests/${first.id}/approve`, {})).status, 400);

  const second = await fileLeave('employee', week);
  const cancelled = await call('employee', 'POST', `/requests/${second.id}/cancel`, {});
  assert.equal(cancelled.body.data.requestStatusId, 4);

  const third = await fileLeave('employee', week);
  const approved = await call('manager', 'POST', `/requests/${third.id}/approve`, {});
  assert.equal(approved.body.data.requestStatusId, 2);
  assert.equal((await call('employee', 'POST', `/requests/${third.id}/cancel`, {})).status, 400, 'approved: ask for cancellation instead');
  assert.equal((await call('employee', 'POST', `/requests/${third.id}/cancellation-request`, { comment: 'zmiana planów' })).body.data.requestStatusId, 5);
  const refused = await call('manager', 'POST', `/requests/${third.id}/reject-cancellation`, {});
  assert.equal(refused.body.data.requestStatusId, 2);
  assert.equal(refused.body.data.decisionComment, 'rejection of cancellation request');
  await call('employee', 'POST', `/requests/${third.id}/cancellation-request`, {});
  const accepted = await call('manager', 'POST', `/requests/${third.id}/accept-cancellation`, {});
  assert.equal(accepted.body.data.requestStatusId, 4);

  const history = (await statusOf(third.id)).history;
  assert.deepEqual(history.map((e) => e.action), ['filed', 'approved', 'cancellation-requested', 'cancellation-rejected', 'cancellation-requested', 'cancellation-accepted']);
  assert.deepEqual(history.map((e) => e.actorId), [1002, 1003, 1002, 1003, 1002, 1003]);
  for (const e of history) assert.match(e.occurredAt, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
});

test('an overlap is a 409 listing the conflicting request; confirming cancels it in the same step', async () => {
  const week = freshWeek();
  const existing = await fileLeave('employee', week);
  const overlap = await call('employee', 'POST', '/requests', { requestTypeId: 1, fromDate: week.middle, toDate: week.middle });
  assert.equal(overlap.status, 409);
  assert.match(overlap.contentType, /application\/problem\+json/);
  assert.equal(overlap.body.title, 'request period overlaps another request');
  assert.deepEqual(overlap.body.conflicts.map((c) => [c.id, c.requestNo, c.fromDate, c.toDate]), [[existing.id, existing.number, week.from, week.to]]);
  assert.equal((await statusOf(existing.id)).requestStatusId, 1, 'nothing changed');

  const confirmed = await call('employee', 'POST', '/requests', { requestTypeId: 1, fromDate: week.middle, toDate: week.middle, cancelConflicting: true });
  assert.equal(confirmed.status, 200);
  assert.equal((await statusOf(existing.id)).requestStatusId, 4);
  await call('employee', 'POST', `/requests/${confirmed.body.data.id}/cancel`, {});
});

test('lists: paging with totals, whitelisted sorting, search and filters', async () => {
  const page1 = await call('hr', 'GET', '/requests/report?page=1&page-size=5&sort=-submitted-date');
  const page2 = await call('hr', 'GET', '/requests/report?page=2&page-size=5&sort=-submitted-date');
  assert.equal(page1.body.data.length, 5);
  assert.equal(page1.body.total, page2.body.total);
  assert.ok(page1.body.total > 100, 'the demo organisation has many requests');
  assert.ok(page1.body.data[4].submittedDate >= page2.body.data[0].submittedDate);
  const bad = await call('hr', 'GET', '/requests/report?sort=password');
  assert.equal(bad.status, 400);
  assert.match(bad.body.detail, /cannot sort by 'password'/);
  const approved = await call('hr', 'GET', '/requests/report?request-status-ids=2&page-size=50');
  assert.ok(approved.body.data.every((r) => r.requestStatusId === 2));
  const all = await call('hr', 'GET', '/requests/report?all=true');
  assert.equal(all.body.data.length, Math.min(1000, all.body.total), "'All' is capped at 1000 rows");
  const byName = await call('hr', 'GET', '/requests/report?search=Kowalski&page-size=50');
  assert.ok(byName.body.data.length > 0 && byName.body.data.every((r) => r.applicantFullName === 'Jan Kowalski'));
});

test('limits: a pending request reserves its working days, approval moves them to approved', async () => {
  const annual = async () => {
    const rows = (await call('employee', 'GET', '/limits/my?year=2028')).body.data.filter((r) => r.requestTypeId === 1);
    const sum = (k) => rows.reduce((s, r) => s + r[k], 0);
    for (const r of rows) assert.equal(r.available, r.total - r.reserved - r.approved - r.used);
    return { reserved: sum('reserved'), approved: sum('approved'), total: rows.find((r) => !r.isOverdue).total };
  };
  const before = await annual();
  assert.ok([20, 26].includes(before.total), `annual leave is 20 or 26 days, got ${before.total}`);
  const filed = await fileLeave('employee', freshWeek());
  const pending = await annual();
  assert.equal(pending.reserved, before.reserved + 3);
  await call('manager', 'POST', `/requests/${filed.id}/approve`, {});
  const approved = await annual();
  assert.equal(approved.reserved, before.reserved);
  assert.equal(approved.approved, before.approved + 3);
  // Give the days back.
  await call('employee', 'POST', `/requests/${filed.id}/cancellation-request`, {});
  await call('manager', 'POST', `/requests/${filed.id}/accept-cancellation`, {});
  assert.deepEqual(await annual(), before);
});

test('validation answers 400 problem+json with field errors and files nothing', async () => {
  const cases = [
    [{ requestTypeId: 1, fromDate: '2028-03-10', toDate: '2028-03-08' }, 'toDate'],
    [{ requestTypeId: 99, fromDate: '2028-03-08' }, 'requestTypeId'],
    [{ requestTypeId: 23, fromDate: '2028-03-08' }, 'requestReason.typeId'],
    [{ requestTypeId: 1, fromDate: '2028-03-08', comment: 'x'.repeat(501) }, 'comment'],
    [{ requestTypeId: 1, fromDate: 'tomorrow' }, 'fromDate'],
    [{ requestTypeId: 41, fromDate: '2028-03-08' }, 'address'],
  ];
  const before = (await call('employee', 'GET', '/requests/my')).body.total;
  for (const [draft, field] of cases) {
    const r = await call('employee', 'POST', '/requests', draft);
    assert.equal(r.status, 400, JSON.stringify(draft));
    assert.match(r.contentType, /application\/problem\+json/);
    assert.ok(r.body.errors?.[field], `${field} in ${JSON.stringify(r.body)}`);
  }
  assert.equal((await call('employee', 'GET', '/requests/my')).body.total, before);
});

test('employee card, abilities and a timesheet month with the holiday marked', async () => {
  const me = (await call('employee', 'GET', '/employees/1002')).body.data;
  assert.equal(me.fullName, 'Jan Kowalski');
  assert.equal(me.supervisorFullName, 'Anna Nowak');
  assert.equal(me.hasAccessToBonusDeclarations, true);
  assert.equal(me.hasAccessToRegularHomeOffice, true);
  assert.equal(me.genderId, 1);
  const abilities = (await call('employee', 'GET', '/employees/1002/abilities')).body.abilities;
  assert.ok(abilities.includes('has_access_to_regular_home_office'));
  const contracts = (await call('employee', 'GET', '/employees/1002/employment-contracts')).body.data;
  assert.ok(contracts.length >= 2);
  const days = (await call('employee', 'POST', '/employees/1002/timesheets', { dateFrom: '2026-11-01', dateTo: '2026-11-30' })).body.data;
  assert.equal(days.length, 30);
  const holiday = days.find((d) => d.workDateOn === '2026-11-11');
  assert.equal(holiday.isCalendarWorkingDay, false);
  assert.equal(holiday.timesheetTypeName, 'S');
  const monday = days.find((d) => d.workDateOn === '2026-11-02');
  assert.equal(monday.workTime, 8 * 3600);
  assert.equal(monday.startDateAt, '2026-11-02T08:00:00+01:00');
  assert.equal((await call('employee', 'POST', '/employees/1002/timesheets', { dateFrom: '2026-11-30', dateTo: '2026-11-01' })).status, 400);
});

test('my calendar holds requests, holidays and a timesheet entry for every day', async () => {
  const events = (await call('employee', 'GET', '/calendar/my?date-from=2026-11-01&date-to=2026-11-30')).body.data;
  const days = events.filter((e) => e.kind === 'timesheet');
  assert.equal(days.length, 30);
  const independence = days.find((e) => e.date === '2026-11-11');
  assert.deepEqual([independence.type, independence.isWorkingDay], ['S', false]);
  assert.ok(events.some((e) => e.kind === 'holiday' && e.date === '2026-11-11'));
  for (const r of events.filter((e) => e.kind === 'request')) assert.equal(r.employeeId, 1002);
  const team = (await call('manager', 'GET', '/calendar/team?date-from=2026-11-01&date-to=2026-11-30')).body.data;
  assert.ok(team.filter((e) => e.kind === 'request').every((e) => e.employeeId !== 1003), 'the team calendar shows the team, not the manager');
});
