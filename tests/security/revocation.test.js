// Revocation reaches the gateway and the services at once: a token
// revoked at /revoke, or whose session ended at /end-session, used to work for up to
// 20 minutes because the gateway cached its principal.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GATEWAY_URL, IDENTITY_URL, request, tokensFor } from '../lib/index.js';

const CONFIGURATION = `${GATEWAY_URL}/api/configuration`;
const MY_REQUESTS = `${GATEWAY_URL}/absences/api/requests/my?page=1&page-size=1`;

async function statusOf(url, token) {
  const res = await request(url, { bearer: token });
  await res.arrayBuffer();
  return res.status;
}

/** Signs in, uses the token once on each path so its principal is cached. */
async function warmToken(username = 'employee') {
  const tokens = await tokensFor(username, { client: 'kadry-web', scope: 'openid profile absences offline_access' });
  assert.equal(await statusOf(CONFIGURATION, tokens.access_token), 200);
  assert.equal(await statusOf(MY_REQUESTS, tokens.access_token), 200);
  return tokens;
}

test('an access token revoked at /revoke is refused by the gateway at once, cached or not', async () => {
  const victim = await warmToken();
  const bystander = await warmToken();
  const res = await request(`${IDENTITY_URL}/revoke`, {
    method: 'POST',
    form: { token: victim.access_token, token_type_hint: 'access_token', client_id: 'kadry-web' },
  });
  assert.equal(res.status, 200, await res.text());
  assert.equal(await statusOf(CONFIGURATION, victim.access_token), 401, 'gateway-only route');
  assert.equal(await statusOf(MY_REQUESTS, victim.access_token), 401, 'route to the absences service');
  assert.equal(await statusOf(CONFIGURATION, bystander.access_token), 200, 'another token of the same user lives on');
});

test('after end-session every access token of that session is refused', async () => {
  const t = await warmToken();
  const url = new URL('/end-session', IDENTITY_URL);
  url.searchParams.set('id_token_hint', t.id_token);
  url.searchParams.set('client_id', 'kadry-web');
  const res = await request(url, { jar: t.login.jar });
  await res.arrayBuffer();
  assert.ok(res.status < 400, `end-session answered ${res.status}`);
  assert.equal(await statusOf(CONFIGURATION, t.access_token), 401);
  assert.equal(await statusOf(MY_REQUESTS, t.access_token), 401);
});

test('revoking the refresh token ends the access tokens of its session too', async () => {
  const t = await warmToken();
  const res = await request(`${IDENTITY_URL}/revoke`, {
    method: 'POST',
    form: { token: t.refresh_token, token_type_hint: 'refresh_token', client_id: 'kadry-web' },
  });
  assert.equal(res.status, 200, await res.text());
  assert.equal(await statusOf(MY_REQUESTS, t.access_token), 401);
});
