// Authorisation over every absences route of docs/absences-api.md:
//  - the gateway's ability per demo role, computed from proto/kadry/v1/abilities.json;
//  - 401 problem+json without a token or with a bad one;
//  - the service's row scope for own, team and other employees' data, with the team
//    member and the outsider found at run time through employees/search as HR.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { USERS, assertProblem, request } from '../lib/index.js';
import { grants } from '../lib/abilities.js';
import { ABSENCES, PUBLIC, accessOf, call, expectProblem, fileFresh, findsInDirectory, org, outsiderRequest, readsAll, sees, userCan, withdraw } from '../lib/absences.js';

// A request id no one has: the service answers 404, so a 403 can only be the gateway's.
const NO_REQUEST = 2147480000;
const NEXT_MONTH = 'date-from=2026-11-01&date-to=2026-11-30';

// Every route of the table with the ability the gateway demands (declared beside its RPC).
// Bodies are chosen so that the service never answers 403 for them: a 403 is the gateway's.
const ROUTES = [
  ['GET', '/employees/{self}', 'Api_SignedInUser'],
  ['POST', '/employees/search', 'Api_SignedInUser', {}],
  ['POST', '/employees/supervisors/search', 'Api_SignedInUser', {}],
  ['GET', '/employees/{self}/supervisor', 'Api_SignedInUser'],
  ['GET', '/employees/{self}/benefits', 'Api_SignedInUser'],
  ['GET', '/employees/{self}/employment-contracts', 'Api_SignedInUser'],
  ['GET', '/employees/{self}/abilities', 'Api_SignedInUser'],
  ['POST', '/employees/{self}/timesheets', 'Page_Calendar_Timesheets', { dateFrom: '2026-11-01', dateTo: '2026-11-30' }],
  ['GET', '/calendar/holidays?year=2026', 'Api_SignedInUser'],
  ['GET', `/calendar/my?${NEXT_MONTH}`, 'Page_Calendar_My'],
  ['GET', `/calendar/team?${NEXT_MONTH}`, 'Page_Calendar_Team'],
  ['GET', '/request-types', 'Api_SignedInUser'],
  ['GET', '/requests/my', 'Page_Requests_My'],
  ['GET', '/requests/team', 'Page_Requests_Team'],
  ['GET', '/requests/report', 'Page_Requests_Report'],
  // The report as a file (every row of the filter): a far-future filter keeps it to the header.
  ['GET', '/requests/report/export?format=csv&date-from=2099-01-01', 'Page_Requests_Report'],
  ['GET', `/requests/${NO_REQUEST}`, 'Api_SignedInUser'],
  ['POST', '/requests/preview', 'Page_Requests_New', { requestTypeId: 1, fromDate: '2028-12-04', toDate: '2028-12-05' }],
  // An unknown type: a 400 from the service when the gateway lets it through, nothing filed.
  ['POST', '/requests', 'Page_Requests_New', { requestTypeId: 99, fromDate: '2028-12-04', toDate: '2028-12-04' }],
  ['POST', `/requests/${NO_REQUEST}/cancel`, 'Api_SignedInUser', {}],
  ['POST', `/requests/${NO_REQUEST}/approve`, 'Api_SignedInUser', {}],
  ['POST', `/requests/${NO_REQUEST}/reject`, 'Api_SignedInUser', {}],
  ['POST', `/requests/${NO_REQUEST}/cancellation-request`, 'Api_SignedInUser', {}],
  ['POST', `/requests/${NO_REQUEST}/accept-cancellation`, 'Api_SignedInUser', {}],
  ['POST', `/requests/${NO_REQUEST}/reject-cancellation`, 'Api_SignedInUser', {}],
  ['POST', `/requests/${NO_REQUEST}/take-over`, 'Page_Requests_Report', {}],
  ['POST', `/requests/${NO_REQUEST}/resume-processing`, 'Page_Requests_Report', {}],
  ['GET', '/home-office-agreements/my', 'Page_HomeOffices_My'],
  ['GET', '/home-office-agreements/team', 'Page_Requests_Team'],
  // Everyone's list: the service also refuses anyone but Admin and the opinion-givers, as the
  // ability does (the gateway's refusal comes first).
  ['GET', '/home-office-agreements', 'Page_HomeOffices_List'],
  ['GET', `/home-office-agreements/${NO_REQUEST}`, 'Api_SignedInUser'],
  // A draft without dates: a 400 from the service, or its own 403 for those with the occasional
  // flag alone (the page is theirs, applying is not).
  ['POST', '/home-office-agreements', 'Page_HomeOffices_My', { weekdays: [] }, 'home-office.no-access'],
  ['POST', `/home-office-agreements/${NO_REQUEST}/withdraw`, 'Page_HomeOffices_My', {}],
  ['POST', `/home-office-agreements/${NO_REQUEST}/opinion`, 'Page_HomeOffices_List', { positive: true }],
  ['POST', `/home-office-agreements/${NO_REQUEST}/approve`, 'Page_Requests_Team', {}],
  ['POST', `/home-office-agreements/${NO_REQUEST}/reject`, 'Page_Requests_Team', { comment: 'nie' }],
  ['POST', `/home-office-agreements/${NO_REQUEST}/end`, 'Api_SignedInUser', { lastDay: '2028-12-01', comment: 'koniec' }],
  ['GET', '/home-office-week-report?week-start=2026-12-21', 'Page_HomeOffices_WeekReport'],
  ['GET', '/home-office-week-report/export?format=csv&week-start=2026-12-21', 'Page_HomeOffices_WeekReport'],
  ['GET', '/calendar-feed', 'Api_SignedInUser'],
  ['POST', '/calendar-feed/renew', 'Api_SignedInUser', {}],
  ['DELETE', '/calendar-feed', 'Api_SignedInUser'],
  // Public: the secret in the path is the credential; an unknown one is a 404 for everyone.
  ['GET', `/calendar-feeds/${'1'.repeat(43)}`, 'Public'],
  ['GET', '/substitutions/my', 'Page_Substitutions_My'],
  ['GET', '/substitutions/team', 'Page_Substitutions_Team'],
  ['GET', '/substitutions/report', 'Page_Substitutions_Report'],
  ['GET', '/substitutions/report/export?format=csv&date-from=2099-01-01', 'Page_Substitutions_Report'],
  ['GET', '/substitutions/requests', 'Page_Substitutions_My'],
  ['POST', '/substitutions/preview', 'Page_Substitutions_My', { fromDate: '2029-01-01', toDate: '2029-01-05' }],
  // No substitute: a 400 from the service, or its own 403 for those without the substitutions flag.
  ['POST', '/substitutions', 'Api_SignedInUser', { fromDate: '2029-01-01', toDate: '2029-01-05' }, 'substitution.no-access'],
  ['POST', `/substitutions/${NO_REQUEST}/confirm`, 'Page_Requests_Team', {}],
  ['POST', `/substitutions/${NO_REQUEST}/reject`, 'Page_Requests_Team', {}],
  ['POST', `/substitutions/${NO_REQUEST}/cancel`, 'Api_SignedInUser', {}],
  ['GET', '/limits/my', 'Page_Requests_MyLimits'],
  ['GET', '/limits/report', 'Page_Requests_Limits'],
  // No people: a 400 from the service when the gateway lets it through, nothing written.
  ['POST', '/people-import', 'Page_People_Import', { people: [], preview: true }],
  ['GET', '/employees/{self}/record', 'Page_People_Import'],
  // Another SAP number than the person's: a 400 from the service, nothing written.
  ['PUT', '/employees/{self}/record', 'Page_People_Import', { sapNumber: 'NOT-THEIRS' }],
];

test('the route table covers every absences route of the gateway and of docs/absences-api.md', async () => {
  const { readFileSync } = await import('node:fs');
  const { GATEWAY_URL, ROOT } = await import('../lib/env.js');
  const doc = readFileSync(`${ROOT}/docs/absences-api.md`, 'utf8');
  const documented = [...doc.matchAll(/^\| (GET|POST|PUT|DELETE) \| (\S+) \|[^|]*\| ([^|]*) \|/gm)].map(
    ([, m, p, a]) => `${m} ${p.replace(/\{[^}]+\}/g, '{}')} ${a.trim()}`,
  );
  // The gateway's OpenAPI document is generated from the protos' routes and abilities.
  const openapi = await (await request(`${GATEWAY_URL}/api/openapi.json`)).json();
  const gateway = Object.entries(openapi.paths)
    .filter(([p]) => p.startsWith('/absences/api/'))
    .flatMap(([p, item]) => Object.entries(item).map(([m, op]) => `${m.toUpperCase()} ${p.slice('/absences/api'.length).replace(/\{[^}]+\}/g, '{}')} ${op['x-kadry-ability']}`));
  const mine = ROUTES.map(([m, p, a]) => `${m} ${p.split('?')[0].replace(/\{self\}|\d{5,}/g, '{}')} ${a}`);
  assert.ok(documented.length >= 28, `read the table (${documented.length} rows)`);
  assert.deepEqual([...mine].sort(), [...gateway].sort());
  assert.deepEqual([...documented].sort(), [...gateway].sort());
});

for (const username of Object.keys(USERS)) {
  test(`gateway abilities of ${username} on every absences route follow abilities.json`, async () => {
    const wrong = [];
    const access = await accessOf(username);
    for (const [method, template, ability, body, serviceRefusal] of ROUTES) {
      const path = template.replace('{self}', String(USERS[username].id));
      const r = await call(username, method, path, body);
      const allowed = ability === PUBLIC || grants(access, ability);
      if (allowed && r.status === 403 && r.body?.code !== serviceRefusal) wrong.push(`${method} ${path}: 403 though ${ability} is granted`);
      if (!allowed) {
        if (r.status !== 403) wrong.push(`${method} ${path}: ${r.status} though ${ability} is not granted`);
        else expectProblem(r, 403, `${username} ${method} ${path}`);
      }
    }
    assert.deepEqual(wrong, []);
  });
}

test('every absences route answers 401 problem+json without a token, with garbage and with a forged signature', async () => {
  const { tokenOf } = await import('../lib/absences.js');
  const good = await tokenOf('employee');
  const [h, p, s] = good.split('.');
  const forged = `${h}.${p}.${s.slice(0, -4)}${s.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
  for (const [method, template, ability, body] of ROUTES) {
    if (ability === PUBLIC) continue;
    const path = template.replace('{self}', '1002');
    for (const bearer of [undefined, 'not-a-jwt', forged]) {
      const res = await request(`${ABSENCES}${path}`, { method, json: body, bearer });
      await assertProblem(res, 401, { wwwAuthenticate: /^Bearer/ });
    }
  }
});

// ------------------------------------------------------------------ row scope

// A pending request of Jan Kowalski (1002): own for him, a team row for 1003 above him.
let jan;
test.before(async () => {
  jan = (await fileFresh('employee')).data;
});
test.after(async () => {
  if (jan) await withdraw(jan.id);
});

// [method, path, body, whether a location manager reaches it for the people of the location]:
// the card and the supervisor do; personnel data stays with the person, the line above and HR.
const EMPLOYEE_ROUTES = [
  ['GET', (id) => `/employees/${id}`, undefined, true],
  ['GET', (id) => `/employees/${id}/supervisor`, undefined, true],
  ['GET', (id) => `/employees/${id}/benefits`, undefined, false],
  ['GET', (id) => `/employees/${id}/employment-contracts`, undefined, false],
  ['GET', (id) => `/employees/${id}/abilities`, undefined, false],
  ['POST', (id) => `/employees/${id}/timesheets`, { dateFrom: '2026-11-01', dateTo: '2026-11-30' }, false],
];

for (const username of Object.keys(USERS)) {
  test(`row scope of ${username}: own, team and other employees' records`, async () => {
    const o = await org();
    const subjects = { own: USERS[username].id, 'team of 1003': o.teamMember, outsider: o.outsider, jan: 1002 };
    const wrong = [];
    for (const [label, id] of Object.entries(subjects)) {
      const visible = await findsInDirectory(username, id);
      const inLine = await sees(username, id);
      for (const [method, path, body, byLocation] of EMPLOYEE_ROUTES) {
        if (path(id).endsWith('/supervisor') && id === 1001) continue; // the top has no supervisor
        const r = await call(username, method, path(id), body);
        const reached = byLocation ? visible : inLine;
        const expected = reached ? 200 : 404;
        if (r.status !== expected) wrong.push(`${method} ${path(id)} (${label}): expected ${expected}, got ${r.status}`);
        if (!reached && r.status === 404 && !/problem\+json/.test(r.contentType)) wrong.push(`${path(id)}: 404 not problem+json`);
        // Reached through the location alone: the card, never the private fields.
        if (r.status === 200 && path(id) === `/employees/${id}` && !inLine && (r.body.data.sapNumber || r.body.data.privateEmail)) {
          wrong.push(`${path(id)} (${label}): private data through the location`);
        }
      }
      // The search finds exactly those in scope.
      const found = await call(username, 'POST', '/employees/search', { employeeId: id });
      const ids = (found.body?.data ?? []).map((e) => e.employeeId);
      if (visible ? !(ids.length === 1 && ids[0] === id) : ids.length !== 0) {
        wrong.push(`employees/search {employeeId:${id}} (${label}): got ${JSON.stringify(ids)}`);
      }
    }
    assert.deepEqual(wrong, []);
  });
}

test('a plain employee searching the directory finds only themself; HR finds everyone', async () => {
  const o = await org();
  const mine = await call('employee', 'POST', '/employees/search', { pageSize: 100 });
  assert.deepEqual(mine.body.data.map((e) => e.employeeId), [1002]);
  assert.equal(mine.body.total, 1);
  const team = await call('manager', 'POST', '/employees/search', { pageSize: 100, supervisorId: 1003 });
  assert.ok(team.body.data.some((e) => e.employeeId === o.teamMember));
  assert.ok(team.body.data.every((e) => e.supervisorId === 1003));
  const all = await call('hr', 'POST', '/employees/search', { pageSize: 1 });
  assert.equal(all.body.total, o.everyone.length);
  assert.ok(all.body.total >= 100, `the demo organisation has ~150 people, got ${all.body.total}`);
});

for (const username of Object.keys(USERS)) {
  test(`row scope of ${username}: Jan's and an outsider's requests and limits`, async () => {
    const o = await org();
    const wrong = [];
    // A seeded request of the outsider, as HR sees it.
    const theirs = await outsiderRequest();
    const rows = [[jan.id, 1002, 'Jan'], [theirs.id, theirs.employeeId, 'outsider']];
    for (const [id, owner, label] of rows) {
      const expected = (await sees(username, owner)) ? 200 : 404;
      const r = await call(username, 'GET', `/requests/${id}`);
      if (r.status !== expected) wrong.push(`GET /requests/${id} (${label}): expected ${expected}, got ${r.status}`);
      if (r.status === 200 && r.body.data.id !== id) wrong.push(`GET /requests/${id} answered ${r.body.data.id}`);
    }
    // Limits of someone else: own always; a team member for supervisors; anyone for HR.
    for (const [owner, label] of [[USERS[username].id, 'own'], [o.teamMember, 'team of 1003'], [o.outsider, 'outsider']]) {
      const r = await call(username, 'GET', `/limits/my?employee-id=${owner}`);
      if (!userCan(username, 'Page_Requests_MyLimits')) continue;
      const isOwn = owner === USERS[username].id;
      const may = isOwn || (await org()).teams[username].has(owner) || USERS[username].roles.includes(9042);
      const ok = may ? r.status === 200 : [403, 404].includes(r.status);
      if (!ok) wrong.push(`GET /limits/my?employee-id=${owner} (${label}): ${may ? 'expected 200' : 'expected 403/404'}, got ${r.status}`);
    }
    assert.deepEqual(wrong, []);
  });
}

test('request lists hold rows in scope only: my = own, team = the team below, report = all', async () => {
  const o = await org();
  const search = `search=${encodeURIComponent(jan.number)}`;
  assert.deepEqual((await call('employee', 'GET', `/requests/my?${search}`)).body.data.map((r) => r.id), [jan.id]);
  assert.deepEqual((await call('manager', 'GET', `/requests/team?${search}`)).body.data.map((r) => r.id), [jan.id]);
  assert.equal((await call('manager', 'GET', `/requests/my?${search}`)).body.total, 0, "a team member's request is not the manager's own");
  for (const reader of ['hr', 'hrpreview', 'administration', 'admin']) {
    const r = await call(reader, 'GET', `/requests/report?${search}`);
    assert.deepEqual(r.body.data.map((x) => x.id), [jan.id], reader);
  }
  const team = await call('manager', 'GET', '/requests/team?page-size=100');
  assert.ok(team.body.total > 0);
  assert.ok(team.body.data.every((r) => o.teams.manager.has(r.employeeId)), 'only the team below 1003');
  const outsiderInTeam = await call('manager', 'GET', `/requests/team?employee-id=${o.outsider}`);
  assert.ok(outsiderInTeam.status === 404 || outsiderInTeam.body.total === 0, "an outsider's requests are not in the team list");
  const mine = await call('employee', 'GET', '/requests/my?page-size=100');
  assert.ok(mine.body.data.every((r) => r.employeeId === 1002));
});

test("team calendar: the manager's own team, not another supervisor's; HR may pick any", async () => {
  const o = await org();
  const own = await call('manager', 'GET', `/calendar/team?${NEXT_MONTH}`);
  assert.equal(own.status, 200);
  for (const e of own.body.data.filter((x) => x.kind === 'request')) assert.ok(o.teams.manager.has(e.employeeId), JSON.stringify(e));
  const outsiderBoss = o.everyone.find((e) => e.employeeId === o.outsider).supervisorId;
  expectProblem(await call('manager', 'GET', `/calendar/team?${NEXT_MONTH}&supervisor-id=${outsiderBoss}`), 404, 'manager -> other team');
  assert.equal((await call('hr', 'GET', `/calendar/team?${NEXT_MONTH}&supervisor-id=${outsiderBoss}`)).status, 200);
});

test('decisions on a visible row: only the supervisor above or Admin decides, only HR/Admin take over, only the applicant cancels', async () => {
  const o = await org();
  const { data: pending } = await fileFresh('employee');
  try {
    // Read-only roles see the request but may not decide it.
    for (const reader of ['hrpreview', 'administration', 'hr']) {
      assert.equal((await call(reader, 'GET', `/requests/${pending.id}`)).status, 200, reader);
      expectProblem(await call(reader, 'POST', `/requests/${pending.id}/approve`, {}), 403, `${reader} approve`);
      expectProblem(await call(reader, 'POST', `/requests/${pending.id}/reject`, {}), 403, `${reader} reject`);
    }
    for (const reader of ['hrpreview', 'administration']) {
      expectProblem(await call(reader, 'POST', `/requests/${pending.id}/take-over`, {}), 403, `${reader} take-over`);
    }
    // The applicant may not approve their own request.
    expectProblem(await call('employee', 'POST', `/requests/${pending.id}/approve`, {}), 403, 'own approve');
    // Someone who sees the row but did not file it cannot cancel it.
    for (const other of ['manager', 'hr', 'admin']) {
      expectProblem(await call(other, 'POST', `/requests/${pending.id}/cancel`, {}), 403, `${other} cancel`);
    }
    // Someone who does not see it gets a 404 for every action.
    for (const action of ['cancel', 'cancellation-request']) {
      expectProblem(await call('hoagreement', 'POST', `/requests/${pending.id}/${action}`, {}), 404, `hoagreement ${action}`);
    }
    assert.equal((await call('employee', 'GET', `/requests/${pending.id}`)).body.data.requestStatusId, 1, 'nothing changed');
  } finally {
    await withdraw(pending.id);
  }
  // The manager cannot act on a request outside the team: it does not exist for them.
  const theirs = await outsiderRequest();
  assert.ok(!o.teams.manager.has(theirs.employeeId));
  for (const action of ['approve', 'reject', 'accept-cancellation', 'reject-cancellation']) {
    expectProblem(await call('manager', 'POST', `/requests/${theirs.id}/${action}`, {}), 404, `manager ${action} outsider`);
  }
  for (const action of ['cancel', 'cancellation-request']) {
    expectProblem(await call('employee', 'POST', `/requests/${theirs.id}/${action}`, {}), 404, `employee ${action} outsider`);
  }
  assert.equal((await call('hr', 'GET', `/requests/${theirs.id}`)).body.data.requestStatusId, theirs.requestStatusId, 'untouched');
});

test('filing for someone else: a supervisor for the team below, never for an outsider', async () => {
  const o = await org();
  const forTeam = await fileFresh('manager', { extra: { employeeId: o.teamMember } });
  try {
    assert.equal(forTeam.data.employeeId, o.teamMember);
    assert.equal(forTeam.data.requestStatusId, 1);
  } finally {
    await withdraw(forTeam.data.id, 'manager');
  }
  const w = { requestTypeId: 1, fromDate: forTeam.week.from, toDate: forTeam.week.to };
  expectProblem(await call('manager', 'POST', '/requests', { ...w, employeeId: o.outsider }), 404, 'manager files for an outsider');
  expectProblem(await call('employee', 'POST', '/requests', { ...w, employeeId: o.teamMember }), 404, 'employee files for a colleague');
  expectProblem(await call('employee', 'POST', '/requests/preview', { ...w, employeeId: o.teamMember }), 404, 'employee previews for a colleague');
  // Readers of everything are not thereby supervisors.
  assert.equal(readsAll('hrpreview'), true);
  const byPreview = await call('hrpreview', 'POST', '/requests', { ...w, employeeId: o.teamMember });
  assert.ok([403, 404].includes(byPreview.status), `HRPreview files for someone: ${byPreview.status}`);
});
