// Row-level findings of the security review in the absences API.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { USERS } from '../lib/index.js';
import { call, expectProblem, fileFresh, withdraw } from '../lib/absences.js';

const PRIVATE = ['privateEmail', 'privatePhoneNumber', 'sapNumber', 'education', 'employedSinceOn'];

function assertCardOnly(person, where) {
  for (const field of PRIVATE) {
    assert.ok(!person[field], `${where}: ${field} of ${person.employeeId} is hidden (got ${JSON.stringify(person[field])})`);
  }
  const address = person.address ?? {};
  assert.ok(!address.street && !address.city && !address.postalCode, `${where}: the home address is hidden`);
  assert.ok(person.fullName && person.companyEmail !== undefined, `${where}: the card keeps name and work contact`);
}

test('an employee sees only the card of supervisors, never their private data', async () => {
  const boss = await call('employee', 'GET', `/employees/${USERS.employee.id}/supervisor`);
  assert.equal(boss.status, 200, JSON.stringify(boss.body));
  assert.equal(boss.body.data.employeeId, USERS.manager.id);
  assertCardOnly(boss.body.data, 'GET supervisor');

  const all = await call('employee', 'POST', '/employees/supervisors/search', { page: 1, pageSize: 100 });
  assert.equal(all.status, 200, JSON.stringify(all.body));
  assert.ok(all.body.data.length > 1);
  for (const person of all.body.data) {
    if (person.employeeId === USERS.employee.id) continue;
    assertCardOnly(person, 'supervisors/search');
  }
  // The control: HR reads the same supervisor's whole record.
  const hr = await call('hr', 'GET', `/employees/${USERS.employee.id}/supervisor`);
  assert.ok(hr.body.data.privateEmail || hr.body.data.privatePhoneNumber, 'HR sees private contacts');
});

test('confirming an overlap cannot cancel approved leave; the cancellation request stays the way', async () => {
  const { week, data: approved } = await fileFresh('employee');
  let created;
  try {
    const ok = await call('manager', 'POST', `/requests/${approved.id}/approve`, { comment: 'ok' });
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    const over = await call('employee', 'POST', '/requests', {
      requestTypeId: 1, fromDate: week.middle, toDate: week.middle, cancelConflicting: true,
    });
    const problem = expectProblem(over, 409, 'filing over approved leave with confirmation');
    assert.match(problem.title, /cancellation/);
    assert.deepEqual(problem.conflicts.map((c) => c.id), [approved.id]);
    if (over.status === 200) created = over.body.data;
    const still = await call('employee', 'GET', `/requests/${approved.id}`);
    assert.equal(still.body.data.requestStatusId, 2, 'the approved leave stands');
    // Force majeure may be filed days back: it must not erase leave either.
    const fm = await call('employee', 'POST', '/requests', {
      requestTypeId: 23, fromDate: week.middle, toDate: week.middle, cancelConflicting: true,
    });
    assert.notEqual(fm.status, 200, JSON.stringify(fm.body));
    assert.equal((await call('employee', 'GET', `/requests/${approved.id}`)).body.data.requestStatusId, 2);
  } finally {
    if (created) await withdraw(created.id);
    await withdraw(approved.id, 'employee', 'manager');
  }
});
