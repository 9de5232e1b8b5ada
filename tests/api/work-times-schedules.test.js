// Planning the schedule (docs/work-times.md "Planning") black-box against the running stack:
//  - who may plan whom: a supervisor their own team, HR and Admin anyone, nobody else and
//    nobody themselves;
//  - the planner's checks as a day is typed; publishing refused while the plan breaks the Code,
//    before every day is planned, and with less than a week's notice (art. 129 §3);
//  - a published month changed afterwards: refused without a reason, audited with who, when,
//    before, after and why, and the employee sees the change and the new hours of the day;
//  - shift templates; bad input.
//
// Data touched and put back: the plan and the schedule of two of Anna Nowak's (1003) team in the
// month after next (no other suite plans it), and one person's publication of the current month.

import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { GATEWAY_URL, GRPC, USERS, batchCall, grpcPort, grpcUnary, pb, psql, tokenRequest } from '../lib/index.js';
import { callAt, expectProblem, org } from '../lib/absences.js';

const API = `${GATEWAY_URL}/work-times/api`;
const call = (username, method, path, json) => callAt(API, username, method, path, json);

const warsawDate = (t = Date.now()) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date(t));
const TODAY = warsawDate();
const monthAfter = (n) => {
  const [y, m] = TODAY.slice(0, 7).split('-').map(Number);
  return new Date(Date.UTC(y, m - 1 + n, 1)).toISOString().slice(0, 7);
};
// At least 32 days away whatever today is: always in time for the week's notice.
const MONTH = monthAfter(2);
const CURRENT = monthAfter(0);
const daysOf = (month) => {
  const [y, m] = month.split('-').map(Number);
  const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
};
const weekday = (day) => new Date(`${day}T12:00:00Z`).getUTCDay(); // 0 Sunday .. 6 Saturday
// The Warsaw offset of a day's 08:00 (+01:00 in winter, +02:00 in summer).
const offsetOn = (day) => {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Warsaw', timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${day}T08:00:00Z`));
  return parts.find((p) => p.type === 'timeZoneName').value.replace('GMT', '') || '+00:00';
};
const at = (day, hhmm) => `${day}T${hhmm}:00${offsetOn(day)}`;
const shift = (day, from, to) => ({ day, kind: 'working', startAt: at(day, from), endAt: at(day, to) });
const MON_FRI = [...Array(5)].map(() => ({ start: '08:00', end: '16:00' })).concat([{ free: true }, { free: true }]);

const planned = [];
function forget(id, month) {
  psql(`DELETE FROM work_times.planned_days WHERE employee_id = ${id} AND date_trunc('month', day) = '${month}-01';
        DELETE FROM work_times.schedule_changes WHERE employee_id = ${id} AND date_trunc('month', day) = '${month}-01';
        DELETE FROM work_times.schedule_publications WHERE employee_id = ${id} AND month = '${month}-01';
        DELETE FROM work_times.workdays w WHERE employee_id = ${id} AND date_trunc('month', day) = '${month}-01'
          AND NOT EXISTS (SELECT 1 FROM work_times.records r WHERE r.workday_id = w.workday_id);`);
}
after(() => {
  for (const id of planned) forget(id, MONTH);
});

async function copyWeek(username, id, month = MONTH) {
  if (!planned.includes(id)) planned.push(id);
  const r = await call(username, 'POST', `/schedules/${id}/copy`, { month, pattern: MON_FRI });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body.data;
}

test('a supervisor plans their own team, HR and Admin anyone; nobody else, and nobody themselves', async () => {
  const o = await org();
  for (const id of [USERS.employee.id, o.teamMember, o.outsider]) forget(id, MONTH); // a run stopped half-way
  const member = o.teamMember;
  // Anna Nowak's list is her team, by name, and nobody else.
  const list = await call('manager', 'GET', `/schedules/team?month=${MONTH}&page-size=all`);
  assert.equal(list.status, 200, JSON.stringify(list.body));
  const listed = list.body.data.map((p) => p.employeeId);
  assert.equal(list.body.total, o.teams.manager.size);
  assert.deepEqual(new Set(listed), o.teams.manager);
  // By surname, then first name, in Polish order (Ł between L and M), as the directory lists them.
  const keys = list.body.data.map((p) => p.employeeFullName.split(' ').reverse().join(' '));
  assert.deepEqual(keys, [...keys].sort((a, b) => a.localeCompare(b, 'pl')));
  const hrList = await call('hr', 'GET', `/schedules/team?month=${MONTH}&page-size=5`);
  assert.equal(hrList.status, 200);
  assert.ok(hrList.body.total > o.teams.manager.size, `HR plans everyone (${hrList.body.total})`);
  assert.equal(hrList.body.data.length, 5);

  assert.equal((await copyWeek('manager', member)).state, 'draft');
  planned.push(o.outsider);
  const outside = await call('manager', 'POST', `/schedules/${o.outsider}/copy`, { month: MONTH, pattern: MON_FRI });
  assert.equal(expectProblem(outside, 404, 'an outsider').code, 'employee.not-found');
  assert.equal((await copyWeek('hr', o.outsider)).state, 'draft');
  assert.equal((await copyWeek('admin', o.outsider)).state, 'draft');
  // A manager who also reads her branch plans only the team below her.
  const branch = await call('teamlead', 'GET', `/schedules/team?month=${MONTH}&page-size=all`);
  assert.deepEqual(new Set(branch.body.data.map((p) => p.employeeId)), o.teams.teamlead);
  expectProblem(await call('teamlead', 'PUT', `/schedules/${member}`, { month: MONTH, days: [shift(`${MONTH}-10`, '08:00', '16:00')] }), 404, 'teamlead');
  // Nobody plans their own schedule; the employee and the location manager plan nobody.
  const own = await call('manager', 'PUT', `/schedules/${USERS.manager.id}`, { month: MONTH, days: [shift(`${MONTH}-10`, '08:00', '16:00')] });
  assert.equal(expectProblem(own, 403, 'own').code, 'plan.own-schedule');
  for (const username of ['employee', 'locationmanager', 'hrpreview', 'administration']) {
    expectProblem(await call(username, 'GET', `/schedules/team?month=${MONTH}`), 403, username);
    expectProblem(await call(username, 'POST', `/schedules/${member}/publish`, { month: MONTH }), 403, username);
  }
  // The employee's own schedule is theirs to read, nobody else's.
  expectProblem(await call('employee', 'GET', `/schedules/my?month=${MONTH}&employeeId=${member}`), 400, 'my');
});

test('the plan is checked as it is typed; publishing refuses breaches, gaps and late notice', async () => {
  const id = USERS.employee.id;
  const copied = await copyWeek('manager', id);
  // Mon–Fri 8 h with the holidays free meets the month's norm exactly: nothing to say.
  assert.equal(copied.plannedTime, copied.normTime, JSON.stringify(copied));
  assert.deepEqual(copied.breaches, []);
  const workdays = copied.days.filter((d) => d.kind === 'working');
  assert.ok(workdays.every((d) => weekday(d.day) >= 1 && weekday(d.day) <= 5));
  assert.ok(copied.days.filter((d) => weekday(d.day) === 6).every((d) => d.kind === 'day_off' && d.dayOffKind === 'five_day_week'));

  // 08:00–23:00 on a working day: a 15 h day (8 h allowed, art. 129 §1), 9 h of rest before the
  // next day's 08:00 (11 h, art. 132), and 7 h over the norm planned (art. 130, 151 §1).
  const [a, b] = workdays.map((d) => d.day).filter((d, i, all) => all.includes(nextDay(d)));
  const long = await call('manager', 'PUT', `/schedules/${id}`, { month: MONTH, days: [shift(a, '08:00', '23:00')] });
  assert.equal(long.status, 200, JSON.stringify(long.body));
  const codes = long.body.data.breaches.map((x) => `${x.code} ${x.day} ${x.value} ${x.limit}`);
  assert.deepEqual(codes.filter((c) => !c.startsWith('plan.overtime-planned')), [
    `plan.daily-limit ${a} ${15 * 3600} ${8 * 3600}`,
    `plan.daily-rest ${a} ${9 * 3600} ${11 * 3600}`,
  ]);
  assert.ok(codes.some((c) => c.startsWith(`plan.overtime-planned ${MONTH}-01 ${copied.normTime + 7 * 3600} ${copied.normTime}`)), codes.join('; '));
  const refused = expectProblem(await call('manager', 'POST', `/schedules/${id}/publish`, { month: MONTH }), 400, 'breaches');
  assert.equal(refused.code, 'plan.breaches');
  assert.deepEqual(refused.breaches.map((x) => x.code).sort(), ['plan.daily-limit', 'plan.daily-rest', 'plan.overtime-planned']);

  // A working day cleared leaves the month incomplete.
  const gap = await call('manager', 'PUT', `/schedules/${id}`, { month: MONTH, days: [{ day: a, kind: '' }] });
  assert.equal(gap.body.data.days.find((d) => d.day === a).kind, '');
  const incomplete = expectProblem(await call('manager', 'POST', `/schedules/${id}/publish`, { month: MONTH }), 400, 'gap');
  assert.equal(incomplete.code, 'plan.incomplete');
  assert.equal(incomplete.params.days, a);

  // Mended: published, and the employee sees it; the evaluation's month measures against it.
  await call('manager', 'PUT', `/schedules/${id}`, { month: MONTH, days: [shift(a, '08:00', '16:00')] });
  const published = await call('manager', 'POST', `/schedules/${id}/publish`, { month: MONTH });
  assert.equal(published.status, 200, JSON.stringify(published.body));
  assert.equal(published.body.data.state, 'published');
  assert.equal(published.body.data.publishedByFullName, USERS.manager.name);
  const mine = await call('employee', 'GET', `/schedules/my?month=${MONTH}`);
  assert.equal(mine.body.data.state, 'published');
  assert.equal(mine.body.data.days.find((d) => d.day === b).startAt, at(b, '08:00'));
  const evaluation = await call('employee', 'GET', `/time-evaluation/my?month=${MONTH}`);
  assert.equal(evaluation.status, 200, JSON.stringify(evaluation.body));
  assert.equal(evaluation.body.data.scheduledWorkTime, copied.normTime, JSON.stringify(evaluation.body.data).slice(0, 400));
  assert.equal(evaluation.body.data.nominalTime, copied.normTime);

  // The current month of a person it was never published for: its first day has passed, so
  // the week's notice cannot be kept (art. 129 §3).
  const o = await org();
  const other = o.teamMembers.find((x) => x !== o.teamMember) ?? o.teamMember;
  const kept = psql(`SELECT coalesce(json_agg(p), '[]') FROM work_times.schedule_publications p
                     WHERE employee_id = ${other} AND month = '${CURRENT}-01'`);
  psql(`DELETE FROM work_times.schedule_publications WHERE employee_id = ${other} AND month = '${CURRENT}-01'`);
  try {
    const late = expectProblem(await call('manager', 'POST', `/schedules/${other}/publish`, { month: CURRENT }), 400, 'late');
    assert.equal(late.code, 'plan.notice');
  } finally {
    psql(`INSERT INTO work_times.schedule_publications SELECT * FROM json_populate_recordset(NULL::work_times.schedule_publications, '${kept}')`);
  }
});

function nextDay(day) {
  return new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

test('a published month changed afterwards needs a reason, and the employee sees who changed what, when and why', async () => {
  const id = USERS.employee.id;
  let month = await call('manager', 'GET', `/schedules/team?month=${MONTH}&employeeId=${id}`);
  if (month.body.data[0].state !== 'published') {
    await copyWeek('manager', id);
    assert.equal((await call('manager', 'POST', `/schedules/${id}/publish`, { month: MONTH })).status, 200);
  }
  const day = (await call('manager', 'GET', `/schedules/team?month=${MONTH}&employeeId=${id}`)).body.data[0].days.find((d) => d.kind === 'working').day;
  const moved = await call('manager', 'PUT', `/schedules/${id}`, { month: MONTH, days: [shift(day, '10:00', '18:00')] });
  assert.equal(moved.body.data.state, 'changed');
  // Until published, the employee still sees the day as it was.
  assert.equal((await call('employee', 'GET', `/schedules/my?month=${MONTH}`)).body.data.days.find((d) => d.day === day).startAt, at(day, '08:00'));
  const noReason = expectProblem(await call('manager', 'POST', `/schedules/${id}/publish`, { month: MONTH, reason: '  ' }), 400, 'no reason');
  assert.equal(noReason.errors.reason[0].code, 'field.required');

  const before = Date.now();
  const republished = await call('manager', 'POST', `/schedules/${id}/publish`, { month: MONTH, reason: 'Szkolenie BHP od 10:00' });
  assert.equal(republished.status, 200, JSON.stringify(republished.body));
  assert.equal(republished.body.data.state, 'published');
  const mine = (await call('employee', 'GET', `/schedules/my?month=${MONTH}`)).body.data;
  assert.equal(mine.days.find((d) => d.day === day).startAt, at(day, '10:00'));
  const change = mine.changes.find((c) => c.day === day);
  assert.ok(change, JSON.stringify(mine.changes));
  assert.equal(change.before.startAt, at(day, '08:00'));
  assert.equal(change.after.startAt, at(day, '10:00'));
  assert.equal(change.after.endAt, at(day, '18:00'));
  assert.equal(change.reason, 'Szkolenie BHP od 10:00');
  assert.equal(change.changedByFullName, USERS.manager.name);
  assert.ok(Date.parse(change.changedAt) >= before - 2000, change.changedAt);
  // Only the day that changed is in the audit; publishing again changes nothing more.
  assert.equal(mine.changes.length, 1);
  await call('manager', 'POST', `/schedules/${id}/publish`, { month: MONTH, reason: 'bez zmian' });
  assert.equal((await call('employee', 'GET', `/schedules/my?month=${MONTH}`)).body.data.changes.length, 1);
  // The workday is the schedule the evaluation measures against.
  const rows = await call('employee', 'GET', `/workdays/my?month=${MONTH}&page-size=all`);
  assert.equal(rows.body.data.find((r) => r.workdayOn === day).schedule, '10:00–18:00');
});

test('shift templates: added, named once, removed; kept by those who plan', async () => {
  const name = `Test ${Date.now() % 100000}`;
  const added = await call('manager', 'POST', '/shift-templates', { name, start: '22:00', end: '06:00' });
  assert.equal(added.status, 200, JSON.stringify(added.body));
  const t = added.body.data.find((x) => x.name === name);
  assert.deepEqual({ start: t.start, end: t.end, plannedTime: t.plannedTime }, { start: '22:00', end: '06:00', plannedTime: 8 * 3600 });
  const twice = expectProblem(await call('hr', 'POST', '/shift-templates', { name, start: '06:00', end: '14:00' }), 400, 'twice');
  assert.equal(twice.errors.name[0].code, 'field.taken');
  const bad = expectProblem(await call('hr', 'POST', '/shift-templates', { name: '', start: '25:00', end: '6' }), 400, 'bad');
  assert.deepEqual(Object.keys(bad.errors).sort(), ['end', 'name', 'start']);
  expectProblem(await call('employee', 'GET', '/shift-templates'), 403, 'employee');
  const removed = await call('hr', 'DELETE', `/shift-templates/${t.templateId}`);
  assert.equal(removed.status, 200);
  assert.ok(!removed.body.data.some((x) => x.name === name));
  expectProblem(await call('hr', 'DELETE', `/shift-templates/${t.templateId}`), 404, 'gone');
});

test('bad plans are refused whole with every field named, and nothing is saved', async () => {
  const o = await org();
  const id = o.teamMember;
  if (!planned.includes(id)) planned.push(id);
  const first = `${MONTH}-01`;
  const sunday = daysOf(MONTH).find((d) => weekday(d) === 0);
  const monday = daysOf(MONTH).find((d) => weekday(d) === 1);
  const r = expectProblem(await call('manager', 'PUT', `/schedules/${id}`, {
    month: MONTH,
    days: [
      { day: first, kind: 'nap' },
      { day: monday, kind: 'working', startAt: at(nextDay(monday), '08:00'), endAt: at(nextDay(monday), '16:00') },
      { day: sunday, kind: 'day_off', dayOffKind: 'whenever' },
    ],
  }), 400, 'bad days');
  assert.deepEqual(Object.keys(r.errors).sort(), ['days[0].kind', 'days[1].startAt', 'days[2].dayOffKind']);
  const outside = expectProblem(await call('manager', 'PUT', `/schedules/${id}`, { month: MONTH, days: [shift(`${monthAfter(3)}-02`, '08:00', '16:00')] }), 400, 'outside');
  assert.equal(outside.errors['days[0].day'][0].code, 'plan.day-outside-month');
  const past = expectProblem(await call('manager', 'PUT', `/schedules/${id}`, { month: CURRENT, days: [shift(`${CURRENT}-01`, '08:00', '16:00')] }), 400, 'past');
  if (TODAY !== `${CURRENT}-01`) assert.equal(past.errors['days[0].day'][0].code, 'plan.day-passed');
  expectProblem(await call('manager', 'PUT', `/schedules/${id}`, { month: MONTH, days: [] }), 400, 'no days');
  expectProblem(await call('manager', 'POST', `/schedules/${id}/copy`, { month: MONTH, pattern: [{ start: '8', end: '16:00' }] }), 400, 'pattern');
  const stored = psql(`SELECT count(*) FROM work_times.planned_days WHERE employee_id = ${id} AND day = '${monday}' AND start_at::date <> day`);
  assert.equal(stored.trim(), '0');
});

test('HR sets terms from a day on: the history keeps what held before, and the planner checks each month under its own', async () => {
  const o = await org();
  const id = o.teamMember;
  const kept = psql(`SELECT coalesce(json_agg(t), '[]') FROM work_times.employee_terms t WHERE employee_id = ${id}`);
  try {
    const before = (await call('hr', 'GET', `/employee-terms/${id}`)).body.data;
    const from = `${MONTH}-01`;
    const saved = await call('hr', 'PUT', `/employee-terms/${id}`, {
      ...before, validFrom: from, validTo: '', workingTimeSystem: 'equivalent', equivalentHours: 16, sundayStartHour: 22, freeWeekdays: [3, 6],
      settlementMonths: 3, settlementFirstMonth: Number(MONTH.slice(5)),
    });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.deepEqual(
      saved.body.history.map((t) => [t.validFrom, t.validTo ?? '', t.workingTimeSystem]),
      [[before.validFrom, new Date(Date.parse(`${from}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10), before.workingTimeSystem], [from, '', 'equivalent']],
    );
    assert.equal(saved.body.history[1].changedByFullName, USERS.hr.name);
    // Today's terms are still the old ones; the month's are the new.
    assert.equal((await call('manager', 'GET', `/employee-terms/${id}`)).body.data.workingTimeSystem, before.workingTimeSystem);
    const then = (await call('manager', 'GET', `/employee-terms/${id}?date=${from}`)).body.data;
    assert.deepEqual([then.equivalentHours, then.sundayStartHour, then.freeWeekdays], [16, 22, [3, 6]]);
    const planned = (await call('manager', 'GET', `/schedules/team?month=${MONTH}&employeeId=${id}`)).body.data[0];
    assert.deepEqual([planned.workingTimeSystem, planned.dailyLimit], ['equivalent', 16 * 3600]);
    // Quarters from the month itself: the period is the month and the two after it.
    const lastDay = new Date(Date.parse(`${monthAfter(5)}-01T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    assert.deepEqual([then.settlementMonths, then.settlementFirstMonth], [3, Number(MONTH.slice(5))]);
    assert.deepEqual([planned.periodStart, planned.periodEnd], [from, lastDay]);
    // An unplanned Wednesday is the five-day week's day off under the new terms.
    const wednesday = planned.days.find((d) => weekday(d.day) === 3 && d.kind !== 'holiday' && !d.startAt);
    if (wednesday) assert.deepEqual([wednesday.kind, wednesday.dayOffKind], ['day_off', 'five_day_week']);
    const earlier = (await call('manager', 'GET', `/schedules/team?month=${monthAfter(1)}&employeeId=${id}`)).body.data[0];
    assert.equal(earlier.dailyLimit, 8 * 3600);
    // Refused whole: a bad order of days, an equivalent day of 13 h, a Sunday weekday, a 25th hour.
    const bad = expectProblem(await call('hr', 'PUT', `/employee-terms/${id}`, {
      ...before, validFrom: from, validTo: `${CURRENT}-01`, equivalentHours: 13, freeWeekdays: [7], sundayStartHour: 24,
      settlementFirstMonth: 13,
    }), 400, 'bad terms');
    assert.deepEqual(Object.keys(bad.errors).sort(), ['equivalentHours', 'freeWeekdays', 'settlementFirstMonth', 'sundayStartHour', 'validTo']);
  } finally {
    psql(`DELETE FROM work_times.employee_terms WHERE employee_id = ${id};
          INSERT INTO work_times.employee_terms SELECT * FROM json_populate_recordset(NULL::work_times.employee_terms, '${kept}')`);
  }
});

// ------------------------------------------------------------------ on-call duty (art. 151⁵)

test('a supervisor plans on-call duty for her team with the rest kept around it; the employee sees it', async () => {
  const id = USERS.employee.id;
  const month = (await call('manager', 'GET', `/schedules/team?month=${MONTH}&employeeId=${id}`)).body.data[0];
  if (month.state === 'unplanned') await copyWeek('manager', id);
  const plan = (await call('manager', 'GET', `/schedules/team?month=${MONTH}&employeeId=${id}`)).body.data[0];
  // A working day followed by another: 08–16 both (the copied week).
  const days = plan.days.filter((d) => d.kind === 'working' && d.startAt.includes('T08:00') && d.endAt.includes('T16:00'));
  const monday = days.find((d) => days.some((e) => e.day === nextDay(d.day)) && weekday(d.day) === 1).day;
  const duty = (from, to) => ({ employeeId: id, startAt: at(monday, from), endAt: to, place: 'home' });
  // 17:00–22:00 after the shift leaves 22:00 → 08:00, 10 h of the doba's 11 (art. 132, 151⁵ §2).
  const short = expectProblem(await call('manager', 'POST', '/on-call/team', duty('17:00', at(monday, '22:00'))), 400, 'rest');
  assert.equal(short.code, 'on-call.rest');
  assert.deepEqual(short.breaches.map((b) => [b.code, b.day, b.value]), [['plan.daily-rest', monday, 10 * 3600]]);
  expectProblem(await call('manager', 'POST', '/on-call/team', duty('12:00', at(monday, '15:00'))), 400, 'during work');
  const bad = expectProblem(await call('manager', 'POST', '/on-call/team', { employeeId: id, startAt: 'jutro', endAt: at(monday, '10:00'), place: 'pub' }), 400, 'bad');
  assert.deepEqual(Object.keys(bad.errors).sort(), ['place', 'startAt']);
  // 17:00–20:00 leaves 12 h: planned, and Jan sees it in his duties of the month.
  const planned = await call('manager', 'POST', '/on-call/team', duty('17:00', at(monday, '20:00')));
  assert.equal(planned.status, 200, JSON.stringify(planned.body));
  const dutyId = planned.body.data.dutyId;
  try {
    assert.equal(planned.body.data.place, 'home');
    expectProblem(await call('manager', 'POST', '/on-call/team', duty('18:00', at(monday, '19:00'))), 400, 'overlap');
    const mine = await call('employee', 'GET', `/on-call/my?month=${MONTH}`);
    assert.ok(mine.body.data.some((d) => d.dutyId === dutyId && d.startAt === at(monday, '17:00')), JSON.stringify(mine.body));
    // Nobody outside the team, and not Jan himself, removes it.
    expectProblem(await call('teamlead', 'DELETE', `/on-call/${dutyId}`), 404, 'teamlead');
    expectProblem(await call('employee', 'DELETE', `/on-call/${dutyId}`), 403, 'employee');
  } finally {
    const removed = await call('manager', 'DELETE', `/on-call/${dutyId}`);
    assert.equal(removed.status, 200, JSON.stringify(removed.body));
  }
  assert.ok(!(await call('employee', 'GET', `/on-call/my?month=${MONTH}`)).body.data.some((d) => d.dutyId === dutyId));
});

// ------------------------------------------------------------------ the HR system over gRPC

const IMPORT_RPC = '/kadry.work_times.v1.WorkTimesService/ImportWorkingTime';
const GRPC_URL = `http://127.0.0.1:${grpcPort('work-times')}`;
const plannedDay = (d) => pb.join(pb.string(1, d.day), pb.string(2, d.kind), ...(d.startAt ? [pb.string(3, d.startAt), pb.string(4, d.endAt)] : []),
  ...(d.dayOffKind ? [pb.string(5, d.dayOffKind)] : []));
const item = (itemId, kind, body, reason = '') => pb.message(1, pb.join(pb.string(1, itemId), pb.message(kind, body), ...(reason ? [pb.string(5, reason)] : [])));
const termsItem = (id, t) => item(t.itemId, 2, pb.join(pb.int(1, id), pb.string(2, t.system), pb.int(3, 1), pb.int(4, 22), pb.int(5, 150 * 3600),
  pb.string(8, t.validFrom), ...(t.equivalentHours ? [pb.int(10, t.equivalentHours)] : [])));
const scheduleItem = (itemId, id, month, days, reason) => item(itemId, 3, pb.join(pb.int(1, id), pb.string(2, month), ...days.map((d) => pb.message(3, plannedDay(d)))), reason);
const onCallItem = (itemId, id, startAt, endAt) => item(itemId, 4, pb.join(pb.int(1, id), pb.string(2, startAt), pb.string(3, endAt), pb.string(4, 'workplace')));

async function importBatch(items, bearer) {
  const r = await batchCall(IMPORT_RPC, pb.join(...items), { bearer, url: GRPC_URL, resultFields: ['itemId', 'outcome', 'code', 'reason'] });
  if (r.status !== GRPC.OK) return r;
  const [accepted, duplicates, refused] = r.counts;
  return { status: r.status, accepted, duplicates, refused, results: r.results };
}

async function hrSystemToken(scope = 'absences absences.directory work-times.planning') {
  const r = await tokenRequest({ grant_type: 'client_credentials', scope }, { client: 'kadry-hr', secret: 'hr-secret' });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body.access_token;
}

test('the HR system sets terms, schedules and duties over gRPC: each item accepted or refused alone, and a repeated batch changes nothing', async () => {
  const o = await org();
  const other = o.teamMembers.find((x) => x !== o.teamMember);
  assert.ok(other, 'a second team member');
  for (const id of [other, o.teamMember]) {
    forget(id, MONTH);
    if (!planned.includes(id)) planned.push(id);
  }
  const keptTerms = psql(`SELECT coalesce(json_agg(t), '[]') FROM work_times.employee_terms t WHERE employee_id = ${other}`);
  const run = Date.now().toString(36);
  try {
    // The month as the planner starts it: Sundays, holidays and Saturdays free, the rest 08–16.
    const start = (await call('manager', 'GET', `/schedules/team?month=${MONTH}&employeeId=${other}`)).body.data[0].days;
    const days = start.map((d) => (d.kind ? d : shift(d.day, '08:00', '16:00')));
    const long = days.map((d) => (d.kind === 'working' && d.day === days.find((x) => x.kind === 'working').day ? shift(d.day, '08:00', '23:00') : d));
    const firstSaturday = days.find((d) => weekday(d.day) === 6 && d.kind === 'day_off').day;
    const batch = [
      termsItem(other, { itemId: `t-${run}`, system: 'basic', validFrom: `${MONTH}-01` }),
      scheduleItem(`s-${run}`, other, MONTH, days),
      scheduleItem(`x-${run}`, o.teamMember, MONTH, long),
      termsItem(other, { itemId: `e-${run}`, system: 'equivalent', validFrom: `${MONTH}-01`, equivalentHours: 13 }),
      onCallItem(`d-${run}`, other, at(firstSaturday, '08:00'), at(firstSaturday, '14:00')),
      termsItem(2147480000, { itemId: `n-${run}`, system: 'basic', validFrom: `${MONTH}-01` }),
    ];
    const bearer = await hrSystemToken();
    const first = await importBatch(batch, bearer);
    assert.equal(first.status, GRPC.OK, first.message);
    const outcome = Object.fromEntries(first.results.map((r) => [r.itemId.split('-')[0], `${r.outcome} ${r.code}`.trim()]));
    assert.deepEqual(outcome, {
      t: 'accepted',
      s: 'accepted',
      x: 'refused plan.breaches',
      e: 'refused http.invalid-fields',
      d: 'accepted',
      n: 'refused employee.not-found',
    }, JSON.stringify(first.results));
    assert.deepEqual([first.accepted, first.duplicates, first.refused], [3, 0, 3]);
    // The schedule is published as a planner's would be; the refused one wrote nothing.
    const mine = (await call('manager', 'GET', `/schedules/team?month=${MONTH}&employeeId=${other}`)).body.data[0];
    assert.equal(mine.state, 'published');
    assert.equal(mine.publishedByFullName, 'System kadrowy');
    assert.equal(mine.plannedTime, mine.normTime);
    const refused = (await call('manager', 'GET', `/schedules/team?month=${MONTH}&employeeId=${o.teamMember}`)).body.data[0];
    assert.equal(refused.state, 'unplanned');
    const duties = () => Number(psql(`SELECT count(*) FROM work_times.on_call_duties WHERE employee_id = ${other} AND start_at = '${at(firstSaturday, '08:00')}'`));
    assert.equal(duties(), 1);

    // The same batch again: what was accepted is a duplicate, what was refused is refused again.
    const again = await importBatch(batch, bearer);
    assert.deepEqual([again.accepted, again.duplicates, again.refused], [0, 3, 3], JSON.stringify(again.results));
    assert.equal(duties(), 1, 'the duty is not planned twice');
    assert.equal((await call('hr', 'GET', `/employee-terms/${other}?date=${MONTH}-01`)).body.history.filter((t) => t.validFrom === `${MONTH}-01`).length, 1);

    // A change of the published month: audited with the HR system's reason.
    const moved = days.map((d) => (d.day === days.find((x) => x.kind === 'working').day ? shift(d.day, '10:00', '18:00') : d));
    const change = await importBatch([scheduleItem(`c-${run}`, other, MONTH, moved, 'Zmiana z systemu kadrowego')], bearer);
    assert.equal(change.results[0].outcome, 'accepted', JSON.stringify(change.results));
    const audit = (await call('manager', 'GET', `/schedules/team?month=${MONTH}&employeeId=${other}`)).body.data[0].changes;
    assert.deepEqual(audit.map((c) => [c.reason, c.changedByFullName]), [['Zmiana z systemu kadrowego', 'System kadrowy']]);

    // Only the HR system's scope imports; a user's token does not reach the RPC.
    const rcp = await tokenRequest({ grant_type: 'client_credentials', scope: 'absences work-times.clock' }, { client: 'kadry-rcp', secret: 'rcp-secret' });
    assert.equal((await importBatch(batch, rcp.body.access_token)).status, GRPC.PERMISSION_DENIED);
    const empty = await grpcUnary(IMPORT_RPC, Buffer.alloc(0), { bearer, url: GRPC_URL });
    assert.equal(empty.status, 3, 'an empty batch is INVALID_ARGUMENT');
  } finally {
    psql(`DELETE FROM work_times.on_call_duties WHERE employee_id = ${other} AND start_at >= '${MONTH}-01';
          DELETE FROM work_times.imported_items WHERE item_id LIKE '%-${run}';
          DELETE FROM work_times.employee_terms WHERE employee_id = ${other};
          INSERT INTO work_times.employee_terms SELECT * FROM json_populate_recordset(NULL::work_times.employee_terms, '${keptTerms}')`);
  }
});

test('the demo obeys the planner: every seeded month of everyone nobody here changed has no breach', async () => {
  // The seed plans each settlement period and refuses its own breaches; read through the
  // planner, the two whole months before this one show none (norm, daily limit, rest, the
  // five-day week, free Sundays, on-call duty inside the rest). People whose schedule a suite
  // changed (a day given off, a published day changed) are left out.
  const changed = new Set(
    psql(`SELECT employee_id FROM work_times.days_off_given UNION SELECT employee_id FROM work_times.schedule_changes`)
      .split('\n')
      .filter(Boolean)
      .map(Number),
  );
  for (const month of [monthAfter(-2), monthAfter(-1)]) {
    const r = await call('hr', 'GET', `/schedules/team?month=${month}&page-size=all`);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const checked = r.body.data.filter((p) => !changed.has(p.employeeId));
    assert.ok(checked.length > 100, `most of the demo is checked in ${month} (${checked.length})`);
    const broken = checked.filter((p) => p.breaches.length > 0);
    assert.deepEqual(broken.map((p) => [p.employeeId, p.breaches]), [], month);
    assert.ok(checked.every((p) => p.days.some((d) => d.kind === 'working')), `everyone works in ${month}`);
  }
});
