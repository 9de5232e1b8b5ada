// What the work-time screens read and write, as a supervisor uses them (docs/work-times.md):
// an approval of overtime with its amount and comment, its withdrawal and both in the day's
// history; a day of approved remote work counted as work; who came on a day, whatever the
// state at the end of it; the team calendar's kinds of days.
//
// Data touched and put back: one open past working day of one of Anna's (1003) people (records,
// approvals and history restored), an approved home-office request inserted and deleted.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GATEWAY_URL, psql } from '../lib/index.js';
import { callAt, expectProblem } from '../lib/absences.js';

const API = `${GATEWAY_URL}/work-times/api`;
const call = (username, method, path, json) => callAt(API, username, method, path, json);
const HOUR = 3600;
const HOME_OFFICE = 40; // "HO", Praca zdalna (services/absences/domain/request_types.cc)
const OCCASIONAL_HOME_OFFICE = 41; // "HOOK"

const warsawDate = (t = Date.now()) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date(t));
const TODAY = warsawDate();

async function ok(username, method, path, json) {
  const r = await call(username, method, path, json);
  assert.equal(r.status, 200, `${method} ${path}: ${JSON.stringify(r.body).slice(0, 400)}`);
  return r.body;
}

/**
 * An open, past, plain working day (presence and breaks ending by 10 minutes after the planned
 * end, no approvals, no leave) of someone directly below Anna: { workdayId, employeeId, day,
 * plannedEnd }.
 */
function plainDay() {
  const row = psql(`SELECT w.workday_id, w.employee_id, w.day::text, extract(epoch from w.planned_end)::bigint
      FROM work_times.workdays w JOIN absences.employees e ON e.employee_id = w.employee_id
      JOIN work_times.records r ON r.workday_id = w.workday_id
      WHERE e.supervisor_id = 1003 AND w.lock_state = 'open' AND w.day_kind = 'working' AND w.has_schedule
        AND w.day < '${TODAY}'::date AND w.day >= date_trunc('year', '${TODAY}'::date)
        AND extract(isodow from w.day) BETWEEN 1 AND 5
        AND w.approved_overtime = 0 AND w.compensated_undertime = 0
        AND NOT EXISTS (SELECT 1 FROM absences.requests q WHERE q.employee_id = w.employee_id
                        AND q.status_id IN (1, 2, 5) AND w.day BETWEEN q.from_date AND q.to_date)
        AND NOT EXISTS (SELECT 1 FROM work_times.days_off_given g WHERE g.employee_id = w.employee_id
                        AND w.day IN (g.given_on, g.for_day))
      GROUP BY w.workday_id, w.employee_id, w.day, w.planned_end
      HAVING bool_and(r.kind IN ('work', 'break')) AND max(r.end_at) <= w.planned_end + interval '10 minutes'
      ORDER BY w.day DESC, w.employee_id LIMIT 1`);
  assert.ok(row, 'Anna has a person with a plain open past working day');
  const [workdayId, employeeId, day, plannedEnd] = row.split('|');
  return { workdayId: Number(workdayId), employeeId: Number(employeeId), day, plannedEnd: Number(plannedEnd) };
}

/** Saves the day's records, approvals and history; answers how to put them back. */
function saveDay(workdayId) {
  const records = psql(`SELECT coalesce(json_agg(r), '[]') FROM work_times.records r WHERE workday_id = ${workdayId}`);
  const approvals = psql(`SELECT approved_overtime || ',' || compensated_undertime || ',' || quote_literal(approved_by_name)
      FROM work_times.workdays WHERE workday_id = ${workdayId}`).split(',');
  const lastCorrection = psql(`SELECT coalesce(max(correction_id), 0) FROM work_times.corrections WHERE workday_id = ${workdayId}`);
  return () => psql(`DELETE FROM work_times.records WHERE workday_id = ${workdayId};
      INSERT INTO work_times.records SELECT * FROM json_populate_recordset(null::work_times.records, '${records}');
      DELETE FROM work_times.corrections WHERE workday_id = ${workdayId} AND correction_id > ${lastCorrection};
      UPDATE work_times.workdays SET approved_overtime = ${approvals[0]}, compensated_undertime = ${approvals[1]},
        approved_by_name = ${approvals.slice(2).join(',')} WHERE workday_id = ${workdayId}`);
}

// The moment `minutes` after the day's planned end (epoch seconds), with its offset (UTC).
const afterEnd = (plannedEnd, minutes) => new Date((plannedEnd + minutes * 60) * 1000).toISOString().replace(/\.\d+Z$/, '+00:00');

test('a supervisor approves part of the overtime with a comment, withdraws it, and both stand in the day\'s history', async () => {
  const day = plainDay();
  const restore = saveDay(day.workdayId);
  try {
    // Two hours after the planned end: overtime (less what works off earlier private exits).
    await ok('manager', 'POST', `/workdays/${day.workdayId}/records`, {
      kind: 'work', startAt: afterEnd(day.plannedEnd, 15), endAt: afterEnd(day.plannedEnd, 135), reason: 'praca po godzinach (test API)',
    });
    const before = (await ok('manager', 'GET', `/workdays/${day.workdayId}`)).data;
    const overtime = before.row.overtime;
    assert.ok(overtime >= 600, JSON.stringify(before.row));

    const nothing = expectProblem(await call('manager', 'POST', `/workdays/${day.workdayId}/approve-overtime`, { withdraw: true }), 400, 'withdrawing before any approval');
    assert.match(nothing.detail, /no approved overtime/);

    // Part of it first: half, in whole minutes.
    const part = Math.floor(overtime / 120) * 60;
    const approved = (await ok('manager', 'POST', `/workdays/${day.workdayId}/approve-overtime`, { seconds: part, comment: 'zgoda na połowę' })).data;
    assert.equal(approved.row.approvedOvertime, part);
    const approval = approved.corrections.find((c) => c.action === 'overtime_approved');
    assert.ok(approval, JSON.stringify(approved.corrections));
    assert.equal(approval.seconds, part);
    assert.equal(approval.reason, 'zgoda na połowę');
    assert.equal(approval.correctedByFullName, 'Anna Nowak');
    assert.ok(!approval.recordId, 'an approval names no record');

    // Approvals add up to the day's overtime: more than what is left is refused, the rest is taken.
    const tooMuch = expectProblem(await call('manager', 'POST', `/workdays/${day.workdayId}/approve-overtime`, { seconds: overtime - part + 60 }), 400, 'more than is left');
    assert.ok(tooMuch.errors?.seconds, JSON.stringify(tooMuch));
    const all = (await ok('manager', 'POST', `/workdays/${day.workdayId}/approve-overtime`, {})).data;
    assert.equal(all.row.approvedOvertime, overtime, 'the rest approved');
    const nothingLeft = expectProblem(await call('manager', 'POST', `/workdays/${day.workdayId}/approve-overtime`, {}), 400, 'nothing left');
    assert.match(nothingLeft.detail, /no overtime left/);

    const withdrawn = (await ok('manager', 'POST', `/workdays/${day.workdayId}/approve-overtime`, { withdraw: true, comment: 'pomyłka' })).data;
    assert.equal(withdrawn.row.approvedOvertime, 0);
    const withdrawal = withdrawn.corrections.find((c) => c.action === 'overtime_withdrawn');
    assert.ok(withdrawal, JSON.stringify(withdrawn.corrections));
    assert.equal(withdrawal.seconds, overtime, 'the withdrawal says how much was taken back');
    assert.equal(withdrawal.reason, 'pomyłka');
    assert.deepEqual(withdrawn.corrections.filter((c) => c.action.startsWith('overtime')).map((c) => [c.action, c.seconds]),
      [['overtime_approved', part], ['overtime_approved', overtime - part], ['overtime_withdrawn', overtime]], 'in the order they happened');

    const noUndertime = expectProblem(await call('manager', 'POST', `/workdays/${day.workdayId}/compensate-undertime`, { withdraw: true }), 400, 'nothing compensated');
    assert.match(noUndertime.detail, /no compensated undertime/);
  } finally {
    restore();
  }
});

test('an approved home-office day without clock records is remote work, counted as the schedule says', async () => {
  const day = plainDay();
  const restore = saveDay(day.workdayId);
  let requestId = 0;
  try {
    psql(`DELETE FROM work_times.records WHERE workday_id = ${day.workdayId}`);
    const absent = (await ok('manager', 'GET', `/workdays/${day.workdayId}`)).data.row;
    assert.equal(absent.workTime, 0);
    assert.equal(absent.remote, false);
    // A number of the usual form ("HO/2026/n"), far above the seed's.
    requestId = Number(psql(`INSERT INTO absences.requests (request_no, employee_id, filed_by_id, request_type_id, status_id,
        from_date, to_date, number_of_days, number_of_working_days)
      VALUES ('HO/${day.day.slice(0, 4)}/' || (900000 + ${day.workdayId}), ${day.employeeId}, ${day.employeeId}, ${HOME_OFFICE}, 2,
        '${day.day}', '${day.day}', 1, 1)
      RETURNING request_id`).split('\n')[0]);
    assert.ok(requestId > 0, 'the request is in');

    const remote = (await ok('manager', 'GET', `/workdays/${day.workdayId}`)).data.row;
    assert.equal(remote.remote, true, JSON.stringify(remote));
    assert.equal(remote.excusedAbsenceName, 'Praca zdalna');
    assert.equal(remote.workTime, remote.scheduledWorkTime, 'worked as scheduled');
    assert.ok(remote.workTime > 0);
    assert.equal(remote.undertime, 0);

    const month = day.day.slice(0, 7);
    const evaluation = (await ok('manager', 'GET', `/time-evaluation/${day.employeeId}?month=${month}`)).data;
    const row = evaluation.rows.find((r) => r.workdayOn === day.day);
    assert.ok(row, 'the day is in the evaluation');
    assert.equal(row.workTime, remote.scheduledWorkTime);
    assert.equal(row.remote, true);

    const calendar = (await ok('manager', 'GET', `/workdays/calendar?dateFrom=${day.day}&dateTo=${day.day}&employeeId=${day.employeeId}`)).data;
    assert.deepEqual(calendar.map((e) => e.type), ['remote']);

    const attendance = await ok('manager', 'GET', `/attendances/team?date=${day.day}&pageSize=1000`);
    const seen = attendance.data.find((a) => a.employeeId === day.employeeId);
    assert.equal(seen?.status, 'remote');
  } finally {
    if (requestId) psql(`DELETE FROM absences.requests WHERE request_id = ${requestId}`);
    restore();
  }
});

test('attendance counts what happened on the day: who came, who came late, who had no schedule', async () => {
  // The last weekday before today: everyone who came has left by now.
  const date = psql(`SELECT max(d)::date::text FROM generate_series('${TODAY}'::date - 7, '${TODAY}'::date - 1, interval '1 day') d
      WHERE extract(isodow from d) BETWEEN 1 AND 5`);
  const list = await ok('manager', 'GET', `/attendances/team?date=${date}&pageSize=1000`);
  assert.equal(list.total, list.data.length, 'one page holds the team');
  const came = list.data.filter((a) => a.workStartAt);
  assert.ok(came.length > 0, `someone of Anna's team came on ${date}`);
  assert.equal(list.present, came.length, 'present counts who came, though all have left');
  assert.equal(list.late, list.data.filter((a) => a.lateBy > 0).length, 'late counts who came late, gone or not');
  assert.equal(list.noSchedule ?? 0, list.data.filter((a) => a.status === 'no_schedule').length);
  for (const a of list.data) {
    assert.ok(a.employeeSapNumber, `a SAP number tells namesakes apart: ${JSON.stringify(a)}`);
    if (a.status === 'day_off') {
      assert.ok(['day_off', 'sunday', 'holiday'].includes(a.dayKind), `a day off is one the schedule gives, not a missing schedule: ${JSON.stringify(a)}`);
    }
  }
  // Filtering by a status leaves the day's counters as they are.
  const left = await ok('manager', 'GET', `/attendances/team?date=${date}&status=left&pageSize=1000`);
  assert.equal(left.present, list.present);
  assert.equal(left.late, list.late);

  // Colleagues see who came and who is away, never who came late.
  const mine = await ok('employee', 'GET', '/attendances/my-team');
  assert.ok(!mine.late, 'no lateness for colleagues');
  assert.ok(mine.data.every((a) => !a.employeeSapNumber || a.employeeId === 1002));
});

test('the team calendar puts leave only on days the schedule had work, and an alert alone is no absence', async () => {
  // A week's leave of one of Anna's people that takes in a weekend, without work during it.
  const row = psql(`SELECT q.employee_id, q.from_date::text, q.to_date::text FROM absences.requests q
      JOIN absences.employees e ON e.employee_id = q.employee_id
      WHERE e.supervisor_id = 1003 AND q.status_id IN (2, 5) AND q.request_type_id NOT IN (${HOME_OFFICE}, ${OCCASIONAL_HOME_OFFICE})
        AND q.to_date - q.from_date BETWEEN 3 AND 40 AND q.to_date < '${TODAY}'::date
        AND NOT EXISTS (SELECT 1 FROM work_times.records r WHERE r.employee_id = q.employee_id
                        AND r.day BETWEEN q.from_date AND q.to_date)
        AND EXISTS (SELECT 1 FROM generate_series(q.from_date, q.to_date, interval '1 day') d WHERE extract(isodow from d) >= 6)
      ORDER BY q.to_date DESC LIMIT 1`);
  assert.ok(row, 'a leave across a weekend');
  const [employeeId, from, to] = row.split('|');
  const events = (await ok('manager', 'GET', `/workdays/calendar?dateFrom=${from}&dateTo=${to}&employeeId=${employeeId}`)).data;
  const weekendLeave = events.filter((e) => e.type === 'leave' && [0, 6].includes(new Date(`${e.date}T12:00:00Z`).getUTCDay()));
  assert.deepEqual(weekendLeave, [], 'no leave on a Saturday or Sunday off');
  assert.ok(events.some((e) => e.type === 'leave'), 'the weekdays are leave');
  for (const e of events) {
    if (e.type === 'absence') assert.ok(e.undertime > 0, `an absence owes time: ${JSON.stringify(e)}`);
  }
});
