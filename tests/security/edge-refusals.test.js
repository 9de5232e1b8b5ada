// Bad requests at the public ports (docs/operations.md "Connections"): whatever bytes a client
// sends, the answer is never a 5xx, and a refusal is problem+json, never nginx's own HTML page.
// About 550 requests per port (control characters, NUL, overlong addresses and headers, odd
// methods and versions, bad Host headers, broken body framing: tests/security/bad-inputs.js).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GATEWAY_URL, IDENTITY_URL, request, tokensFor } from '../lib/index.js';
import { badInputs, exchange } from './bad-inputs.js';

/** What is wrong with the answer to case `name`, or null. */
function fault(name, { status, headers, body }, { htmlPagesAllowed }) {
  // nginx reads a PRI request line as the start of an HTTP/2 connection (not served here)
  // and closes it: no answer is due to that one.
  if (status === 0) return name === 'method "PRI"' ? null : 'no answer';
  if (status >= 500) return `${status}`;
  if (/<center>nginx<\/center>/.test(body)) return `${status} nginx's HTML page`;
  if (status < 400) return null;
  const type = (headers['content-type'] ?? '').split(';')[0].trim();
  if (type === 'application/problem+json') {
    try {
      const problem = JSON.parse(body || '{}');
      if (body && problem.status !== status) return `${status} problem with status ${problem.status}`;
    } catch {
      return `${status} problem+json that is not JSON`;
    }
    return null;
  }
  // The provider answers its own pages' errors as pages (the login page, "expired").
  if (htmlPagesAllowed && type === 'text/html') return null;
  return `${status} ${type || 'without a content type'}`;
}

async function sweep(baseUrl, paths, options) {
  const { port, host } = new URL(baseUrl);
  const cases = badInputs(`127.0.0.1:${port}`, paths);
  assert.ok(cases.length > 450, `${cases.length} cases`);
  const faults = [];
  const statuses = {};
  // Four at a time: fast enough, and far below anything that would look like load.
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const c = cases[next];
      next += 1;
      const answer = await exchange(Number(port), c.bytes);
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      const f = fault(c.name, answer, options);
      if (f) faults.push(`${c.name}: ${f}`);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  console.log(`# ${host}: ${cases.length} bad requests, statuses ${JSON.stringify(statuses)}`);
  return faults;
}

test('the gateway port answers every bad request with a 4xx problem+json or a normal answer, never a 5xx or HTML', async () => {
  const faults = await sweep(GATEWAY_URL, ['/api/configuration', '/absences/api/requests/my', '/'], { htmlPagesAllowed: false });
  assert.deepEqual(faults, [], `${faults.length} faults:\n${faults.slice(0, 40).join('\n')}`);
});

test('the identity port answers every bad request with a 4xx problem+json or its own page, never a 5xx or nginx HTML', async () => {
  const faults = await sweep(IDENTITY_URL, ['/authorize', '/token', '/.well-known/openid-configuration'], { htmlPagesAllowed: true });
  assert.deepEqual(faults, [], `${faults.length} faults:\n${faults.slice(0, 40).join('\n')}`);
});

test('after the sweep both ports still serve a signed-in user', async () => {
  const { access_token: token } = await tokensFor('employee', { client: 'kadry-web', scope: 'openid absences' });
  const res = await request(`${GATEWAY_URL}/api/configuration`, { bearer: token });
  await res.arrayBuffer();
  assert.equal(res.status, 200);
});
