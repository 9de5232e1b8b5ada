// Starting an extra gateway process for tests that need a broken neighbourhood.

import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { GATEWAY_BIN, ROOT } from './env.js';

/** A TCP port that was free a moment ago (bind port 0, read it, close). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts KADRY_GATEWAY_BIN with the test environment plus `env` on a free port and
 * waits for its /healthz. Answers `{ url, child, output(), stop() }`.
 */
export async function startGateway(env = {}, { readyTimeoutMs = 20000 } = {}) {
  if (!GATEWAY_BIN) throw new Error('KADRY_GATEWAY_BIN is not set');
  const port = await freePort();
  const child = spawn(GATEWAY_BIN, [], {
    cwd: ROOT,
    env: { ...process.env, KADRY_GATEWAY_PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk) => {
    log = (log + chunk.toString()).slice(-8000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  child.on('exit', (code, signal) => {
    exited = { code, signal };
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    for (let i = 0; i < 50 && !exited; i += 1) await sleep(100);
    if (!exited) child.kill('SIGKILL');
  };
  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`gateway exited early (${JSON.stringify(exited)}): ${log}`);
    try {
      const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1000) });
      await res.arrayBuffer();
      if (res.status === 200) return { url, port, child, output: () => log, stop };
    } catch {
      // not listening yet
    }
    await sleep(150);
  }
  await stop();
  throw new Error(`gateway on ${port} not healthy within ${readyTimeoutMs} ms: ${log}`);
}

/**
 * Runs `bin args` with the test environment plus `env` until it exits (at most `timeoutMs`).
 * Answers `{ code, output }` (stdout and stderr together).
 */
export function runBinary(bin, args, env = {}, { timeoutMs = 20000 } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => { output += chunk; });
    child.stderr.on('data', (chunk) => { output += chunk; });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? signal, output });
    });
  });
}
