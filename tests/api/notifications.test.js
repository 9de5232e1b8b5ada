// Notifications through the gateway and the producers' gRPC call (docs/notifications.md): a
// producer publishes with its client-credentials token, each recipient reads and marks only
// their own notifications, an event published twice is stored once.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { GATEWAY_URL, GRPC, grpcPort, grpcUnary, pb, pbFields, tokenRequest } from '../lib/index.js';
import { call as absencesCall, callAt, expectProblem, fileFresh, tokenOf, withdraw } from '../lib/absences.js';
import { awaitNotification, NOTIFICATIONS } from '../lib/notifications.js';

const PUBLISH = '/kadry.notifications.v1.NotificationsService/Publish';
const GRPC_URL = `http://127.0.0.1:${grpcPort('notifications')}`;
const call = (username, method, path, json) => callAt(NOTIFICATIONS, username, method, path, json);

/** An Event message: id 1, kind 2, recipient_ids 3, params 4 (map entries), link 5, occurred_at 6. */
function eventMessage({ id, kind = 'leave.filed', recipients = [1003], params = {}, link = '/leave-requests/team/1', occurredAt = '2026-11-30T09:15:00+01:00' }) {
  return pb.join(
    pb.string(1, id),
    pb.string(2, kind),
    ...recipients.map((r) => pb.int(3, r)),
    ...Object.entries(params).map(([k, v]) => pb.message(4, pb.join(pb.string(1, k), pb.string(2, v)))),
    pb.string(5, link),
    pb.string(6, occurredAt),
  );
}
/** PublishResponse.stored (field 1; proto3 leaves a zero out). */
const stored = (r) => pbFields(r.body.subarray(5)).find((f) => f.field === 1)?.value ?? 0;
const publishRequest = (...events) => pb.join(...events.map((e) => pb.message(1, eventMessage(e))));

async function producerToken(client = 'kadry-absences', scope = 'absences notifications.publish') {
  const r = await tokenRequest({ grant_type: 'client_credentials', scope }, { client });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body.access_token;
}

test('a producer publishes; the recipient alone sees it, reads it, and a second publish changes nothing', async () => {
  const id = `absences:test-${randomUUID()}`;
  const event = { id, recipients: [1003], params: { requestNo: 'UW/2026/000017', eventMarker: randomUUID().replaceAll('-', '') }, link: '/leave-requests/team/17' };
  const bearer = await producerToken();
  const first = await grpcUnary(PUBLISH, publishRequest(event), { bearer, url: GRPC_URL });
  assert.equal(first.status, GRPC.OK, first.message);
  assert.equal(stored(first), 1);
  // The producer did not hear the answer and publishes again: nothing new.
  const again = await grpcUnary(PUBLISH, publishRequest(event), { bearer, url: GRPC_URL });
  assert.equal(again.status, GRPC.OK, again.message);
  assert.equal(stored(again), 0);

  const mine = await call('manager', 'GET', '/my?page-size=50');
  assert.equal(mine.status, 200, JSON.stringify(mine.body));
  // Stored once: one notification of the event, unread.
  const found = mine.body.data.filter((x) => x.params?.eventMarker === event.params.eventMarker);
  assert.equal(found.length, 1, JSON.stringify(mine.body.data.slice(0, 3)));
  const n = found[0];
  assert.deepEqual([n.kind, n.link, n.readAt ?? ''], ['leave.filed', '/leave-requests/team/17', '']);
  assert.match(n.occurredAt, /^2026-11-30T09:15:00\+01:00$/);
  const unreadBefore = (await call('manager', 'GET', '/my/unread-count')).body.unread ?? 0;
  assert.ok(unreadBefore >= 1);
  assert.equal(mine.body.unread ?? 0, unreadBefore);

  // Nobody else has it, and nobody else marks it.
  const others = await call('employee', 'GET', '/my?page-size=all');
  assert.equal(others.status, 200);
  assert.ok(!others.body.data?.some((x) => x.id === n.id), 'another user sees the manager\'s notification');
  expectProblem(await call('employee', 'POST', `/${n.id}/read`, {}), 404, 'another\'s notification');

  const read = await call('manager', 'POST', `/${n.id}/read`, {});
  assert.equal(read.status, 200, JSON.stringify(read.body));
  assert.match(read.body.data.readAt, /^\d{4}-\d{2}-\d{2}T/);
  assert.equal((await call('manager', 'GET', '/my/unread-count')).body.unread ?? 0, unreadBefore - 1);
  const unreadList = await call('manager', 'GET', '/my?unread-only=true&page-size=all');
  assert.ok(!unreadList.body.data?.some((x) => x.id === n.id));

  const all = await call('manager', 'POST', '/my/read-all', {});
  assert.equal(all.status, 200);
  assert.equal((await call('manager', 'GET', '/my/unread-count')).body.unread ?? 0, 0);
});

test('only a producer\'s token publishes, and a bad event is refused whole', async () => {
  const event = { id: `absences:test-${randomUUID()}` };
  const asUser = await grpcUnary(PUBLISH, publishRequest(event), { bearer: await tokenOf('admin'), url: GRPC_URL });
  assert.equal(asUser.status, GRPC.PERMISSION_DENIED, asUser.message);
  const payroll = await producerToken('kadry-payroll', 'absences');
  const withoutScope = await grpcUnary(PUBLISH, publishRequest(event), { bearer: payroll, url: GRPC_URL });
  assert.equal(withoutScope.status, GRPC.PERMISSION_DENIED, withoutScope.message);
  const anonymous = await grpcUnary(PUBLISH, publishRequest(event), { url: GRPC_URL });
  assert.equal(anonymous.status, GRPC.UNAUTHENTICATED, anonymous.message);

  const bearer = await producerToken();
  const marker = randomUUID().replaceAll('-', '');
  const good = { id: `absences:test-${randomUUID()}`, recipients: [1002], params: { marker } };
  const bad = { id: `absences:test-${randomUUID()}`, recipients: [1002], link: 'https://evil.example/' };
  const refused = await grpcUnary(PUBLISH, publishRequest(good, bad), { bearer, url: GRPC_URL });
  assert.equal(refused.status, 3 /* INVALID_ARGUMENT */, refused.message);
  assert.match(refused.message, /events\[1\]\.link/);
  // Refused whole: the good event of the same call was not stored either.
  const employees = await call('employee', 'GET', '/my?page-size=all');
  assert.ok(!employees.body.data?.some((x) => x.params?.marker === marker), 'a refused batch stored an event');
});

test('the lists take paging only: a sort or a search is a 400', async () => {
  expectProblem(await call('manager', 'GET', '/my?sort=kind'), 400, 'sorted');
  expectProblem(await call('manager', 'GET', '/my?search=x'), 400, 'searched');
  expectProblem(await call('manager', 'POST', '/abc/read', {}), 400, 'a non-numeric id');
});

test('leave: the approver learns of a filed request and nobody else does; the employee learns of the decision', async () => {
  const filed = (await fileFresh('employee')).data;
  try {
    const forManager = await awaitNotification('manager', (n) => n.kind === 'leave.filed' && n.params?.requestNo === filed.number);
    assert.ok(forManager, `the supervisor is told of ${filed.number}`);
    assert.equal(forManager.link, `/leave-requests/team/${filed.id}`);
    assert.equal(forManager.params.employeeFullName, 'Jan Kowalski');
    assert.equal(forManager.params.requestTypeCode, 'UW');
    // Not the applicant, not another team's manager, not HR.
    for (const other of ['employee', 'teamlead', 'hr']) {
      const r = await call(other, 'GET', '/my?page-size=50');
      assert.ok(!(r.body.data ?? []).some((n) => n.params?.requestNo === filed.number), `${other} is told of ${filed.number}`);
    }

    const approved = await absencesCall('manager', 'POST', `/requests/${filed.id}/approve`, {});
    assert.equal(approved.status, 200, JSON.stringify(approved.body));
    const forEmployee = await awaitNotification('employee', (n) => n.kind === 'leave.approved' && n.params?.requestNo === filed.number);
    assert.ok(forEmployee, 'the employee is told of the decision');
    assert.equal(forEmployee.params.actorFullName, 'Anna Nowak');
    assert.equal(forEmployee.link, `/leave-requests/my/${filed.id}`);
    // The one who decided is not told of their own step.
    const r = await call('manager', 'GET', '/my?page-size=50');
    assert.ok(!(r.body.data ?? []).some((n) => n.kind === 'leave.approved' && n.params?.requestNo === filed.number));
  } finally {
    await withdraw(filed.id);
  }
});

const warsawToday = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' });
const plus = (day, n) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

test('a substitute approver learns of the team\'s requests only while the substitution is confirmed and runs', async () => {
  // An earlier run's substitution of the manager would overlap: cancelled.
  const live = await absencesCall('manager', 'GET', '/substitutions/my?side=away&status-ids=1&status-ids=2&page-size=all');
  for (const s of live.body.data ?? []) if (s.allowedActions.includes('cancel')) await absencesCall('manager', 'POST', `/substitutions/${s.id}/cancel`, {});
  const team = await absencesCall('manager', 'POST', '/employees/search', { supervisorId: 1003, pageSize: 50 });
  const member = team.body.data.find((e) => e.employeeId > 2000);
  assert.ok(member, 'the manager has a generated team member');
  // Filed by the team member's HR (so that the manager, not the actor, is the approver).
  const fileForMember = async () => (await fileFresh('hr', { year: 2030, extra: { employeeId: member.employeeId } })).data;

  const today = warsawToday();
  const named = await absencesCall('manager', 'POST', '/substitutions', { substituteId: 1002, fromDate: today, toDate: plus(today, 2) });
  assert.equal(named.status, 200, JSON.stringify(named.body));
  const substitution = named.body.data;
  const filed = [];
  try {
    // Proposed only: Jan is not the approver's substitute yet.
    filed.push(await fileForMember());
    const forManager = await awaitNotification('manager', (n) => n.kind === 'leave.filed' && n.params?.requestNo === filed[0].number);
    assert.ok(forManager, 'the supervisor is told');
    let forJan = await call('employee', 'GET', '/my?page-size=50');
    assert.ok(!(forJan.body.data ?? []).some((n) => n.params?.requestNo === filed[0].number), 'told before the confirmation');

    // Confirmed by Admin above her: Jan is told he stands in, and then of what is filed.
    assert.equal((await absencesCall('admin', 'POST', `/substitutions/${substitution.id}/confirm`, {})).status, 200);
    const standIn = await awaitNotification('employee', (n) => n.kind === 'substitution.confirmed' && n.params?.fromDate === today && n.params?.employeeFullName === 'Anna Nowak');
    assert.ok(standIn, 'the substitute is told of the substitution');
    assert.equal(standIn.link, '/substitutions/my');
    filed.push(await fileForMember());
    const asSubstitute = await awaitNotification('employee', (n) => n.kind === 'leave.filed' && n.params?.requestNo === filed[1].number);
    assert.ok(asSubstitute, 'the substitute is told while the substitution runs');
    assert.equal(asSubstitute.link, '/substitutions/my');

    // Cancelled: no longer.
    assert.equal((await absencesCall('manager', 'POST', `/substitutions/${substitution.id}/cancel`, {})).status, 200);
    filed.push(await fileForMember());
    assert.ok(await awaitNotification('manager', (n) => n.params?.requestNo === filed[2].number), 'the supervisor is told');
    forJan = await call('employee', 'GET', '/my?page-size=50');
    assert.ok(!(forJan.body.data ?? []).some((n) => n.params?.requestNo === filed[2].number), 'told after the cancellation');
  } finally {
    await absencesCall('manager', 'POST', `/substitutions/${substitution.id}/cancel`, {});
    for (const r of filed) await withdraw(r.id, 'hr', 'admin');
  }
});

test('HR taking a request over tells the approver, who need not decide it any more', async () => {
  const team = await absencesCall('manager', 'POST', '/employees/search', { supervisorId: 1003, pageSize: 50 });
  const member = team.body.data.find((e) => e.employeeId > 2000);
  const filed = (await fileFresh('hr', { year: 2030, extra: { employeeId: member.employeeId } })).data;
  try {
    const taken = await absencesCall('hr', 'POST', `/requests/${filed.id}/take-over`, {});
    assert.equal(taken.status, 200, JSON.stringify(taken.body));
    const told = await awaitNotification('manager', (n) => n.kind === 'leave.taken-over' && n.params?.requestNo === filed.number);
    assert.ok(told, 'the supervisor is told');
    assert.equal(told.params.actorFullName, 'Katarzyna Wiśniewska');
    assert.equal(told.link, `/leave-requests/team/${filed.id}`);
  } finally {
    await withdraw(filed.id, 'hr', 'admin');
  }
});
