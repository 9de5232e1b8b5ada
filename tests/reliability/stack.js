// Helpers of the fault and load checks (tests/reliability/): the local stack's processes,
// bounded load against 127.0.0.1 only, and latency statistics.

import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { promisify } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { GATEWAY_URL, IDENTITY_URL, ROOT } from '../lib/env.js';
import { request } from '../lib/http.js';
import { tokensFor } from '../lib/login.js';

const run = promisify(execFile);

/** `./kadry ctl postgres|redis start|stop`: the script's own way to run them. */
export async function ctl(what, action) {
  await run(`${ROOT}/kadry`, ['ctl', what, action], { env: process.env, timeout: 60_000 });
}

/** The pid of a supervised process (.data/run/<name>.pid), or of PostgreSQL's postmaster. */
export function pidOf(name) {
  const file = name === 'postgres' ? `${ROOT}/.data/pg/postmaster.pid` : `${ROOT}/.data/run/${name}.pid`;
  return Number(readFileSync(file, 'utf8').split('\n')[0]);
}

export function supervisorLog() {
  try {
    return readFileSync(`${ROOT}/.data/logs/supervisor.log`, 'utf8');
  } catch {
    return '';
  }
}

/** host and port of a public URL; the load never leaves 127.0.0.1. */
export function endpointOf(url) {
  const u = new URL(url);
  return { host: '127.0.0.1', port: Number(u.port || 80) };
}
export const GATEWAY = endpointOf(GATEWAY_URL);
export const IDENTITY = endpointOf(IDENTITY_URL);

export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * `count` calls of `fn` with `concurrency` at a time; answers the latencies (ms) of the
 * ones that succeeded and the failures as strings.
 */
export async function measure(fn, { count = 100, concurrency = 4 } = {}) {
  const latencies = [];
  const failures = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      const started = performance.now();
      try {
        await fn();
        latencies.push(performance.now() - started);
      } catch (e) {
        failures.push(String(e.message ?? e).slice(0, 200));
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { latencies, failures, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

/** One GET that must answer 200 within `timeoutMs`. */
export async function getOk(url, { bearer, timeoutMs = 5000 } = {}) {
  const res = await request(url, { bearer, timeoutMs });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${text.slice(0, 200)}`);
  return text;
}

/** A kadry-web access token (a full sign-in through the login page). */
export async function signIn(username = 'employee') {
  return (await tokensFor(username, { client: 'kadry-web', scope: 'openid absences' })).access_token;
}

/**
 * Hostile neighbours: `idle` keep-alive connections that sent one request and stay open,
 * `slow` slowloris connections that dribble a header byte every 2 s, and `polite` clients
 * sending one request every 4 s on a kept-alive connection. Answers close().
 */
export function openNeighbours({ host, port }, { idle = 0, slow = 0, polite = 0 } = {}) {
  const sockets = [];
  const timers = [];
  const open = () => {
    const s = net.connect({ host, port });
    s.on('error', () => {});
    s.on('data', () => {});
    sockets.push(s);
    return s;
  };
  const get = `GET /healthz HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: keep-alive\r\n\r\n`;
  for (let i = 0; i < idle; i += 1) open().write(get);
  for (let i = 0; i < slow; i += 1) {
    const s = open();
    s.write(`GET /healthz HTTP/1.1\r\nHost: localhost:${port}\r\n`);
    timers.push(setInterval(() => s.writable && s.write('X'), 2000));
  }
  for (let i = 0; i < polite; i += 1) {
    const s = open();
    s.write(get);
    timers.push(setInterval(() => s.writable && s.write(get), 4000));
  }
  return {
    sockets,
    open: () => sockets.filter((s) => !s.destroyed).length,
    close() {
      timers.forEach(clearInterval);
      sockets.forEach((s) => s.destroy());
    },
  };
}

/** Polls `fn` until it resolves or `timeoutMs` passes; answers the ms it took. */
export async function until(fn, { timeoutMs = 30_000, everyMs = 100 } = {}) {
  const started = Date.now();
  let last;
  while (Date.now() - started < timeoutMs) {
    try {
      await fn();
      return Date.now() - started;
    } catch (e) {
      last = e;
    }
    await sleep(everyMs);
  }
  throw new Error(`not recovered within ${timeoutMs} ms: ${last?.message ?? last}`);
}

export { GATEWAY_URL, IDENTITY_URL, sleep };
