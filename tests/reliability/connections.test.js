// Hundreds of idle, slow (slowloris) and keep-alive connections must not starve other
// users: nginx holds them, the thread-per-connection servers see whole requests only.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GATEWAY, GATEWAY_URL, IDENTITY, IDENTITY_URL, getOk, measure, openNeighbours, signIn, sleep } from './stack.js';

test('other users keep their latency under 300 idle, 150 slowloris and 150 keep-alive connections', async () => {
  const token = await signIn('employee');
  const calls = [
    () => getOk(`${GATEWAY_URL}/absences/api/request-types`, { bearer: token }),
    () => getOk(`${GATEWAY_URL}/config.json`),
    () => getOk(`${IDENTITY_URL}/.well-known/openid-configuration`),
  ];
  let i = 0;
  const mixed = () => calls[i++ % calls.length]();
  await measure(mixed, { count: 30 }); // warm-up: channels, caches
  const unloaded = await measure(mixed, { count: 150 });

  const gw = openNeighbours(GATEWAY, { idle: 200, slow: 100, polite: 100 });
  const idp = openNeighbours(IDENTITY, { idle: 100, slow: 50, polite: 50 });
  try {
    await sleep(1500); // every neighbour connected and settled
    // Starvation holds for as long as the neighbours do; a 2-core scheduling hiccup does not. A p99
    // of 150 samples is their second-worst, so one hiccup can decide it: up to three rounds are
    // taken, and the best must stay within bounds (every round must lose nothing).
    const bound = Math.max(2 * unloaded.p99, unloaded.p99 + 20); // 20 ms of slack for 2 shared cores
    const rounds = [];
    for (let round = 0; round < 3; round += 1) {
      rounds.push(await measure(mixed, { count: 150 }));
      if (rounds.at(-1).p99 <= bound) break;
    }
    const held = gw.open() + idp.open();
    const loaded = rounds.reduce((best, r) => (r.p99 < best.p99 ? r : best));
    console.log(`# p99 unloaded ${unloaded.p99.toFixed(1)} ms, loaded ${rounds.map((r) => r.p99.toFixed(1)).join(' / ')} ms ` +
      `(p50 ${unloaded.p50.toFixed(1)} -> ${loaded.p50.toFixed(1)} ms), ${held} neighbour connections open`);
    assert.deepEqual(rounds.flatMap((r) => r.failures), [], 'no request of another user may fail');
    assert.ok(held >= 550, `the neighbours must really be connected (${held} open)`);
    assert.ok(loaded.p99 <= bound, `p99 ${loaded.p99.toFixed(1)} ms loaded vs ${unloaded.p99.toFixed(1)} ms unloaded`);
  } finally {
    gw.close();
    idp.close();
  }
});

test('the front hides its version and answers its own refusals as problem+json', async () => {
  const res = await fetch(`${GATEWAY_URL}/config.json`);
  await res.arrayBuffer();
  assert.doesNotMatch(res.headers.get('server') ?? '', /\d/, 'no version in Server');
  // A header larger than the front accepts (16 KiB lines).
  const big = await fetch(`${GATEWAY_URL}/config.json`, { headers: { 'x-filler': 'a'.repeat(40_000) } });
  assert.equal(big.status, 400);
  assert.match(big.headers.get('content-type') ?? '', /^application\/problem\+json/);
  assert.equal((await big.json()).status, 400);
});
