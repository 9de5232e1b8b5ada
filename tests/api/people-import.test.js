// The organisation's import (docs/people-import.md): people by SAP number, each accepted or
// refused on their own, accounts with a one-time password link, supervisor moves that take
// live requests along, and leavers who lose access on their end date.

import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  CookieJar,
  GRPC,
  ISSUER,
  findTags,
  grpcPort,
  grpcUnary,
  pb,
  psql,
  randomToken,
  refreshGrant,
  request,
  tokenRequest,
  tokensFor,
} from '../lib/index.js';
import { ABSENCES, call, expectProblem } from '../lib/absences.js';

const IMPORT = '/people-import';
const PASSWORD = 'Nowe-haslo-2026';
const run = randomToken(4).replace(/[^A-Za-z0-9]/g, '').toUpperCase().slice(0, 4) || 'RUN';
let serial = 0;
const imported = new Set();

/** A new person of this run: the fields the HR system sends, under `supervisor` (a SAP number). */
function person(supervisor, extra = {}) {
  serial += 1;
  const sap = `T${run}${String(serial).padStart(3, '0')}`;
  imported.add(sap);
  return {
    sapNumber: sap,
    firstName: 'Test',
    lastName: `Importowany ${serial}`,
    genderId: 2,
    position: 'Specjalista',
    hrAreaId: 2,
    locationId: 1,
    locationName: 'Warszawa',
    departmentName: 'Dział testów',
    supervisorSapNumber: supervisor,
    employedSince: '2024-03-01',
    contracts: [{ contractTypeName: 'na czas nieokreślony', startOn: '2024-03-01', workingTimeNumerator: 1, workingTimeDenominator: 1, withThisEmployer: true }],
    education: 'higher',
    username: `import-${sap.toLowerCase()}`,
    roleIds: [],
    ...extra,
  };
}

async function importAs(username, people, preview = false) {
  const r = await call(username, 'POST', IMPORT, { people, preview });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body;
}

const outcomes = (answer) => answer.data.map((d) => d.outcome);
const countOf = (saps) => psql(`SELECT count(*) FROM absences.employees WHERE sap_number IN (${saps.map((s) => `'${s}'`).join(',')})`);

/** Opens the one-time link and sets the password, as the new person does in the browser. */
async function setPassword(link) {
  const jar = new CookieJar();
  const page = await request(link, { jar });
  const html = await page.text();
  assert.equal(page.status, 200, html.slice(0, 300));
  const hidden = Object.fromEntries(findTags(html, 'input').filter((t) => t.type === 'hidden').map((t) => [t.name, t.value]));
  const posted = await request(`${ISSUER}/ustaw-haslo`, {
    method: 'POST',
    jar,
    form: { ...hidden, new_password: PASSWORD, repeat_password: PASSWORD },
  });
  const text = await posted.text();
  assert.equal(posted.status, 200, text.slice(0, 400));
  assert.match(text, /Hasło zostało ustawione/);
  return hidden.username;
}

/** Calls the absences API with a new person's own token. */
async function callWith(bearer, method, path, json) {
  const res = await request(`${ABSENCES}${path}`, { method, bearer, json });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

const teamNumbers = async (bearer) => (await callWith(bearer, 'GET', '/requests/team?page-size=all')).body.data.map((r) => r.id);

after(() => {
  if (imported.size === 0) return;
  const saps = [...imported].map((s) => `'${s}'`).join(',');
  const ids = `SELECT employee_id FROM absences.employees WHERE sap_number IN (${saps})`;
  psql(`DELETE FROM identity.users WHERE user_id IN (${psql(`SELECT coalesce(string_agg(employee_id::text, ','), '0') FROM (${ids}) i`)})`);
  psql(`DELETE FROM absences.request_events WHERE request_id IN (SELECT request_id FROM absences.requests WHERE employee_id IN (${ids}))`);
  psql(`DELETE FROM absences.export_outbox WHERE request_id IN (SELECT request_id FROM absences.requests WHERE employee_id IN (${ids}))`);
  psql(`DELETE FROM absences.requests WHERE employee_id IN (${ids})`);
  psql(`UPDATE absences.employees SET supervisor_id = NULL WHERE sap_number IN (${saps})`);
  psql(`DELETE FROM absences.employees WHERE sap_number IN (${saps})`);
  psql('SELECT absences.rebuild_ancestors()');
});

test('each person is accepted or refused on their own; the preview says exactly what the import then does; the same batch again changes nothing', async () => {
  const manager = person('00001003', { roleIds: [9043] });
  const employee = person(manager.sapNumber);
  const lost = person('NOPE0000');
  const batch = [employee, manager, lost];

  const preview = await importAs('hr', batch, true);
  assert.deepEqual(outcomes(preview), ['created', 'created', 'refused']);
  assert.equal(countOf([employee.sapNumber, manager.sapNumber]), '0', 'a preview writes nothing');
  assert.deepEqual(
    preview.data[2].problems.map((p) => [p.field, p.code]),
    [['people[2].supervisorSapNumber', 'person.supervisor-unknown']],
  );

  const applied = await importAs('hr', batch);
  assert.deepEqual(outcomes(applied), ['created', 'created', 'refused']);
  assert.deepEqual([applied.created, applied.updated, applied.unchanged, applied.refused], [2, 0, 0, 1]);
  for (const i of [0, 1]) {
    assert.deepEqual(applied.data[i].changes, preview.data[i].changes, 'the preview listed what was applied');
    assert.ok(applied.data[i].employeeId > 1000000, JSON.stringify(applied.data[i]));
    assert.match(applied.data[i].passwordLink, /\/ustaw-haslo\?token=[\w-]{20,}$/);
  }
  // The new employee reports to the new manager, who came after them in the batch.
  const card = await call('hr', 'GET', `/employees/${applied.data[0].employeeId}`);
  assert.equal(card.body.data.supervisorId, applied.data[1].employeeId);
  assert.equal(psql(`SELECT count(*) FROM absences.employee_changes WHERE employee_id = ${applied.data[0].employeeId} AND changed_by = 'user:1004'`) > '0', true);

  const again = await importAs('hr', batch);
  assert.deepEqual(outcomes(again), ['unchanged', 'unchanged', 'refused']);
  assert.equal(countOf([employee.sapNumber, manager.sapNumber]), '2', 'no one twice');
  assert.equal(again.data[0].employeeId, applied.data[0].employeeId);
});

test('a new person sets a password from the link and files leave; moved to another supervisor, the pending request goes along and says so', async () => {
  const first = person('00001003', { roleIds: [9043] });
  const second = person('00001003', { roleIds: [9043] });
  const worker = person(first.sapNumber);
  const made = await importAs('hr', [first, second, worker]);
  assert.deepEqual(outcomes(made), ['created', 'created', 'created']);
  const tokens = [];
  for (const d of made.data) {
    const username = await setPassword(d.passwordLink);
    tokens.push((await tokensFor(username, { client: 'kadry-web', scope: 'openid absences offline_access', password: PASSWORD })).access_token);
  }
  // The link is spent.
  const reused = await request(made.data[2].passwordLink);
  assert.equal(reused.status, 410);

  const filed = await callWith(tokens[2], 'POST', '/requests', { requestTypeId: 1, fromDate: '2028-06-05', toDate: '2028-06-07' });
  assert.equal(filed.status, 200, JSON.stringify(filed.body));
  const requestId = filed.body.data.id;
  assert.ok((await teamNumbers(tokens[0])).includes(requestId), 'the first supervisor sees it');
  assert.ok(!(await teamNumbers(tokens[1])).includes(requestId), 'the second does not yet');

  const moved = await importAs('hr', [{ ...worker, supervisorSapNumber: second.sapNumber }]);
  assert.equal(moved.data[0].outcome, 'updated');
  assert.equal(moved.data[0].pendingRequestsMoved, 1);
  assert.deepEqual(moved.data[0].changes.map((c) => c.field), ['supervisorSapNumber']);

  assert.ok(!(await teamNumbers(tokens[0])).includes(requestId), 'the old supervisor no longer sees it');
  assert.ok((await teamNumbers(tokens[1])).includes(requestId), 'the new supervisor does at once');
  const details = await callWith(tokens[1], 'GET', `/requests/${requestId}`);
  assert.ok(details.body.data.allowedActions.includes('approve'), JSON.stringify(details.body.data.allowedActions));
  const event = details.body.data.history.find((h) => h.action === 'supervisor-changed');
  assert.ok(event, JSON.stringify(details.body.data.history));
  assert.equal(event.comment, `Test ${first.lastName} → Test ${second.lastName}`);
  assert.equal((await callWith(tokens[0], 'POST', `/requests/${requestId}/approve`, {})).status >= 400, true, 'the old supervisor may not decide');
});

test("a leaver's tokens are refused from the end date, sign-in and refresh fail, and their pending requests go to HR", async () => {
  const leaver = person('00001003');
  const made = await importAs('hr', [leaver]);
  const username = await setPassword(made.data[0].passwordLink);
  const tokens = await tokensFor(username, { client: 'kadry-conformance', scope: 'openid absences offline_access', password: PASSWORD });
  const filed = await callWith(tokens.access_token, 'POST', '/requests', { requestTypeId: 1, fromDate: '2028-07-10', toDate: '2028-07-12' });
  assert.equal(filed.status, 200, JSON.stringify(filed.body));
  assert.equal((await callWith(tokens.access_token, 'GET', '/limits/my')).status, 200);

  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' }).format(new Date());
  const left = await importAs('hr', [{ ...leaver, employedUntil: today }]);
  assert.equal(left.data[0].leaves, true);
  assert.equal(left.data[0].pendingRequestsMoved, 1);

  assert.equal((await callWith(tokens.access_token, 'GET', '/limits/my')).status, 401, 'the live token is refused');
  const refreshed = await refreshGrant(tokens.refresh_token, { client: 'kadry-conformance' });
  assert.equal(refreshed.status, 400, JSON.stringify(refreshed.body));
  await assert.rejects(tokensFor(username, { client: 'kadry-web', password: PASSWORD }), 'sign-in fails');

  const details = await call('hr', 'GET', `/requests/${filed.body.data.id}`);
  assert.equal(details.body.data.handledByHr, true);
  assert.ok(details.body.data.allowedActions.includes('approve'), `HR decides: ${JSON.stringify(details.body.data.allowedActions)}`);
  assert.ok(details.body.data.history.some((h) => h.action === 'handed-to-hr'));
});

test('HR corrects one person on the card between imports; each change is audited with who, when, before and after', async () => {
  const someone = person('00001003');
  const made = await importAs('hr', [someone]);
  const id = made.data[0].employeeId;
  const record = await call('hr', 'GET', `/employees/${id}/record`);
  assert.equal(record.status, 200, JSON.stringify(record.body));
  assert.equal(record.body.data.sapNumber, someone.sapNumber);
  assert.equal(record.body.data.contracts.length, 1);
  assert.deepEqual(record.body.changes.map((c) => [c.field, c.after, c.source]), [['person', 'created', 'import']]);

  const corrected = await call('hr', 'PUT', `/employees/${id}/record`, { ...record.body.data, position: 'Starszy specjalista' });
  assert.equal(corrected.status, 200, JSON.stringify(corrected.body));
  assert.equal(corrected.body.outcome, 'updated');
  assert.deepEqual(corrected.body.changes, [{ field: 'position', before: 'Specjalista', after: 'Starszy specjalista' }]);
  const audited = (await call('hr', 'GET', `/employees/${id}/record`)).body.changes[0];
  assert.deepEqual([audited.field, audited.before, audited.after, audited.source, audited.changedBy, audited.changedByFullName], [
    'position', 'Specjalista', 'Starszy specjalista', 'card', 'user:1004', 'Katarzyna Wiśniewska',
  ]);
  assert.match(audited.changedAt, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?[+-]\d{2}:\d{2}$/);
  expectProblem(await call('hr', 'PUT', `/employees/${id}/record`, { ...record.body.data, sapNumber: 'OTHER1' }), 400, 'another SAP number');
  expectProblem(await call('manager', 'GET', `/employees/${id}/record`), 403, 'a manager');
  expectProblem(await call('hr', 'GET', '/employees/99999999/record'), 404, 'nobody');
});

// gRPC as the HR system sends it: ImportPeopleRequest{people: [ImportedPerson{...}]}.
const IMPORT_RPC = '/kadry.absences.v1.AbsencesService/ImportPeople';
const minimalPerson = (p) =>
  pb.join(
    pb.string(1, p.sapNumber),
    pb.string(2, p.firstName),
    pb.string(3, p.lastName),
    pb.int(4, p.genderId),
    pb.int(13, p.hrAreaId),
    pb.string(17, p.supervisorSapNumber),
    pb.string(18, p.employedSince),
    pb.string(27, p.username),
  );
const absencesUrl = `http://127.0.0.1:${grpcPort('absences')}`;

async function clientToken(client, scope) {
  const r = await tokenRequest({ grant_type: 'client_credentials', scope }, { client });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body.access_token;
}

test('only the import scope and HR or Admin may write people', async () => {
  for (const username of ['employee', 'manager', 'hrpreview', 'administration']) {
    expectProblem(await call(username, 'POST', IMPORT, { people: [person('00001003')], preview: true }), 403, username);
  }
  expectProblem(await call(null, 'POST', IMPORT, { people: [person('00001003')] }), 401, 'anonymous');
  assert.equal((await call('admin', 'POST', IMPORT, { people: [person('00001003')], preview: true })).status, 200);

  const someone = person('00001003');
  const payroll = await grpcUnary(IMPORT_RPC, pb.message(1, minimalPerson(someone)), {
    url: absencesUrl,
    bearer: await clientToken('kadry-payroll', 'absences'),
  });
  assert.equal(payroll.status, GRPC.PERMISSION_DENIED, payroll.message);
  assert.equal(countOf([someone.sapNumber]), '0');

  const hrSystem = await grpcUnary(IMPORT_RPC, pb.message(1, minimalPerson(someone)), {
    url: absencesUrl,
    bearer: await clientToken('kadry-hr', 'absences people.import'),
  });
  assert.equal(hrSystem.status, GRPC.OK, hrSystem.message);
  assert.ok(hrSystem.body.includes(Buffer.from('created')), 'the HR system created the person');
  assert.equal(countOf([someone.sapNumber]), '1');
  assert.equal(
    psql(`SELECT changed_by FROM absences.employee_changes c JOIN absences.employees e USING (employee_id) WHERE e.sap_number = '${someone.sapNumber}' LIMIT 1`),
    'client:kadry-hr',
  );
});

test('a batch is 1 to 500 people, and a malformed person is refused with each field named', async () => {
  expectProblem(await call('hr', 'POST', IMPORT, { people: [] }), 400, 'empty');
  const bad = await importAs('hr', [person('00001003', { employedSince: '2024-02-30' }), person('00001003', { username: 'Z', genderId: 7 })], true);
  assert.deepEqual(outcomes(bad), ['refused', 'refused']);
  assert.deepEqual(bad.data[0].problems.map((p) => [p.field, p.code]), [['people[0].employedSince', 'field.date']]);
  assert.deepEqual(
    bad.data[1].problems.map((p) => [p.field, p.code]),
    [
      ['people[1].genderId', 'person.gender'],
      ['people[1].username', 'person.username'],
    ],
  );
});
