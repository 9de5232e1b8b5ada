// Limits (docs/absences-api.md catalogue, docs/product.md §3 "My limits row"): annual leave of 20 or
// 26 days (pro rata for part time), available = total − reserved − approved − used; a
// pending request reserves its working days and approval moves them to approved.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { call, expectProblem, fileFresh, org, withdraw } from '../lib/absences.js';

const REASON = { typeId: 2, fullName: 'Jan Kowalski senior', degreeOfKinshipId: 3, address: { street: 'ul. Lipowa', houseNumber: '7', postalCode: '00-001', city: 'Warszawa' } };
const THIS_YEAR = new Date().getFullYear();
const close = (a, b) => Math.abs(a - b) < 1e-6;

async function limits(as, query = '') {
  const r = await call(as, 'GET', `/limits/my${query}`);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  assert.ok(Array.isArray(r.body.data));
  return r.body.data;
}

function annual(rows) {
  const uw = rows.filter((r) => r.requestTypeId === 1);
  for (const r of uw) assert.ok(close(r.available, r.total - r.reserved - r.approved - r.used), `available = total - reserved - approved - used: ${JSON.stringify(r)}`);
  const sum = (k) => uw.reduce((s, r) => s + r[k], 0);
  return { rows: uw, current: uw.find((r) => !r.isOverdue), reserved: sum('reserved'), approved: sum('approved'), used: sum('used'), available: sum('available') };
}

test("my limits of this year: annual leave of 20 or 26 days, and every row's arithmetic holds", async () => {
  const rows = await limits('employee');
  assert.ok(rows.length > 0);
  const wrong = [];
  for (const r of rows) {
    for (const k of ['requestTypeName', 'periodStartOn', 'periodEndOn', 'total', 'reserved', 'approved', 'used', 'available']) {
      if (!(k in r)) wrong.push(`row ${r.requestTypeId} lacks ${k}`);
    }
    if (!close(r.available, r.total - r.reserved - r.approved - r.used)) {
      wrong.push(`type ${r.requestTypeId}${r.isOverdue ? ' (overdue)' : ''}: available ${r.available} != ${r.total} - ${r.reserved} - ${r.approved} - ${r.used}`);
    }
    for (const k of ['total', 'reserved', 'approved', 'used']) if (r[k] < 0) wrong.push(`type ${r.requestTypeId}: ${k} ${r[k]} < 0`);
  }
  assert.deepEqual(wrong, []);
  const { current } = annual(rows);
  assert.ok(current, 'an annual-leave row of this year');
  assert.equal(current.periodStartOn, `${THIS_YEAR}-01-01`);
  assert.equal(current.periodEndOn, `${THIS_YEAR}-12-31`);
  assert.ok([20, 26].includes(current.total), `Jan (full time) has 20 or 26 days, got ${current.total}`);
  assert.equal(current.unit, 'days');
  // Types with a statutory limit are listed with it (catalogue): on-demand 4, childcare 2 days, force majeure 2 days.
  const byType = Object.fromEntries(rows.filter((r) => !r.isOverdue).map((r) => [r.requestTypeId, r]));
  // Shared day/hour limits may be kept in hours (8 h = 1 day).
  const inDays = (r) => (r.unit === 'hours' ? r.total / 8 : r.total);
  if (byType[2]) assert.equal(inDays(byType[2]), 4, 'on-demand leave: 4 days');
  if (byType[4]) assert.equal(inDays(byType[4]), 2, 'childcare: 2 days or 16 hours');
  if (byType[23]) assert.equal(inDays(byType[23]), 2, 'force majeure: 2 days or 16 hours');
  if (byType[25]) assert.equal(inDays(byType[25]), 5, "carer's leave: 5 days");
  if (byType[41]) assert.equal(inDays(byType[41]), 24, 'occasional home office: 24 days');
  // An explicit year equals the default.
  assert.deepEqual(await limits('employee', `?year=${THIS_YEAR}`), rows);
});

test('annual leave is 20 or 26 days pro rata to the working time, rounded up, plus any extra days', async () => {
  // The limits report (HR, everyone) against each person's working time from the directory.
  const o = await org();
  const report = await call('hr', 'GET', `/limits/report?page-size=all&year=${THIS_YEAR}`);
  assert.equal(report.status, 200);
  const wrong = [];
  let partTime = 0;
  for (const row of report.body.data) {
    const e = o.everyone.find((x) => x.employeeId === row.employeeId);
    if (!e || e.workingTimeDenominator <= 0) continue;
    const fraction = e.workingTimeNumerator / e.workingTimeDenominator;
    if (fraction < 1) partTime += 1;
    const base = row.thisYearTotal - row.extra;
    const candidates = [20, 26].map((d) => Math.ceil(d * fraction));
    const startedThisYear = e.employedSinceOn >= `${THIS_YEAR}-01-01`;
    if (!candidates.includes(base) && !(startedThisYear && base > 0 && base <= Math.max(...candidates))) {
      wrong.push(`${e.employeeId} ${e.workingTimeNumerator}/${e.workingTimeDenominator} since ${e.employedSinceOn}: ${row.thisYearTotal} - extra ${row.extra} = ${base}, expected one of ${candidates}`);
    }
  }
  assert.ok(partTime > 0, 'the demo organisation has part-time staff');
  assert.deepEqual(wrong, []);
  // The same total on the person's own limits.
  const member = report.body.data.find((r) => o.teams.manager.has(r.employeeId));
  const { current } = annual(await limits('manager', `?employee-id=${member.employeeId}`));
  assert.equal(current.total, member.thisYearTotal);
});

// KP art. 155 §1: years a school counts for seniority.
const SCHOOL_YEARS = { none: 0, basic_vocational: 3, secondary_vocational: 5, secondary_general: 4, post_secondary: 6, higher: 8 };
const DAY_MS = 86_400_000;
const dayOf = (iso) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS;

/** The day seniority reaches ten years, recomputed here from the directory's own data. */
function tenYearsOn(employee, contracts, { withSchool = true } = {}) {
  const since = dayOf(employee.employedSinceOn);
  // Earlier jobs before this employment, a day under two contracts counted once.
  const periods = contracts.map((c) => [dayOf(c.startOn), c.endOn ? dayOf(c.endOn) : since - 1]).sort((a, b) => a[0] - b[0]);
  let earlier = 0;
  let countedUntil = -Infinity;
  for (const [from, to] of periods) {
    const first = Math.max(from, countedUntil + 1);
    const last = Math.min(to, since - 1);
    if (last < first) continue;
    earlier += last - first + 1;
    countedUntil = last;
  }
  const [y, m, d] = employee.employedSinceOn.split('-').map(Number);
  const years = 10 - (withSchool ? SCHOOL_YEARS[employee.education] : 0);
  return Date.UTC(y + years, m - 1, d) / DAY_MS - earlier;
}

test('the base turns to 26 days in the year school plus every earlier job make ten years of seniority', async () => {
  const o = await org();
  // Full-time people employed since before the years compared: the whole year, no pro rata.
  const years = [THIS_YEAR - 1, THIS_YEAR, THIS_YEAR + 3];
  const people = o.everyone
    .filter((e) => e.workingTimeNumerator === e.workingTimeDenominator && e.employedSinceOn < `${THIS_YEAR - 2}-01-01`)
    .slice(0, 40);
  assert.ok(people.length >= 20, 'enough long-serving full-time people in the demo data');
  assert.ok(people.every((e) => e.education in SCHOOL_YEARS), 'every employee has a known school level');
  const wrong = [];
  let schoolDecides = 0;
  let earlierJobs = 0;
  for (const year of years) {
    const report = await call('hr', 'GET', `/limits/report?page-size=all&year=${year}`);
    assert.equal(report.status, 200, JSON.stringify(report.body));
    const rows = new Map(report.body.data.map((r) => [r.employeeId, r]));
    const yearEnd = dayOf(`${year}-12-31`);
    for (const e of people) {
      const contracts = await call('hr', 'GET', `/employees/${e.employeeId}/employment-contracts`);
      assert.equal(contracts.status, 200);
      const list = contracts.body.data;
      if (list.some((c) => !c.withThisEmployer)) earlierJobs += 1;
      const expected = tenYearsOn(e, list) <= yearEnd ? 26 : 20;
      if ((tenYearsOn(e, list, { withSchool: false }) <= yearEnd ? 26 : 20) !== expected) schoolDecides += 1;
      const row = rows.get(e.employeeId);
      const base = row ? row.thisYearTotal - row.extra : undefined;
      if (base !== expected) wrong.push(`${e.employeeId} (${e.education}, since ${e.employedSinceOn}) in ${year}: ${base}, expected ${expected}`);
    }
  }
  assert.deepEqual(wrong, []);
  assert.ok(schoolDecides > 0, 'for some people the school years decide between 20 and 26 days');
  assert.ok(earlierJobs > 0, 'some people bring earlier jobs');
});

test('a pending request reserves its working days, approval moves them to approved, cancellation gives them back', async () => {
  // Jan's annual leave of 2028 is filed by this file only (the others use 2027).
  const year = 2028;
  const read = async (as = 'employee') => annual(await limits(as, as === 'employee' ? `?year=${year}` : `?employee-id=1002&year=${year}`));
  const before = await read();
  assert.ok(before.current, `an annual row for ${year}`);
  const filed = await fileFresh('employee', { year });
  try {
    assert.equal(filed.data.numberOfWorkingDays, 3);
    const pending = await read();
    assert.equal(pending.reserved, before.reserved + 3, 'reserved grows by the working days');
    assert.equal(pending.approved, before.approved);

    const approved = await call('manager', 'POST', `/requests/${filed.data.id}/approve`, {});
    assert.equal(approved.status, 200, JSON.stringify(approved.body));
    const after = await read();
    assert.equal(after.reserved, before.reserved, 'no longer reserved');
    assert.equal(after.approved, before.approved + 3, 'now approved');
    // The manager and HR see the same numbers for Jan.
    assert.deepEqual((await read('manager')).current, after.current);
    assert.deepEqual((await read('hr')).current, after.current);

    assert.equal((await call('employee', 'POST', `/requests/${filed.data.id}/cancellation-request`, {})).status, 200);
    const asked = await read();
    assert.deepEqual([asked.reserved, asked.approved], [after.reserved, after.approved], 'asking for cancellation gives nothing back yet');
    assert.equal((await call('manager', 'POST', `/requests/${filed.data.id}/accept-cancellation`, {})).status, 200);
    const back = await read();
    assert.deepEqual([back.reserved, back.approved], [before.reserved, before.approved]);
  } finally {
    await withdraw(filed.data.id);
  }
});

test('my own pending request shows in my limits as reserved', async () => {
  const year = 2028;
  const { randomWeek } = await import('../lib/absences.js');
  // Only this file files for Jan in 2028 on type 23 (force majeure, 2 days, one row of its own).
  const before = (await limits('employee', `?year=${year}`)).find((r) => r.requestTypeId === 23 && !r.isOverdue);
  assert.ok(before, 'a force-majeure row');
  const unit = before.unit === 'hours' ? 8 : 1;
  assert.equal(before.total, 2 * unit, 'two days (16 hours)');
  let filed;
  for (let i = 0; i < 6 && !filed; i += 1) {
    const w = randomWeek(year);
    const r = await call('employee', 'POST', '/requests', { requestTypeId: 23, fromDate: w.middle, toDate: w.middle, requestReason: REASON });
    if (r.status === 409) continue;
    assert.equal(r.status, 200, JSON.stringify(r.body));
    filed = r.body.data;
  }
  try {
    const after = (await limits('employee', `?year=${year}`)).find((r) => r.requestTypeId === 23 && !r.isOverdue);
    assert.equal(after.reserved, before.reserved + unit, 'one day reserved');
    assert.equal(after.available, before.available - unit);
  } finally {
    if (filed) await withdraw(filed.id);
  }
});

test('the preview shows the working days and the limit left; more days than available are refused', async () => {
  const year = 2028;
  const { current } = annual(await limits('employee', `?year=${year}`));
  // A fresh three-day week for the preview.
  const { randomWeek } = await import('../lib/absences.js');
  const w = randomWeek(year);
  const preview = await call('employee', 'POST', '/requests/preview', { requestTypeId: 1, fromDate: w.from, toDate: w.to });
  assert.equal(preview.status, 200, JSON.stringify(preview.body));
  assert.equal(preview.body.numberOfDays, 3);
  assert.equal(preview.body.numberOfWorkingDays, 3);
  assert.equal(preview.body.hasLimit, true);
  assert.equal(preview.body.unit, 'days');
  assert.ok(preview.body.limitAvailable >= current.available, `available before (${preview.body.limitAvailable}) counts this year's row (${current.available})`);
  assert.equal(preview.body.limitAfter, preview.body.limitAvailable - 3);
  // A weekend-spanning period counts working days only: Friday to Monday = 2.
  const friday = new Date(Date.parse(`${w.from}T12:00:00Z`) - 3 * 86_400_000).toISOString().slice(0, 10);
  const span = await call('employee', 'POST', '/requests/preview', { requestTypeId: 1, fromDate: friday, toDate: w.from });
  assert.equal(span.body.numberOfDays, 4);
  const { isHoliday } = await import('../lib/absences.js');
  assert.equal(span.body.numberOfWorkingDays, isHoliday(friday) ? 1 : 2);
  // Two months of leave exceed any annual limit: refused with 400, nothing filed.
  const tooMuch = await call('employee', 'POST', '/requests', { requestTypeId: 1, fromDate: `${year}-07-03`, toDate: `${year}-09-29` });
  if (tooMuch.status === 409) return; // another request overlaps: the limit is not reached then
  if (tooMuch.status === 200) await withdraw(tooMuch.body.data.id);
  expectProblem(tooMuch, 400, 'over the limit');
  assert.match(JSON.stringify(tooMuch.body), /limit|limit/i);
});

test('limits of someone outside the scope are not shown; a wrong year is a 400', async () => {
  const o = await org();
  const other = await call('employee', 'GET', `/limits/my?employee-id=${o.outsider}`);
  assert.ok([403, 404].includes(other.status), `employee reads an outsider's limits: ${other.status}`);
  expectProblem(other, other.status);
  const out = await call('manager', 'GET', `/limits/my?employee-id=${o.outsider}`);
  assert.ok([403, 404].includes(out.status), `manager reads an outsider's limits: ${out.status}`);
  assert.equal((await call('hr', 'GET', `/limits/my?employee-id=${o.outsider}`)).status, 200);
  const bad = await call('employee', 'GET', '/limits/my?year=abc');
  expectProblem(bad, 400, 'year=abc');
});
