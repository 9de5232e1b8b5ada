// The people directory, abilities, supervisor, timesheets and calendars (docs/product.md §3, §7).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { USERS } from '../lib/index.js';
import { call, expectProblem, org } from '../lib/absences.js';

const FLAGS = [
  'hasAccessToBonusDeclarations', 'hasAccessToRegularHomeOffice', 'hasAccessToOccasionalHomeOffice',
  'hasAccessToHoAbsenceWeekReport', 'hasAccessToSubstitutions', 'hasAccessToMyWorkTimes', 'hasAccessToTeamWorkTimes',
  'hasAccessToMyTimeEvaluation', 'hasAccessToMyCurrentWorkday', 'hasAccessToMyOnCallWorkTimes', 'hasAccessToTeamOnCallWorkTimes',
];
// Flag -> server ability string (docs/product.md §6).
const flagAbility = (flag) => flag.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

test('GET employees/{own id}: the docs/product.md §3 fields and every access flag', async () => {
  const r = await call('employee', 'GET', '/employees/1002');
  assert.equal(r.status, 200);
  assert.match(r.contentType, /application\/json/);
  const me = r.body.data;
  assert.equal(me.employeeId, 1002);
  assert.equal(me.fullName, 'Jan Kowalski');
  assert.equal(me.firstName, 'Jan');
  assert.equal(me.lastName, 'Kowalski');
  assert.equal(me.supervisorId, 1003);
  assert.equal(me.supervisorFullName, 'Anna Nowak');
  for (const k of ['position', 'companyEmail', 'privateEmail', 'privatePhoneNumber', 'companyPhoneNumber', 'sapNumber']) {
    assert.equal(typeof me[k], 'string', `${k} is a string`);
  }
  assert.ok(me.position.length > 0, 'a position');
  assert.match(me.companyEmail, /^[^@\s]+@[^@\s]+$/);
  assert.ok([0, 1, 2].includes(me.genderId));
  assert.ok([0, 2, 11].includes(me.hrAreaId));
  assert.ok(Number.isInteger(me.employmentSubGroupId));
  for (const f of FLAGS) assert.equal(typeof me[f], 'boolean', `${f} is a boolean`);
  assert.equal(me.hasAccessToBonusDeclarations, true, 'bonus declarations are always granted (docs/product.md §6)');
  // The record's abilities agree with its flags.
  for (const f of FLAGS.filter((x) => x !== 'hasAccessToBonusDeclarations')) {
    assert.equal(me.abilities.includes(flagAbility(f)), me[f], `${f} vs abilities ${me.abilities}`);
  }
});

test('GET employees/{id}/abilities answers the abilities list of that person', async () => {
  for (const who of ['employee', 'manager', 'hr']) {
    const id = USERS[who].id;
    const r = await call(who, 'GET', `/employees/${id}/abilities`);
    assert.equal(r.status, 200);
    assert.ok(Array.isArray(r.body.abilities), JSON.stringify(r.body));
    for (const a of r.body.abilities) assert.match(a, /^has_access_to_[a-z_]+$/);
    const record = (await call(who, 'GET', `/employees/${id}`)).body.data;
    assert.deepEqual([...r.body.abilities].sort(), [...record.abilities].sort());
    // The access flags as the service decides them, the same as the record's (one producer).
    assert.deepEqual(Object.keys(r.body.accessFlags).sort(), [...FLAGS].sort());
    for (const f of FLAGS) assert.equal(r.body.accessFlags[f], record[f], `${who}: ${f}`);
    assert.equal(r.body.accessFlags.hasAccessToBonusDeclarations, true);
    assert.equal(r.body.hrAreaId, record.hrAreaId);
  }
  // The manager reads a team member's abilities.
  const o = await org();
  const member = await call('manager', 'GET', `/employees/${o.teamMember}/abilities`);
  assert.equal(member.status, 200);
  assert.ok(Array.isArray(member.body.abilities));
});

test("GET employees/1002/supervisor answers Anna Nowak; the manager's supervisor is above her", async () => {
  const boss = await call('employee', 'GET', '/employees/1002/supervisor');
  assert.equal(boss.status, 200);
  assert.equal(boss.body.data.employeeId, 1003);
  assert.equal(boss.body.data.fullName, 'Anna Nowak');
  const hers = await call('manager', 'GET', '/employees/1003/supervisor');
  assert.equal(hers.status, 200);
  assert.notEqual(hers.body.data.employeeId, 1003);
  assert.ok(hers.body.data.employeeId > 0);
  // The top of the organisation has no supervisor.
  const top = await call('admin', 'GET', '/employees/1001/supervisor');
  assert.ok(top.status === 404 || top.body?.data?.employeeId === 0 || top.body?.data == null, `the top: ${top.status} ${JSON.stringify(top.body)}`);
  if (top.status === 404) expectProblem(top, 404);
});

test('supervisors/search lists people who have reports, Anna Nowak among them', async () => {
  const r = await call('employee', 'POST', '/employees/supervisors/search', { search: 'Nowak', pageSize: 50 });
  assert.equal(r.status, 200);
  assert.ok(r.body.data.some((e) => e.employeeId === 1003), JSON.stringify(r.body).slice(0, 300));
  const all = await call('hr', 'POST', '/employees/supervisors/search', { pageSize: 200 });
  const o = await org();
  const bosses = new Set(o.everyone.map((e) => e.supervisorId).filter(Boolean));
  assert.deepEqual(all.body.data.map((e) => e.employeeId).sort(), [...bosses].sort(), 'exactly the people with reports');
  assert.equal(all.body.total, bosses.size);
  assert.ok(!all.body.data.some((e) => e.employeeId === 1002), 'Jan has no reports');
});

test('benefits and employment contracts of oneself are lists with dates', async () => {
  const benefits = await call('employee', 'GET', '/employees/1002/benefits');
  assert.equal(benefits.status, 200);
  assert.equal(benefits.body.total, benefits.body.data.length);
  const contracts = await call('employee', 'GET', '/employees/1002/employment-contracts');
  assert.equal(contracts.status, 200);
  assert.ok(contracts.body.data.length >= 1);
  for (const c of contracts.body.data) {
    assert.match(c.startOn, /^\d{4}-\d{2}-\d{2}$/);
    if (c.endOn) assert.ok(c.endOn >= c.startOn, JSON.stringify(c));
    assert.ok(c.contractTypeName);
  }
  assert.ok(contracts.body.data.some((c) => c.withThisEmployer), 'a contract with this employer');
});

test('timesheets for November 2026: one row per day, weekends and holidays (1 and 11 Nov) are not working days', async () => {
  const r = await call('employee', 'POST', '/employees/1002/timesheets', { dateFrom: '2026-11-01', dateTo: '2026-11-30' });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  const days = r.body.data;
  assert.equal(days.length, 30);
  assert.equal(r.body.total, 30);
  assert.deepEqual(days.map((d) => d.workDateOn), Array.from({ length: 30 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`));
  const byDay = Object.fromEntries(days.map((d) => [d.workDateOn, d]));
  assert.equal(byDay['2026-11-11'].isCalendarWorkingDay, false, 'Independence Day');
  assert.equal(byDay['2026-11-11'].workTime, 0);
  assert.equal(byDay['2026-11-11'].timesheetTypeName, 'S');
  assert.equal(byDay['2026-11-01'].isCalendarWorkingDay, false, 'All Saints (a Sunday)');
  for (const d of days) {
    const dow = new Date(`${d.workDateOn}T12:00:00Z`).getUTCDay();
    const working = dow !== 0 && dow !== 6 && d.workDateOn !== '2026-11-11';
    assert.equal(d.isCalendarWorkingDay, working, d.workDateOn);
    if (!working) assert.equal(d.startDateAt, '', `${d.workDateOn}: no start on a day off`);
  }
  assert.equal(days.filter((d) => d.isCalendarWorkingDay).length, 20, 'November 2026 has 20 working days');
  const monday = byDay['2026-11-02'];
  assert.ok(monday.workTime > 0);
  assert.match(monday.startDateAt, /^2026-11-02T\d{2}:\d{2}:\d{2}\+01:00$/, 'Warsaw offset in winter');
  assert.ok(monday.timesheetTypeDescription, 'the type has a description');
  // A summer day carries the summer offset.
  const summer = await call('employee', 'POST', '/employees/1002/timesheets', { dateFrom: '2026-06-01', dateTo: '2026-08-31' });
  const worked = summer.body.data.filter((d) => d.startDateAt);
  assert.ok(worked.length > 0, 'some summer working day');
  for (const d of worked) assert.match(d.startDateAt, new RegExp(`^${d.workDateOn}T\\d{2}:\\d{2}:\\d{2}\\+02:00$`));
  for (const d of summer.body.data.filter((x) => x.isTimesheetDayOff && x.isCalendarWorkingDay)) {
    assert.ok(d.timesheetAbsenceTypeName, `${d.workDateOn}: a working day off names the absence`);
  }
  // Another month of someone else: the manager for the team, 404 for a plain employee.
  const o = await org();
  assert.equal((await call('manager', 'POST', `/employees/${o.teamMember}/timesheets`, { dateFrom: '2026-11-01', dateTo: '2026-11-30' })).body.data.length, 30);
  expectProblem(await call('employee', 'POST', `/employees/${o.teamMember}/timesheets`, { dateFrom: '2026-11-01', dateTo: '2026-11-30' }), 404);
});

test('public holidays of 2026 include the statutory days, Wigilia among them', async () => {
  const r = await call('employee', 'GET', '/calendar/holidays?year=2026');
  assert.equal(r.status, 200);
  const dates = r.body.data.map((h) => h.date);
  for (const d of ['2026-01-01', '2026-01-06', '2026-04-05', '2026-04-06', '2026-05-01', '2026-05-03', '2026-05-24', '2026-06-04', '2026-08-15', '2026-11-01', '2026-11-11', '2026-12-24', '2026-12-25', '2026-12-26']) {
    assert.ok(dates.includes(d), `${d} is a holiday`);
  }
  assert.equal(dates.length, 14);
  for (const h of r.body.data) assert.ok(h.name, `${h.date} has a name`);
});

test('my calendar holds a timesheet entry per day, the holidays and only my requests', async () => {
  const r = await call('employee', 'GET', '/calendar/my?date-from=2026-11-01&date-to=2026-11-30');
  assert.equal(r.status, 200);
  const events = r.body.data;
  const days = events.filter((e) => e.kind === 'timesheet');
  assert.equal(days.length, 30);
  const independence = days.find((e) => e.date === '2026-11-11');
  assert.deepEqual([independence.type, independence.isWorkingDay], ['S', false]);
  assert.ok(events.some((e) => e.kind === 'holiday' && e.date === '2026-11-11'));
  for (const e of events.filter((x) => x.kind === 'request')) assert.equal(e.employeeId, 1002);
});
