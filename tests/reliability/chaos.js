// ./kadry chaos: the slow fault runs (docs/operations.md "Faults"). Under load on every
// service of the service table (`./kadry services`: later services are covered without an
// edit here), sign-ins and a bounded write load, it kills each service, the gateway, nginx
// and PostgreSQL with SIGKILL and counts acknowledged writes lost; it stops and restarts Redis
// and PostgreSQL; it freezes PostgreSQL under two creates and retries them with their
// Idempotency-Key. Every fault must be recovered from within its bound (RECOVERY_BOUND_MS,
// written in docs/operations.md), sign-in must work while Redis is down, and nothing may fail
// 2 s after recovery. Prints a table; exits 1 when a promise is broken.
// All load goes to 127.0.0.1: at most ~20 writes/s, one reader per service, a sign-in at a time.

import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { ABSENCES, tokenOf } from '../lib/absences.js';
import { ROOT, USERS } from '../lib/env.js';
import { request } from '../lib/http.js';
import { psql } from '../lib/psql.js';
import { GATEWAY_URL, ctl, getOk, measure, pidOf, signIn, sleep, until } from './stack.js';

// How long after a fault every kind of load is answered again at the latest: from the kill
// of a process (its supervisor restarts it; every channel reconnects), from the kill of
// PostgreSQL's postmaster (crash recovery and the pools' reconnects included), and from the
// moment a stopped PostgreSQL or Redis has been started again. docs/operations.md "Faults".
const RECOVERY_BOUND_MS = { process: 3000, postgres: 10_000, restart: 2000 };

const SERVICES = execFileSync(`${ROOT}/kadry`, ['services'], { encoding: 'utf8' })
  .trim().split('\n').map((line) => line.split(/\s+/)[0]);
const schemaOf = (service) => service.replaceAll('-', '_');
const READER = 'hr'; // reads every service's lists

const WRITERS = ['employee', 'manager', 'hr', 'admin'];
const WRITE_INTERVAL_MS = 200; // per writer: 4 writers = 20 writes/s
const READ_INTERVAL_MS = 100; // per service
const SIGN_IN_INTERVAL_MS = 300;
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

/**
 * Each service's read routes for the load: the GET operations of the gateway's OpenAPI
 * document that belong to the service's API (operationId `kadry.<schema>.v1.`), path
 * parameters filled with the reader's own id, downloads left out, kept when they answer 200
 * before any fault; the three quickest per service.
 */
async function readRoutes() {
  const doc = JSON.parse(await getOk(`${GATEWAY_URL}/api/openapi.json`));
  const routes = Object.fromEntries(SERVICES.map((s) => [s, []]));
  for (const [path, operations] of Object.entries(doc.paths)) {
    const id = operations.get?.operationId ?? '';
    const service = SERVICES.find((s) => id.startsWith(`kadry.${schemaOf(s)}.v1.`));
    if (!service || /\/Export/.test(id)) continue;
    const url = `${GATEWAY_URL}${path.replace(/\{[^}]+\}/g, String(USERS[READER].id))}`;
    const started = performance.now();
    try {
      await getOk(url, { bearer: tokens[READER], timeoutMs: 10_000 });
      routes[service].push({ url, ms: performance.now() - started });
    } catch {
      /* not a route the reader may read without arguments */
    }
  }
  for (const service of SERVICES) {
    if (routes[service].length === 0) throw new Error(`no read route of ${service} answers ${READER}: it would get no load`);
    routes[service] = routes[service].sort((a, b) => a.ms - b.ms).slice(0, 3).map((r) => r.url);
  }
  return routes;
}

/**
 * Runs the load for at least LOAD_MS, calling `fault` at KILL_AT_MS: the writers, one reader
 * per service and one sign-in after another. The fault answers when it is over (a kill at
 * once, a stop/start when started again). Each kind of load is back at its first success sent
 * after its last failure, and the load goes on until every kind is back (at most 60 s).
 * Answers the writes, the sign-ins refused while the fault lasted, and the slowest recovery
 * in ms from the fault's end (null when one kind never came back).
 */
async function underLoad(fault) {
  const writes = [];
  const started = Date.now();
  let faultAt = Infinity;
  let overAt = Infinity;
  const kinds = ['writes', 'sign-in', ...SERVICES.map((s) => `read ${s}`)];
  const events = Object.fromEntries(kinds.map((k) => [k, []])); // answers to what was sent after the fault began
  const note = (kind, sentAt, ok) => {
    if (sentAt >= faultAt) events[kind].push({ sentAt, at: Date.now(), ok });
  };
  // When `kind` was answered again: the first success sent after its last failure (null: not
  // yet); a kind that never failed was never away.
  const backAt = (kind) => {
    const failures = events[kind].filter((e) => !e.ok);
    if (failures.length === 0) return overAt;
    const lastFailure = Math.max(...failures.map((e) => e.sentAt));
    const after = events[kind].filter((e) => e.ok && e.sentAt > lastFailure && e.at >= overAt);
    return after.length ? Math.min(...after.map((e) => e.at)) : null;
  };
  const recovered = () => kinds.every((k) => backAt(k) !== null);
  const going = () => Date.now() - started < LOAD_MS || overAt === Infinity || (!recovered() && Date.now() - overAt < 60_000);
  let signInsRefused = 0;
  const writer = async (username) => {
    while (going()) {
      const w = { username, day: freshDay(), key: randomUUID(), startedAt: Date.now() };
      Object.assign(w, await create(username, w.day, w.key));
      w.at = Date.now();
      note('writes', w.startedAt, !failedByFault(w)); // a 4xx (a random day that is a holiday) is an answer
      writes.push(w);
      await sleep(WRITE_INTERVAL_MS);
    }
  };
  const reader = async (service) => {
    for (let i = 0; going(); i += 1) {
      const sentAt = Date.now();
      const ok = await getOk(routes[service][i % routes[service].length], { bearer: tokens[READER] }).then(() => true, () => false);
      note(`read ${service}`, sentAt, ok);
      await sleep(READ_INTERVAL_MS);
    }
  };
  const signer = async () => {
    while (going()) {
      const sentAt = Date.now();
      const ok = await signIn('employee').then(() => true, () => false);
      if (!ok && sentAt >= faultAt && sentAt < overAt) signInsRefused += 1;
      note('sign-in', sentAt, ok);
      await sleep(SIGN_IN_INTERVAL_MS);
    }
  };
  const load = Promise.all([...WRITERS.map(writer), ...SERVICES.map(reader), signer()]);
  await sleep(KILL_AT_MS);
  faultAt = Date.now();
  await fault();
  overAt = Date.now();
  await load;
  const back = kinds.map((k) => [k, backAt(k)]).sort((a, b) => (b[1] ?? Infinity) - (a[1] ?? Infinity));
  const recoveredMs = recovered() ? Math.max(0, back[0][1] - overAt) : null;
  const slowest = !recovered() ? back.filter(([, at]) => at === null).map(([k]) => k).join(', ')
    : recoveredMs > 0 ? back[0][0] : 'nothing failed';
  return { writes, recoveredMs, slowest, signInsRefused, faultMs: overAt - faultAt };
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
  for (const service of SERVICES) {
    for (const url of routes[service]) await getOk(url, { bearer: tokens[READER] }).catch((e) => failures.push(`${service}: ${e.message}`));
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
let routes = {};
const rows = [];
let broken = false;

/** One row of the table from a fault's load; `bound` is its recovery bound in ms. */
async function record(fault, { writes, recoveredMs, slowest, signInsRefused }, bound, { signInMustWork = false } = {}) {
  await waitForApi();
  const v = await verify(writes);
  const after = await failuresAfter();
  const late = recoveredMs === null || recoveredMs > bound;
  rows.push({ fault, ...v, recoveredMs, bound, slowest, signInsRefused, after: after.length });
  if (v.lost > 0 || v.collided > 0 || after.length > 0 || late || (signInMustWork && signInsRefused > 0)) broken = true;
  if (late) console.error(`${fault}: recovered after ${recoveredMs ?? 'never'} ms (${slowest}), bound ${bound} ms`);
  if (signInMustWork && signInsRefused > 0) console.error(`${fault}: ${signInsRefused} sign-ins refused`);
  if (after.length) console.error(`${fault}: ${after.slice(0, 3).join(' | ')}`);
}

async function killRun(name) {
  const load = await underLoad(async () => {
    if (name === 'postgres') {
      killPostgres();
      await sleep(500);
      await restartPostgres();
    } else {
      process.kill(pidOf(name), 'SIGKILL');
    }
  });
  // A killed PostgreSQL is started again inside the fault: its bound runs from the kill.
  if (name === 'postgres') load.recoveredMs = load.recoveredMs === null ? null : load.recoveredMs + load.faultMs;
  await record(`kill -9 ${name}`, load, name === 'postgres' ? RECOVERY_BOUND_MS.postgres : RECOVERY_BOUND_MS.process);
}

async function restartRun(what) {
  const load = await underLoad(async () => {
    await ctl(what, 'stop');
    await sleep(3000);
    await ctl(what, 'start');
  });
  // Sign-in needs PostgreSQL (the accounts), never Redis.
  await record(`stop/start ${what}`, load, RECOVERY_BOUND_MS.restart, { signInMustWork: what === 'redis' });
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
    failed: writes.filter(failedByFault).length, lost: 0, collided, recoveredMs: null, signInsRefused: null, after: 0,
    note: `first answers ${writes.map((w) => w.status).join(', ')}; retries stored ${stored}` });
  if (collided > 0) broken = true;
}

for (const u of [...WRITERS, READER]) tokens[u] = await tokenOf(u);
routes = await readRoutes();
console.log(`services: ${SERVICES.join(', ')}; read load: ${SERVICES.map((s) => `${s} ${routes[s].length} routes`).join(', ')}`);
for (const name of [...SERVICES, 'gateway', 'nginx', 'postgres']) await killRun(name);
await restartRun('redis');
await restartRun('postgres');
await freezeRun();

// The requests of this run (and of any run cut short): chaos's own years, 2100 and later, so
// that the suites' lists of the demo users stay as the seed made them.
psql("DELETE FROM absences.requests WHERE from_date >= '2100-01-01'");

const pad = (s, n) => String(s).padEnd(n);
console.log('\nacked: writes answered 200; lost: acked but gone afterwards; failed: 5xx or no answer during the fault;');
console.log('retry 409: failed writes whose retry with the same Idempotency-Key collided with their own earlier write;');
console.log('back after: from the kill, or from the start again after a stop, until writes, sign-ins and every');
console.log('service\'s reads were all answered again (the slowest of them last); bound: the most it may take;');
console.log('sign-ins refused: while the fault lasted (while Redis is down there must be none).');
console.log(`\n${pad('fault', 28)}${pad('acked', 7)}${pad('lost', 6)}${pad('failed', 8)}${pad('retry 409', 11)}` +
  `${pad('back after', 12)}${pad('bound', 10)}${pad('sign-ins refused', 18)}${pad('failed 2 s after', 18)}slowest`);
for (const r of rows) {
  const back = r.recoveredMs === null ? (r.bound === undefined ? '-' : 'never') : `${r.recoveredMs} ms`;
  console.log(`${pad(r.fault, 28)}${pad(r.acked, 7)}${pad(r.lost, 6)}${pad(r.failed, 8)}${pad(r.collided, 11)}` +
    `${pad(back, 12)}${pad(r.bound === undefined ? '-' : `${r.bound} ms`, 10)}${pad(r.signInsRefused ?? '-', 18)}` +
    `${pad(r.after, 18)}${r.slowest ?? ''}${r.note ? `(${r.note})` : ''}`);
}
console.log(broken ? '\nBROKEN: see the rows above' : '\nall promises held');
process.exit(broken ? 1 : 0);
