// Quick faults: a killed service comes back by itself; Redis and PostgreSQL restarts
// cost no sign-in and no API call 2 s after they are back (pools and caches heal).

import { test } from 'node:test';
import assert from 'node:assert/strict';
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
