// The day off given in exchange for work on a Sunday (art. 151¹¹ KP), and the working-time terms
// HR sets (art. 151 §5), through the gateway as a supervisor, HR and payroll use them
// (docs/work-times.md "Days off in exchange", "Terms").
//
// The demo seed has some people work 09:00–13:00 on the first Sunday of each month. Last month
// has ended, so its one-month period is settled: without a day off, those 4 h carry the 100 %
// supplement (art. 151¹¹ §3). Anna (1003) gives one of her people a working day of that month
// off for the Sunday; the supplement goes from his month evaluation, from her team's list and
// from the month payroll reads once it is closed, while a colleague's stays.
//
// Data touched and put back: one working day of last month of two of Anna's people (its records
// taken away and restored), their month closed and reopened, their terms.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { GATEWAY_URL, GRPC, grpcPort, grpcUnary, pb, pbFields, psql, tokenRequest } from '../lib/index.js';
import { callAt, expectProblem } from '../lib/absences.js';

const API = `${GATEWAY_URL}/work-times/api`;
const call = (username, method, path, json, headers) => callAt(API, username, method, path, json, headers);
const GRPC_URL = `http://127.0.0.1:${grpcPort('work-times')}`;
const SERVICE = '/kadry.work_times.v1.WorkTimesService';
const HOUR = 3600;

const warsawDate = (t = Date.now()) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date(t));
const CURRENT_MONTH = warsawDate().slice(0, 7);
const [cy, cm] = CURRENT_MONTH.split('-').map(Number);
const LAST_MONTH = new Date(Date.UTC(cy, cm - 2, 1)).toISOString().slice(0, 7);

/** The first Sunday of `month` ("yyyy-MM-dd"). */
function firstSunday(month) {
  const d = new Date(`${month}-01T12:00:00Z`);
  while (d.getUTCDay() !== 0) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
const SUNDAY = firstSunday(LAST_MONTH);

/**
 * Two full-time people below Anna on a one-month period who worked SUNDAY by the seed and whose
 * month is open: `worker` is given a day off, `colleague` is not. For the worker, a working day of
 * the month with one plain record (no overtime) to give off.
 */
function pickPeople() {
  const rows = psql(`SELECT e.employee_id FROM absences.employees e
      JOIN work_times.records r ON r.employee_id = e.employee_id AND r.day = '${SUNDAY}'
      LEFT JOIN work_times.employee_terms t ON t.employee_id = e.employee_id
      WHERE e.supervisor_id = 1003 AND e.fraction_numerator = e.fraction_denominator
        AND coalesce(t.settlement_months, 1) = 1
        AND NOT EXISTS (SELECT 1 FROM work_times.workdays w WHERE w.employee_id = e.employee_id
                        AND to_char(w.day, 'YYYY-MM') = '${LAST_MONTH}' AND w.lock_state <> 'open')
        AND NOT EXISTS (SELECT 1 FROM work_times.days_off_given g WHERE g.employee_id = e.employee_id)
      GROUP BY e.employee_id ORDER BY e.employee_id LIMIT 2`).split('\n').filter(Boolean).map(Number);
  assert.equal(rows.length, 2, `two of Anna's people worked on ${SUNDAY}: ${rows}`);
  const [worker, colleague] = rows;
  const days = psql(`SELECT w.workday_id, w.day::text FROM work_times.workdays w JOIN work_times.records r USING (workday_id)
      WHERE w.employee_id = ${worker} AND to_char(w.day, 'YYYY-MM') = '${LAST_MONTH}' AND w.day_kind = 'working'
        AND extract(isodow from w.day) BETWEEN 1 AND 5
      GROUP BY w.workday_id, w.day, w.planned_end
      HAVING count(*) FILTER (WHERE r.kind = 'work') = 1 AND max(r.end_at) <= w.planned_end + interval '10 minutes'
      ORDER BY w.day DESC LIMIT 2`).split('\n').filter(Boolean).map((line) => line.split('|'));
  assert.equal(days.length, 2, `${worker} has two plain working days in ${LAST_MONTH}`);
  const [[workdayId, date], [otherWorkdayId]] = days;
  return { worker, colleague, workdayId: Number(workdayId), date, otherWorkdayId: Number(otherWorkdayId) };
}

/** Takes the day's records away (as if the terminal had them wrong); answers how to put them back. */
function emptyDay(workdayId) {
  const saved = psql(`SELECT coalesce(json_agg(r), '[]') FROM work_times.records r WHERE workday_id = ${workdayId}`);
  psql(`DELETE FROM work_times.records WHERE workday_id = ${workdayId}`);
  return () => {
    psql(`DELETE FROM work_times.records WHERE workday_id = ${workdayId};
          INSERT INTO work_times.records SELECT * FROM json_populate_recordset(null::work_times.records, '${saved}')`);
  };
}

const evaluationOf = async (username, employeeId, month) => {
  const r = await call(username, 'GET', `/time-evaluation/${employeeId}?month=${month}`);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body.data;
};
const rowOn = (evaluation, date) => evaluation.rows.find((row) => row.workdayOn === date);

async function systemToken(client, secret, scope) {
  const r = await tokenRequest({ grant_type: 'client_credentials', scope }, { client, secret });
  assert.equal(r.status, 200, `${client} token: ${JSON.stringify(r.body)}`);
  return r.body.access_token;
}

/** Payroll's frozen month over gRPC: { employeeId: { overtime100, daysOffGiven } }. */
async function frozenMonth(month) {
  const bearer = await systemToken('kadry-payroll', 'payroll-secret', 'absences work-times.payroll');
  const r = await grpcUnary(`${SERVICE}/ListClosedMonthEvaluations`, pb.join(pb.string(1, month), pb.message(4, pb.int(2, 1000))), { bearer, url: GRPC_URL });
  assert.equal(r.status, GRPC.OK, r.message);
  const out = {};
  for (const item of pbFields(r.body.subarray(5)).filter((f) => f.field === 2)) {
    const fields = pbFields(item.value);
    const num = (n) => fields.find((f) => f.field === n)?.value ?? 0;
    out[num(1)] = { overtime100: num(17), daysOffGiven: num(32) };
  }
  return out;
}

test(`a supervisor gives a day off for the Sunday worked on ${SUNDAY}: the 100 % supplement leaves the evaluations and payroll's month; without it, it stays`, async () => {
  const { worker, colleague, workdayId, date, otherWorkdayId } = pickPeople();
  const restoreRecords = emptyDay(workdayId);
  const restoreOther = emptyDay(otherWorkdayId);
  const closed = [];
  try {
    // Before: the period has ended with no day off, so the Sunday's 4 h carry 100 %.
    const before = await evaluationOf('manager', worker, LAST_MONTH);
    const sundayBefore = rowOn(before, SUNDAY);
    assert.equal(sundayBefore.dayOffWorkTime, 4 * HOUR, JSON.stringify(sundayBefore));
    assert.equal(sundayBefore.overtime100, 4 * HOUR, 'no day off: the supplement (art. 151¹¹ §3)');
    assert.equal(sundayBefore.dayOffGivenOn, '');
    assert.ok(sundayBefore.alerts.includes('sunday_day_off_late'), 'no day off within 6 days of the Sunday');

    // Refused: a working weekday earns no day off; the day given off must be free of records; a date is needed.
    const weekday = expectProblem(await call('manager', 'POST', `/workdays/${workdayId}/day-off`, { forDate: date }), 400, 'the day off for itself');
    assert.ok(weekday.errors?.forDate, JSON.stringify(weekday));
    const plainDay = psql(`SELECT workday_id FROM work_times.workdays w WHERE employee_id = ${worker} AND day_kind = 'working'
        AND to_char(day, 'YYYY-MM') = '${LAST_MONTH}' AND day <> '${date}'
        AND EXISTS (SELECT 1 FROM work_times.records r WHERE r.workday_id = w.workday_id) LIMIT 1`);
    expectProblem(await call('manager', 'POST', `/workdays/${plainDay}/day-off`, { forDate: SUNDAY }), 400, 'a day with records');
    const missing = expectProblem(await call('manager', 'POST', `/workdays/${workdayId}/day-off`, {}), 400, 'no date');
    assert.ok(missing.errors?.forDate, JSON.stringify(missing));

    // Given: the working day becomes the Sunday's day off.
    const key = randomUUID();
    const given = await call('manager', 'POST', `/workdays/${workdayId}/day-off`, { forDate: SUNDAY }, { 'Idempotency-Key': key });
    assert.equal(given.status, 200, JSON.stringify(given.body));
    assert.equal(given.body.data.row.dayOffFor, SUNDAY);
    // A code, named in the reader's language by the web; no planned hours on a day off.
    assert.equal(given.body.data.row.dayKind, 'day_off');
    assert.equal(given.body.data.row.schedule, '');
    assert.equal(given.body.data.row.scheduledWorkTime, 0);
    // A retry with the same key answers the same; the same Sunday again on another day is a conflict.
    const retried = await call('manager', 'POST', `/workdays/${workdayId}/day-off`, { forDate: SUNDAY }, { 'Idempotency-Key': key });
    assert.equal(retried.status, 200, JSON.stringify(retried.body));
    const twice = expectProblem(await call('manager', 'POST', `/workdays/${otherWorkdayId}/day-off`, { forDate: SUNDAY }), 409, 'a second day off for one Sunday');
    assert.equal(twice.code, 'day-off.already-given');
    assert.equal(twice.params.givenOn, date);

    // The month evaluation: the Sunday is settled by its day off; the month has 4 h less at 100 %.
    const after = await evaluationOf('manager', worker, LAST_MONTH);
    const sundayAfter = rowOn(after, SUNDAY);
    assert.equal(sundayAfter.overtime100, 0, JSON.stringify(sundayAfter));
    assert.equal(sundayAfter.dayOffGivenOn, date);
    assert.ok(!sundayAfter.alerts.includes('sunday_day_off_late') || Math.abs(Date.parse(date) - Date.parse(SUNDAY)) > 6 * 86_400_000);
    assert.equal(rowOn(after, date).dayOffFor, SUNDAY);
    assert.equal(rowOn(after, date).unexcusedAbsenceTime, 0, 'a day off is no absence');
    assert.equal(after.overtime100, before.overtime100 - 4 * HOUR);
    assert.equal(after.daysOffGiven, 1);

    // The team's list says the same.
    const team = await call('manager', 'GET', `/time-evaluation/team?month=${LAST_MONTH}&search=${encodeURIComponent(after.employeeSapNumber)}&pageSize=10`);
    assert.equal(team.status, 200, JSON.stringify(team.body));
    const listed = team.body.data.find((e) => e.employeeId === worker);
    assert.equal(listed.overtime100, after.overtime100);
    assert.equal(listed.daysOffGiven, 1);

    // The colleague has no day off: his Sunday keeps its supplement.
    const control = await evaluationOf('manager', colleague, LAST_MONTH);
    assert.equal(rowOn(control, SUNDAY).overtime100, 4 * HOUR);
    assert.equal(control.daysOffGiven, 0);

    // Closed, payroll reads the same: the worker without the Sunday's supplement, the colleague with it.
    for (const employeeId of [worker, colleague]) {
      const lock = await call('manager', 'POST', '/workdays/lock', { month: LAST_MONTH, employeeId });
      assert.equal(lock.status, 200, JSON.stringify(lock.body));
      closed.push(employeeId);
    }
    const frozen = await frozenMonth(LAST_MONTH);
    assert.deepEqual(frozen[worker], { overtime100: after.overtime100, daysOffGiven: 1 });
    assert.deepEqual(frozen[colleague], { overtime100: control.overtime100, daysOffGiven: 0 });
    assert.ok(frozen[colleague].overtime100 >= 4 * HOUR);

    // A closed month's day off cannot be taken back.
    expectProblem(await call('manager', 'DELETE', `/workdays/${workdayId}/day-off`), 400, 'a closed day');
  } finally {
    for (const employeeId of closed) {
      const r = await call('hr', 'POST', '/workdays/lock', { month: LAST_MONTH, employeeId, unlock: true, reason: 'test: dzień wolny za niedzielę' });
      assert.equal(r.status, 200, JSON.stringify(r.body));
    }
    const back = await call('manager', 'DELETE', `/workdays/${workdayId}/day-off`);
    assert.ok(back.status === 200 || back.status === 404, JSON.stringify(back.body));
    if (back.status === 200) {
      assert.equal(back.body.data.row.dayOffFor, '');
      assert.ok(back.body.data.row.scheduledWorkTime > 0, 'the working day is back');
    }
    restoreRecords();
    restoreOther();
  }
});

test('a day off is given only by the people above the person, HR or Admin', async () => {
  const { worker, workdayId } = pickPeople();
  const restoreRecords = emptyDay(workdayId);
  try {
    // Jan is no supervisor of anyone; Krzysztof reads the location but supervises nobody there.
    assert.ok([403, 404].includes((await call('employee', 'POST', `/workdays/${workdayId}/day-off`, { forDate: SUNDAY })).status));
    assert.ok([403, 404].includes((await call('locationmanager', 'POST', `/workdays/${workdayId}/day-off`, { forDate: SUNDAY })).status));
    assert.equal(psql(`SELECT count(*) FROM work_times.days_off_given WHERE employee_id = ${worker}`), '0');
  } finally {
    restoreRecords();
  }
});

// ------------------------------------------------------------------ terms (art. 151 §5)

test('HR sets a part-timer’s limit agreed in the contract; managers read the terms, only HR and Admin change them', async () => {
  const partTimer = Number(psql(`SELECT employee_id FROM absences.employees WHERE supervisor_id = 1003
      AND fraction_numerator = 1 AND fraction_denominator = 2 ORDER BY employee_id LIMIT 1`));
  const fullTimer = Number(psql(`SELECT employee_id FROM absences.employees WHERE supervisor_id = 1003
      AND fraction_numerator = fraction_denominator ORDER BY employee_id LIMIT 1`));
  assert.ok(partTimer && fullTimer);
  const original = await call('hr', 'GET', `/employee-terms/${partTimer}`);
  assert.equal(original.status, 200, JSON.stringify(original.body));
  assert.equal(original.body.data.fraction, '1/2');
  try {
    const read = await call('manager', 'GET', `/employee-terms/${partTimer}`);
    assert.equal(read.status, 200, 'Anna reads her person’s terms');
    assert.equal((await call('employee', 'GET', `/employee-terms/${partTimer}`)).status, 403);
    const terms = { ...original.body.data, partTimeLimit: '3/4' };
    expectProblem(await call('manager', 'PUT', `/employee-terms/${partTimer}`, terms), 403, 'a manager changes terms');

    const saved = await call('hr', 'PUT', `/employee-terms/${partTimer}`, terms);
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.equal(saved.body.data.partTimeLimit, '3/4');
    const evaluation = await evaluationOf('hr', partTimer, LAST_MONTH);
    assert.equal(evaluation.partTimeLimit, '3/4');
    assert.equal(evaluation.fraction, '1/2');

    // Refused: below her own time, not a fraction, a limit for a full-timer, a bad period.
    for (const [body, field, id] of [
      [{ ...terms, partTimeLimit: '1/4' }, 'partTimeLimit', partTimer],
      [{ ...terms, partTimeLimit: 'trzy czwarte' }, 'partTimeLimit', partTimer],
      [{ ...terms, partTimeLimit: '3/4' }, 'partTimeLimit', fullTimer],
      [{ ...terms, settlementMonths: 5 }, 'settlementMonths', partTimer],
      [{ ...terms, nightStartHour: 20 }, 'nightStartHour', partTimer],
      [{ ...terms, yearlyOvertimeLimit: 100 * HOUR }, 'yearlyOvertimeLimit', partTimer],
      [{ ...terms, workingTimeSystem: 'task' }, 'workingTimeSystem', partTimer],
    ]) {
      const refused = expectProblem(await call('hr', 'PUT', `/employee-terms/${id}`, body), 400, JSON.stringify(body));
      assert.ok(refused.errors?.[field], `${field}: ${JSON.stringify(refused)}`);
    }
    assert.equal((await call('hr', 'GET', `/employee-terms/${partTimer}`)).body.data.partTimeLimit, '3/4', 'nothing changed by a refusal');
  } finally {
    const r = await call('hr', 'PUT', `/employee-terms/${partTimer}`, original.body.data);
    assert.equal(r.status, 200, JSON.stringify(r.body));
  }
});
