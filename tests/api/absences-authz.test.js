// Authorisation over every absences route (docs/absences-api.md): the gateway's ability
// per demo role, computed from abilities.json, and the service's row scope for own, team
// and other employees' data.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { USERS, assertProblem, request } from '../lib/index.js';
import { ABSENCES, call, fileLeave, freshWeek, userCan } from '../lib/absences.js';

// Every route of the table with the ability the gateway demands ('' = signed-in only).
const ROUTES = [
  ['GET', '/employees/{self}', ''],
  ['POST', '/employees/search', '', {}],
  ['POST', '/employees/supervisors/search', '', {}],
  ['GET', '/employees/{self}/supervisor', ''],
  ['GET', '/employees/{self}/benefits', ''],
  ['GET', '/employees/{self}/employment-contracts', ''],
  ['GET', '/employees/{self}/abilities', ''],
  ['POST', '/employees/{self}/timesheets', 'Page_Calendar_Timesheets', { dateFrom: '2026-11-01', dateTo: '2026-11-30' }],
  ['GET', '/calendar/holidays?year=2026', ''],
  ['GET', '/calendar/my?date-from=2026-11-01&date-to=2026-11-30', 'Page_Calendar_My'],
  ['GET', '/calendar/team?date-from=2026-11-01&date-to=2026-11-30', 'Page_Calendar_Team'],
  ['GET', '/request-types', ''],
  ['GET', '/requests/my', 'Page_Requests_My'],
  ['GET', '/requests/team', 'Page_Requests_Team'],
  ['GET', '/requests/report', 'Page_Requests_Report'],
  ['GET', '/requests/{request}', ''],
  ['POST', '/requests/preview', 'Page_Requests_New', { requestTypeId: 1, fromDate: '2028-12-04', toDate: '2028-12-05' }],
  ['POST', '/requests', 'Page_Requests_New', { requestTypeId: 99, fromDate: '2028-12-04' }],
  ['POST', '/requests/{request}/cancel', '', {}],
  ['POST', '/requests/{request}/approve', 'Page_Requests_Team', {}],
  ['POST', '/requests/{request}/reject', 'Page_Requests_Team', {}],
  ['POST', '/requests/{request}/cancellation-request', '', {}],
  ['POST', '/requests/{request}/accept-cancellation', 'Page_Requests_Team', {}],
  ['POST', '/requests/{request}/reject-cancellation', 'Page_Requests_Team', {}],
  ['POST', '/requests/{request}/take-over', 'Page_Requests_Report', {}],
  ['POST', '/requests/{request}/resume-processing', 'Page_Requests_Report', {}],
  ['GET', '/limits/my', 'Page_Requests_MyLimits'],
  ['GET', '/limits/report', 'Page_Requests_Limits'],
];

// A pending request of Jan Kowalski (1002): a team row for the manager, another's for the rest.
let janRequest;
test.before(async () => {
  janRequest = await fileLeave('employee', freshWeek());
});
test.after(async () => {
  await call('employee', 'POST', `/requests/${janRequest.id}/cancel`, {});
});

for (const username of Object.keys(USERS)) {
  test(`gateway abilities of ${username} on every absences route`, async () => {
    for (const [method, template, ability, body] of ROUTES) {
      const path = template.replace('{self}', String(USERS[username].id)).replace('{request}', String(janRequest.id));
      const r = await call(username, method, path, body);
      const gatewayRefused = r.status === 403 && r.body?.detail === 'you do not have access to this operation';
      const allowed = !ability || userCan(username, ability);
      assert.equal(gatewayRefused, !allowed, `${username} ${method} ${path}: ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
      if (!allowed) assert.match(r.contentType, /application\/problem\+json/);
    }
  });
}

test('every absences route answers 401 problem+json without a token', async () => {
  for (const [method, template, , body] of ROUTES) {
    const path = template.replace('{self}', '1002').replace('{request}', '1');
    const res = await request(`${ABSENCES}${path}`, { method, json: body });
    await assertProblem(res, 401, { wwwAuthenticate: /^Bearer/ });
  }
});

test('employee records: own and the team below are visible, anyone else is not found', async () => {
  assert.equal((await call('employee', 'GET', '/employees/1002')).status, 200);
  assert.equal((await call('employee', 'GET', '/employees/1004')).status, 404);
  assert.equal((await call('employee', 'GET', '/employees/1003')).status, 404, 'the supervisor is reached through /supervisor');
  const boss = await call('employee', 'GET', '/employees/1002/supervisor');
  assert.equal(boss.status, 200);
  assert.equal(boss.body.data.fullName, 'Anna Nowak');
  assert.equal((await call('manager', 'GET', '/employees/1002')).status, 200);
  assert.equal((await call('manager', 'GET', '/employees/1004')).status, 404);
  assert.equal((await call('manager', 'GET', '/employees/1004/benefits')).status, 404);
  for (const reader of ['hr', 'admin', 'hrpreview', 'administration']) {
    assert.equal((await call(reader, 'GET', '/employees/1002')).status, 200, reader);
  }
  const search = await call('employee', 'POST', '/employees/search', { search: 'Nowak' });
  assert.equal(search.body.total, 0, 'a plain employee finds no one else');
});

test("requests: own and team rows for the employee and supervisor, everyone's for HR readers", async () => {
  const id = janRequest.id;
  assert.equal((await call('employee', 'GET', `/requests/${id}`)).status, 200);
  assert.equal((await call('manager', 'GET', `/requests/${id}`)).status, 200);
  for (const outsider of ['hoagreement', 'postadmin', 'locationmanager', 'hranalyst']) {
    assert.equal((await call(outsider, 'GET', `/requests/${id}`)).status, 404, outsider);
  }
  for (const reader of ['hr', 'admin', 'hrpreview', 'administration']) {
    assert.equal((await call(reader, 'GET', `/requests/${id}`)).status, 200, reader);
  }
  const team = await call('manager', 'GET', `/requests/team?search=${encodeURIComponent(janRequest.number)}`);
  assert.deepEqual(team.body.data.map((r) => r.id), [id]);
  const mine = await call('manager', 'GET', `/requests/my?search=${encodeURIComponent(janRequest.number)}`);
  assert.equal(mine.body.total, 0, "a team member's request is not the manager's own");
});

test('decisions: not on own requests, not outside the team, and read-only roles cannot decide', async () => {
  // The matrix above may have decided janRequest: use a fresh one.
  const jan = await fileLeave('employee', freshWeek());
  const own = await call('employee', 'POST', `/requests/${jan.id}/approve`, {});
  assert.equal(own.status, 403, 'the employee lacks the team ability');
  // HR files a request of their own; the manager (not above HR) cannot see it.
  const hrRequest = await fileLeave('hr', freshWeek());
  try {
    assert.equal((await call('manager', 'POST', `/requests/${hrRequest.id}/approve`, {})).status, 404);
    // Admin leads the company: above HR, so Admin decides; HR cannot approve their own.
    assert.equal((await call('hr', 'POST', `/requests/${hrRequest.id}/take-over`, {})).status, 200);
    assert.equal((await call('hr', 'POST', `/requests/${hrRequest.id}/approve`, {})).status, 403, 'HR lacks the team ability');
    const takenOver = await call('admin', 'POST', `/requests/${jan.id}/take-over`, {});
    assert.equal(takenOver.status, 200);
    assert.equal(takenOver.body.data.handledByHr, true);
    assert.equal((await call('hrpreview', 'POST', `/requests/${jan.id}/approve`, {})).status, 403);
    assert.equal((await call('hrpreview', 'POST', `/requests/${jan.id}/take-over`, {})).status, 403, 'HRPreview only reads');
    const adminApproves = await call('admin', 'POST', `/requests/${hrRequest.id}/approve`, {});
    assert.equal(adminApproves.status, 200, 'Admin leads the company and decides for HR');
    assert.equal((await call('hr', 'POST', `/requests/${hrRequest.id}/cancel`, {})).status, 400, 'approved: no plain cancel');
  } finally {
    await call('employee', 'POST', `/requests/${jan.id}/cancel`, {});
    await call('hr', 'POST', `/requests/${hrRequest.id}/cancellation-request`, {});
    await call('admin', 'POST', `/requests/${hrRequest.id}/accept-cancellation`, {});
  }
});
