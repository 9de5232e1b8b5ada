// Bearer validation at the gateway (docs/architecture.md §3 "Auth"): every bad token is a 401
// problem+json. A crafted token with correct claims signed by the provider key is the
// control that shows the crafted negatives fail for the reason they are meant to.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHmac, createPublicKey } from 'node:crypto';
import {
  GATEWAY_URL,
  USERS,
  accessClaims,
  assertProblem,
  decodeJwt,
  fetchJwks,
  foreignKey,
  nowSeconds,
  providerSigningKey,
  request,
  signJwt,
  signWithProviderKey,
  tokensFor,
  unsignedJwt,
} from '../lib/index.js';

const CONFIGURATION = `${GATEWAY_URL}/api/configuration`;
const PRESETS = `${GATEWAY_URL}/api/users/${USERS.employee.id}/presets?key=appSettings&page=1&page-size=10`;
const INVALID_TOKEN = /^Bearer\b.*error="invalid_token"/i;

async function assertUnauthorized(token, { url = CONFIGURATION, challenge = INVALID_TOKEN } = {}) {
  const res = await request(url, { bearer: token });
  return assertProblem(res, 401, { wwwAuthenticate: challenge });
}

test('control: a crafted token with correct claims signed by the provider key is accepted', async () => {
  const token = signWithProviderKey(accessClaims('employee'));
  const res = await request(CONFIGURATION, { bearer: token });
  assert.equal(res.status, 200, await res.text());
});

test('control: a real access token is accepted', async () => {
  const { access_token: token } = await tokensFor('employee', { scope: 'openid profile absences' });
  const res = await request(CONFIGURATION, { bearer: token });
  assert.equal(res.status, 200, await res.text());
});

test('no Authorization header: 401 problem+json with a Bearer challenge', async () => {
  await assertProblem(await request(CONFIGURATION), 401, { wwwAuthenticate: /^Bearer\b/i });
  await assertProblem(await request(PRESETS), 401, { wwwAuthenticate: /^Bearer\b/i });
});

test('a non-Bearer Authorization scheme or a garbage token: 401', async () => {
  const basic = await request(CONFIGURATION, { headers: { authorization: 'Basic ZW1wbG95ZWU6S2FkcnkyMDI2IQ==' } });
  await assertProblem(basic, 401, { wwwAuthenticate: /^Bearer\b/i });
  await assertUnauthorized('not-a-jwt');
  await assertUnauthorized('a.b.c');
});

test('an expired token (10 minutes past exp, beyond the 5 minute skew): 401', async () => {
  const now = nowSeconds();
  const token = signWithProviderKey(accessClaims('employee', { iat: now - 1500, nbf: now - 1500, exp: now - 600 }));
  await assertUnauthorized(token);
  await assertUnauthorized(token, { url: PRESETS });
});

test('a not-yet-valid token (nbf 15 minutes ahead, beyond the skew): 401', async () => {
  const now = nowSeconds();
  const token = signWithProviderKey(accessClaims('employee', { iat: now + 900, nbf: now + 900, exp: now + 1800 }));
  await assertUnauthorized(token);
});

test('a token without exp: 401', async () => {
  await assertUnauthorized(signWithProviderKey(accessClaims('employee', { exp: undefined })));
});

test('a tampered token (one payload character flipped): 401', async () => {
  const { access_token: token } = await tokensFor('employee', { scope: 'openid profile absences' });
  const [h, p, s] = token.split('.');
  const i = Math.floor(p.length / 2);
  const flipped = p[i] === 'A' ? 'B' : 'A';
  await assertUnauthorized(`${h}.${p.slice(0, i)}${flipped}${p.slice(i + 1)}.${s}`);
});

test('a tampered token (claims rewritten to another user and Admin, signature kept): 401', async () => {
  const { access_token: token } = await tokensFor('employee', { scope: 'openid profile absences' });
  const [h, , s] = token.split('.');
  const claims = { ...decodeJwt(token).payload, sub: String(USERS.admin.id), role: USERS.admin.roles };
  const p = Buffer.from(JSON.stringify(claims)).toString('base64url');
  await assertUnauthorized(`${h}.${p}.${s}`);
});

test('alg none (with and without a signature part): 401', async () => {
  const claims = accessClaims('employee');
  const { kid } = providerSigningKey();
  await assertUnauthorized(unsignedJwt(claims));
  await assertUnauthorized(unsignedJwt(claims, { kid }));
  await assertUnauthorized(unsignedJwt(claims, { alg: 'None', kid }));
  await assertUnauthorized(unsignedJwt(claims).slice(0, -1)); // two segments only
});

test('HS256 signed with the public key as the HMAC secret (algorithm confusion): 401', async () => {
  const { kid, key } = providerSigningKey();
  const pem = createPublicKey(key).export({ type: 'spki', format: 'pem' });
  const enc = (o) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const input = `${enc({ alg: 'HS256', typ: 'JWT', kid })}.${enc(accessClaims('employee'))}`;
  const sig = createHmac('sha256', pem).update(input).digest('base64url');
  await assertUnauthorized(`${input}.${sig}`);
});

test('signed by a foreign key (under the provider kid, and under an unknown kid): 401', async () => {
  const { keys } = await fetchJwks();
  const key = foreignKey();
  await assertUnauthorized(signJwt(accessClaims('employee'), key, { kid: keys[0].kid }));
  await assertUnauthorized(signJwt(accessClaims('employee'), key, { kid: 'unknown-kid' }));
});

test('wrong iss: 401', async () => {
  await assertUnauthorized(signWithProviderKey(accessClaims('employee', { iss: 'http://evil.example' })));
  await assertUnauthorized(signWithProviderKey(accessClaims('employee', { iss: undefined })));
});

test('wrong aud: 401', async () => {
  await assertUnauthorized(signWithProviderKey(accessClaims('employee', { aud: 'some-other-api' })));
  await assertUnauthorized(signWithProviderKey(accessClaims('employee', { aud: undefined })));
});

test('an id_token (aud = the client, not kadry-api) is not an access token: 401', async () => {
  const { id_token: idToken } = await tokensFor('employee', { scope: 'openid profile absences' });
  assert.ok(idToken);
  await assertUnauthorized(idToken);
});

test('no absences scope: 401 (crafted and real)', async () => {
  await assertUnauthorized(signWithProviderKey(accessClaims('employee', { scope: 'openid profile' })), { challenge: /^Bearer\b/i });
  await assertUnauthorized(signWithProviderKey(accessClaims('employee', { scope: 'openid absences-extra' })), { challenge: /^Bearer\b/i });
  const { access_token: token } = await tokensFor('employee', { scope: 'openid profile' });
  await assertUnauthorized(token, { challenge: /^Bearer\b/i });
});
