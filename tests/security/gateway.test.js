// Attacks on the gateway that used to stop it: each must be
// answered with a 4xx, and the gateway must go on answering everyone else.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GATEWAY_URL, USERS, request, tokensFor } from '../lib/index.js';
import { rawRequest } from './raw-http.js';

const PRESETS = `/api/users/${USERS.employee.id}/presets`;

let token;
async function employeeToken() {
  token ??= (await tokensFor('employee', { client: 'kadry-web', scope: 'openid absences' })).access_token;
  return token;
}

async function assertGatewayAlive() {
  const res = await request(`${GATEWAY_URL}/api/configuration`, { bearer: await employeeToken() });
  assert.equal(res.status, 200, 'the gateway still answers a signed-in user');
}

test('a JSON body nested 100 000 levels deep is a 400, and the gateway lives on', async () => {
  const deep = '['.repeat(100_000) + ']'.repeat(100_000);
  for (const [path, body] of [
    // A whole-body route: the old gateway re-serialised this tree and overflowed its stack.
    ['/absences/api/employees/search', `{"a":${deep}}`],
    ['/absences/api/employees/search', `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`],
    [PRESETS, `{"key":"sec-deep","name":"x","data":${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}}`],
    ['/absences/api/requests', deep],
  ]) {
    const res = await request(`${GATEWAY_URL}${path}`, {
      method: 'POST',
      bearer: await employeeToken(),
      headers: { 'content-type': 'application/json' },
      body,
    });
    const text = await res.text();
    assert.equal(res.status, 400, `${path}: ${res.status} ${text.slice(0, 200)}`);
    assert.match(res.headers.get('content-type') ?? '', /^application\/problem\+json/);
    assert.match(JSON.parse(text).detail, /nested/);
  }
  await assertGatewayAlive();
});

test('a TAB, SPACE or %09 inside the token is a 401, never an abort', async () => {
  const good = await employeeToken();
  const at = good.lastIndexOf('.') + 10;
  for (const insert of ['\t', ' ', '%09', '%0D%0A']) {
    const altered = good.slice(0, at) + insert + good.slice(at);
    const res = await rawRequest(GATEWAY_URL, `GET /api/configuration HTTP/1.1\r\nAuthorization: Bearer ${altered}`);
    assert.equal(res.status, 401, `inserted ${JSON.stringify(insert)}: ${res.text.slice(0, 200)}`);
    // The same through an API route that would forward the token to a service.
    const forwarded = await rawRequest(
      GATEWAY_URL,
      `GET /absences/api/requests/my?page=1&page-size=1 HTTP/1.1\r\nAuthorization: Bearer ${altered}`,
    );
    assert.equal(forwarded.status, 401, `forwarded, inserted ${JSON.stringify(insert)}`);
  }
  await assertGatewayAlive();
});

test('a NUL character in text is refused with 400 instead of cutting the text', async () => {
  const bearer = await employeeToken();
  const res = await request(`${GATEWAY_URL}${PRESETS}`, {
    method: 'POST',
    bearer,
    json: { key: 'sec-nul', name: 'a\u0000b', data: {} },
  });
  assert.equal(res.status, 400, await res.text());
  const query = await request(`${GATEWAY_URL}${PRESETS}?key=a%00b`, { bearer });
  assert.equal(query.status, 400, await query.text());
  const listed = await request(`${GATEWAY_URL}${PRESETS}?key=sec-nul`, { bearer });
  assert.equal((await listed.json()).total, 0, 'nothing was stored');
});
