// client_credentials for internal systems (RFC 6749 §4.4).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { API_AUDIENCE, ISSUER, decodeJwt, nowSeconds, tokenRequest, verifyWithJwks } from '../lib/index.js';
import { conformanceRp, oidc } from '../lib/rp.js';

test('client_credentials (openid-client, client_secret_basic) gives an access token for kadry-api with scope absences', async () => {
  const config = await conformanceRp({ auth: 'basic' });
  const t = await oidc.clientCredentialsGrant(config, { scope: 'absences' });
  assert.equal(t.token_type.toLowerCase(), 'bearer');
  assert.ok(t.expires_in > 0);
  assert.equal(t.refresh_token, undefined, 'no refresh token for client_credentials (RFC 6749 §4.4.3)');
  assert.equal(t.id_token, undefined, 'no id_token without a user');
  await verifyWithJwks(t.access_token);
  const c = decodeJwt(t.access_token).payload;
  assert.equal(c.iss, ISSUER);
  const aud = Array.isArray(c.aud) ? c.aud : [c.aud];
  assert.ok(aud.includes(API_AUDIENCE));
  assert.equal(c.client_id, 'kadry-conformance');
  assert.ok(c.scope.split(' ').includes('absences'));
  assert.ok(c.exp > nowSeconds());
  assert.ok(!/^\d+$/.test(String(c.sub ?? '')), `a client token must not carry a numeric user sub (${c.sub})`);
  assert.ok(!Array.isArray(c.role) || c.role.length === 0, 'a client token carries no user roles');
});

test('client_credentials with client_secret_post works too', async () => {
  const config = await conformanceRp({ auth: 'post' });
  const t = await oidc.clientCredentialsGrant(config, { scope: 'absences' });
  assert.equal(decodeJwt(t.access_token).payload.client_id, 'kadry-conformance');
});

test('client_credentials with a wrong secret is invalid_client (401)', async () => {
  for (const auth of ['basic', 'post']) {
    const r = await tokenRequest({ grant_type: 'client_credentials', scope: 'absences' }, { client: 'kadry-conformance', auth, secret: 'nope' });
    assert.equal(r.status, 401, `${auth}: ${JSON.stringify(r.body)}`);
    assert.equal(r.body.error, 'invalid_client');
    assert.equal(r.body.access_token, undefined);
  }
});

test('client_credentials without any client authentication is refused', async () => {
  const r = await tokenRequest({ grant_type: 'client_credentials', scope: 'absences' }, { client: 'kadry-conformance', auth: 'none' });
  assert.ok([400, 401].includes(r.status), JSON.stringify(r.body));
  assert.equal(r.body.error, 'invalid_client');
  assert.equal(r.body.access_token, undefined);
});

test('the public client kadry-web cannot use client_credentials', async () => {
  const r = await tokenRequest({ grant_type: 'client_credentials', scope: 'absences' }, { client: 'kadry-web', auth: 'none' });
  assert.ok([400, 401].includes(r.status), JSON.stringify(r.body));
  assert.ok(['unauthorized_client', 'invalid_client'].includes(r.body.error), JSON.stringify(r.body));
  assert.equal(r.body.access_token, undefined);
});

test('client_credentials does not grant scopes the client was not registered for', async () => {
  const r = await tokenRequest(
    { grant_type: 'client_credentials', scope: 'absences identity.users' },
    { client: 'kadry-conformance', auth: 'basic' },
  );
  if (r.status === 200) {
    const scope = decodeJwt(r.body.access_token).payload.scope ?? '';
    assert.ok(!scope.split(' ').includes('identity.users'), `scope "${scope}" includes a scope of another client`);
  } else {
    assert.equal(r.status, 400, JSON.stringify(r.body));
    assert.equal(r.body.error, 'invalid_scope');
  }
});

test('kadry-payroll gets its registered scopes with client_credentials', async () => {
  const r = await tokenRequest(
    { grant_type: 'client_credentials', scope: 'identity.users absences.export' },
    { client: 'kadry-payroll', auth: 'basic' },
  );
  assert.equal(r.status, 200, JSON.stringify(r.body));
  const c = decodeJwt(r.body.access_token).payload;
  assert.equal(c.client_id, 'kadry-payroll');
  const scopes = c.scope.split(' ');
  assert.ok(scopes.includes('identity.users') && scopes.includes('absences.export'), c.scope);
});

test('kadry-rcp (time-clock terminals) gets absences work-times.clock, and not identity.users', async () => {
  const client = { client: 'kadry-rcp', auth: 'basic', secret: 'rcp-secret' };
  const r = await tokenRequest({ grant_type: 'client_credentials', scope: 'absences work-times.clock' }, client);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  const c = decodeJwt(r.body.access_token).payload;
  assert.equal(c.client_id, 'kadry-rcp');
  const scopes = c.scope.split(' ');
  assert.ok(scopes.includes('absences') && scopes.includes('work-times.clock'), c.scope);

  const users = await tokenRequest({ grant_type: 'client_credentials', scope: 'identity.users' }, client);
  assert.equal(users.status, 400, JSON.stringify(users.body));
  assert.equal(users.body.error, 'invalid_scope');
  assert.equal(users.body.access_token, undefined);
});

test('an unknown grant_type is unsupported_grant_type', async () => {
  const r = await tokenRequest({ grant_type: 'password', username: 'employee', password: 'Kadry2026!' }, { client: 'kadry-conformance', auth: 'basic' });
  assert.equal(r.status, 400, JSON.stringify(r.body));
  assert.equal(r.body.error, 'unsupported_grant_type');
  assert.equal(r.body.access_token, undefined);
});
