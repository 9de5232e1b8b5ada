// Quick faults: a killed service comes back by itself; Redis and PostgreSQL restarts
// cost no sign-in and no API call 2 s after they are back (pools and caches heal).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { ROOT, grpcPort } from '../lib/env.js';
import { request } from '../lib/http.js';
import { GATEWAY_URL, ctl, getOk, measure, pidOf, signIn, sleep, supervisorLog, until } from './stack.js';

const api = (token) => () => getOk(`${GATEWAY_URL}/absences/api/request-types`, { bearer: token });
const myRequests = (token) => () => getOk(`${GATEWAY_URL}/absences/api/requests/my?page=1&page-size=5`, { bearer: token });

/** After recovery + 2 s: `count` API calls and `signIns` sign-ins, answers the failures. */
async function failuresAfterRecovery({ count = 40, signIns = 4 } = {}) {
  await sleep(2000);
  const token = await signIn('employee').catch(() => null);
  const failures = [];
  if (!token) failures.push('the first sign-in failed');
  else {
    const calls = await measure(myRequests(token), { count, concurrency: 4 });
    failures.push(...calls.failures);
  }
  for (let i = 0; i < signIns; i += 1) {
    await signIn(i % 2 ? 'manager' : 'hr').catch((e) => failures.push(`sign-in: ${e.message}`));
  }
  return failures;
}

test('kill -9 of absences: the supervisor restarts it and the API answers again', async () => {
  const token = await signIn('employee');
  await api(token)();
  const before = pidOf('absences');
  process.kill(before, 'SIGKILL');
  const took = await until(api(token), { timeoutMs: 15_000 });
  console.log(`# absences answered again ${took} ms after kill -9`);
  // The supervisor's 0.5 s, a start of about a second, the gateway's reconnect: the bound of a
  // process kill in docs/operations.md "Faults".
  assert.ok(took <= 3000, `answered again ${took} ms after the kill`);
  assert.notEqual(pidOf('absences'), before, 'a new process');
  assert.match(supervisorLog(), new RegExp(`absences \\(pid ${before}\\) exited with signal 9`));
});

test('Redis stopped and started: the API keeps working, and 0 calls fail 2 s after it is back', async () => {
  const token = await signIn('employee');
  const calls = measure(api(token), { count: 400, concurrency: 2 }); // across the outage
  await ctl('redis', 'stop');
  try {
    const during = await measure(api(token), { count: 20, concurrency: 2 });
    assert.deepEqual(during.failures, [], 'Redis down degrades the API, never denies it');
  } finally {
    await ctl('redis', 'start');
  }
  await calls;
  assert.deepEqual(await failuresAfterRecovery(), []);
});

test('Redis stopped: sign-in still works, and the new token reaches the API', async () => {
  await ctl('redis', 'stop');
  try {
    // The whole sign-in: authorize, the login page, its form, the code and the token.
    const token = await signIn('employee');
    await api(token)();
    await signIn('manager');
  } finally {
    await ctl('redis', 'start');
  }
});

test('PostgreSQL restarted: pooled connections heal, 0 sign-ins or calls fail 2 s after it is back', async () => {
  const token = await signIn('employee');
  // Use every pooled connection of both services first, so each has one to lose.
  await measure(myRequests(token), { count: 64, concurrency: 16 });
  await Promise.all(Array.from({ length: 8 }, (_, i) => signIn(i % 2 ? 'manager' : 'hr')));
  await ctl('postgres', 'stop');
  try {
    const down = await fetch(`${GATEWAY_URL}/absences/api/requests/my?page=1&page-size=5`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await down.arrayBuffer();
    assert.equal(down.status, 503, 'a database failure is a 503, never a 400');
  } finally {
    await ctl('postgres', 'start');
  }
  assert.deepEqual(await failuresAfterRecovery({ count: 64, signIns: 8 }), []);
});

const DOWN_MS = 4000;

/** Whether 127.0.0.1:`port` accepts a connection within 200 ms. */
function accepts(port) {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    const done = (ok) => {
      s.destroy();
      resolve(ok);
    };
    s.setTimeout(200, () => done(false));
    s.on('connect', () => done(true));
    s.on('error', () => done(false));
  });
}

test('absences down for a while under load: the gateway and the services calling it reach it again within 750 ms of its port answering', async () => {
  const employee = await signIn('employee');
  const hr = await signIn('hr');
  // One route per caller of absences: the gateway itself, and each service that asks it on a
  // user's behalf (work-times and bonus-declarations read the people directory).
  const callers = {
    gateway: api(employee),
    'work-times': () => getOk(`${GATEWAY_URL}/work-times/api/current-workday`, { bearer: employee }),
    'bonus-declarations': async () => {
      const res = await request(`${GATEWAY_URL}/api/bonus-declarations/non-declarants/search`, {
        method: 'POST', bearer: hr, json: { search: 'Kowal', page: 1, pageSize: 5 }, timeoutMs: 5000,
      });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`${res.status} ${text.slice(0, 200)}`);
    },
  };
  for (const [name, call] of Object.entries(callers)) await call().catch((e) => assert.fail(`${name} before the kill: ${e.message}`));
  const port = grpcPort('absences');
  // Other users keep calling all the while: the channels reconnect under load.
  let loading = true;
  const load = Promise.all(Array.from({ length: 4 }, async (_, i) => {
    while (loading) {
      await Object.values(callers)[i % 3]().catch(() => {});
      await sleep(20);
    }
  }));
  try {
    // Down for longer than a restart takes, as when it fails again at start: its supervisor
    // is held while absences is killed, and let go after DOWN_MS.
    const supervisor = Number(readFileSync(`${ROOT}/.data/run/absences.supervisor.pid`, 'utf8'));
    const killedAt = Date.now();
    process.kill(supervisor, 'SIGSTOP');
    try {
      process.kill(pidOf('absences'), 'SIGKILL');
      await sleep(DOWN_MS);
    } finally {
      process.kill(supervisor, 'SIGCONT');
    }
    let acceptsAt = null;
    const back = {};
    await until(async () => {
      if (acceptsAt === null && (await accepts(port))) acceptsAt = Date.now();
      if (acceptsAt === null) throw new Error('absences does not accept connections yet');
      await Promise.all(Object.entries(callers).filter(([name]) => !(name in back)).map(async ([name, call]) => {
        await call();
        back[name] = Date.now();
      }));
      if (Object.keys(back).length < Object.keys(callers).length) throw new Error(`not yet: ${Object.keys(back)}`);
    }, { timeoutMs: 30_000, everyMs: 50 });
    const after = Object.fromEntries(Object.entries(back).map(([name, at]) => [name, at - acceptsAt]));
    console.log(`# absences accepted connections ${acceptsAt - killedAt} ms after kill -9; then reached by ${JSON.stringify(after)} (ms)`);
    for (const [name, ms] of Object.entries(after)) assert.ok(ms <= 750, `${name} reached absences ${ms} ms after its port answered`);
  } finally {
    loading = false;
    await load;
  }
});
