// ./kadry up in the foreground and ./kadry down from another shell (docs/operations.md
// "Supervision"): down stops everything, the foreground up included, so nothing starts again
// behind it and the next up starts cleanly. Restarts the whole stack (about a minute).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import net from 'node:net';
import { promisify } from 'node:util';
import { PG_PORT, REDIS_PORT, ROOT } from '../lib/env.js';
import { GATEWAY, IDENTITY, sleep } from './stack.js';

const run = promisify(execFile);

function accepts(port) {
  return new Promise((resolve) => {
    const s = net.connect(Number(port), '127.0.0.1');
    const done = (ok) => {
      s.destroy();
      resolve(ok);
    };
    s.setTimeout(500, () => done(false));
    s.on('connect', () => done(true));
    s.on('error', () => done(false));
  });
}

/** Resolves with the exit code, or null when `child` is still running after `ms`. */
function exitWithin(child, ms) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

test('./kadry down stops a foreground ./kadry up: nothing starts again, and the next up starts', { timeout: 900_000 }, async () => {
  const env = { ...process.env };
  delete env.KADRY_DETACH;
  const up = spawn(`${ROOT}/kadry`, ['up'], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  up.stdout.on('data', (d) => { output += d; });
  up.stderr.on('data', (d) => { output += d; });
  try {
    for (let i = 0; i < 6000 && !/Kadry is running/.test(output); i += 1) {
      assert.equal(up.exitCode, null, `./kadry up ended early: ${output.slice(-2000)}`);
      await sleep(100);
    }
    assert.match(output, /Kadry is running/, output.slice(-2000));

    await run(`${ROOT}/kadry`, ['down'], { env, timeout: 120_000 });
    const code = await exitWithin(up, 15_000);
    assert.notEqual(code, null, `the foreground up still runs after down: ${output.slice(-1500)}`);
    // Its loop checked every 2 s: give it time to (wrongly) start anything again.
    await sleep(5000);
    const running = [];
    for (const [name, port] of [['PostgreSQL', PG_PORT], ['Redis', REDIS_PORT], ['gateway', GATEWAY.port], ['identity', IDENTITY.port]]) {
      if (await accepts(port)) running.push(`${name} (${port})`);
    }
    assert.deepEqual(running, [], `still listening after down: ${output.slice(-1500)}`);
  } finally {
    if (up.exitCode === null && up.signalCode === null) {
      process.kill(-up.pid, 'SIGTERM');
      await exitWithin(up, 60_000);
    }
    // The next up starts the stack again for the tests after this one.
    await run(`${ROOT}/kadry`, ['up'], { env: { ...env, KADRY_DETACH: '1' }, timeout: 600_000 });
  }
});
