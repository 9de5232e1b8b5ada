// What a curious colleague, a fault or a retry could still do to working time, each tried as it
// was found and held now (docs/security.md, docs/work-times.md):
//  - a manager who also reads a whole location changes only the days of the people below her;
//  - colleagues see who is in and who is away today, not one another's punctuality;
//  - a user's token sent straight to the service gets no more than the gateway gives it;
//  - a location manager reads cards at the location, not personnel data;
//  - a retried correction is written once; a record overlapping another or dated on another
//    day is refused; approvals stand only as far as the corrected day still has them;
//  - closing and reopening one month at the same moment end in one state; the running month
//    cannot be closed;
//  - a retried refused clock press is refused again; a terminal's bad event is refused alone;
//  - sort lists and other inputs have limits.
//
// Data touched and put back: the days of Zofia Wrona (1013, below teamlead 1012) one and two
// months back, Tomasz's (1007) day of last month, Jan's (1002) clock events of today, people the test adds to the directory
// (ids 2990011..) and removes, one of Jan's requests far in the future.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { GATEWAY_URL, GRPC, grpcPort, grpcUnary, pb, psql, tokenRequest } from '../lib/index.js';
import { ABSENCES, callAt, expectProblem, tokenOf } from '../lib/absences.js';

const API = `${GATEWAY_URL}/work-times/api`;
const call = (username, method, path, json, headers) => callAt(API, username, method, path, json, headers);
const GRPC_URL = `http://127.0.0.1:${grpcPort('work-times')}`;
const SERVICE = '/kadry.work_times.v1.WorkTimesService';

const ZOFIA = 1013;  // below teamlead (1012); Tomasz (1007) is at the same location, not below her
const TOMASZ = 1007;

const warsawDate = (t = Date.now()) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date(t));
const TODAY = warsawDate();
const CURRENT_MONTH = TODAY.slice(0, 7);
const monthsBefore = (n) => {
  const [y, m] = CURRENT_MONTH.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1 - n, 1)).toISOString().slice(0, 7);
};
const addDays = (date, n) => new Date(Date.parse(`${date}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
// Zofia's corrections use last month, the race the month before (the other suites correct and
// close only Jan's days, the e2e suite the current month).
const CORRECTION_MONTH = monthsBefore(1);
const RACE_MONTH = monthsBefore(2);

/** A past working day of `employeeId` in `month` whose records are all closed, with its last end. */
function closedDayOf(employeeId, month) {
  const row = psql(`SELECT w.workday_id, extract(epoch from max(r.end_at))::bigint FROM work_times.workdays w
                    JOIN work_times.records r USING (workday_id)
                    WHERE w.employee_id = ${employeeId} AND to_char(w.day, 'YYYY-MM') = '${month}' AND w.day_kind = 'working'
                    GROUP BY w.workday_id, w.day HAVING bool_and(r.end_at IS NOT NULL)
                    AND max(r.end_at) < (w.day + 1)::timestamp AT TIME ZONE 'Europe/Warsaw' - interval '4 hours'
                    ORDER BY w.day LIMIT 1`);
  assert.ok(row, `${employeeId} has a closed working day in ${month}`);
  const [id, lastEnd] = row.split('|').map(Number);
  return { id, lastEnd: lastEnd * 1000 };
}
const iso = (ms) => new Date(ms).toISOString();

/** Puts a day back as the seed left it: records and corrections added since, approvals. */
function restoreDay(id, maxRecord, maxCorrection) {
  psql(`DELETE FROM work_times.corrections WHERE workday_id = ${id} AND correction_id > ${maxCorrection};
        DELETE FROM work_times.records WHERE workday_id = ${id} AND record_id > ${maxRecord};
        UPDATE work_times.workdays SET approved_overtime = 0, compensated_undertime = 0, approved_by_name = '' WHERE workday_id = ${id}`);
}
const maxOf = (column, table) => Number(psql(`SELECT coalesce(max(${column}), 0) FROM work_times.${table}`));

function unlockMonthOf(employeeId, month) {
  psql(`UPDATE work_times.workdays SET lock_state = 'open', locked_by = NULL, locked_by_name = '', locked_at = NULL
        WHERE employee_id = ${employeeId} AND to_char(day, 'YYYY-MM') = '${month}';
        DELETE FROM work_times.closed_months WHERE employee_id = ${employeeId} AND to_char(month, 'YYYY-MM') = '${month}'`);
}

// ------------------------------------------------------------------ who may change what

test('a manager who also reads her location reads Tomasz there but changes only the days of her own team', async () => {
  const tomaszDay = closedDayOf(TOMASZ, CORRECTION_MONTH);
  const zofiaDay = closedDayOf(ZOFIA, CORRECTION_MONTH);
  const maxRecord = maxOf('record_id', 'records');
  const maxCorrection = maxOf('correction_id', 'corrections');
  const record = (day) => ({ kind: 'work', startAt: iso(day.lastEnd + 30 * 60_000), endAt: iso(day.lastEnd + 60 * 60_000), reason: 'sprawdzenie zakresu' });
  try {
    const opened = await call('teamlead', 'GET', `/workdays/${tomaszDay.id}`);
    assert.equal(opened.status, 200, 'she reads the location');
    assert.equal(opened.body.data.canCorrect ?? false, false, "Tomasz's day is offered read only");
    expectProblem(await call('teamlead', 'POST', `/workdays/${tomaszDay.id}/records`, record(tomaszDay)), 403, 'she corrects Tomasz');
    expectProblem(await call('teamlead', 'POST', `/workdays/${tomaszDay.id}/approve-overtime`, {}), 403, 'she approves for Tomasz');
    expectProblem(await call('teamlead', 'POST', '/workdays/lock', { month: CORRECTION_MONTH, employeeId: TOMASZ }), 404, "she closes Tomasz's month");
    assert.equal(psql(`SELECT count(*) FROM work_times.records WHERE workday_id = ${tomaszDay.id} AND record_id > ${maxRecord}`), '0');

    // Zofia is below her: corrected, and the whole-team close reaches Zofia only.
    const own = await call('teamlead', 'POST', `/workdays/${zofiaDay.id}/records`, record(zofiaDay));
    assert.equal(own.status, 200, JSON.stringify(own.body));
    const closed = await call('teamlead', 'POST', '/workdays/lock', { month: CORRECTION_MONTH });
    assert.equal(closed.status, 200, JSON.stringify(closed.body));
    const lockedPeople = psql(`SELECT DISTINCT employee_id FROM work_times.workdays
                               WHERE to_char(day, 'YYYY-MM') = '${CORRECTION_MONTH}' AND locked_by = 1012`).split('\n').filter(Boolean).map(Number);
    assert.deepEqual(lockedPeople, [ZOFIA]);
  } finally {
    unlockMonthOf(ZOFIA, CORRECTION_MONTH);
    restoreDay(zofiaDay.id, maxRecord, maxCorrection);
    restoreDay(tomaszDay.id, maxRecord, maxCorrection);
  }
});

test("Jan sees who of his team is in today and who is away, not when they came or how late", async () => {
  const list = await call('employee', 'GET', '/attendances/my-team?page-size=1000');
  assert.equal(list.status, 200, JSON.stringify(list.body));
  const others = list.body.data.filter((a) => a.employeeId !== 1002);
  assert.ok(others.length > 5, 'he has colleagues');
  const told = others.filter((a) => a.workStartAt || a.workEndAt || a.lateBy || a.plannedStartAt || a.schedule || a.dayKind || a.absenceCode);
  assert.deepEqual(told.map((a) => a.employeeId), [], `times of colleagues: ${JSON.stringify(told.slice(0, 2))}`);
  assert.deepEqual([...new Set(others.map((a) => a.status))].filter((s) => !['present', 'remote', 'on_leave', 'not_present'].includes(s)), []);
  // The counters count his own day only where it is more than in/away.
  const mine = list.body.data.find((a) => a.employeeId === 1002);
  assert.equal(list.body.late ?? 0, mine?.status === 'late' ? 1 : 0);
  assert.equal(list.body.absent ?? 0, mine?.status === 'absent' ? 1 : 0);
  const yesterday = expectProblem(await call('employee', 'GET', `/attendances/my-team?date=${addDays(TODAY, -1)}`), 400, "yesterday's attendance of colleagues");
  assert.ok(yesterday.errors?.date, JSON.stringify(yesterday));
  // His manager still sees the day whole: a colleague clocked in an hour ago (on any day of the
  // week, so the check does not depend on the seed's working days).
  const [workdayId, colleague] = psql(`SELECT w.workday_id, w.employee_id FROM work_times.workdays w
      JOIN absences.employees e USING (employee_id) WHERE e.supervisor_id = 1003 AND w.employee_id <> 1002
      AND w.day = '${TODAY}' AND NOT EXISTS (SELECT 1 FROM work_times.records r WHERE r.workday_id = w.workday_id)
      ORDER BY w.employee_id LIMIT 1`).split('|').map(Number);
  assert.ok(workdayId, 'a colleague of Jan has a day today');
  const recordId = psql(`INSERT INTO work_times.records (workday_id, employee_id, day, kind, start_at, source)
      VALUES (${workdayId}, ${colleague}, '${TODAY}', 'work', now() - interval '1 hour', 'terminal') RETURNING record_id`);
  try {
    const team = await call('manager', 'GET', '/attendances/team?page-size=1000');
    assert.equal(team.status, 200);
    assert.ok(team.body.data.find((a) => a.employeeId === colleague)?.workStartAt, 'the manager sees times');
    const seen = await call('employee', 'GET', '/attendances/my-team?page-size=1000');
    const row = seen.body.data.find((a) => a.employeeId === colleague);
    assert.ok(!row?.workStartAt, `Jan sees no colleague's times: ${JSON.stringify(row)}`);
  } finally {
    psql(`DELETE FROM work_times.records WHERE record_id = ${recordId.split('\n')[0]}`);
  }
});

test("a user's token sent straight to the service gets no more than through the gateway", async () => {
  // HR has no working time of her own (no access flag): the gateway refuses her "my" screens,
  // and so does the service when she calls it over gRPC herself.
  const hr = await tokenOf('hr');
  for (const method of ['GetMyCurrentWorkday', 'ListMyWorkdays', 'GetMyTimeEvaluation']) {
    const r = await grpcUnary(`${SERVICE}/${method}`, pb.join(), { bearer: hr, url: GRPC_URL });
    assert.equal(r.status, GRPC.PERMISSION_DENIED, `${method}: ${r.status} ${r.message ?? ''}`);
  }
  // Jan, who has them, is served.
  const jan = await grpcUnary(`${SERVICE}/GetMyCurrentWorkday`, pb.join(), { bearer: await tokenOf('employee'), url: GRPC_URL });
  assert.equal(jan.status, GRPC.OK, jan.message);
});

test('a location manager reads the card of someone at the location, not their personnel data', async () => {
  const card = await callAt(ABSENCES, 'locationmanager', 'GET', `/employees/${TOMASZ}`);
  assert.equal(card.status, 200);
  assert.equal(card.body.data.fullName, 'Tomasz Lewandowski');
  for (const field of ['sapNumber', 'privateEmail', 'privatePhoneNumber', 'education', 'employedSinceOn']) {
    assert.ok(!card.body.data[field], `${field}: ${card.body.data[field]}`);
  }
  assert.ok(!card.body.data.address?.street, 'no home address');
  for (const path of [`/employees/${TOMASZ}/employment-contracts`, `/employees/${TOMASZ}/benefits`, `/employees/${TOMASZ}/abilities`]) {
    expectProblem(await callAt(ABSENCES, 'locationmanager', 'GET', path), 404, path);
  }
  const search = await callAt(ABSENCES, 'locationmanager', 'POST', '/employees/search', { pageSize: 1000 });
  const exposed = search.body.data.filter((e) => ![1011, 1012, 1013].includes(e.employeeId) && (e.sapNumber || e.privateEmail || e.address?.street));
  assert.deepEqual(exposed.map((e) => e.employeeId), [], 'private data of location people in the search');
});

// ------------------------------------------------------------------ corrections that cannot double

test('a correction retried with its Idempotency-Key is written once; an overlap or another day is refused', async () => {
  const day = closedDayOf(ZOFIA, CORRECTION_MONTH);
  const maxRecord = maxOf('record_id', 'records');
  const maxCorrection = maxOf('correction_id', 'corrections');
  const added = () => Number(psql(`SELECT count(*) FROM work_times.records WHERE workday_id = ${day.id} AND record_id > ${maxRecord}`));
  const twoHours = { kind: 'work', startAt: iso(day.lastEnd + 30 * 60_000), endAt: iso(day.lastEnd + 150 * 60_000), reason: 'praca po godzinach' };
  try {
    const key = randomUUID();
    const first = await call('teamlead', 'POST', `/workdays/${day.id}/records`, twoHours, { 'Idempotency-Key': key });
    assert.equal(first.status, 200, JSON.stringify(first.body));
    // The answer was lost (a 504 in a database stall): the manager sends it again.
    const retry = await call('teamlead', 'POST', `/workdays/${day.id}/records`, twoHours, { 'Idempotency-Key': key });
    assert.equal(retry.status, 200, JSON.stringify(retry.body));
    assert.equal(added(), 1, 'one record for one correction');
    assert.equal(retry.body.data.row.workTime, first.body.data.row.workTime);
    // Without the key, the same hours again overlap the record just added.
    const overlap = expectProblem(await call('teamlead', 'POST', `/workdays/${day.id}/records`, twoHours), 409, 'the same hours twice');
    assert.ok(overlap.overlaps?.length === 1 && overlap.overlaps[0].recordId > maxRecord, JSON.stringify(overlap));
    assert.equal(overlap.code, 'record.overlap');
    // A record of 2019 under this day.
    const otherDay = expectProblem(await call('teamlead', 'POST', `/workdays/${day.id}/records`,
      { kind: 'work', startAt: '2019-03-04T08:00:00+01:00', endAt: '2019-03-04T09:00:00+01:00', reason: 'inny dzień' }), 400, 'a record of another day');
    assert.ok(otherDay.errors?.startAt, JSON.stringify(otherDay));
    assert.equal(added(), 1);
  } finally {
    restoreDay(day.id, maxRecord, maxCorrection);
  }
});

test('approved overtime stands only as far as the corrected day still has it', async () => {
  const day = closedDayOf(ZOFIA, CORRECTION_MONTH);
  const maxRecord = maxOf('record_id', 'records');
  const maxCorrection = maxOf('correction_id', 'corrections');
  const extra = (minutes) => ({ kind: 'work', startAt: iso(day.lastEnd + 30 * 60_000), endAt: iso(day.lastEnd + (30 + minutes) * 60_000), reason: 'nadgodziny' });
  try {
    const long = await call('teamlead', 'POST', `/workdays/${day.id}/records`, extra(180));
    assert.equal(long.status, 200, JSON.stringify(long.body));
    const recordId = long.body.data.records.find((r) => r.recordId > maxRecord).recordId;
    const approved = await call('teamlead', 'POST', `/workdays/${day.id}/approve-overtime`, {});
    assert.equal(approved.status, 200, JSON.stringify(approved.body));
    const before = approved.body.data.row;
    assert.ok(before.overtime > 3600 && before.approvedOvertime === before.overtime, JSON.stringify(before));
    // The three hours were half an hour: what stands approved is what the day still has.
    const shortened = await call('teamlead', 'PUT', `/workdays/${day.id}/records/${recordId}`, { ...extra(30), reason: 'skrócone' });
    assert.equal(shortened.status, 200, JSON.stringify(shortened.body));
    const after = shortened.body.data.row;
    assert.ok(after.overtime < before.overtime, 'less overtime');
    assert.equal(after.approvedOvertime, after.overtime, JSON.stringify(after));
    const month = await call('teamlead', 'GET', `/time-evaluation/${ZOFIA}?month=${CORRECTION_MONTH}`);
    assert.equal(month.status, 200);
    assert.ok(month.body.data.approvedOvertime <= month.body.data.overtime50 + month.body.data.overtime100, JSON.stringify(month.body.data));
  } finally {
    restoreDay(day.id, maxRecord, maxCorrection);
  }
});

// ------------------------------------------------------------------ months

test('closing and reopening one month at the same moment end in one state, twelve times', async () => {
  unlockMonthOf(ZOFIA, RACE_MONTH);
  const mixed = [];
  try {
    for (let round = 0; round < 12; round += 1) {
      const [closed, opened] = await Promise.all([
        call('hr', 'POST', '/workdays/lock', { month: RACE_MONTH, employeeId: ZOFIA }),
        call('hr', 'POST', '/workdays/lock', { month: RACE_MONTH, employeeId: ZOFIA, unlock: true, reason: `wyścig ${round}` }),
      ]);
      for (const r of [closed, opened]) assert.ok([200, 409].includes(r.status), JSON.stringify(r.body));
      const states = psql(`SELECT DISTINCT lock_state FROM work_times.workdays WHERE employee_id = ${ZOFIA} AND to_char(day, 'YYYY-MM') = '${RACE_MONTH}'`);
      const frozen = psql(`SELECT count(*) FROM work_times.closed_months WHERE employee_id = ${ZOFIA} AND to_char(month, 'YYYY-MM') = '${RACE_MONTH}'`);
      if (!((states === 'locked' && frozen === '1') || (states === 'open' && frozen === '0'))) mixed.push(`round ${round}: ${states.replace('\n', '+')}, frozen ${frozen}`);
    }
  } finally {
    unlockMonthOf(ZOFIA, RACE_MONTH);
  }
  assert.deepEqual(mixed, []);
});

test('the running month cannot be closed', async () => {
  const refused = expectProblem(await call('hr', 'POST', '/workdays/lock', { month: CURRENT_MONTH, employeeId: ZOFIA }), 400, 'closing the running month');
  assert.match(refused.detail, /once it has ended/);
  assert.equal(psql(`SELECT count(*) FROM work_times.workdays WHERE employee_id = ${ZOFIA} AND to_char(day, 'YYYY-MM') = '${CURRENT_MONTH}' AND lock_state = 'locked'`), '0');
});

// ------------------------------------------------------------------ the clock and the terminals

test('a clock press refused once is refused again when retried with its event id', async () => {
  const eventId = `retry-${randomUUID()}`;
  try {
    const state = await call('employee', 'GET', '/current-workday');
    assert.equal(state.status, 200);
    // A return from a break while not on one is refused; the retry of it too, for the same reason.
    const action = state.body.state === 'on_break' ? 'exit_end' : 'break_end';
    const first = expectProblem(await call('employee', 'POST', '/current-workday/actions', { action, eventId }), 400, 'a press not valid now');
    const again = expectProblem(await call('employee', 'POST', '/current-workday/actions', { action, eventId }), 400, 'its retry');
    assert.equal(again.detail, first.detail);
  } finally {
    psql(`DELETE FROM work_times.clock_events WHERE event_id LIKE '%${eventId}'`);
  }
});

const RCP_SCOPE = 'absences absences.directory work-times.clock';
const clockEvent = ({ eventId, employeeId, action, occurredAt }) =>
  pb.message(1, pb.join(pb.string(1, eventId), pb.int(2, employeeId), pb.string(3, action), pb.string(4, occurredAt), pb.string(5, 'T-HARD-1')));

/** The outcome of each event of a batch, in order. */
async function outcomes(events) {
  const token = await tokenRequest({ grant_type: 'client_credentials', scope: RCP_SCOPE }, { client: 'kadry-rcp', secret: 'rcp-secret' });
  assert.equal(token.status, 200, JSON.stringify(token.body));
  const r = await grpcUnary(`${SERVICE}/RecordClockEvents`, pb.join(...events.map(clockEvent)), { bearer: token.body.access_token, url: GRPC_URL });
  assert.equal(r.status, GRPC.OK, `the batch failed whole: ${r.status} ${r.message}`);
  // results are field 4; in each, field 2 is the outcome and field 3 the reason.
  const text = (buf) => buf.toString('utf8');
  const out = [];
  let i = 5;
  const body = r.body;
  const varint = () => { let v = 0; let s = 0; for (;;) { const b = body[i++]; v += (b & 0x7f) * 2 ** s; if (!(b & 0x80)) return v; s += 7; } };
  while (i < body.length) {
    const key = varint();
    if ((key & 7) === 0) { varint(); continue; }
    const n = varint();
    const chunk = body.subarray(i, i + n);
    i += n;
    if (key >> 3 !== 4) continue;
    const fields = {};
    for (let j = 0; j < chunk.length;) {
      const k = chunk[j++];
      const len = chunk[j++];
      fields[k >> 3] = text(chunk.subarray(j, j + len));
      j += len;
    }
    out.push({ outcome: fields[2], reason: fields[3] ?? '' });
  }
  return out;
}

test("a terminal's bad events are refused alone and the rest of the batch is kept", async () => {
  const [employed, leaver] = [2990011, 2990012];
  const clean = () => psql(`DELETE FROM work_times.records WHERE employee_id IN (${employed}, ${leaver});
                            DELETE FROM work_times.workdays WHERE employee_id IN (${employed}, ${leaver});
                            DELETE FROM work_times.clock_events WHERE employee_id IN (${employed}, ${leaver}, 2990099);
                            DELETE FROM absences.employees WHERE employee_id IN (${employed}, ${leaver})`);
  clean();
  psql(`INSERT INTO absences.employees (employee_id, sap_number, first_name, last_name, employed_since, employed_until) VALUES
        (${employed}, '${employed}', 'Test', 'Zatrudniony', '${addDays(TODAY, -400)}', NULL),
        (${leaver}, '${leaver}', 'Test', 'Odszedł', '${addDays(TODAY, -400)}', '${addDays(TODAY, -10)}')`);
  const at = (daysBack) => new Date(Date.parse(`${addDays(TODAY, -daysBack)}T07:00:00Z`)).toISOString();
  const id = randomUUID();
  try {
    const results = await outcomes([
      { eventId: `${id}-${'x'.repeat(95 - id.length)}`, employeeId: employed, action: 'start', occurredAt: at(3) },
      { eventId: `${id}-ok`, employeeId: employed, action: 'stop', occurredAt: new Date(Date.parse(at(3)) + 8 * 3_600_000).toISOString() },
      { eventId: `${id}-nobody`, employeeId: 2990099, action: 'start', occurredAt: at(2) },
      { eventId: `${id}-gone`, employeeId: leaver, action: 'start', occurredAt: at(3) },
      { eventId: `${id}-old`, employeeId: employed, action: 'start', occurredAt: at(120) },
      { eventId: 'y'.repeat(101), employeeId: employed, action: 'stop', occurredAt: at(2) },
    ]);
    assert.deepEqual(results.map((r) => r.outcome), ['recorded', 'recorded', 'rejected', 'rejected', 'rejected', 'rejected'], JSON.stringify(results));
    assert.match(results[2].reason, /no such employee/);
    assert.match(results[3].reason, /not employed/);
    assert.match(results[4].reason, /before the previous month/);
    assert.equal(psql(`SELECT count(*) FROM work_times.records WHERE employee_id = ${employed} AND end_at IS NOT NULL`), '1', 'the day opened and closed');
  } finally {
    clean();
  }
});

// ------------------------------------------------------------------ limits

test('a list is sorted by at most eight keys: more is 400 at once, whatever the service', async () => {
  // Distinct keys: the HTTP layer reads a repeated identical pair once.
  const keys = ['workday-on', 'employee-full-name', 'work-time', 'overtime', 'undertime', '-workday-on', '-work-time', '-overtime', '-undertime'];
  const nine = await call('manager', 'GET', `/workdays/team?${keys.map((k) => `sort=${k}`).join('&')}`);
  assert.ok(expectProblem(nine, 400, 'nine sort keys on workdays').errors?.sort, JSON.stringify(nine.body));
  const started = Date.now();
  const many = await callAt(ABSENCES, 'hr', 'POST', '/employees/search', { page: 1, pageSize: 10, sort: Array(200_000).fill('full-name') });
  assert.ok(expectProblem(many, 400, '200 000 sort keys on the people search').errors?.sort, JSON.stringify(many.body).slice(0, 200));
  assert.ok(Date.now() - started < 3000, `refused in ${Date.now() - started} ms`);
});
