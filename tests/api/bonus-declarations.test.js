// The ZFŚS benefit API (docs/bonus-declarations.md) black-box against the running stack:
// access (own rows, HR all, HRPreview reads only), declaring and editing with the computed
// figures, the one-per-campaign rule, the deadline, validation, logs, /api/configuration,
// the payroll export and the non-declarant list.
//
// The declarant here is `administration` (1006), whom the e2e suite does not use for the
// benefit; their rows of the current campaign and their logs are removed before and after.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { GATEWAY_URL, USERS, assertProblem, psql, request } from '../lib/index.js';
import { callAt, expectProblem, tokenOf } from '../lib/absences.js';

const API = `${GATEWAY_URL}/api/bonus-declarations`;
const DECLARANT = 'administration';
const DECLARANT_ID = USERS[DECLARANT].id;

const call = (username, method, path, json, headers) => callAt(API, username, method, path, json, headers);

function cleanUp() {
  psql(`DELETE FROM bonus_declarations.declarations WHERE user_id = ${DECLARANT_ID};
        DELETE FROM bonus_declarations.logs WHERE user_id = ${DECLARANT_ID}`);
}

const configuration = async (username = DECLARANT) => {
  const res = await request(`${GATEWAY_URL}/api/configuration`, { bearer: await tokenOf(username) });
  assert.equal(res.status, 200);
  return (await res.json()).bonusDeclarationConfiguration;
};

let campaign;  // the current campaign as HR lists it
test.before(async () => {
  cleanUp();
  const config = await configuration();
  assert.ok(config, 'the seeded current campaign is in /api/configuration');
  const list = await call('hr', 'GET', '/campaigns');
  assert.equal(list.status, 200);
  campaign = list.body.data.find((c) => c.campaignId === config.campaignId);
  assert.ok(campaign, 'HR lists the current campaign');
});
test.after(() => cleanUp());

// One member with `monthly` grosze a month: income = monthly * 12.
const draft = (monthly, extra = {}) => ({
  taxYear: campaign.incomeTaxYear,
  householdMembers: [{ fullName: 'Magdalena Kamińska', relationship: 'declarant', incomeGrosze: monthly * 12 }],
  statementDataTrue: true,
  statementDocumentsOnDemand: true,
  statementInformationClause: true,
  ...extra,
});

const declarationsOf = (userId) => psql(`SELECT count(*) FROM bonus_declarations.declarations WHERE user_id = ${userId}`);

test('/api/configuration carries the current campaign: its four dates and both flags', async () => {
  const c = await configuration('employee');
  for (const key of ['startOn', 'endOn', 'canPlaceEndOn', 'considerationOn']) assert.match(c[key], /^\d{4}-\d{2}-\d{2}$/, key);
  assert.equal(c.bonusDeclarationsAvailable, true);
  assert.equal(c.bonusDeclarationsDeadlinePassed, false);
  assert.equal(typeof c.campaignId, 'number');
  assert.ok(c.startOn <= c.canPlaceEndOn && c.canPlaceEndOn <= c.endOn);
});

test('bad input is 400 problem+json naming the field, and nothing is saved', async () => {
  const cases = [
    ['missing statements', draft(300000, { statementDataTrue: false }), 'statementDataTrue'],
    ['a negative amount', draft(300000, { householdMembers: [{ fullName: 'M K', relationship: 'declarant', incomeGrosze: 1, taxDueGrosze: -1 }] }),
      'householdMembers[0].taxDueGrosze'],
    ['21 members', draft(300000, { householdMembers: Array.from({ length: 21 }, (_, i) => ({ fullName: `P ${i}`, relationship: i ? 'child' : 'declarant' })) }),
      'householdMembers'],
    ['a wrong tax year', draft(300000, { taxYear: 1999 }), 'taxYear'],
    ['no declarant first', draft(300000, { householdMembers: [{ fullName: 'M K', relationship: 'spouse' }] }), 'householdMembers[0].relationship'],
  ];
  for (const [what, body, field] of cases) {
    const r = await call(DECLARANT, 'POST', '', body);
    const problem = expectProblem(r, 400, what);
    assert.ok(problem.errors && problem.errors[field], `${what}: errors name ${field}: ${JSON.stringify(problem.errors)}`);
  }
  const malformed = await request(API, {
    method: 'POST',
    bearer: await tokenOf(DECLARANT),
    headers: { 'content-type': 'application/json' },
    body: '{"taxYear": 20',
  });
  await assertProblem(malformed, 400);
  assert.equal(declarationsOf(DECLARANT_ID), '0');
});

test('preview computes the figures without saving', async () => {
  const r = await call(DECLARANT, 'POST', '/preview', draft(350001));
  assert.equal(r.status, 200, JSON.stringify(r.body));
  assert.equal(r.body.monthlyIncomePerMemberGrosze, '350001');  // int64: a JSON string
  assert.equal(r.body.tierAmountGrosze, '80000');
  assert.equal(r.body.householdMembersCount, 1);
  assert.equal(declarationsOf(DECLARANT_ID), '0');
});

// A declaration whose answer was lost (a timeout) is sent again with the same Idempotency-Key:
// the same declaration comes back, once, instead of a 409 the declarant cannot make sense of.
test('a declaration and a log sent again with their Idempotency-Key are written once', async () => {
  const key = randomUUID();
  const first = await call(DECLARANT, 'POST', '', draft(410000), { 'Idempotency-Key': key });
  assert.equal(first.status, 200, JSON.stringify(first.body));
  const again = await call(DECLARANT, 'POST', '', draft(410000), { 'Idempotency-Key': key });
  assert.equal(again.status, 200, JSON.stringify(again.body));
  assert.equal(again.body.data.bonusDeclarationId, first.body.data.bonusDeclarationId);
  assert.equal(declarationsOf(DECLARANT_ID), '1');
  // The same key for another declaration is refused, not taken for the first.
  expectProblem(await call(DECLARANT, 'POST', '', draft(420000), { 'Idempotency-Key': key }), 400, 'one key, two drafts');
  const logKey = randomUUID();
  const logs = () => psql(`SELECT count(*) FROM bonus_declarations.logs WHERE user_id = ${DECLARANT_ID} AND log_type_id = 1`);
  const before = logs();
  for (let i = 0; i < 2; i += 1) {
    const log = await call(DECLARANT, 'POST', '/logs', { bonusDeclarationLogTypeId: 1 }, { 'Idempotency-Key': logKey });
    assert.equal(log.status, 200, JSON.stringify(log.body));
  }
  assert.equal(Number(logs()), Number(before) + 1);
  cleanUp();
});

let mine;
test('declaring computes the monthly income and the tier; a second declaration is 409', async () => {
  const r = await call(DECLARANT, 'POST', '', draft(350000));
  assert.equal(r.status, 200, JSON.stringify(r.body));
  mine = r.body.data;
  assert.equal(mine.userId, DECLARANT_ID);
  assert.equal(mine.fullName, USERS[DECLARANT].name);  // from the people directory
  assert.match(mine.sapNumber, /^\d+$/);
  assert.equal(mine.monthlyIncomePerMemberGrosze, '350000');
  assert.equal(mine.tierAmountGrosze, '90000');
  assert.equal(mine.overTaxFreeLimit, false);
  assert.equal(mine.editable, true);
  assert.equal(mine.editedDate, '');

  const again = await call(DECLARANT, 'POST', '', draft(100000));
  const problem = expectProblem(again, 409, 'second declaration');
  assert.equal(problem.code, 'declaration.already-filed');
  assert.equal(declarationsOf(DECLARANT_ID), '1');
});

test('the declarant edits their own: new figures and an edited date', async () => {
  const r = await call(DECLARANT, 'PUT', `/${mine.bonusDeclarationId}`, draft(550001));
  assert.equal(r.status, 200, JSON.stringify(r.body));
  assert.equal(r.body.data.tierAmountGrosze, '60000');
  assert.notEqual(r.body.data.editedDate, '');
  assert.notEqual(r.body.data.editedDate, mine.editedDate);
  assert.equal(r.body.data.addedDate, mine.addedDate);
});

test("someone else's declaration: an employee neither finds nor edits it; HR reads but does not edit it", async () => {
  const employee = await call('employee', 'PUT', `/${mine.bonusDeclarationId}`, draft(100000));
  assert.ok([403, 404].includes(employee.status));
  expectProblem(employee, employee.status, 'employee edits another');
  const hr = await call('hr', 'PUT', `/${mine.bonusDeclarationId}`, draft(100000));
  expectProblem(hr, 403, 'HR edits another');

  const other = await call('employee', 'POST', '/search', { userId: DECLARANT_ID });
  expectProblem(other, 403, 'employee searches another');
  const own = await call('employee', 'POST', '/search', {});
  assert.equal(own.status, 200);
  assert.ok(own.body.data.every((d) => d.userId === USERS.employee.id));

  for (const reader of ['hr', 'admin', 'hrpreview']) {
    const all = await call(reader, 'POST', '/search', { userId: DECLARANT_ID });
    assert.equal(all.status, 200, reader);
    assert.equal(all.body.total, 1, reader);
    assert.equal(all.body.data[0].bonusDeclarationId, mine.bonusDeclarationId);
  }
});

// The benefit is for people still employed on the consideration day: HR sees who is, as the
// people directory says now, and a notice ending employment before it stops filing and changes.
test('employed on the consideration day: HR sees it, and a notice ending employment before it refuses the declaration', async () => {
  const hrSees = async () => (await call('hr', 'POST', '/search', { userId: DECLARANT_ID })).body.data[0].employedOnConsiderationDate;
  assert.equal(await hrSees(), true);
  const dayBefore = psql(`SELECT (date '${campaign.considerationOn}' - 1)::text`);
  psql(`UPDATE absences.employees SET employed_until = date '${dayBefore}' WHERE employee_id = ${DECLARANT_ID}`);
  try {
    assert.equal(await hrSees(), false);
    const own = await call(DECLARANT, 'POST', '/search', {});
    assert.equal(own.body.data.find((d) => d.campaignId === campaign.campaignId).employedOnConsiderationDate, false);
    const csv = await (await request(`${API}/export?format=csv`, { bearer: await tokenOf('hr') })).text();
    const [header, ...rows] = csv.split('\r\n');
    const column = header.split(';').indexOf('"Zatrudnienie w dniu rozpatrzenia"');
    assert.ok(column > 0, header);
    assert.equal(rows.find((r) => r.includes('Magdalena Kamińska')).split(';')[column], '"nie"');

    const changed = await call(DECLARANT, 'PUT', `/${mine.bonusDeclarationId}`, draft(200000));
    const problem = expectProblem(changed, 400, 'a change after the notice');
    assert.ok(problem.detail.includes(dayBefore) && problem.detail.includes(campaign.considerationOn), problem.detail);
    psql(`DELETE FROM bonus_declarations.declarations WHERE user_id = ${DECLARANT_ID}`);
    expectProblem(await call(DECLARANT, 'POST', '', draft(200000)), 400, 'a filing after the notice');
    assert.equal(declarationsOf(DECLARANT_ID), '0');
  } finally {
    psql(`UPDATE absences.employees SET employed_until = NULL WHERE employee_id = ${DECLARANT_ID}`);
  }
  const refiled = await call(DECLARANT, 'POST', '', draft(550001));
  assert.equal(refiled.status, 200, JSON.stringify(refiled.body));
  mine = refiled.body.data;
  assert.equal(mine.employedOnConsiderationDate, true);
});

test("the seeded declaration of last year's closed campaign cannot be edited", async () => {
  const own = await call('employee', 'POST', '/search', { sort: ['added-date'] });
  const closed = own.body.data.find((d) => d.campaignYear < campaign.year);
  assert.ok(closed, 'the demo employee has last year\'s declaration');
  assert.equal(closed.editable, false);
  const r = await call('employee', 'PUT', `/${closed.bonusDeclarationId}`, draft(100000, { taxYear: closed.taxYear }));
  const problem = expectProblem(r, 400, 'edit after the deadline');
  assert.match(problem.detail, /deadline|termin/i);
});

test('logs: added for the caller with the server time, searched newest first from a moment; own only', async () => {
  const before = new Date(Date.now() - 60_000).toISOString();
  const a = await call(DECLARANT, 'POST', '/logs', { bonusDeclarationLogTypeId: 1 });
  assert.equal(a.status, 200, JSON.stringify(a.body));
  assert.equal(a.body.data.userId, DECLARANT_ID);
  assert.match(a.body.data.date, /[+-]\d{2}:\d{2}$/);
  await call(DECLARANT, 'POST', '/logs', { bonusDeclarationLogTypeId: 3 });

  const found = await call(DECLARANT, 'POST', '/logs/search', { dateFrom: before });
  assert.equal(found.status, 200);
  assert.equal(found.body.total, 2);
  assert.deepEqual(found.body.data.map((l) => l.bonusDeclarationLogTypeId), [3, 1]);
  const future = await call(DECLARANT, 'POST', '/logs/search', { dateFrom: '2999-01-01T00:00:00+01:00' });
  assert.equal(future.body.total, 0);

  expectProblem(await call(DECLARANT, 'POST', '/logs', { bonusDeclarationLogTypeId: 5 }), 400, 'unknown log type');
  expectProblem(await call(DECLARANT, 'POST', '/logs/search', { dateFrom: 'yesterday' }), 400, 'bad dateFrom');
  expectProblem(await call('employee', 'POST', '/logs/search', { userId: DECLARANT_ID }), 403, 'logs of another');
  const hr = await call('hr', 'POST', '/logs/search', { userId: DECLARANT_ID });
  assert.equal(hr.body.total, 2);
});

test('campaigns: HRPreview and employees cannot write them; a bad campaign is 400', async () => {
  // The body is the campaign itself (route body field "campaign").
  const body = { ...campaign };
  for (const username of ['hrpreview', 'employee']) {
    expectProblem(await call(username, 'PUT', `/campaigns/${campaign.campaignId}`, body), 403, `${username} updates`);
    expectProblem(await call(username, 'POST', '/campaigns', body), 403, `${username} creates`);
  }
  const backwards = { ...campaign, year: 2093, endOn: campaign.startOn, canPlaceEndOn: campaign.endOn };
  const problem = expectProblem(await call('hr', 'POST', '/campaigns', backwards), 400, 'dates out of order');
  assert.ok(problem.errors.endOn, JSON.stringify(problem.errors));
  expectProblem(await call('hr', 'POST', '/campaigns', body), 409, 'a second campaign of the year');
  // Saving the campaign as it is changes nothing but its edited date.
  const same = await call('hr', 'PUT', `/campaigns/${campaign.campaignId}`, body);
  assert.equal(same.status, 200, JSON.stringify(same.body));
  assert.equal(same.body.data.canPlaceEndOn, campaign.canPlaceEndOn);
});

test('the export answers CSV and XLSX files to HR and 403 to an employee', async () => {
  const csv = await request(`${API}/export?format=csv`, { bearer: await tokenOf('hr') });
  assert.equal(csv.status, 200);
  assert.match(csv.headers.get('content-type'), /^text\/csv/);
  assert.match(csv.headers.get('content-disposition'), /deklaracje-zfss-\d{4}\.csv/);
  const text = await csv.text();
  assert.match(text.split('\r\n')[0], /"Numer SAP";"Imię i nazwisko"/);
  assert.match(text, /Magdalena Kamińska/);
  assert.match(text, /;"600,00";/);

  const xlsx = await request(`${API}/export?format=xlsx&lang=en`, { bearer: await tokenOf('hrpreview') });
  assert.equal(xlsx.status, 200);
  assert.match(xlsx.headers.get('content-type'), /spreadsheetml/);
  const bytes = Buffer.from(await xlsx.arrayBuffer());
  assert.equal(bytes.subarray(0, 2).toString(), 'PK');

  await assertProblem(await request(`${API}/export`, { bearer: await tokenOf('employee') }), 403);
  await assertProblem(await request(`${API}/export?format=pdf`, { bearer: await tokenOf('hr') }), 400);
});

test('non-declarants: the people without a declaration in the campaign', async () => {
  const r = await call('hr', 'POST', '/non-declarants/search', { pageSize: 1000 });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  const ids = r.body.data.map((p) => p.userId);
  assert.ok(!ids.includes(DECLARANT_ID), 'the declarant is not listed');
  assert.ok(ids.includes(USERS.hr.id), 'someone without a declaration is');
  assert.ok(r.body.total >= ids.length);
  const searched = await call('hr', 'POST', '/non-declarants/search', { search: 'Wiśniewska' });
  assert.ok(searched.body.data.some((p) => p.userId === USERS.hr.id));
  expectProblem(await call('employee', 'POST', '/non-declarants/search', {}), 403, 'employee');
});
