// Substitutions through the gateway (docs/substitutions.md): proposed by the away person,
// confirmed by their supervisor, set directly by a supervisor, the lists of each reader, the
// report's file, and a supervisor's substitute deciding the team's requests in their stead.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { request } from '../lib/index.js';
import { ABSENCES, call, expectProblem, randomWeek, tokenOf, withdraw } from '../lib/absences.js';

const iso = (t) => new Date(t).toISOString().slice(0, 10);
const warsawToday = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' });
const plus = (day, n) => iso(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000);

/** A colleague of the employee (someone under the same supervisor) the demo has generated. */
async function colleagueOf(username) {
  const r = await call(username, 'POST', '/employees/search', { colleagues: true, pageSize: 50 });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  const other = r.body.data.find((e) => e.employeeId > 2000);
  assert.ok(other, `${username} has a generated colleague`);
  return other;
}

/** Cancels the live substitutions where `username` is away (an earlier run's). */
async function cancelOwn(username) {
  const mine = await call(username, 'GET', '/substitutions/my?side=away&status-ids=1&status-ids=2&page-size=all');
  assert.equal(mine.status, 200, JSON.stringify(mine.body));
  for (const s of mine.body.data) {
    if (s.allowedActions.includes('cancel')) await call(username, 'POST', `/substitutions/${s.id}/cancel`, {});
  }
}

test('a proposal: checked, confirmed by the supervisor only, listed for each reader, cancelled by the away person', async () => {
  await cancelOwn('employee');
  const colleague = await colleagueOf('employee');
  const week = randomWeek(2031);
  const draft = { substituteId: colleague.employeeId, fromDate: week.from, toDate: week.to, comment: 'Urlop' };

  const wrong = await call('employee', 'POST', '/substitutions', { ...draft, substituteId: 1002, fromDate: '2020-01-01', toDate: '2020-01-03' });
  assert.deepEqual(Object.keys(expectProblem(wrong, 400, 'self, in the past').errors).sort(), ['fromDate', 'substituteId']);
  const nobody = await call('employee', 'POST', '/substitutions', { ...draft, substituteId: 99999999 });
  assert.equal(expectProblem(nobody, 400, 'unknown substitute').errors.substituteId[0].code, 'substitution.unknown-substitute');
  // hrpreview has no substitutions flag.
  expectProblem(await call('hrpreview', 'POST', '/substitutions', draft), 403, 'without the flag');

  const proposed = await call('employee', 'POST', '/substitutions', draft);
  assert.equal(proposed.status, 200, JSON.stringify(proposed.body));
  const s = proposed.body.data;
  try {
    assert.equal(s.statusId, 1);
    assert.equal(s.employeeId, 1002);
    assert.equal(s.substituteFullName, colleague.fullName);
    assert.equal(s.supervisorFullName, 'Anna Nowak');
    assert.deepEqual(s.allowedActions, ['cancel']);
    // One live substitution of a person over a day.
    expectProblem(await call('employee', 'POST', '/substitutions', { ...draft, fromDate: week.middle }), 409, 'an overlap');

    // Another team's manager finds nothing to confirm; the supervisor above confirms.
    expectProblem(await call('teamlead', 'POST', `/substitutions/${s.id}/confirm`, {}), 404, 'another team');
    expectProblem(await call('employee', 'POST', `/substitutions/${s.id}/confirm`, {}), 403, 'the gateway: not a manager');
    const team = await call('manager', 'GET', `/substitutions/team?status-ids=1&search=${encodeURIComponent('Kowalski')}`);
    assert.equal(team.status, 200, JSON.stringify(team.body));
    assert.deepEqual(team.body.data.find((x) => x.id === s.id)?.allowedActions, ['confirm', 'reject', 'cancel']);
    const confirmed = await call('manager', 'POST', `/substitutions/${s.id}/confirm`, {});
    assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
    assert.equal(confirmed.body.data.statusId, 2);
    assert.equal(confirmed.body.data.decidedByFullName, 'Anna Nowak');
    expectProblem(await call('manager', 'POST', `/substitutions/${s.id}/confirm`, {}), 400, 'confirmed twice');

    // My list by side; HR's report and its file.
    const away = await call('employee', 'GET', `/substitutions/my?side=away&date-from=${week.from}&date-to=${week.to}`);
    assert.deepEqual(away.body.data.map((x) => x.id), [s.id]);
    const standingIn = await call('employee', 'GET', `/substitutions/my?side=standing-in&date-from=${week.from}&date-to=${week.to}`);
    assert.ok(!standingIn.body.data.some((x) => x.id === s.id));
    expectProblem(await call('employee', 'GET', '/substitutions/my?side=sideways'), 400, 'an unknown side');
    const report = await call('hr', 'GET', `/substitutions/report?date-from=${week.from}&date-to=${week.to}&sort=employee-full-name`);
    assert.equal(report.status, 200, JSON.stringify(report.body));
    assert.ok(report.body.data.some((x) => x.id === s.id));
    expectProblem(await call('employee', 'GET', '/substitutions/report'), 403, 'the report is HR\'s');
    const file = await request(`${ABSENCES}/substitutions/report/export?format=csv&lang=pl&date-from=${week.from}&date-to=${week.to}`, { bearer: await tokenOf('hr') });
    assert.equal(file.status, 200);
    assert.match(file.headers.get('content-type') ?? '', /^text\/csv/);
    assert.match(file.headers.get('content-disposition') ?? '', /raport-zastepstw-\d{4}-\d{2}-\d{2}\.csv/);
    const csv = await file.text();
    assert.match(csv, /"Nieobecny";"Zastępca"/);
    assert.match(csv, new RegExp(`"Jan Kowalski";"${colleague.fullName}";"Anna Nowak";"?${week.from}"?;"?${week.to}"?;"Potwierdzone"`));
  } finally {
    const cancelled = await call('employee', 'POST', `/substitutions/${s.id}/cancel`, { comment: 'zmiana planów' });
    assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
    assert.equal(cancelled.body.data.statusId, 4);
  }
});

test("a supervisor's substitute decides the team's requests while the substitution runs, each decision in the supervisor's stead", async () => {
  await cancelOwn('manager');
  const today = warsawToday();
  // The manager (1003) names Jan Kowalski (1002, in her team) for today and the next two days;
  // Admin, above her, confirms.
  const named = await call('manager', 'POST', '/substitutions', { substituteId: 1002, fromDate: today, toDate: plus(today, 2) });
  assert.equal(named.status, 200, JSON.stringify(named.body));
  const s = named.body.data;
  const filed = [];
  try {
    assert.equal(s.statusId, 1);
    // Proposed, not yet confirmed: no rights yet.
    const team = await call('manager', 'POST', '/employees/search', { supervisorId: 1003, pageSize: 50 });
    const member = team.body.data.find((e) => e.employeeId > 2000);
    assert.ok(member, 'the manager has a generated team member');
    let pending;
    for (let attempt = 0; attempt < 8 && !pending; attempt += 1) {
      const week = randomWeek(2029);
      const r = await call('manager', 'POST', '/requests', { employeeId: member.employeeId, requestTypeId: 1, fromDate: week.from, toDate: week.to });
      if (r.status === 409) continue;
      assert.equal(r.status, 200, JSON.stringify(r.body));
      pending = r.body.data;
    }
    assert.ok(pending, 'a pending request of the team member');
    filed.push(pending.id);
    expectProblem(await call('employee', 'POST', `/requests/${pending.id}/approve`, {}), 404, 'before the confirmation');

    const confirmed = await call('admin', 'POST', `/substitutions/${s.id}/confirm`, {});
    assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));

    // The substitute finds it among what waits for them, sees only the decisions, and approves.
    const waiting = await call('employee', 'GET', `/substitutions/requests?search=${encodeURIComponent(pending.number)}`);
    assert.equal(waiting.status, 200, JSON.stringify(waiting.body));
    assert.deepEqual(waiting.body.data.map((r) => r.id), [pending.id]);
    const seen = await call('employee', 'GET', `/requests/${pending.id}`);
    assert.equal(seen.status, 200, JSON.stringify(seen.body));
    assert.deepEqual(seen.body.data.allowedActions, ['approve', 'reject']);
    const approved = await call('employee', 'POST', `/requests/${pending.id}/approve`, { comment: 'W zastępstwie' });
    assert.equal(approved.status, 200, JSON.stringify(approved.body));
    assert.equal(approved.body.data.requestStatusId, 2);
    const decision = approved.body.data.history.at(-1);
    assert.equal(decision.action, 'approved');
    assert.equal(decision.actorFullName, 'Jan Kowalski');
    assert.equal(decision.onBehalfOfFullName, 'Anna Nowak');
    // The manager's own decisions name nobody else.
    assert.equal(approved.body.data.history[0].onBehalfOfFullName, '');

    // The substitute does not decide their own requests, nor anything but decisions.
    const own = await call('employee', 'GET', '/substitutions/requests?page-size=all');
    assert.ok(own.body.data.every((r) => r.employeeId !== 1002), 'not their own requests');

    // Once the substitution is cancelled the rights are gone.
    const second = await call('manager', 'POST', '/requests', { employeeId: member.employeeId, requestTypeId: 1, fromDate: plus(pending.endAt.slice(0, 10), 7), toDate: plus(pending.endAt.slice(0, 10), 7) });
    if (second.status === 200) filed.push(second.body.data.id);
    await call('manager', 'POST', `/substitutions/${s.id}/cancel`, {});
    if (second.status === 200) {
      expectProblem(await call('employee', 'GET', `/requests/${second.body.data.id}`), 404, 'after the substitution');
      expectProblem(await call('employee', 'POST', `/requests/${second.body.data.id}/approve`, {}), 404, 'approve after it');
    }
    const none = await call('employee', 'GET', '/substitutions/requests');
    assert.equal(none.body.total, 0);
  } finally {
    await call('manager', 'POST', `/substitutions/${s.id}/cancel`, {});
    for (const id of filed) await withdraw(id, 'manager');
  }
});

test('the new-request form\'s preview suggests the last substitute and shows only that they are away', async () => {
  await cancelOwn('employee');
  const colleague = await colleagueOf('employee');
  const week = randomWeek(2031);
  const named = await call('employee', 'POST', '/substitutions', { substituteId: colleague.employeeId, fromDate: week.from, toDate: week.to });
  assert.equal(named.status, 200, JSON.stringify(named.body));
  try {
    const covering = await call('employee', 'POST', '/substitutions/preview', { fromDate: week.from, toDate: week.to });
    assert.equal(covering.status, 200, JSON.stringify(covering.body));
    assert.equal(covering.body.substituteId, colleague.employeeId);
    assert.equal(covering.body.existingSubstitutionId, named.body.data.id);
    // Another period: the same person suggested, no substitution covering it yet.
    const later = await call('employee', 'POST', '/substitutions/preview', { fromDate: plus(week.to, 30), toDate: plus(week.to, 31) });
    assert.equal(later.body.substituteId, colleague.employeeId);
    assert.equal(later.body.existingSubstitutionId, 0);
    assert.ok(Array.isArray(later.body.substituteAwayDays));
    expectProblem(await call('employee', 'POST', '/substitutions/preview', { fromDate: week.to, toDate: week.from }), 400, 'a reversed period');
  } finally {
    await call('employee', 'POST', `/substitutions/${named.body.data.id}/cancel`, {});
  }
});
