// Refresh tokens: rotation, reuse detection (family revocation), client binding and
// revocation (RFC 7009).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { IDENTITY_URL, USERS, decodeJwt, refreshGrant, request, tokensFor } from '../lib/index.js';
import { conformanceRp, oidc } from '../lib/rp.js';

/** A fresh kadry-conformance (public) token set with a refresh token. */
async function freshTokens(username = 'employee') {
  const t = await tokensFor(username, { client: 'kadry-conformance', scope: 'openid profile absences offline_access' });
  assert.equal(typeof t.refresh_token, 'string', 'offline_access gives a refresh token');
  return t;
}

function assertRefreshRefused(r, what) {
  assert.equal(r.status, 400, `${what}: ${r.status} ${JSON.stringify(r.body)}`);
  assert.equal(r.body.error, 'invalid_grant', `${what}: ${JSON.stringify(r.body)}`);
  assert.equal(r.body.access_token, undefined);
}

async function assertRefreshOk(token, what) {
  const r = await refreshGrant(token);
  assert.equal(r.status, 200, `${what}: ${r.status} ${JSON.stringify(r.body)}`);
  assert.equal(typeof r.body.access_token, 'string');
  assert.equal(typeof r.body.refresh_token, 'string', `${what}: a rotated refresh token is returned`);
  return r.body;
}

test('refresh rotates: each refresh gives a new refresh token and a fresh access token of the same user', async () => {
  const t0 = await freshTokens();
  const t1 = await assertRefreshOk(t0.refresh_token, 'first refresh');
  assert.notEqual(t1.refresh_token, t0.refresh_token, 'the refresh token changes');
  assert.notEqual(t1.access_token, t0.access_token, 'a new access token');
  const c1 = decodeJwt(t1.access_token).payload;
  assert.equal(c1.sub, String(USERS.employee.id));
  assert.ok(c1.scope.split(' ').includes('absences'), 'scope survives the refresh');

  const t2 = await assertRefreshOk(t1.refresh_token, 'refresh with the rotated token');
  assert.notEqual(t2.refresh_token, t1.refresh_token);

  // The new access token works at userinfo.
  const ui = await request(`${IDENTITY_URL}/userinfo`, { bearer: t2.access_token });
  assert.equal(ui.status, 200);

  // The first one was used; it no longer works.
  assertRefreshRefused(await refreshGrant(t0.refresh_token), 'already used refresh token');
});

test('reuse detection: replaying an old refresh token revokes the family, the newest token stops working', async () => {
  const t0 = await freshTokens();
  const t1 = await assertRefreshOk(t0.refresh_token, 'rotation');
  assertRefreshRefused(await refreshGrant(t0.refresh_token), 'replayed refresh token');
  assertRefreshRefused(await refreshGrant(t1.refresh_token), 'newest token of a revoked family');
});

test('reuse detection does not touch another login\'s family', async () => {
  const a = await freshTokens();
  const b = await freshTokens();
  await assertRefreshOk(a.refresh_token, 'rotate a');
  assertRefreshRefused(await refreshGrant(a.refresh_token), 'replay a');
  await assertRefreshOk(b.refresh_token, 'b is unaffected');
});

test('a refresh token is bound to its client', async () => {
  const web = await tokensFor('employee', { client: 'kadry-web', scope: 'openid absences offline_access' });
  assert.equal(typeof web.refresh_token, 'string');
  const r = await refreshGrant(web.refresh_token, { client: 'kadry-conformance', auth: 'basic' });
  assertRefreshRefused(r, "kadry-web's refresh token at kadry-conformance");
});

test('a refresh cannot widen the scope', async () => {
  const t = await tokensFor('employee', { client: 'kadry-conformance', scope: 'openid offline_access' });
  const r = await refreshGrant(t.refresh_token, { scope: 'openid offline_access absences' });
  if (r.status === 200) {
    const scope = decodeJwt(r.body.access_token).payload.scope ?? '';
    assert.ok(!scope.split(' ').includes('absences'), `scope widened to "${scope}"`);
  } else {
    assert.equal(r.status, 400);
    assert.equal(r.body.error, 'invalid_scope', JSON.stringify(r.body));
  }
});

test('revocation (openid-client): a revoked refresh token is refused afterwards', async () => {
  const config = await conformanceRp({ auth: 'basic' });
  const t = await freshTokens();
  await oidc.tokenRevocation(config, t.refresh_token, { token_type_hint: 'refresh_token' });
  await assert.rejects(oidc.refreshTokenGrant(config, t.refresh_token), (err) => {
    assert.ok(err instanceof oidc.ResponseBodyError, String(err));
    assert.equal(err.error, 'invalid_grant');
    return true;
  });
});

test('revocation by the public client kadry-web (client_id only) works as well', async () => {
  const t = await tokensFor('employee', { client: 'kadry-web', scope: 'openid absences offline_access' });
  const res = await request(`${IDENTITY_URL}/revoke`, {
    method: 'POST',
    form: { token: t.refresh_token, token_type_hint: 'refresh_token', client_id: 'kadry-web' },
  });
  assert.equal(res.status, 200, await res.text());
  assertRefreshRefused(await refreshGrant(t.refresh_token, { client: 'kadry-web' }), 'revoked refresh token');
});

test('revoking an unknown token answers 200 (RFC 7009 §2.2)', async () => {
  const res = await request(`${IDENTITY_URL}/revoke`, {
    method: 'POST',
    form: { token: 'no-such-token', client_id: 'kadry-conformance', client_secret: 'conformance-secret' },
  });
  assert.equal(res.status, 200, await res.text());
});

test("a client cannot revoke another client's refresh token", async () => {
  const web = await tokensFor('employee', { client: 'kadry-web', scope: 'openid absences offline_access' });
  const res = await request(`${IDENTITY_URL}/revoke`, {
    method: 'POST',
    form: { token: web.refresh_token, client_id: 'kadry-conformance', client_secret: 'conformance-secret' },
  });
  await res.arrayBuffer();
  const r = await refreshGrant(web.refresh_token, { client: 'kadry-web' });
  assert.equal(r.status, 200, `kadry-web's token must survive a revoke by kadry-conformance: ${JSON.stringify(r.body)}`);
});
