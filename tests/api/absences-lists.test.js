// Collections (docs/architecture.md §3): page, page-size (all = capped), repeated sort from a whitelist,
// search and filters, answering { data, total }; on every absences list.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { call, expectProblem, fileFresh, withdraw } from '../lib/absences.js';

// People are listed surname first ("Kowalski Jan"), as Polish HR lists are.
const surnameFirst = (full) => full.split(' ').reverse().join(' ');
const ascii = (x) => /^[\x20-\x7e]*$/.test(x);
const pl = (a, b) => a.localeCompare(b, 'pl');
/** Whether `names` are ordered by surname then first name (ascending unless `desc`) under `cmp`, for names `only` picks. */
function ordered(names, { desc = false, cmp = pl, only = () => true } = {}) {
  const keys = names.filter(only).map(surnameFirst);
  const sorted = [...keys].sort(cmp);
  if (desc) sorted.reverse();
  return JSON.stringify(keys) === JSON.stringify(sorted) || JSON.stringify(names.filter(only)) === JSON.stringify([...names.filter(only)].sort(cmp)[desc ? 'reverse' : 'slice']());
}
const ids = (r) => r.body.data.map((x) => x.id ?? x.employeeId);
const get = async (as, path) => {
  const r = await call(as, 'GET', path);
  assert.equal(r.status, 200, `${path}: ${JSON.stringify(r.body).slice(0, 300)}`);
  assert.ok(Array.isArray(r.body.data) && Number.isInteger(r.body.total), `${path}: { data, total }`);
  return r;
};

test('report paging: default page of 10, pages are disjoint and consecutive, total stays, past the end is empty', async () => {
  const first = await get('hr', '/requests/report?sort=-submitted-date&sort=request-no');
  assert.equal(first.body.data.length, 10, 'default page-size 10');
  assert.ok(first.body.total > 100, `the demo organisation has many requests, got ${first.body.total}`);
  const wide = await get('hr', '/requests/report?page=1&page-size=15&sort=-submitted-date&sort=request-no');
  const p1 = await get('hr', '/requests/report?page=1&page-size=5&sort=-submitted-date&sort=request-no');
  const p2 = await get('hr', '/requests/report?page=2&page-size=5&sort=-submitted-date&sort=request-no');
  const p3 = await get('hr', '/requests/report?page=3&page-size=5&sort=-submitted-date&sort=request-no');
  assert.deepEqual([...ids(p1), ...ids(p2), ...ids(p3)], ids(wide), 'three pages of 5 = one page of 15');
  assert.deepEqual(ids(p1), ids(first).slice(0, 5));
  for (const r of [wide, p1, p2, p3]) assert.equal(r.body.total, first.body.total);
  const last = Math.ceil(first.body.total / 5);
  const beyond = await get('hr', `/requests/report?page=${last + 1}&page-size=5`);
  assert.deepEqual(beyond.body.data, []);
  assert.equal(beyond.body.total, first.body.total);
  const tail = await get('hr', `/requests/report?page=${last}&page-size=5`);
  assert.equal(tail.body.data.length, first.body.total - 5 * (last - 1));
});

test('sorting: whitelisted kebab-case fields both ways; anything else is a 400 problem+json', async () => {
  const asc = await get('hr', '/requests/report?page-size=50&sort=from-date&sort=request-no');
  const desc = await get('hr', '/requests/report?page-size=50&sort=-from-date&sort=request-no');
  const from = (r) => r.body.data.map((x) => x.fromDate);
  assert.deepEqual(from(asc), [...from(asc)].sort());
  assert.deepEqual(from(desc), [...from(desc)].sort().reverse());
  assert.ok(from(asc)[0] <= from(desc)[0]);
  const bySubmitted = await get('hr', '/requests/report?page-size=50&sort=-submitted-date');
  const s = bySubmitted.body.data.map((x) => x.submittedDate);
  assert.deepEqual(s, [...s].sort().reverse(), 'sort=-submitted-date: newest first');
  const byName = await get('hr', '/requests/report?page-size=100&sort=applicant-full-name');
  const n = byName.body.data.map((x) => x.applicantFullName);
  assert.ok(ordered(n, { only: ascii }), `applicant-full-name ascending: ${n}`);
  const byNameDesc = await get('hr', '/requests/report?page-size=100&sort=-applicant-full-name');
  assert.ok(ordered(byNameDesc.body.data.map((x) => x.applicantFullName), { desc: true, only: ascii }));
  for (const sort of ['request-no', 'to-date', 'request-status', 'request-type', 'submitted-date']) {
    await get('hr', `/requests/report?sort=${sort}`);
    await get('employee', `/requests/my?sort=-${sort}`);
    await get('manager', `/requests/team?sort=${sort}`);
  }
  for (const [as, path] of [
    ['hr', '/requests/report'],
    ['employee', '/requests/my'],
    ['manager', '/requests/team'],
    ['hr', '/limits/report'],
  ]) {
    for (const bad of ['password', '-password', 'from_date', 'id;drop table x', 'fromDate']) {
      const r = await call(as, 'GET', `${path}?sort=${encodeURIComponent(bad)}`);
      const body = expectProblem(r, 400, `${path}?sort=${bad}`);
      assert.ok(body.detail && body.detail.includes(bad.replace(/^-/, '')), `the detail names the field: ${JSON.stringify(body)}`);
    }
  }
  expectProblem(await call('hr', 'POST', '/employees/search', { sort: ['password'] }), 400, 'employees/search sort=password');
  const people = await call('hr', 'POST', '/employees/search', { sort: ['-full-name'], pageSize: 100 });
  assert.ok(ordered(people.body.data.map((e) => e.fullName), { desc: true, only: ascii }), 'employees -full-name');
});

test('names sort in Polish alphabetical order (Ł between L and M, Ś after S, Ż at the end)', async () => {
  const people = await call('hr', 'POST', '/employees/search', { sort: ['full-name'], pageSize: 500 });
  const names = people.body.data.map((e) => e.fullName);
  assert.ok(names.some((x) => !ascii(x)), 'the demo has Polish letters in names');
  const keys = names.map(surnameFirst);
  assert.deepEqual(keys, [...keys].sort(pl), 'employees/search sort=full-name in Polish order');
});

test('search by number and by applicant name; filters by status, type, period and employee', async () => {
  const { week, data } = await fileFresh('employee');
  try {
    const byNo = await get('hr', `/requests/report?search=${encodeURIComponent(data.number)}`);
    assert.deepEqual(ids(byNo), [data.id]);
    assert.equal(byNo.body.total, 1);
    const byName = await get('hr', '/requests/report?search=Kowalski&page-size=50');
    assert.ok(byName.body.total > 0);
    assert.ok(byName.body.data.every((r) => /Kowalski/.test(r.applicantFullName)), 'only Kowalski rows');
    const nothing = await get('hr', '/requests/report?search=zzzq-no-such-person');
    assert.equal(nothing.body.total, 0);

    const pendingAnnual = await get('hr', '/requests/report?request-status-ids=1&request-type-ids=1&page-size=100');
    assert.ok(pendingAnnual.body.data.every((r) => r.requestStatusId === 1 && r.requestTypeId === 1));
    assert.ok(pendingAnnual.body.total > 0);
    const twoStatuses = await get('hr', '/requests/report?request-status-ids=2&request-status-ids=3&page-size=100');
    assert.ok(twoStatuses.body.data.every((r) => [2, 3].includes(r.requestStatusId)));
    const statuses = new Set(twoStatuses.body.data.map((r) => r.requestStatusId));
    const only2 = await get('hr', '/requests/report?request-status-ids=2&page-size=1');
    const only3 = await get('hr', '/requests/report?request-status-ids=3&page-size=1');
    assert.equal(twoStatuses.body.total, only2.body.total + only3.body.total, 'repeated ids are an OR');
    assert.ok(statuses.size >= 1);

    const inWeek = await get('employee', `/requests/my?date-from=${week.middle}&date-to=${week.middle}`);
    assert.ok(ids(inWeek).includes(data.id), 'a period filter finds the request overlapping it');
    assert.ok(inWeek.body.data.every((r) => r.fromDate <= week.middle && r.toDate >= week.middle));
    const dayBefore = new Date(Date.parse(`${week.from}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const before = await get('employee', `/requests/my?date-from=${dayBefore}&date-to=${dayBefore}`);
    assert.ok(!ids(before).includes(data.id));

    const hisInTeam = await get('manager', '/requests/team?employee-id=1002&page-size=100');
    assert.ok(hisInTeam.body.data.every((r) => r.employeeId === 1002));
    assert.ok(ids(hisInTeam).includes(data.id));
    const row = hisInTeam.body.data.find((r) => r.id === data.id);
    // docs/product.md §3 list columns.
    for (const k of ['requestNo', 'submittedDate', 'fromDate', 'toDate', 'numberOfWorkingDays', 'requestType', 'requestStatusDate', 'applicantFullName', 'applicantSapNumber', 'supervisorFullName', 'comment', 'requiresManualVerification']) {
      assert.ok(k in row, `list row has ${k}`);
    }
    assert.deepEqual([row.fromDate, row.toDate, row.numberOfWorkingDays, row.applicantFullName, row.supervisorFullName], [week.from, week.to, 3, 'Jan Kowalski', 'Anna Nowak']);
    assert.match(row.submittedDate, /^\d{4}-\d{2}-\d{2}/);
  } finally {
    await withdraw(data.id);
  }
});

test("page-size=all is the one way to ask for every row up to the cap of 1000", async () => {
  const total = (await get('hr', '/requests/report?page-size=1')).body.total;
  const all = await get('hr', '/requests/report?page-size=all');
  assert.equal(all.body.data.length, Math.min(1000, total));
  assert.equal(all.body.total, total);
  const huge = await get('hr', '/requests/report?page-size=100000');
  assert.ok(huge.body.data.length <= 1000, 'a huge page is capped too');
  const limits = await get('hr', '/limits/report?page-size=all');
  assert.equal(limits.body.data.length, Math.min(1000, limits.body.total));
  expectProblem(await call('hr', 'GET', '/requests/report?all=true'), 400, 'all=true is not a parameter');
});

test("page-size=all (docs/architecture.md §3 'all allowed up to a cap') answers every row up to 1000", async () => {
  const total = (await get('hr', '/requests/report?page-size=1')).body.total;
  for (const [as, path] of [['hr', '/requests/report'], ['employee', '/requests/my'], ['hr', '/limits/report']]) {
    const r = await call(as, 'GET', `${path}?page-size=all`);
    assert.equal(r.status, 200, `${path}?page-size=all: ${JSON.stringify(r.body).slice(0, 200)}`);
    if (path === '/requests/report') assert.equal(r.body.data.length, Math.min(1000, total));
    else assert.equal(r.body.data.length, Math.min(1000, r.body.total));
  }
});

test('bad paging parameters are a 400 problem or clamped, never an error page', async () => {
  for (const q of ['page=0', 'page=-1', 'page-size=-5', 'page=abc', 'page-size=ten', 'request-status-ids=x', 'date-from=yesterday']) {
    const r = await call('hr', 'GET', `/requests/report?${q}`);
    if (r.status !== 200) expectProblem(r, 400, q);
  }
  expectProblem(await call('hr', 'GET', '/requests/report?page=abc'), 400, 'page=abc');
  expectProblem(await call('hr', 'GET', '/requests/report?date-from=yesterday'), 400, 'date-from=yesterday');
});

test('limits report: a page of annual-leave rows, the manager sees the team below, HR everyone', async () => {
  const hr = await get('hr', '/limits/report?page-size=5&sort=employee-full-name');
  assert.equal(hr.body.data.length, 5);
  const everyone = (await call('hr', 'POST', '/employees/search', { pageSize: 1 })).body.total;
  assert.equal(hr.body.total, everyone, 'one row per employee');
  assert.ok(ordered(hr.body.data.map((r) => r.employeeFullName), { only: ascii }), 'limits report by employee-full-name');
  const team = await get('manager', '/limits/report?page-size=all');
  const teamIds = (await call('hr', 'POST', '/employees/search', { supervisorId: 1003, wholeTeam: true, pageSize: 500 })).body.data.map((e) => e.employeeId);
  const seen = team.body.data.map((r) => r.employeeId).filter((id) => id !== 1003); // her own row may be listed
  assert.deepEqual(seen.sort(), [...teamIds].sort(), 'the whole team below 1003, nobody else');
  const jan = await get('hr', '/limits/report?search=Kowalski');
  const row = jan.body.data.find((r) => r.employeeId === 1002);
  assert.ok(row, 'search finds Jan');
  assert.equal(row.supervisorFullName, 'Anna Nowak');
  for (const r of hr.body.data) {
    const base = r.thisYearTotal - r.extra;
    assert.ok(base > 0 && base <= 26, `annual leave without extra days is at most 26: ${JSON.stringify(r)}`);
    assert.ok(r.usage >= 0 && r.usage <= 100, `usage is a percentage: ${JSON.stringify(r)}`);
  }
});
