// Remote work through the gateway (docs/remote-work.md): who may file HO and HOOK, the agreement
// on regular remote work from the application to the decision, and HO only within its terms.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { request } from '../lib/index.js';
import { ABSENCES, call, expectProblem, tokenOf, withdraw } from '../lib/absences.js';

const HO = 40;
const HOOK = 41;
const ADDRESS = { street: 'ul. Długa', houseNumber: '7', flatNumber: '12', postalCode: '00-238', city: 'Warszawa' };
const AGREEMENT = {
  validFrom: '2030-01-01',
  validTo: '2030-12-31',
  weekdays: [3, 1],
  address: ADDRESS,
  safeWorkplaceConfirmed: true,
  riskAssessmentAcknowledged: true,
  dataProtectionAcknowledged: true,
  justification: 'Dojazd zajmuje ponad godzinę.',
};

// Mondays of February and March 2030: weeks without a public holiday.
const MONDAYS = ['2030-02-04', '2030-02-11', '2030-02-18', '2030-02-25', '2030-03-04', '2030-03-11', '2030-03-18', '2030-03-25'];
const plus = (day, n) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Files HO over [from + fromOffset, from + toOffset] of a free week as the employee; answers the response. */
async function fileHomeOffice(fromOffset, toOffset, requestTypeId = HO) {
  for (const monday of [...MONDAYS].sort(() => Math.random() - 0.5)) {
    const r = await call('employee', 'POST', '/requests', {
      requestTypeId,
      fromDate: plus(monday, fromOffset),
      toDate: plus(monday, toOffset),
      address: ADDRESS,
    });
    if (r.status !== 409) return { r, monday };
  }
  throw new Error('every week of February and March 2030 holds a request of the employee');
}

/** The employee's agreements awaiting an opinion or a decision are withdrawn (an earlier run's). */
async function withdrawOpenAgreements() {
  const open = await call('employee', 'GET', '/home-office-agreements/my?status-ids=1&status-ids=2&page-size=all');
  assert.equal(open.status, 200, JSON.stringify(open.body));
  for (const a of open.body.data) await call('employee', 'POST', `/home-office-agreements/${a.id}/withdraw`, {});
}

test('HO and HOOK need their access flags: the server refuses them on filing and in the preview', async () => {
  // hr (1004) has the occasional flag only; hrpreview (1005) has no flag at all.
  const ho = await call('hr', 'POST', '/requests', { requestTypeId: HO, fromDate: '2030-02-05', toDate: '2030-02-05', address: ADDRESS });
  const problem = expectProblem(ho, 400, 'HO without the regular flag');
  assert.deepEqual(problem.errors.requestTypeId.map((e) => e.code), ['request-type.no-access']);
  const hook = await call('hrpreview', 'POST', '/requests', { requestTypeId: HOOK, fromDate: '2030-02-05', toDate: '2030-02-05', address: ADDRESS });
  assert.deepEqual(expectProblem(hook, 400, 'HOOK without the occasional flag').errors.requestTypeId.map((e) => e.code), ['request-type.no-access']);
  const preview = await call('hrpreview', 'POST', '/requests/preview', { requestTypeId: HOOK, fromDate: '2030-02-05', toDate: '2030-02-05', address: ADDRESS });
  assert.equal(preview.status, 200, JSON.stringify(preview.body));
  assert.ok(JSON.stringify(preview.body).includes('request-type.no-access'), JSON.stringify(preview.body));
  // Filed for them by a supervisor, the employee's own flags still decide: Admin files HO for hr.
  const forHr = await call('admin', 'POST', '/requests', { employeeId: 1004, requestTypeId: HO, fromDate: '2030-02-05', toDate: '2030-02-05', address: ADDRESS });
  expectProblem(forHr, 400, 'HO for someone without the flag');
});

test('an agreement: applied for, given an opinion, decided by the supervisor, then HO within its terms only', async () => {
  await withdrawOpenAgreements();
  const filed = [];
  try {
    // Without an agreement covering the day, HO is refused with the days named.
    const before = await call('employee', 'POST', '/requests', { requestTypeId: HO, fromDate: '2031-02-03', toDate: '2031-02-04', address: ADDRESS });
    const outside = expectProblem(before, 400, 'HO without an agreement');
    assert.equal(outside.errors.fromDate[0].code, 'home-office.outside-agreement');
    assert.match(outside.errors.fromDate[0].detail, /2031-02-03, 2031-02-04/);

    // Someone without the regular flag cannot apply (hr holds the occasional one only).
    expectProblem(await call('hr', 'POST', '/home-office-agreements', AGREEMENT), 403, 'hr applies');
    // A draft with problems names each of them; nothing is written.
    const bad = await call('employee', 'POST', '/home-office-agreements', {
      ...AGREEMENT, weekdays: [6], address: { ...ADDRESS, postalCode: '00238' }, safeWorkplaceConfirmed: false,
    });
    const problems = expectProblem(bad, 400, 'a bad draft');
    assert.deepEqual(Object.keys(problems.errors).sort(), ['address.postalCode', 'safeWorkplaceConfirmed', 'weekdays']);

    const applied = await call('employee', 'POST', '/home-office-agreements', AGREEMENT);
    assert.equal(applied.status, 200, JSON.stringify(applied.body));
    const a = applied.body.data;
    assert.equal(a.statusId, 1);
    assert.equal(a.employeeId, 1002);
    assert.match(a.agreementNo, new RegExp(`^PZ/${a.id}/\\d{4}$`));
    assert.deepEqual(a.weekdays, [1, 3]);
    assert.equal(a.validTo, '2030-12-31');
    assert.deepEqual(a.allowedActions, ['withdraw']);
    assert.deepEqual(a.address, ADDRESS);
    // One application at a time.
    expectProblem(await call('employee', 'POST', '/home-office-agreements', AGREEMENT), 409, 'a second application');

    // The supervisor waits for the opinion; someone outside the line does not see it at all.
    const early = await call('manager', 'POST', `/home-office-agreements/${a.id}/approve`, {});
    assert.equal(expectProblem(early, 400, 'approve before the opinion').code, 'agreement.step-not-allowed');
    expectProblem(await call('teamlead', 'GET', `/home-office-agreements/${a.id}`), 404, 'another team');
    expectProblem(await call('teamlead', 'POST', `/home-office-agreements/${a.id}/approve`, {}), 404, 'another team approves');
    // HR reads every request, but not people's homes: the agreements are not theirs.
    expectProblem(await call('hrpreview', 'GET', `/home-office-agreements/${a.id}`), 404, 'HR preview');
    expectProblem(await call('manager', 'POST', `/home-office-agreements/${a.id}/opinion`, { positive: true }), 403, 'a manager gives no opinion');

    // The opinion-giver finds it in the list awaiting an opinion.
    const waiting = await call('hoagreement', 'GET', `/home-office-agreements?status-ids=1&search=${encodeURIComponent('Kowalski')}&page-size=50`);
    assert.equal(waiting.status, 200, JSON.stringify(waiting.body));
    const row = waiting.body.data.find((x) => x.id === a.id);
    assert.ok(row, 'listed for the opinion-giver');
    assert.deepEqual(row.allowedActions, ['opinion']);
    const silent = await call('hoagreement', 'POST', `/home-office-agreements/${a.id}/opinion`, { positive: false });
    assert.deepEqual(Object.keys(expectProblem(silent, 400, 'a negative opinion without a reason').errors), ['comment']);
    const opinion = await call('hoagreement', 'POST', `/home-office-agreements/${a.id}/opinion`, { positive: true, comment: 'Stanowisko pozwala.' });
    assert.equal(opinion.status, 200, JSON.stringify(opinion.body));
    assert.equal(opinion.body.data.statusId, 2);
    assert.equal(opinion.body.data.opinionByFullName, 'Tomasz Lewandowski');
    assert.deepEqual(opinion.body.data.allowedActions, []);
    // The opinion-giver does not decide (the gateway keeps the team's decisions from them).
    expectProblem(await call('hoagreement', 'POST', `/home-office-agreements/${a.id}/approve`, {}), 403, 'opinion-giver approves');

    // The supervisor sees it among the team's, rejects only with a reason, approves.
    const team = await call('manager', 'GET', '/home-office-agreements/team?status-ids=2&page-size=all');
    assert.equal(team.status, 200, JSON.stringify(team.body));
    assert.deepEqual(team.body.data.find((x) => x.id === a.id)?.allowedActions, ['approve', 'reject']);
    expectProblem(await call('manager', 'POST', `/home-office-agreements/${a.id}/reject`, { comment: ' ' }), 400, 'reject without a reason');
    const approved = await call('manager', 'POST', `/home-office-agreements/${a.id}/approve`, { comment: 'Zgoda.' });
    assert.equal(approved.status, 200, JSON.stringify(approved.body));
    assert.equal(approved.body.data.statusId, 3);
    assert.equal(approved.body.data.decidedByFullName, 'Anna Nowak');
    assert.match(approved.body.data.decidedAt, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    const history = (await call('employee', 'GET', `/home-office-agreements/${a.id}`)).body.data.events;
    assert.deepEqual(history.map((e) => [e.action, e.actorFullName]), [
      ['filed', 'Jan Kowalski'], ['opinion-positive', 'Tomasz Lewandowski'], ['approve', 'Anna Nowak'],
    ]);
    expectProblem(await call('employee', 'POST', `/home-office-agreements/${a.id}/withdraw`, {}), 400, 'withdraw a decided one');

    // HO on a Monday of the agreement is filed; a Monday–Wednesday too; a Tuesday is not.
    const monday = await fileHomeOffice(0, 0);
    assert.equal(monday.r.status, 200, JSON.stringify(monday.r.body));
    filed.push(monday.r.body.data.id);
    const week = await fileHomeOffice(0, 2);
    assert.equal(week.r.status, 400, JSON.stringify(week.r.body));
    assert.match(week.r.body.errors.fromDate[0].detail, new RegExp(`remote work on ${plus(week.monday, 1)} is outside`));
    const tuesday = await fileHomeOffice(1, 1);
    assert.equal(expectProblem(tuesday.r, 400, 'a Tuesday').errors.fromDate[0].code, 'home-office.outside-agreement');
    // The preview says the same while the form is filled in.
    const preview = await call('employee', 'POST', '/requests/preview', { requestTypeId: HO, fromDate: plus(tuesday.monday, 1), toDate: plus(tuesday.monday, 1), address: ADDRESS });
    assert.ok(JSON.stringify(preview.body).includes('home-office.outside-agreement'), JSON.stringify(preview.body));
    // Occasional remote work needs no agreement (art. 67³³): a Tuesday is fine as HOOK.
    const hook = await fileHomeOffice(1, 1, HOOK);
    assert.equal(hook.r.status, 200, JSON.stringify(hook.r.body));
    filed.push(hook.r.body.data.id);

    // The week report: the Monday approved is remote, the Tuesday's HOOK still pending is the
    // office, the weekend days off; one remote day and four at the office that week.
    const approvedMonday = await call('manager', 'POST', `/requests/${monday.r.body.data.id}/approve`, {});
    assert.equal(approvedMonday.status, 200, JSON.stringify(approvedMonday.body));
    const report = await call('manager', 'GET', `/home-office-week-report?week-start=${plus(monday.monday, 2)}&search=Kowalski`);
    assert.equal(report.status, 200, JSON.stringify(report.body));
    assert.equal(report.body.weekStart, monday.monday);
    assert.equal(report.body.weekEnd, plus(monday.monday, 6));
    assert.equal(report.body.supervisorFullName, 'Anna Nowak');
    const jan = report.body.data.find((r) => r.employeeId === 1002);
    assert.ok(jan, JSON.stringify(report.body.data.map((r) => r.fullName)));
    // A pending HOOK on that Tuesday (when it fell in the same week) leaves it at the office.
    assert.deepEqual(jan.days.map((d) => d.kind), ['remote', 'office', 'office', 'office', 'office', 'day-off', 'day-off']);
    assert.equal(jan.days[0].requestTypeCode, 'HO');
    assert.deepEqual([jan.remoteDays, jan.officeDays, jan.absentDays], [1, 4, 0]);
    const file = await request(`${ABSENCES}/home-office-week-report/export?format=csv&lang=pl&week-start=${monday.monday}&search=Kowalski`, { bearer: await tokenOf('manager') });
    assert.equal(file.status, 200);
    assert.match(file.headers.get('content-disposition') ?? '', new RegExp(`raport-tygodniowy-pracy-zdalnej-${monday.monday}\\.csv`));
    const csv = await file.text();
    assert.match(csv, /"Pracownik";"Stanowisko";"pon\. \d{2}\.\d{2}";"wt\. /);
    assert.match(csv, /"Jan Kowalski";"[^"]*";"Praca zdalna";"Biuro";"Biuro";"Biuro";"Biuro";"Dzień wolny";"Dzień wolny";"?1"?;"?4"?;"?0"?/);
  } finally {
    for (const id of filed) await withdraw(id);
  }
});

/** The first Monday of March of `year`, yyyy-MM-dd (no public holiday falls in the week). */
function firstMondayOfMarch(year) {
  const day = new Date(Date.UTC(year, 2, 1));
  day.setUTCDate(1 + ((8 - day.getUTCDay()) % 7));
  return day.toISOString().slice(0, 10);
}

test('an approved agreement ends early: either side, from yesterday on, never under an HO it still covers', async () => {
  await withdrawOpenAgreements();
  // A year of its own per run: an earlier run's agreement (ended before it started) covers nothing anyway.
  const year = 2040 + Math.floor(Math.random() * 50);
  const monday = firstMondayOfMarch(year);
  const applied = await call('employee', 'POST', '/home-office-agreements', {
    ...AGREEMENT, validFrom: `${year}-01-02`, validTo: `${year}-12-31`, weekdays: [1],
  });
  assert.equal(applied.status, 200, JSON.stringify(applied.body));
  const id = applied.body.data.id;
  let ho = null;
  try {
    assert.equal((await call('hoagreement', 'POST', `/home-office-agreements/${id}/opinion`, { positive: true })).status, 200);
    const approved = await call('manager', 'POST', `/home-office-agreements/${id}/approve`, {});
    assert.equal(approved.status, 200, JSON.stringify(approved.body));
    // Both sides may end it (art. 67²²); the opinion-giver may not, another team's manager does not see it.
    assert.deepEqual(approved.body.data.allowedActions, ['end']);
    assert.deepEqual((await call('employee', 'GET', `/home-office-agreements/${id}`)).body.data.allowedActions, ['end']);
    assert.deepEqual((await call('hoagreement', 'GET', `/home-office-agreements/${id}`)).body.data.allowedActions, []);
    const byOpinionGiver = await call('hoagreement', 'POST', `/home-office-agreements/${id}/end`, { lastDay: `${year}-06-30`, comment: 'x' });
    assert.equal(expectProblem(byOpinionGiver, 400, 'the opinion-giver ends it').code, 'agreement.step-not-allowed');
    expectProblem(await call('teamlead', 'POST', `/home-office-agreements/${id}/end`, { lastDay: `${year}-06-30`, comment: 'x' }), 404, 'another team');

    // HO on its first Monday of March, approved.
    const filed = await call('employee', 'POST', '/requests', { requestTypeId: HO, fromDate: monday, toDate: monday, address: ADDRESS });
    assert.equal(filed.status, 200, JSON.stringify(filed.body));
    ho = filed.body.data;
    assert.equal((await call('manager', 'POST', `/requests/${ho.id}/approve`, {})).status, 200);

    // Ending before that Monday would leave the approved HO without its agreement: 409 naming it.
    const under = await call('employee', 'POST', `/home-office-agreements/${id}/end`, { lastDay: plus(monday, -1), comment: 'Wracam do biura.' });
    const conflict = expectProblem(under, 409, 'an end under an approved HO');
    assert.equal(conflict.code, 'agreement.home-office-after-end');
    assert.ok(conflict.detail.includes(ho.number), conflict.detail);
    // Field problems: no reason, a day already past, a day not before the agreed end.
    const silent = await call('employee', 'POST', `/home-office-agreements/${id}/end`, { lastDay: monday, comment: ' ' });
    assert.deepEqual(Object.keys(expectProblem(silent, 400, 'no reason').errors), ['comment']);
    const past = await call('employee', 'POST', `/home-office-agreements/${id}/end`, { lastDay: '2020-01-01', comment: 'x' });
    assert.equal(expectProblem(past, 400, 'a past day').errors.lastDay[0].code, 'agreement.end-too-early');
    const notEarlier = await call('employee', 'POST', `/home-office-agreements/${id}/end`, { lastDay: `${year}-12-31`, comment: 'x' });
    assert.equal(expectProblem(notEarlier, 400, 'the agreed end').errors.lastDay[0].code, 'agreement.end-not-earlier');

    // The supervisor ends it on that Monday: the HO stays covered, the next Monday is not.
    const ended = await call('manager', 'POST', `/home-office-agreements/${id}/end`, { lastDay: monday, comment: 'Reorganizacja zespołu.' });
    assert.equal(ended.status, 200, JSON.stringify(ended.body));
    assert.equal(ended.body.data.validTo, monday);
    assert.equal(ended.body.data.statusId, 3);
    const history = (await call('employee', 'GET', `/home-office-agreements/${id}`)).body.data.events;
    assert.deepEqual(history.at(-1), { ...history.at(-1), action: 'end', actorFullName: 'Anna Nowak', comment: `${monday}: Reorganizacja zespołu.` });
    const next = await call('employee', 'POST', '/requests/preview', { requestTypeId: HO, fromDate: plus(monday, 7), toDate: plus(monday, 7), address: ADDRESS });
    assert.ok(JSON.stringify(next.body).includes('home-office.outside-agreement'), JSON.stringify(next.body));
  } finally {
    if (ho) await withdraw(ho.id, 'employee', 'manager');
    // Ended before its first day, it covers nothing for a later run.
    const cleanup = await call('admin', 'POST', `/home-office-agreements/${id}/end`, { lastDay: `${year}-01-01`, comment: 'test clean-up' });
    assert.equal(cleanup.status, 200, JSON.stringify(cleanup.body));
  }
});

test('agreement lists: one\'s own, the team\'s for managers, everyone\'s for Admin and the opinion-givers only', async () => {
  const mine = await call('employee', 'GET', '/home-office-agreements/my?page-size=all');
  assert.equal(mine.status, 200, JSON.stringify(mine.body));
  assert.ok(mine.body.data.every((a) => a.employeeId === 1002));
  // The demo's generated people have agreements; the whole list is for Admin and hoagreement.
  for (const who of ['admin', 'hoagreement']) {
    const all = await call(who, 'GET', '/home-office-agreements?sort=-submitted-at&page-size=20');
    assert.equal(all.status, 200, JSON.stringify(all.body));
    assert.ok(all.body.total > 20, `${who} sees every agreement: ${all.body.total}`);
    assert.equal(all.body.data.length, 20);
  }
  for (const who of ['employee', 'manager', 'hr', 'hrpreview']) {
    expectProblem(await call(who, 'GET', '/home-office-agreements'), 403, `${who} reads everyone's agreements`);
  }
  expectProblem(await call('employee', 'GET', '/home-office-agreements/team'), 403, 'an employee reads a team list');
  // A team list holds only people below the manager: each of them is in the manager's directory.
  const team = await call('manager', 'GET', '/home-office-agreements/team?page-size=all');
  assert.equal(team.status, 200);
  for (const a of team.body.data.slice(0, 5)) {
    assert.equal((await call('manager', 'GET', `/home-office-agreements/${a.id}`)).status, 200);
  }
  // Filters are checked: an unknown status or sort key is a 400, not an empty page.
  expectProblem(await call('admin', 'GET', '/home-office-agreements?status-ids=9'), 400, 'status 9');
  expectProblem(await call('admin', 'GET', '/home-office-agreements?sort=salary'), 400, 'sort by salary');
  expectProblem(await call('admin', 'GET', '/home-office-agreements/999999999'), 404, 'no such agreement');
});

test('the week report: a manager reads her own team and those below, Admin and the HR analyst any team', async () => {
  const own = await call('manager', 'GET', '/home-office-week-report?week-start=2026-12-23&page-size=5');
  assert.equal(own.status, 200, JSON.stringify(own.body));
  // 21–27 XII 2026: Thursday 24 (Wigilia) and Friday 25 are holidays for everyone.
  assert.equal(own.body.weekStart, '2026-12-21');
  assert.ok(own.body.total > 5 && own.body.data.length === 5, `${own.body.total} people, a page of 5`);
  for (const row of own.body.data) {
    assert.deepEqual(row.days.map((d) => d.date), ['2026-12-21', '2026-12-22', '2026-12-23', '2026-12-24', '2026-12-25', '2026-12-26', '2026-12-27']);
    assert.deepEqual(row.days.slice(3).map((d) => d.kind), ['day-off', 'day-off', 'day-off', 'day-off']);
  }
  // Another branch's team is not hers; Admin and the HR analyst read it.
  expectProblem(await call('manager', 'GET', '/home-office-week-report?supervisor-id=1011'), 404, 'another team');
  for (const who of ['admin', 'hranalyst']) {
    const other = await call(who, 'GET', '/home-office-week-report?supervisor-id=1011');
    assert.equal(other.status, 200, `${who}: ${JSON.stringify(other.body)}`);
    assert.equal(other.body.supervisorFullName, 'Krzysztof Dąbrowski');
  }
  for (const who of ['employee', 'hr']) {
    expectProblem(await call(who, 'GET', '/home-office-week-report'), 403, `${who} reads the week report`);
  }
  expectProblem(await call('manager', 'GET', '/home-office-week-report?week-start=21.12.2026'), 400, 'a bad date');
});
