// ./kadry chaos: the slow fault runs (docs/operations.md). Under a bounded write load it
// kills each process and PostgreSQL with SIGKILL and counts acknowledged writes lost;
// it stops and restarts Redis and PostgreSQL and counts failed sign-ins and API calls
// 2 s after they are back; it freezes PostgreSQL under two creates and retries them with
// their Idempotency-Key. Prints a table; exits 1 when a promise is broken.
// All load goes to 127.0.0.1, at most ~20 writes/s for ~10 s per fault.

import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { ABSENCES, tokenOf } from '../lib/absences.js';
import { request } from '../lib/http.js';
import { GATEWAY_URL, ctl, getOk, measure, pidOf, signIn, sleep, until } from './stack.js';

const WRITERS = ['employee', 'manager', 'hr', 'admin'];
const WRITE_INTERVAL_MS = 200; // per writer: 4 writers = 20 writes/s
const LOAD_MS = 9000;
const KILL_AT_MS = 3000;

// Distinct working days far from the test suites' years (2027-2029), in eight years of
// their own per run so that earlier runs' requests rarely overlap: one-day unpaid leave.
const BASE_YEAR = 2100 + Math.floor(Math.random() * 800);
const usedDays = new Set();
function freshDay() {
  for (;;) {
    const t = Date.UTC(BASE_YEAR + Math.floor(Math.random() * 8), 0, 1) + Math.floor(Math.random() * 365) * 86_400_000;
    const d = new Date(t);
    const day = d.toISOString().slice(0, 10);
    if (d.getUTCDay() === 0 || d.getUTCDay() === 6 || usedDays.has(day)) continue;
    usedDays.add(day);
    return day;
  }
}

async function create(username, day, key) {
  try {
    const res = await request(`${ABSENCES}/requests`, {
      method: 'POST',
      bearer: await tokenOf(username),
      json: { requestTypeId: 6, fromDate: day, toDate: day },
      headers: { 'Idempotency-Key': key },
      timeoutMs: 10_000,
    });
    const text = await res.text();
    const body = res.status === 200 || res.status === 409 ? JSON.parse(text) : null;
    return { status: res.status, id: res.status === 200 ? body.data.id : null,
      conflicts: res.status === 409 ? (body.conflicts ?? []).map((c) => c.id) : [] };
  } catch (e) {
    return { status: 0, id: null, error: String(e.message ?? e) };
  }
}

async function exists(id) {
  const res = await request(`${ABSENCES}/requests/${id}`, { bearer: await tokenOf('hr'), timeoutMs: 10_000 });
  await res.arrayBuffer();
  if (res.status !== 200 && res.status !== 404) throw new Error(`checking ${id}: ${res.status}`);
  return res.status === 200;
}

/** Runs the write load for LOAD_MS, calling `fault` at KILL_AT_MS; answers what happened. */
async function underWriteLoad(fault) {
  const writes = [];
  const started = Date.now();
  let faultAt = Infinity;
  let backAt = null;
  const writer = async (username) => {
    while (Date.now() - started < LOAD_MS) {
      const w = { username, day: freshDay(), key: randomUUID(), startedAt: Date.now() };
      Object.assign(w, await create(username, w.day, w.key));
      w.at = Date.now();
      if (w.status === 200 && w.startedAt > faultAt && backAt === null) backAt = w.at;
      writes.push(w);
      await sleep(WRITE_INTERVAL_MS);
    }
  };
  const load = Promise.all(WRITERS.map(writer));
  await sleep(KILL_AT_MS);
  faultAt = Date.now();
  await fault();
  await load;
  return { writes, recoveredMs: backAt ? backAt - faultAt : null };
}

// Not acknowledged because of the fault: no answer, or a 5xx (4xx: e.g. a random day that
// is a public holiday, refused whatever happens).
const failedByFault = (w) => w.status === 0 || w.status >= 500;

/** Everything acknowledged must still be there; retries of failed writes with their key. */
async function verify(writes) {
  const acked = writes.filter((w) => w.status === 200);
  let lost = 0;
  for (const w of acked) if (!(await exists(w.id))) lost += 1;
  // The user retries each failed write with the same key: never a 409 against their own
  // ghost (a request made in this run; an earlier run's request on the day does not count).
  const firstOfRun = Math.min(...acked.map((w) => w.id));
  let collided = 0;
  for (const w of writes.filter(failedByFault)) {
    const again = await create(w.username, w.day, w.key);
    if (again.status === 409 && again.conflicts.some((id) => id >= firstOfRun)) collided += 1;
  }
  return { acked: acked.length, failed: writes.filter(failedByFault).length, lost, collided };
}

/** 2 s after recovery: API calls and sign-ins that fail. */
async function failuresAfter() {
  await sleep(2000);
  const failures = [];
  let token = null;
  try {
    token = await signIn('employee');
  } catch (e) {
    failures.push(`sign-in: ${e.message}`);
  }
  if (token) {
    const calls = await measure(() => getOk(`${GATEWAY_URL}/absences/api/requests/my?page=1&page-size=5`, { bearer: token }), { count: 40 });
    failures.push(...calls.failures);
  }
  for (const u of ['manager', 'hr', 'admin', 'employee']) await signIn(u).catch((e) => failures.push(`sign-in: ${e.message}`));
  return failures;
}

const waitForApi = () => until(() => getOk(`${GATEWAY_URL}/absences/api/request-types`, { bearer: tokens.employee }), { timeoutMs: 60_000 });

function killPostgres() {
  const postmaster = pidOf('postgres');
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)], { encoding: 'utf8' })
    .split('\n').map(Number).filter(Boolean);
  process.kill(postmaster, 'SIGKILL');
  for (const pid of children) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
}

async function restartPostgres() {
  // The killed cluster needs its backends gone before it starts again (crash recovery).
  await until(() => ctl('postgres', 'start'), { timeoutMs: 60_000, everyMs: 500 });
}

function postgresPids() {
  const postmaster = pidOf('postgres');
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)], { encoding: 'utf8' })
    .split('\n').map(Number).filter(Boolean);
  return [postmaster, ...children];
}

const tokens = {};
const rows = [];
let broken = false;

async function killRun(name) {
  const { writes, recoveredMs } = await underWriteLoad(async () => {
    if (name === 'postgres') {
      killPostgres();
      await sleep(500);
      await restartPostgres();
    } else {
      process.kill(pidOf(name), 'SIGKILL');
    }
  });
  await waitForApi();
  const v = await verify(writes);
  const after = await failuresAfter();
  rows.push({ fault: `kill -9 ${name}`, ...v, recoveredMs, after: after.length });
  if (v.lost > 0 || v.collided > 0 || after.length > 0) broken = true;
  if (after.length) console.error(`${name}: ${after.slice(0, 3).join(' | ')}`);
}

async function restartRun(what) {
  const { writes, recoveredMs } = await underWriteLoad(async () => {
    await ctl(what, 'stop');
    await sleep(3000);
    await ctl(what, 'start');
  });
  await waitForApi();
  const v = await verify(writes);
  const after = await failuresAfter();
  rows.push({ fault: `stop/start ${what}`, ...v, recoveredMs, after: after.length });
  if (v.lost > 0 || v.collided > 0 || after.length > 0) broken = true;
  if (after.length) console.error(`${what}: ${after.slice(0, 3).join(' | ')}`);
}

async function freezeRun() {
  // Two creates while PostgreSQL is frozen longer than the gateway's deadline: both time out.
  const pids = postgresPids();
  const writes = WRITERS.slice(0, 2).map((username) => ({ username, day: freshDay(), key: randomUUID() }));
  pids.forEach((p) => process.kill(p, 'SIGSTOP'));
  const pending = writes.map((w) => create(w.username, w.day, w.key).then((r) => Object.assign(w, r)));
  await sleep(7000);
  pids.forEach((p) => process.kill(p, 'SIGCONT'));
  await Promise.all(pending);
  await waitForApi();
  let collided = 0;
  let stored = 0;
  for (const w of writes) {
    const again = await create(w.username, w.day, w.key); // the user's retry
    if (again.status === 409) collided += 1;
    if (again.status === 200) stored += 1;
  }
  rows.push({ fault: 'freeze postgres 7 s', acked: writes.filter((w) => w.status === 200).length,
    failed: writes.filter(failedByFault).length, lost: 0, collided, recoveredMs: null, after: 0,
    note: `first answers ${writes.map((w) => w.status).join(', ')}; retries stored ${stored}` });
  if (collided > 0) broken = true;
}

for (const u of WRITERS) tokens[u] = await tokenOf(u);
for (const name of ['absences', 'identity', 'gateway', 'nginx', 'postgres']) await killRun(name);
await restartRun('redis');
await restartRun('postgres');
await freezeRun();

const pad = (s, n) => String(s).padEnd(n);
console.log('\nacked: writes answered 200; lost: acked but gone afterwards; failed: 5xx or no answer during the fault;');
console.log('retry 409: failed writes whose retry with the same Idempotency-Key collided with their own earlier write;');
console.log('back after: from the fault to the first write sent after it that succeeded.');
console.log(`\n${pad('fault', 22)}${pad('acked', 7)}${pad('lost', 6)}${pad('failed', 8)}${pad('retry 409', 11)}${pad('back after', 12)}failed 2 s after recovery`);
for (const r of rows) {
  console.log(`${pad(r.fault, 22)}${pad(r.acked, 7)}${pad(r.lost, 6)}${pad(r.failed, 8)}${pad(r.collided, 11)}` +
    `${pad(r.recoveredMs === null ? '-' : `${r.recoveredMs} ms`, 12)}${r.after}${r.note ? `  (${r.note})` : ''}`);
}
console.log(broken ? '\nBROKEN: see the rows above' : '\nall promises held');
process.exit(broken ? 1 : 0);
