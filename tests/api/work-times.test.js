// The work-times API (docs/work-times.md) black-box against the running stack:
//  - the gateway's ability per demo user on every route, computed from abilities.json with the
//    demo users' work-time access flags; 401 problem+json without a valid token;
//  - the service's rows: own, team (a manager's subtree, a location manager's location), all;
//  - Jan's clock today (start, break, a repeated press, stop);
//  - a supervisor's correction, approval and lock of Jan's month two months ago, read by
//    payroll over gRPC, then opened again and put back as it was;
//  - the terminals' batch over gRPC; bad input; the team month as CSV and XLSX.
//
// Data touched and put back: Jan's (1002) rows of today; his corrections, approvals and lock
// in the month two months before today (the e2e suite uses the current month); the clock
// rows of one person without any schedule, used as the terminal's subject.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { GATEWAY_URL, GRPC, USERS, assertProblem, grpcPort, grpcUnary, batchCall, pb, pbFields, psql, request, tokenRequest } from '../lib/index.js';
import { ABSENCES, callAt, expectProblem, org, tokenOf } from '../lib/absences.js';
import { grants } from '../lib/abilities.js';
import { awaitNotification } from '../lib/notifications.js';

const API = `${GATEWAY_URL}/work-times/api`;
const call = (username, method, path, json) => callAt(API, username, method, path, json);
const GRPC_URL = `http://127.0.0.1:${grpcPort('work-times')}`;
const SERVICE = '/kadry.work_times.v1.WorkTimesService';

// Ids no one has: the service answers 404, so a 403 can only be the gateway's.
const NO_DAY = 2147480000;
const NO_PERSON = 2147480000;
// A search that finds nobody keeps the team lists small (and the answer 200).
const NOBODY = 'zz-nikt-taki';

// ------------------------------------------------------------------ calendar of the test

const warsawDate = (t = Date.now()) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date(t));
const TODAY = warsawDate();
const CURRENT_MONTH = TODAY.slice(0, 7);
const monthsBefore = (n) => {
  const [y, m] = CURRENT_MONTH.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 - n, 1));
  return d.toISOString().slice(0, 7);
};
// Corrections and the lock use a month no other suite touches.
const LOCK_MONTH = monthsBefore(2);
const addDays = (date, n) => new Date(Date.parse(`${date}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// ------------------------------------------------------------------ abilities with the demo flags

// The work-time access flags the demo people directory gives (everyone else: none).
const FLAGS = {
  employee: ['hasAccessToMyWorkTimes', 'hasAccessToMyTimeEvaluation', 'hasAccessToMyCurrentWorkday', 'hasAccessToMyOnCallWorkTimes'],
  manager: ['hasAccessToTeamWorkTimes', 'hasAccessToTeamOnCallWorkTimes', 'hasAccessToMyWorkTimes', 'hasAccessToMyCurrentWorkday', 'hasAccessToMyTimeEvaluation'],
  admin: ['hasAccessToTeamWorkTimes'],
  locationmanager: ['hasAccessToTeamWorkTimes', 'hasAccessToTeamOnCallWorkTimes'],
  teamlead: ['hasAccessToTeamWorkTimes', 'hasAccessToTeamOnCallWorkTimes', 'hasAccessToMyWorkTimes', 'hasAccessToMyCurrentWorkday', 'hasAccessToMyTimeEvaluation'],
};

/** Whether the gateway grants `subject` to the demo user, with the demo work-time flags. */
const granted = (username, subject) => grants({ roles: USERS[username].roles, flags: FLAGS[username] ?? [] }, subject);

// ------------------------------------------------------------------ the routes

// A valid record: the service checks it first, then finds no such day (404).
const RECORD = { kind: 'work', startAt: '2026-01-05T08:00:00+01:00', endAt: '2026-01-05T09:00:00+01:00', reason: 'sprawdzenie uprawnień' };

// [method, path, ability, body, the service's answer to a user the gateway lets through,
//  the service's own different answer for some of them ({ username: status })].
// Nothing here changes data: writes go to a day that does not exist or carry invalid input.
const ROUTES = [
  ['GET', '/current-workday', 'Page_WorkTimes_MyCurrentWorkday', undefined, 200],
  ['POST', '/current-workday/actions', 'Page_WorkTimes_MyCurrentWorkday', { action: 'jump', eventId: 'authz-probe' }, 400],
  ['GET', `/workdays/my?month=${CURRENT_MONTH}`, 'Page_WorkTimes_MyWorkdays', undefined, 200],
  ['GET', `/workdays/team?search=${NOBODY}`, 'Page_WorkTimes_TeamWorkdays', undefined, 200],
  ['GET', `/workdays/calendar?date-from=${TODAY}&date-to=${TODAY}`, 'Page_WorkTimes_TeamWorkdaysCalendar', undefined, 200],
  // A location manager reads the location but closes nothing: the service says no.
  ['POST', '/workdays/lock', 'Page_WorkTimes_TeamWorkdays', { month: '2026-13' }, 400, { locationmanager: 403 }],
  ['GET', `/workdays/${NO_DAY}`, 'Page_WorkTimes_Workday', undefined, 404],
  ['POST', `/workdays/${NO_DAY}/records`, 'Page_WorkTimes_TeamWorkdays', RECORD, 404],
  ['PUT', `/workdays/${NO_DAY}/records/1`, 'Page_WorkTimes_TeamWorkdays', RECORD, 404],
  ['DELETE', `/workdays/${NO_DAY}/records/1?reason=sprawdzenie`, 'Page_WorkTimes_TeamWorkdays', undefined, 404],
  ['POST', `/workdays/${NO_DAY}/approve-overtime`, 'Page_WorkTimes_TeamWorkdays', {}, 404],
  ['POST', `/workdays/${NO_DAY}/compensate-undertime`, 'Page_WorkTimes_TeamWorkdays', {}, 404],
  ['POST', `/workdays/${NO_DAY}/day-off`, 'Page_WorkTimes_TeamWorkdays', { forDate: '2026-01-04' }, 404],
  ['DELETE', `/workdays/${NO_DAY}/day-off`, 'Page_WorkTimes_TeamWorkdays', undefined, 404],
  ['GET', `/time-evaluation/my?month=${CURRENT_MONTH}`, 'Page_WorkTimes_MyTimeEvaluation', undefined, 200],
  ['GET', `/time-evaluation/team?search=${NOBODY}`, 'Page_WorkTimes_TeamTimeEvaluation', undefined, 200],
  ['GET', `/time-evaluation/team/export?format=csv&search=${NOBODY}`, 'Page_WorkTimes_TeamTimeEvaluation', undefined, 200],
  ['GET', `/time-evaluation/${NO_PERSON}`, 'Page_WorkTimes_TeamTimeEvaluation', undefined, 404],
  ['GET', `/employee-terms/${NO_PERSON}`, 'Page_WorkTimes_TeamTimeEvaluation', undefined, 404],
  // Terms are HR's and Admin's to change: a manager reads them only.
  ['PUT', `/employee-terms/${NO_PERSON}`, 'Page_WorkTimes_TeamTimeEvaluation', {}, 404, { manager: 403, teamlead: 403 }],
  // Admin (1001) is the top of the organisation: his team is himself.
  ['GET', '/attendances/my-team', 'Page_WorkTimes_MyTeamAttendances', undefined, 200],
  ['GET', `/attendances/team?search=${NOBODY}`, 'Page_WorkTimes_TeamAttendances', undefined, 200],
  ['GET', `/on-call/my?month=${CURRENT_MONTH}`, 'Page_WorkTimes_MyOnCallWorkTimes', undefined, 200],
  ['GET', `/on-call/team?search=${NOBODY}`, 'Page_WorkTimes_TeamOnCallWorkTimes', undefined, 200],
  // Planning (work-times-schedules.test.js has who plans whom): a bad month is refused first.
  ['GET', `/schedules/team?search=${NOBODY}`, 'Page_WorkTimes_SchedulePlanner', undefined, 200],
  ['PUT', `/schedules/${NO_PERSON}`, 'Page_WorkTimes_SchedulePlanner', { month: '2026-13' }, 400],
  ['POST', `/schedules/${NO_PERSON}/copy`, 'Page_WorkTimes_SchedulePlanner', { month: '2026-13' }, 400],
  ['POST', `/schedules/${NO_PERSON}/publish`, 'Page_WorkTimes_SchedulePlanner', { month: '2026-13' }, 400],
  ['GET', `/schedules/my?month=${CURRENT_MONTH}`, 'Page_WorkTimes_MyWorkdays', undefined, 200],
  ['GET', '/shift-templates', 'Page_WorkTimes_SchedulePlanner', undefined, 200],
  ['POST', '/shift-templates', 'Page_WorkTimes_SchedulePlanner', {}, 400],
  ['DELETE', `/shift-templates/${NO_PERSON}`, 'Page_WorkTimes_SchedulePlanner', undefined, 404],
  ['POST', '/on-call/team', 'Page_WorkTimes_SchedulePlanner', {}, 400],
  ['DELETE', `/on-call/${NO_PERSON}`, 'Page_WorkTimes_SchedulePlanner', undefined, 404],
];

const GATEWAY_REFUSAL = 'you do not have access to this operation';

test("the route table covers every work-times route of the gateway, with the ability its RPC declares in the proto", async () => {
  // The gateway's OpenAPI document is generated from the protos' routes and abilities.
  const doc = await (await request(`${GATEWAY_URL}/api/openapi.json`)).json();
  const gateway = Object.entries(doc.paths)
    .filter(([p]) => p.startsWith('/work-times/api/'))
    .flatMap(([p, item]) => Object.entries(item).map(([m, op]) => `${m.toUpperCase()} ${p.slice('/work-times/api'.length).replace(/\{[^}]+\}/g, '{}')} ${op['x-kadry-ability']}`));
  const mine = ROUTES.map(([m, p, a]) => `${m} ${p.split('?')[0].replace(/\d{6,}/g, '{}').replace(/records\/1$/, 'records/{}')} ${a}`);
  assert.ok(gateway.length >= 20, `read the gateway's routes (${gateway.length})`);
  assert.deepEqual([...mine].sort(), [...gateway].sort());
});

// ------------------------------------------------------------------ 1. the gateway's abilities

for (const username of Object.keys(USERS)) {
  test(`${username} is refused by the gateway exactly on the work-times routes abilities.json denies`, async () => {
    const wrong = [];
    for (const [method, path, ability, body, answer, otherwise = {}] of ROUTES) {
      const r = await call(username, method, path, body);
      const what = `${method} ${path}`;
      if (!granted(username, ability)) {
        if (r.status !== 403 || r.body?.detail !== GATEWAY_REFUSAL) wrong.push(`${what}: ${r.status} ${r.body?.detail ?? ''} though ${ability} is not granted`);
        else expectProblem(r, 403, `${username} ${what}`);
        continue;
      }
      const expected = otherwise[username] ?? answer;
      if (r.status === 403 && r.body?.detail === GATEWAY_REFUSAL) wrong.push(`${what}: the gateway's 403 though ${ability} is granted`);
      else if (r.status !== expected) wrong.push(`${what}: expected ${expected} from the service, got ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
      else if (expected >= 400) expectProblem(r, expected, `${username} ${what}`);
    }
    assert.deepEqual(wrong, []);
  });
}

test('every work-times route answers 401 problem+json without a token, with garbage and with a forged signature', async () => {
  const good = await tokenOf('employee');
  const [h, p, s] = good.split('.');
  const forged = `${h}.${p}.${s.slice(0, -4)}${s.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
  for (const [method, path, , body] of ROUTES) {
    for (const bearer of [undefined, 'not-a-jwt', forged]) {
      const res = await request(`${API}${path}`, { method, json: body, bearer });
      await assertProblem(res, 401, { wwwAuthenticate: /^Bearer/ });
    }
  }
});

// ------------------------------------------------------------------ 2. rows: own, team, others

/** Everyone the user sees in the people directory (absences employees/search as them). */
const visibleCache = new Map();
async function visibleTo(username) {
  if (visibleCache.has(username)) return visibleCache.get(username);
  const ids = new Set();
  for (let page = 1; page < 50; page += 1) {
    const r = await callAt(ABSENCES, username, 'POST', '/employees/search', { page, pageSize: 100 });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    for (const e of r.body.data) ids.add(e.employeeId);
    if (r.body.data.length === 0 || ids.size >= r.body.total) break;
  }
  visibleCache.set(username, ids);
  return ids;
}

/** A workday of `employeeId` (psql), optionally before today. */
function workdayOf(employeeId, { past = false } = {}) {
  const id = psql(`SELECT workday_id FROM work_times.workdays WHERE employee_id = ${employeeId}
                   ${past ? `AND day < '${TODAY}'` : ''} ORDER BY day DESC LIMIT 1`);
  assert.ok(id, `employee ${employeeId} has a workday in the demo data`);
  return Number(id);
}

/** Someone with workdays whom `username` does not see (and who is not them). */
async function outsiderOf(username) {
  const seen = await visibleTo(username);
  const ids = psql('SELECT DISTINCT employee_id FROM work_times.workdays ORDER BY 1').split('\n').map(Number);
  const outsider = ids.find((id) => id !== USERS[username].id && !seen.has(id));
  assert.ok(outsider, `someone works outside what ${username} sees`);
  return outsider;
}

const rowsOf = async (username, path) => {
  const r = await call(username, 'GET', path);
  assert.equal(r.status, 200, `${username} GET ${path}: ${JSON.stringify(r.body).slice(0, 300)}`);
  return r.body;
};

test('Jan reads his own workdays, time evaluation and on-call duty, and nothing of anyone else', async () => {
  const days = await rowsOf('employee', `/workdays/my?month=${LOCK_MONTH}&page-size=100`);
  assert.ok(days.total > 0, 'the demo month has his workdays');
  assert.deepEqual([...new Set(days.data.map((d) => d.employeeId))], [1002]);
  const evaluation = await rowsOf('employee', `/time-evaluation/my?month=${LOCK_MONTH}`);
  assert.equal(evaluation.data.employeeId, 1002);
  assert.equal(evaluation.data.month, LOCK_MONTH);
  assert.ok(evaluation.data.rows.length >= 28, 'a row for every day of the month');
  const onCall = await rowsOf('employee', `/on-call/my?month=${LOCK_MONTH}&page-size=100`);
  assert.ok((onCall.data ?? []).every((d) => d.employeeId === 1002), JSON.stringify(onCall.data));
  // His own day opens; Anna's and a stranger's do not exist for him.
  assert.equal((await call('employee', 'GET', `/workdays/${workdayOf(1002, { past: true })}`)).status, 200);
  expectProblem(await call('employee', 'GET', `/workdays/${workdayOf(1003)}`), 404, "Jan opens Anna's day");
  expectProblem(await call('employee', 'GET', `/workdays/${workdayOf(await outsiderOf('manager'))}`), 404, "Jan opens a stranger's day");
});

test('Jan cannot open any team list: the gateway refuses', async () => {
  for (const path of ['/workdays/team', `/workdays/calendar?date-from=${TODAY}&date-to=${TODAY}`, '/time-evaluation/team',
    '/time-evaluation/1003', '/attendances/team', '/on-call/team']) {
    const problem = expectProblem(await call('employee', 'GET', path), 403, `Jan GET ${path}`);
    assert.equal(problem.detail, GATEWAY_REFUSAL);
  }
});

test("Anna's team workdays hold only the people below her, Jan among them, never herself", async () => {
  const team = await visibleTo('manager');
  assert.ok(team.has(1002));
  const list = await rowsOf('manager', `/workdays/team?month=${LOCK_MONTH}&page-size=1000`);
  assert.ok(list.total > 0);
  const strangers = list.data.filter((d) => !team.has(d.employeeId) || d.employeeId === 1003);
  assert.deepEqual(strangers.map((d) => d.employeeId), [], 'rows of people outside her team');
  assert.ok(list.data.some((d) => d.employeeId === 1002), "Jan's days are in her list");
  const jan = await rowsOf('manager', `/workdays/team?month=${LOCK_MONTH}&employee-id=1002&page-size=100`);
  assert.ok(jan.total > 0 && jan.data.every((d) => d.employeeId === 1002));
  expectProblem(await call('manager', 'GET', `/workdays/team?employee-id=${await outsiderOf('manager')}`), 404, 'Anna filters by an outsider');
  const calendar = await rowsOf('manager', `/workdays/calendar?date-from=${LOCK_MONTH}-01&date-to=${LOCK_MONTH}-28`);
  assert.ok(calendar.data.length > 0 && calendar.data.every((e) => team.has(e.employeeId) && e.employeeId !== 1003));
});

test("Anna opens Jan's workday and his time evaluation, but not an outsider's (404)", async () => {
  const outsider = await outsiderOf('manager');
  const day = await call('manager', 'GET', `/workdays/${workdayOf(1002, { past: true })}`);
  assert.equal(day.status, 200);
  assert.equal(day.body.data.row.employeeId, 1002);
  expectProblem(await call('manager', 'GET', `/workdays/${workdayOf(outsider)}`), 404, "Anna opens an outsider's day");
  const evaluation = await call('manager', 'GET', `/time-evaluation/1002?month=${LOCK_MONTH}`);
  assert.equal(evaluation.status, 200);
  assert.equal(evaluation.body.data.employeeId, 1002);
  expectProblem(await call('manager', 'GET', `/time-evaluation/${outsider}?month=${LOCK_MONTH}`), 404, "Anna evaluates an outsider");
  expectProblem(await call('manager', 'GET', `/time-evaluation/1006?month=${LOCK_MONTH}`), 404, 'Anna evaluates 1006');
});

test("HR reads anyone's workday and time evaluation", async () => {
  const outsider = await outsiderOf('manager');
  for (const id of [1002, 1003, outsider]) {
    const day = await call('hr', 'GET', `/workdays/${workdayOf(id)}`);
    assert.equal(day.status, 200, `HR opens a day of ${id}`);
    assert.equal(day.body.data.row.employeeId, id);
    const evaluation = await call('hr', 'GET', `/time-evaluation/${id}?month=${LOCK_MONTH}`);
    assert.equal(evaluation.status, 200, `HR evaluates ${id}`);
    assert.equal(evaluation.body.data.employeeId, id);
  }
});

test('the location manager reads the Kraków people but corrects nothing and has no team time evaluation', async () => {
  const location = await visibleTo('locationmanager');
  assert.ok(location.has(1007), 'Tomasz Lewandowski (Kraków) is at his location');
  const tomasz = await rowsOf('locationmanager', `/workdays/team?employee-id=1007&month=${LOCK_MONTH}&page-size=100`);
  assert.ok(tomasz.total > 0 && tomasz.data.every((d) => d.employeeId === 1007), JSON.stringify(tomasz.data.slice(0, 2)));
  const all = await rowsOf('locationmanager', `/workdays/team?month=${LOCK_MONTH}&page-size=1000`);
  assert.deepEqual(all.data.filter((d) => !location.has(d.employeeId)).map((d) => d.employeeId), [], 'rows outside his location');
  const day = workdayOf(1007, { past: true });
  const opened = await call('locationmanager', 'GET', `/workdays/${day}`);
  assert.equal(opened.status, 200);
  assert.equal(opened.body.data.canCorrect ?? false, false, 'the day is offered read only');
  const before = psql(`SELECT count(*) FROM work_times.records WHERE workday_id = ${day}`);
  expectProblem(await call('locationmanager', 'POST', `/workdays/${day}/records`, RECORD), 403, 'the location manager adds a record');
  expectProblem(await call('locationmanager', 'POST', `/workdays/${day}/approve-overtime`, {}), 403, 'the location manager approves');
  expectProblem(await call('locationmanager', 'POST', '/workdays/lock', { month: LOCK_MONTH, employeeId: 1007 }), 403, 'the location manager locks');
  assert.equal(psql(`SELECT count(*) FROM work_times.records WHERE workday_id = ${day}`), before, 'nothing added');
  for (const path of [`/time-evaluation/team`, `/time-evaluation/1007`]) {
    assert.equal(expectProblem(await call('locationmanager', 'GET', path), 403, path).detail, GATEWAY_REFUSAL);
  }
  if (!location.has(1002)) expectProblem(await call('locationmanager', 'GET', `/workdays/${workdayOf(1002)}`), 404, "Jan's day outside the location");
});

test("Jan's team attendance lists his colleagues under Anna and nobody of another team", async () => {
  const everyone = (await org()).everyone;
  const colleagues = new Set(everyone.filter((e) => e.supervisorId === 1003 && e.employeeId !== 1002).map((e) => e.employeeId));
  const list = await rowsOf('employee', '/attendances/my-team?page-size=1000');
  const listed = new Set(list.data.map((a) => a.employeeId));
  const others = [...listed].filter((id) => id !== 1002 && !colleagues.has(id));
  assert.deepEqual(others, [], 'people of other teams');
  assert.deepEqual([...colleagues].filter((id) => !listed.has(id)), [], 'colleagues missing');
});

test("Anna's team on-call duty holds only her team's duties", async () => {
  const team = await visibleTo('manager');
  for (const month of [CURRENT_MONTH, monthsBefore(1), LOCK_MONTH]) {
    const list = await rowsOf('manager', `/on-call/team?month=${month}&page-size=1000`);
    assert.deepEqual(list.data?.filter((d) => !team.has(d.employeeId) || d.employeeId === 1003).map((d) => d.employeeId) ?? [], [], month);
  }
  const all = await rowsOf('hr', `/on-call/team?month=${monthsBefore(1)}&page-size=1000`);
  assert.ok(all.total > 0, 'the demo has weekend on-call duty');
});

// ------------------------------------------------------------------ 3a. Jan's clock today

const JAN_TODAY = `(SELECT workday_id FROM work_times.workdays WHERE employee_id = 1002 AND day = (now() AT TIME ZONE 'Europe/Warsaw')::date)`;
function clearJansToday() {
  psql(`DELETE FROM work_times.corrections WHERE workday_id IN ${JAN_TODAY};
        DELETE FROM work_times.records WHERE workday_id IN ${JAN_TODAY};
        DELETE FROM work_times.clock_events WHERE employee_id = 1002 AND occurred_at::date >= current_date - 1;
        DELETE FROM work_times.workdays WHERE employee_id = 1002 AND day = (now() AT TIME ZONE 'Europe/Warsaw')::date AND NOT has_schedule`);
}
const recordsToday = () => Number(psql(`SELECT count(*) FROM work_times.records WHERE workday_id IN ${JAN_TODAY}`));

test('Jan starts his day, takes a break, a repeated press counts once, a bad action is refused, and he stops', async () => {
  clearJansToday();
  try {
    const fresh = await rowsOf('employee', '/current-workday');
    assert.equal(fresh.state, 'not_started');
    assert.equal(fresh.workdayOn, TODAY);
    const press = async (action, eventId = randomUUID()) => {
      const r = await call('employee', 'POST', '/current-workday/actions', { action, eventId });
      assert.equal(r.status, 200, `${action}: ${JSON.stringify(r.body)}`);
      await sleep(1100); // the next press a second later, as a person would
      return { ...r.body, eventId };
    };
    const started = await press('start');
    assert.equal(started.state, 'working');
    assert.ok(started.runningSince, 'the timer runs from the start');
    const afterStart = recordsToday();
    assert.equal(afterStart, 1);
    const again = await press('start', started.eventId);
    assert.equal(again.state, 'working');
    assert.equal(recordsToday(), afterStart, 'the repeated press added no record');
    assert.equal(psql(`SELECT count(*) FROM work_times.clock_events WHERE employee_id = 1002 AND event_id LIKE '%${started.eventId}'`), '1');
    assert.equal((await press('break_start')).state, 'on_break');
    assert.equal((await press('break_end')).state, 'working');
    const bad = expectProblem(await call('employee', 'POST', '/current-workday/actions', { action: 'coffee', eventId: randomUUID() }), 400, 'a bad action');
    assert.ok(bad.errors?.action, JSON.stringify(bad));
    const tooEarly = await call('employee', 'POST', '/current-workday/actions', { action: 'exit_end', eventId: randomUUID() });
    expectProblem(tooEarly, 400, 'returning from an exit never taken');
    const stopped = await press('stop');
    assert.equal(stopped.state, 'finished');
    assert.ok(stopped.records.every((r) => r.endAt), 'stop closes every record');
    const now = await rowsOf('employee', '/current-workday');
    assert.equal(now.state, 'finished');
    assert.equal(now.records.filter((r) => r.kind === 'break').length, 1);
  } finally {
    clearJansToday();
  }
});

test('a day in progress owes nothing yet: Jan at work now is at work for his manager, not absent or short', async () => {
  clearJansToday();
  try {
    const r = await call('employee', 'POST', '/current-workday/actions', { action: 'start', eventId: randomUUID() });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const calendar = await rowsOf('manager', `/workdays/calendar?date-from=${TODAY}&date-to=${TODAY}`);
    const jan = calendar.data.filter((e) => e.employeeId === 1002);
    assert.equal(jan.length, 1, JSON.stringify(calendar.data));
    assert.equal(jan[0].type, 'work');
    assert.equal(jan[0].undertime ?? 0, 0);
    const mine = await rowsOf('employee', `/workdays/my?month=${CURRENT_MONTH}&page-size=100`);
    const today = mine.data.find((d) => d.workdayOn === TODAY);
    assert.ok(today, `today is among his workdays: ${JSON.stringify(mine.data.map((d) => d.workdayOn))}`);
    assert.equal(today.undertime ?? 0, 0, JSON.stringify(today));
  } finally {
    clearJansToday();
  }
});

// ------------------------------------------------------------------ gRPC of the internal systems

const clockEvent = ({ eventId, employeeId, action, occurredAt, terminalId = 'T-TEST-1' }) =>
  pb.message(1, pb.join(pb.string(1, eventId), pb.int(2, employeeId), pb.string(3, action), pb.string(4, occurredAt), pb.string(5, terminalId)));

async function recordBatch(events, bearer) {
  const r = await batchCall(`${SERVICE}/RecordClockEvents`, pb.join(...events.map(clockEvent)), {
    bearer, url: GRPC_URL, resultFields: ['eventId', 'outcome', 'reason'],
  });
  if (r.status !== GRPC.OK) return r;
  const [recorded, duplicates, rejected] = r.counts;
  return { status: r.status, recorded, duplicates, rejected, results: r.results };
}

// ListClosedMonthEvaluations over gRPC (month 1, paging 4: a PageRequest of page_size 1000);
// answers { status, employeeIds, total } (total in the list's PageResponse, field 3).
async function closedMonth(month, bearer) {
  const r = await grpcUnary(`${SERVICE}/ListClosedMonthEvaluations`, pb.join(pb.string(1, month), pb.message(4, pb.int(2, 1000))), { bearer, url: GRPC_URL });
  if (r.status !== GRPC.OK) return { status: r.status, message: r.message };
  const list = pbFields(r.body.subarray(5));
  const employeeIds = list.filter((f) => f.field === 2).map((f) => pbFields(f.value).find((x) => x.field === 1)?.value ?? 0);
  const paging = list.find((f) => f.field === 3);
  const total = paging ? (pbFields(paging.value).find((x) => x.field === 1)?.value ?? 0) : 0;
  return { status: r.status, total, employeeIds };
}

// The terminals record events and ask the directory who is employed.
const RCP_SCOPE = 'absences absences.directory work-times.clock';

// ListMonthReopenings over gRPC; answers { status, rows: [{ employeeId, readByPayrollAt, reopenedBy, reason }] }.
async function reopenings(month, bearer) {
  const r = await grpcUnary(`${SERVICE}/ListMonthReopenings`, pb.string(1, month), { bearer, url: GRPC_URL });
  if (r.status !== GRPC.OK) return { status: r.status, message: r.message };
  const rows = pbFields(r.body.subarray(5)).filter((f) => f.field === 2).map((f) => {
    const x = pbFields(f.value);
    const text = (n) => x.find((y) => y.field === n)?.value.toString('utf8') ?? '';
    return { employeeId: x.find((y) => y.field === 1)?.value ?? 0, readByPayrollAt: text(4), reopenedBy: text(6), reason: text(7) };
  });
  return { status: r.status, rows };
}

async function systemToken(client, secret, scope) {
  const r = await tokenRequest({ grant_type: 'client_credentials', scope }, { client, secret });
  assert.equal(r.status, 200, `${client} token: ${JSON.stringify(r.body)}`);
  return r.body.access_token;
}

// ------------------------------------------------------------------ 3b. correction, approval, lock

/** The month's lock as HR or Anna may set it; answers the response body. */
const lockMonth = async (username, body) => {
  const r = await call(username, 'POST', '/workdays/lock', body);
  assert.equal(r.status, 200, `lock ${JSON.stringify(body)} as ${username}: ${JSON.stringify(r.body)}`);
  return r.body;
};

test("Anna corrects Jan's past day with a reason, approves its overtime, closes his month for payroll and opens it again", async () => {
  // The state of the month before: open, and nothing of an earlier run left.
  await lockMonth('hr', { month: LOCK_MONTH, employeeId: 1002, unlock: true, reason: 'przygotowanie testu' });
  const month = await rowsOf('employee', `/workdays/my?month=${LOCK_MONTH}&page-size=100`);
  const closedDays = [];
  for (const row of month.data.filter((d) => d.workdayId && d.workTime > 0 && d.workdayOn < TODAY)) {
    const d = await rowsOf('manager', `/workdays/${row.workdayId}`);
    if (d.data.records.length && d.data.records.every((x) => x.endAt)) closedDays.push({ row, day: d.data });
  }
  assert.ok(closedDays.length > 0, `Jan has a closed past day in ${LOCK_MONTH}`);
  const chosen = closedDays.find((c) => c.row.overtime > 0) ?? closedDays[0];
  const id = chosen.row.workdayId;
  const [overtime, undertime, approvedBy] = psql(`SELECT approved_overtime, compensated_undertime, quote_literal(approved_by_name)
                                                   FROM work_times.workdays WHERE workday_id = ${id}`).split('|');
  const maxCorrection = psql(`SELECT coalesce(max(correction_id), 0) FROM work_times.corrections`);
  const lastEnd = Math.max(...chosen.day.records.map((r) => Date.parse(r.endAt)));
  const at = (minutes) => new Date(lastEnd + minutes * 60_000).toISOString();
  const terminalEvent = `wt-api-locked-${randomUUID()}`;
  let added;
  try {
    // Jan may not correct his own day; Anna may not correct hers.
    expectProblem(await call('employee', 'POST', `/workdays/${id}/records`, { kind: 'work', startAt: at(30), endAt: at(90), reason: 'sam sobie' }), 403, 'Jan corrects himself');
    const annas = psql(`SELECT workday_id FROM work_times.workdays WHERE employee_id = 1003 AND day < '${TODAY}' AND lock_state = 'open' ORDER BY day DESC LIMIT 1`);
    if (annas) expectProblem(await call('manager', 'POST', `/workdays/${annas}/records`, { kind: 'work', startAt: at(30), endAt: at(90), reason: 'sama sobie' }), 403, 'Anna corrects herself');
    // A record without a reason is refused and nothing is added.
    const noReason = expectProblem(await call('manager', 'POST', `/workdays/${id}/records`, { kind: 'work', startAt: at(30), endAt: at(90) }), 400, 'no reason');
    assert.ok(noReason.errors?.reason, JSON.stringify(noReason));

    // Anna adds an hour of work after his last record, with a reason.
    const reason = 'Praca po godzinach przy zamknięciu miesiąca (test API)';
    const add = await call('manager', 'POST', `/workdays/${id}/records`, { kind: 'work', startAt: at(30), endAt: at(90), reason });
    assert.equal(add.status, 200, JSON.stringify(add.body));
    const addedCorrection = add.body.data.corrections.find((c) => c.action === 'added' && c.reason === reason);
    assert.ok(addedCorrection, JSON.stringify(add.body.data.corrections));
    added = addedCorrection.recordId;
    assert.equal(addedCorrection.correctedBy, 1003);
    assert.equal(addedCorrection.correctedByFullName, 'Anna Nowak');
    assert.equal(addedCorrection.afterKind, 'work');
    assert.equal(Date.parse(addedCorrection.afterStartAt), Date.parse(at(30)));
    assert.equal(Date.parse(addedCorrection.afterEndAt), Date.parse(at(90)));
    assert.ok(!addedCorrection.beforeKind && !addedCorrection.beforeStartAt, 'nothing before an added record');
    const record = add.body.data.records.find((r) => r.recordId === added);
    assert.ok(record && record.source === 'correction' && record.corrected === true, JSON.stringify(add.body.data.records));
    assert.ok(add.body.data.row.workTime > chosen.row.workTime, 'the hour counts as work');

    // She moves its end; the correction keeps both versions.
    const change = await call('manager', 'PUT', `/workdays/${id}/records/${added}`, { kind: 'work', startAt: at(30), endAt: at(120), reason: 'koniec pracy później' });
    assert.equal(change.status, 200, JSON.stringify(change.body));
    const changed = change.body.data.corrections.find((c) => c.action === 'changed' && c.recordId === added);
    assert.ok(changed, JSON.stringify(change.body.data.corrections));
    assert.equal(Date.parse(changed.beforeEndAt), Date.parse(at(90)));
    assert.equal(Date.parse(changed.afterEndAt), Date.parse(at(120)));
    const endBeforeStart = expectProblem(await call('manager', 'PUT', `/workdays/${id}/records/${added}`, { kind: 'work', startAt: at(120), endAt: at(30), reason: 'odwrotnie' }), 400, 'end before start');
    assert.ok(endBeforeStart.errors?.endAt, JSON.stringify(endBeforeStart));

    // The day now has overtime; Anna approves all of it.
    const withOvertime = (await rowsOf('manager', `/workdays/${id}`)).data;
    assert.ok(withOvertime.row.overtime > 0, `the day has overtime to approve: ${JSON.stringify(withOvertime.row)}`);
    assert.equal(withOvertime.canApprove, true);
    const tooMuch = expectProblem(await call('manager', 'POST', `/workdays/${id}/approve-overtime`, { seconds: withOvertime.row.overtime + 3600 }), 400, 'more than the overtime');
    assert.ok(tooMuch.errors?.seconds, JSON.stringify(tooMuch));
    const approve = await call('manager', 'POST', `/workdays/${id}/approve-overtime`, { comment: 'zgoda' });
    assert.equal(approve.status, 200, JSON.stringify(approve.body));
    assert.equal(approve.body.data.row.approvedOvertime, withOvertime.row.overtime);
    assert.equal(approve.body.data.approvedByFullName, 'Anna Nowak');
    // Jan learns of the correction and of the approval, each opening the day.
    const corrected = await awaitNotification('employee', (n) => n.kind === 'work-time.day-corrected' && n.link === `/work-times/workday/${id}` && !n.readAt);
    assert.ok(corrected, 'Jan is told of the correction');
    assert.deepEqual([corrected.params.day, corrected.params.actorFullName], [chosen.row.workdayOn, 'Anna Nowak']);
    const overtimeApproved = await awaitNotification('employee', (n) => n.kind === 'work-time.overtime-approved' && n.link === `/work-times/workday/${id}` && n.params.minutes === String(Math.floor(withOvertime.row.overtime / 60)));
    assert.ok(overtimeApproved, 'Jan is told of the approval');

    // Jan cannot close his own month; Anna cannot close hers.
    expectProblem(await call('employee', 'POST', '/workdays/lock', { month: LOCK_MONTH }), 403, 'Jan locks');
    expectProblem(await call('manager', 'POST', '/workdays/lock', { month: LOCK_MONTH, employeeId: 1003 }), 403, 'Anna locks her own month');

    // Anna closes Jan's month: every day locked, nothing changes any more.
    const locked = await lockMonth('manager', { month: LOCK_MONTH, employeeId: 1002 });
    assert.equal(locked.lockState, 'locked');
    assert.ok(locked.locked > 0, 'days changed state');
    const closed = await awaitNotification('employee', (n) => n.kind === 'work-time.month-closed' && n.params.month === LOCK_MONTH && !n.readAt);
    assert.ok(closed, 'Jan is told his month is closed');
    assert.equal(closed.link, '/work-times/my-workdays');
    const lockedMonth = await rowsOf('employee', `/workdays/my?month=${LOCK_MONTH}&page-size=100`);
    assert.deepEqual([...new Set(lockedMonth.data.map((d) => d.lockState))], ['locked']);
    const lockedDay = (await rowsOf('manager', `/workdays/${id}`)).data;
    assert.equal(lockedDay.row.lockState, 'locked');
    assert.equal(lockedDay.canCorrect ?? false, false);
    assert.equal(lockedDay.lockedByFullName, 'Anna Nowak');
    const refused = [
      ['POST', `/workdays/${id}/records`, { kind: 'work', startAt: at(200), endAt: at(230), reason: 'po zamknięciu' }],
      ['PUT', `/workdays/${id}/records/${added}`, { kind: 'work', startAt: at(30), endAt: at(60), reason: 'po zamknięciu' }],
      ['DELETE', `/workdays/${id}/records/${added}?reason=po%20zamkni%C4%99ciu`],
      ['POST', `/workdays/${id}/approve-overtime`, {}],
      ['POST', `/workdays/${id}/compensate-undertime`, {}],
    ];
    for (const [method, path, body] of refused) expectProblem(await call('manager', method, path, body), 400, `${method} ${path} on a locked day`);
    const kept = (await rowsOf('manager', `/workdays/${id}`)).data.records.find((r) => r.recordId === added);
    assert.equal(Date.parse(kept?.endAt), Date.parse(at(120)), 'the record is as it was before the lock');
    const evaluation = await rowsOf('employee', `/time-evaluation/my?month=${LOCK_MONTH}`);
    assert.equal(evaluation.data.lockState, 'locked');
    // A terminal's event on the locked day is rejected too.
    const rcp = await systemToken('kadry-rcp', 'rcp-secret', RCP_SCOPE);
    const terminalRecords = () => psql(`SELECT count(*) FROM work_times.records WHERE workday_id = ${id} AND source = 'terminal'`);
    const beforeLate = terminalRecords();
    const late = await recordBatch([{ eventId: terminalEvent, employeeId: 1002, action: 'start', occurredAt: at(300) }], rcp);
    assert.equal(late.status, GRPC.OK, late.message);
    assert.equal(late.results[0]?.outcome, 'rejected', JSON.stringify(late));
    assert.equal(terminalRecords(), beforeLate, 'no record on the locked day');

    // Payroll reads the frozen month; a person's token may not.
    const payroll = await systemToken('kadry-payroll', 'payroll-secret', 'absences work-times.payroll');
    const frozen = await closedMonth(LOCK_MONTH, payroll);
    assert.equal(frozen.status, GRPC.OK, frozen.message);
    assert.ok(frozen.employeeIds.includes(1002), `payroll finds Jan in ${JSON.stringify(frozen)}`);
    assert.equal((await closedMonth(LOCK_MONTH, await tokenOf('hr'))).status, GRPC.PERMISSION_DENIED, 'HR as a person');
    assert.equal((await closedMonth(LOCK_MONTH, await tokenOf('employee'))).status, GRPC.PERMISSION_DENIED, 'Jan as a person');
    assert.equal((await closedMonth(LOCK_MONTH, await systemToken('kadry-rcp', 'rcp-secret', RCP_SCOPE))).status, GRPC.PERMISSION_DENIED, 'the terminals');

    // Payroll has read the month: Anna may no longer reopen it, and without a reason nobody may.
    const refusedReopen = expectProblem(await call('manager', 'POST', '/workdays/lock', { month: LOCK_MONTH, employeeId: 1002, unlock: true, reason: 'poprawka' }), 403, 'Anna reopens a month payroll has read');
    assert.match(refusedReopen.detail, /payroll has read this month/);
    const reasonless = expectProblem(await call('hr', 'POST', '/workdays/lock', { month: LOCK_MONTH, employeeId: 1002, unlock: true }), 400, 'a reopening without a reason');
    assert.ok(reasonless.errors?.reason, JSON.stringify(reasonless));
    assert.equal((await rowsOf('employee', `/time-evaluation/my?month=${LOCK_MONTH}`)).data.lockState, 'locked', 'still closed');
    // HR reopens it with a reason: corrections are possible, payroll no longer finds the month
    // but finds its reopening, with who, when and why.
    const why = `korekta nadgodzin po odczycie płac ${randomUUID().slice(0, 8)}`;
    const opened = await lockMonth('hr', { month: LOCK_MONTH, employeeId: 1002, unlock: true, reason: why });
    assert.equal(opened.lockState, 'open');
    const trail = await reopenings(LOCK_MONTH, payroll);
    assert.equal(trail.status, GRPC.OK, trail.message);
    const jans = trail.rows.filter((r) => r.employeeId === 1002 && r.reason === why);
    assert.equal(jans.length, 1, JSON.stringify(trail.rows));
    assert.equal(jans[0].reopenedBy, 'Katarzyna Wiśniewska');
    assert.ok(jans[0].readByPayrollAt, 'the reopening says payroll had read the month');
    assert.deepEqual([...new Set((await rowsOf('employee', `/workdays/my?month=${LOCK_MONTH}&page-size=100`)).data.map((d) => d.lockState))], ['open']);
    assert.ok(!(await closedMonth(LOCK_MONTH, payroll)).employeeIds.includes(1002), 'the frozen evaluation is gone');
    const reopened = (await rowsOf('employee', `/workdays/${id}`)).data;
    assert.ok(!reopened.lockedByFullName && !reopened.lockedAt, `an opened day names no one who closed it: ${JSON.stringify(reopened)}`);

    // Removing a record needs a reason too, and is audited.
    const silent = expectProblem(await call('manager', 'DELETE', `/workdays/${id}/records/${added}`), 400, 'remove without a reason');
    assert.ok(silent.errors?.reason, JSON.stringify(silent));
    const removed = await call('manager', 'DELETE', `/workdays/${id}/records/${added}?reason=${encodeURIComponent('dopisane przez pomyłkę')}`);
    assert.equal(removed.status, 200, JSON.stringify(removed.body));
    assert.ok(!removed.body.data.records.some((r) => r.recordId === added));
    assert.ok(removed.body.data.corrections.some((c) => c.action === 'removed' && c.recordId === added && c.reason === 'dopisane przez pomyłkę'));
    added = undefined;
  } finally {
    await call('hr', 'POST', '/workdays/lock', { month: LOCK_MONTH, employeeId: 1002, unlock: true, reason: 'sprzątanie po teście' });
    if (added) psql(`DELETE FROM work_times.records WHERE record_id = ${added}`);
    psql(`DELETE FROM work_times.clock_events WHERE event_id LIKE '%${terminalEvent}'`);
    psql(`DELETE FROM work_times.corrections WHERE workday_id = ${id} AND correction_id > ${maxCorrection};
          UPDATE work_times.workdays SET approved_overtime = ${overtime}, compensated_undertime = ${undertime}, approved_by_name = ${approvedBy}
          WHERE workday_id = ${id}`);
  }
});

// ------------------------------------------------------------------ 4. the terminals' batch

// Ids of people the terminal tests add to the directory for themselves (no demo person has them).
const TERMINAL_PERSON = 2990001;
function addDirectoryPerson(id, employedSince, employedUntil = null) {
  psql(`DELETE FROM absences.employees WHERE employee_id = ${id};
        INSERT INTO absences.employees (employee_id, sap_number, first_name, last_name, employed_since, employed_until)
        VALUES (${id}, '${id}', 'Test', 'Terminala', '${employedSince}', ${employedUntil ? `'${employedUntil}'` : 'NULL'})`);
}

test('a terminal batch is recorded once: the same batch again is all duplicates; bad events are rejected; only the RCP client may send', async () => {
  // A person of the directory without any working time: added for the test, gone after it.
  const person = TERMINAL_PERSON;
  addDirectoryPerson(person, addDays(TODAY, -400));
  const day = addDays(TODAY, -3);
  const occurredAt = new Date(Date.parse(`${day}T07:00:00Z`)).toISOString();
  const eventId = `wt-api-${randomUUID()}`;
  const clean = () =>
    psql(`DELETE FROM work_times.records WHERE workday_id IN (SELECT workday_id FROM work_times.workdays WHERE employee_id = ${person});
          DELETE FROM work_times.corrections WHERE workday_id IN (SELECT workday_id FROM work_times.workdays WHERE employee_id = ${person});
          DELETE FROM work_times.workdays WHERE employee_id = ${person};
          DELETE FROM work_times.clock_events WHERE employee_id = ${person}`);
  const removePerson = () => psql(`DELETE FROM absences.employees WHERE employee_id = ${person}`);
  const records = () => Number(psql(`SELECT count(*) FROM work_times.records r JOIN work_times.workdays w USING (workday_id) WHERE w.employee_id = ${person}`));
  clean();
  try {
    const rcp = await systemToken('kadry-rcp', 'rcp-secret', RCP_SCOPE);
    const batch = [{ eventId, employeeId: person, action: 'start', occurredAt }];
    const first = await recordBatch(batch, rcp);
    assert.equal(first.status, GRPC.OK, first.message);
    assert.deepEqual({ recorded: first.recorded, duplicates: first.duplicates, rejected: first.rejected }, { recorded: 1, duplicates: 0, rejected: 0 });
    assert.deepEqual(first.results.map((r) => [r.eventId, r.outcome]), [[eventId, 'recorded']]);
    assert.equal(records(), 1, 'one record opened');
    assert.equal(psql(`SELECT day FROM work_times.workdays WHERE employee_id = ${person}`), day, 'on the day of the event');

    const again = await recordBatch(batch, rcp);
    assert.deepEqual({ recorded: again.recorded, duplicates: again.duplicates, rejected: again.rejected }, { recorded: 0, duplicates: 1, rejected: 0 });
    assert.equal(again.results[0].outcome, 'duplicate');
    assert.equal(records(), 1, 'nothing new');

    const bad = await recordBatch([{ eventId: `${eventId}-x`, employeeId: person, action: 'teleport', occurredAt }], rcp);
    assert.equal(bad.status, GRPC.OK, bad.message);
    assert.equal(bad.rejected, 1);
    assert.equal(bad.results[0].outcome, 'rejected');
    assert.ok(bad.results[0].reason.length > 0, 'a rejection says why');
    const future = await recordBatch([{ eventId: `${eventId}-f`, employeeId: person, action: 'stop', occurredAt: new Date(Date.now() + 3_600_000).toISOString() }], rcp);
    assert.equal(future.results[0].outcome, 'rejected', 'an event from the future');
    assert.equal(records(), 1);

    const other = [{ eventId: `${eventId}-u`, employeeId: person, action: 'stop', occurredAt }];
    assert.equal((await recordBatch(other, await tokenOf('employee'))).status, GRPC.PERMISSION_DENIED, "a person's token");
    assert.equal((await recordBatch(other, await systemToken('kadry-payroll', 'payroll-secret', 'absences work-times.payroll'))).status, GRPC.PERMISSION_DENIED, 'the payroll client');
    assert.equal((await recordBatch(other, undefined)).status, GRPC.UNAUTHENTICATED, 'no token');
    assert.equal(psql(`SELECT count(*) FROM work_times.clock_events WHERE event_id LIKE '%${eventId}-u'`), '0');
  } finally {
    clean();
    removePerson();
  }
});

// ------------------------------------------------------------------ 5. bad input

test('bad input is 400 problem+json naming the field, never a server error', async () => {
  const jansDay = workdayOf(1002, { past: true });
  const longSearch = 'x'.repeat(101);
  const cases = [
    ['employee', 'GET', '/workdays/my?month=2026-13', undefined, 'month'],
    ['employee', 'GET', '/workdays/my?month=abc', undefined, 'month'],
    ['employee', 'GET', '/time-evaluation/my?month=2026-00', undefined, 'month'],
    ['manager', 'GET', `/workdays/calendar?date-from=${LOCK_MONTH}-01&date-to=${addDays(`${LOCK_MONTH}-01`, 63)}`, undefined, 'dateTo'],
    ['manager', 'GET', `/workdays/calendar?date-from=${TODAY}&date-to=${addDays(TODAY, -1)}`, undefined, 'dateTo'],
    ['manager', 'GET', '/workdays/calendar?date-from=abc&date-to=2026-11-01', undefined, null],
    ['manager', 'GET', '/workdays/team?sort=nope', undefined, 'sort'],
    ['manager', 'GET', '/workdays/team?lock-state=half', undefined, 'lockState'],
    ['manager', 'GET', `/workdays/team?search=${longSearch}`, undefined, 'search'],
    ['manager', 'GET', `/time-evaluation/team?search=${longSearch}`, undefined, 'search'],
    ['manager', 'GET', `/on-call/team?search=${longSearch}`, undefined, 'search'],
    ['manager', 'GET', `/time-evaluation/team/export?month=${CURRENT_MONTH}&format=pdf`, undefined, 'format'],
    ['manager', 'GET', '/attendances/team?date=yesterday', undefined, 'date'],
    ['manager', 'POST', `/workdays/${jansDay}/records`, { kind: 'work', startAt: '2026-01-05T10:00:00+01:00', endAt: '2026-01-05T09:00:00+01:00', reason: 'x' }, 'endAt'],
    ['manager', 'POST', `/workdays/${jansDay}/records`, { kind: 'nap', startAt: '2026-01-05T08:00:00+01:00', endAt: '2026-01-05T09:00:00+01:00', reason: 'x' }, 'kind'],
    ['manager', 'POST', `/workdays/${jansDay}/records`, { kind: 'work', startAt: 'rano', reason: 'x' }, 'startAt'],
    ['manager', 'POST', `/workdays/${jansDay}/records`, { kind: 'work', startAt: '2026-01-05T08:00:00+01:00', reason: 'x'.repeat(501) }, 'reason'],
    ['manager', 'POST', `/workdays/${jansDay}/approve-overtime`, { seconds: -1 }, 'seconds'],
    ['manager', 'POST', `/workdays/${jansDay}/approve-overtime`, { comment: 'x'.repeat(501) }, 'comment'],
    ['manager', 'POST', '/workdays/lock', {}, 'month'],
    ['manager', 'POST', '/workdays/lock', { month: '2026-1' }, 'month'],
    ['employee', 'POST', '/current-workday/actions', { action: 'start', eventId: '' }, 'eventId'],
    ['employee', 'POST', '/current-workday/actions', { action: 'start', eventId: 'x'.repeat(101) }, 'eventId'],
  ];
  const records = psql(`SELECT count(*) FROM work_times.records WHERE workday_id = ${jansDay}`);
  const wrong = [];
  for (const [username, method, path, body, field] of cases) {
    const r = await call(username, method, path, body);
    const what = `${username} ${method} ${path.slice(0, 120)} ${JSON.stringify(body ?? '').slice(0, 80)}`;
    if (r.status !== 400 || !/^application\/problem\+json/.test(r.contentType)) wrong.push(`${what}: ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
    else if (field && !r.body.errors?.[field]) wrong.push(`${what}: errors do not name ${field}: ${JSON.stringify(r.body.errors)}`);
  }
  assert.deepEqual(wrong, []);
  assert.equal(psql(`SELECT count(*) FROM work_times.records WHERE workday_id = ${jansDay}`), records, 'nothing was added');
  // A month that has not begun cannot be closed.
  expectProblem(await call('manager', 'POST', '/workdays/lock', { month: '2099-01', employeeId: 1002 }), 400, 'locking the future');
});

// ------------------------------------------------------------------ 6. export

test("the team month downloads as CSV with Polish headers and Jan's SAP number, and as an XLSX workbook", async () => {
  const bearer = await tokenOf('manager');
  const csv = await request(`${API}/time-evaluation/team/export?month=${CURRENT_MONTH}&format=csv`, { bearer, timeoutMs: 60000 });
  assert.equal(csv.status, 200);
  assert.match(csv.headers.get('content-type') ?? '', /^text\/csv/);
  const text = (await csv.text()).replace(/^\uFEFF/, '');
  const [header, ...lines] = text.split(/\r?\n/).filter(Boolean);
  assert.match(header, /^"Numer SAP";"Imię i nazwisko";"Miesiąc";/);
  assert.ok(lines.some((l) => l.startsWith('"00001002";')), `Jan's row: ${lines.slice(0, 3).join(' | ')}`);
  assert.ok(lines.every((l) => l.includes(CURRENT_MONTH)), 'every row is of the month');
  const team = await visibleTo('manager');
  assert.equal(lines.length, [...team].filter((id) => id !== 1003).length, 'a row per person of her team');

  const xlsx = await request(`${API}/time-evaluation/team/export?month=${CURRENT_MONTH}&format=xlsx`, { bearer, timeoutMs: 60000 });
  assert.equal(xlsx.status, 200);
  assert.match(xlsx.headers.get('content-type') ?? '', /^application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet/);
  const bytes = Buffer.from(await xlsx.arrayBuffer());
  assert.equal(bytes.subarray(0, 2).toString('latin1'), 'PK', 'a zip archive');
});
