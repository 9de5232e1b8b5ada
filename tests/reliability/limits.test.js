// Bounded work (a long search is refused at the edge) and idempotent creates/decisions.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { ABSENCES, expectProblem, randomWeek, tokenOf, withdraw } from '../lib/absences.js';
import { request } from '../lib/http.js';
import { pidOf, signIn } from './stack.js';

async function post(username, path, json, headers = {}) {
  const res = await request(`${ABSENCES}${path}`, { method: 'POST', bearer: await tokenOf(username), json, headers });
  const text = await res.text();
  let body = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* keep the text */
  }
  return { status: res.status, body, contentType: res.headers.get('content-type') ?? '' };
}

async function get(username, path) {
  const res = await request(`${ABSENCES}${path}`, { bearer: await tokenOf(username) });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, contentType: res.headers.get('content-type') ?? '' };
}

test('a search longer than 200 characters is a quick 400, in the body or the query', async () => {
  const started = Date.now();
  expectProblem(await post('hr', '/employees/search', { search: 'a'.repeat(201), page: 1, pageSize: 10 }), 400, 'body search');
  expectProblem(await post('hr', '/employees/search', { search: 'x'.repeat(3_900_000), page: 1, pageSize: 10 }), 400, '3.9 MB search');
  expectProblem(await get('hr', `/requests/my?page=1&page-size=10&search=${'b'.repeat(201)}`), 400, 'query search');
  assert.ok(Date.now() - started < 3000, `took ${Date.now() - started} ms`);
  const ok = await post('hr', '/employees/search', { search: 'Kowal', page: 1, pageSize: 10 });
  assert.equal(ok.status, 200, JSON.stringify(ok.body));
});

test('a query string over 8 KiB is 414 problem+json', async () => {
  const r = await get('hr', `/requests/my?page=1&page-size=10&sort=${'a'.repeat(9000)}`);
  expectProblem(r, 414, 'long query');
});

test('a bad Idempotency-Key is 400 problem+json', async () => {
  const w = randomWeek(2029);
  const draft = { requestTypeId: 1, fromDate: w.from, toDate: w.to };
  expectProblem(await post('employee', '/requests', draft, { 'Idempotency-Key': 'k'.repeat(65) }), 400, 'too long');
  expectProblem(await post('employee', '/requests', draft, { 'Idempotency-Key': 'a b' }), 400, 'space');
});

test('a create retried with its Idempotency-Key stores one request and answers the first', async () => {
  const key = randomUUID();
  let draft;
  let first;
  for (let attempt = 0; attempt < 8; attempt += 1) { // a week no other run holds
    const w = randomWeek(2027);
    draft = { requestTypeId: 6, fromDate: w.from, toDate: w.to }; // unpaid leave: no limit
    first = await post('employee', '/requests', draft, { 'Idempotency-Key': key });
    if (first.status !== 409) break;
  }
  assert.equal(first.status, 200, JSON.stringify(first.body));
  try {
    const again = await post('employee', '/requests', draft, { 'Idempotency-Key': key });
    assert.equal(again.status, 200, `the retry answers like the first: ${JSON.stringify(again.body)}`);
    assert.equal(again.body.data.id, first.body.data.id);
    // Another body under the same key is refused, not silently answered with the first.
    const other = await post('employee', '/requests', { ...draft, comment: 'inny' }, { 'Idempotency-Key': key });
    expectProblem(other, 400, 'key reused for another request');
    // A decision retried with its key answers 200 both times, and cancels once.
    const cancelKey = randomUUID();
    const c1 = await post('employee', `/requests/${first.body.data.id}/cancel`, {}, { 'Idempotency-Key': cancelKey });
    assert.equal(c1.status, 200, JSON.stringify(c1.body));
    const c2 = await post('employee', `/requests/${first.body.data.id}/cancel`, {}, { 'Idempotency-Key': cancelKey });
    assert.equal(c2.status, 200, `a retried decision: ${JSON.stringify(c2.body)}`);
    const events = c2.body.data.history ?? c2.body.data.events;
    if (Array.isArray(events)) {
      assert.equal(events.filter((e) => /cancel/.test(e.action)).length, 1, JSON.stringify(events));
    }
  } finally {
    await withdraw(first.body.data.id);
  }
});

test('one deadline per request: with absences frozen, a new token\'s request ends within the deadline', async () => {
  const deadlineMs = Number(process.env.KADRY_GRPC_DEADLINE_MS ?? 5000);
  // A token the gateway has not seen: its access flags are looked up in absences first.
  const token = await signIn('employee');
  const absences = pidOf('absences');
  process.kill(absences, 'SIGSTOP');
  let status;
  let took;
  try {
    const started = Date.now();
    const res = await request(`${ABSENCES}/request-types`, { bearer: token, timeoutMs: 4 * deadlineMs });
    await res.arrayBuffer();
    took = Date.now() - started;
    status = res.status;
  } finally {
    process.kill(absences, 'SIGCONT');
  }
  console.log(`# answered ${status} after ${took} ms`);
  assert.ok([503, 504].includes(status), `answered ${status}`);
  assert.ok(took <= deadlineMs + 500, `answered after ${took} ms, past the ${deadlineMs} ms deadline`);
});
