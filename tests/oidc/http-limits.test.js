// The provider's own connection and body limits (docs/security-identity.md): bodies are
// refused by their announced size before being read, idle keep-alive connections are
// closed soon. Slow and idle clients at scale are the nginx front's job, so these talk to
// the process behind it.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { IDENTITY_PROCESS_URL, tokenRequest } from '../lib/index.js';

const { hostname, port } = new URL(IDENTITY_PROCESS_URL);

/** Writes `text` on a raw connection; answers what came back and when the server closed. */
function raw(text, { waitMs = 8000 } = {}) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname);
    let received = '';
    let firstAnswerMs;
    socket.on('data', (d) => {
      if (firstAnswerMs === undefined) firstAnswerMs = Date.now() - started;
      received += d.toString('latin1');
    });
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ received, firstAnswerMs, closedMs: undefined });
    }, waitMs);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ received, firstAnswerMs, closedMs: Date.now() - started });
    });
    socket.on('error', reject);
    socket.write(text);
  });
}

test('a body announced larger than the limit is refused with 413 before it is sent', async () => {
  const r = await raw(
    `POST /token HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${64 * 1024 * 1024}\r\n\r\n`,
  );
  assert.match(r.received, /^HTTP\/1\.1 413/, r.received.slice(0, 200));
  assert.ok(r.firstAnswerMs < 2000, `answered after ${r.firstAnswerMs} ms`);
});

test('a 1 MiB form body at /token is 413, not read and judged', async () => {
  const r = await tokenRequest({ grant_type: 'client_credentials', padding: 'x'.repeat(1024 * 1024) });
  assert.equal(r.status, 413);
});

test('an idle keep-alive connection is closed within a few seconds', async () => {
  const r = await raw(`GET /healthz HTTP/1.1\r\nHost: ${hostname}\r\nConnection: keep-alive\r\n\r\n`);
  assert.match(r.received, /^HTTP\/1\.1 200/);
  assert.ok(r.closedMs !== undefined && r.closedMs < 3500, `closed after ${r.closedMs} ms`);
});
