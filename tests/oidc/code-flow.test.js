// Authorization code + PKCE S256 with openid-client as the relying party, the token
// claims of docs/platform.md, and userinfo.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  API_AUDIENCE,
  CLIENTS,
  IDENTITY_URL,
  ISSUER,
  ROLES,
  USERS,
  decodeJwt,
  fetchJwks,
  foreignKey,
  accessClaims,
  signJwt,
  loginAndGetCode,
  nowSeconds,
  request,
  tokensFor,
  verifyWithJwks,
} from '../lib/index.js';
import { conformanceRp, oidc } from '../lib/rp.js';

const CONF = CLIENTS['kadry-conformance'];

async function rpLogin(config, username, { scope = 'openid profile absences offline_access' } = {}) {
  const verifier = oidc.randomPKCECodeVerifier();
  const challenge = await oidc.calculatePKCECodeChallenge(verifier);
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: CONF.redirectUri,
    scope,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  const login = await loginAndGetCode({ url, username, redirectUri: CONF.redirectUri, client: 'kadry-conformance' });
  return { login, verifier, state, nonce };
}

test('code + PKCE S256: openid-client gets tokens and verifies the id_token (JWKS signature, nonce, iss, aud)', async () => {
  const config = await conformanceRp({ auth: 'basic' });
  const { login, verifier, state, nonce } = await rpLogin(config, 'employee');
  assert.ok(login.loginPageShown, 'a fresh browser must see the login page');
  assert.equal(login.state, state);
  assert.ok(login.code, 'a code is issued');

  const tokens = await oidc.authorizationCodeGrant(config, login.callbackUrl, {
    pkceCodeVerifier: verifier,
    expectedState: state,
    expectedNonce: nonce,
    idTokenExpected: true,
  });
  assert.equal(tokens.token_type.toLowerCase(), 'bearer');
  assert.ok(tokens.expires_in > 0, 'expires_in is positive');
  assert.equal(typeof tokens.access_token, 'string');
  assert.equal(typeof tokens.refresh_token, 'string', 'offline_access gives a refresh token');

  const claims = tokens.claims();
  assert.equal(claims.iss, ISSUER);
  assert.equal(claims.sub, String(USERS.employee.id));
  const aud = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  assert.ok(aud.includes('kadry-conformance'), `id_token aud ${JSON.stringify(claims.aud)} has the client`);
  assert.equal(claims.nonce, nonce, 'nonce of the request is in the id_token');
  assert.ok(claims.exp > nowSeconds());
  assert.ok(Math.abs(claims.iat - nowSeconds()) < 300, 'iat is now');
  // Independent of openid-client: the id_token verifies against the JWKS.
  await verifyWithJwks(tokens.id_token);
  assert.equal(decodeJwt(tokens.id_token).header.alg, 'RS256');
});

test('code + PKCE S256 for kadry-conformance with client_secret_post', async () => {
  const config = await conformanceRp({ auth: 'post' });
  const { login, verifier, state, nonce } = await rpLogin(config, 'hr');
  const tokens = await oidc.authorizationCodeGrant(config, login.callbackUrl, {
    pkceCodeVerifier: verifier,
    expectedState: state,
    expectedNonce: nonce,
  });
  assert.equal(tokens.claims().sub, String(USERS.hr.id));
});

test('a confidential client that leaves out its secret is refused with invalid_client, even with PKCE', async () => {
  const config = await conformanceRp({ auth: 'none' });
  const { login, verifier, state, nonce } = await rpLogin(config, 'hr');
  await assert.rejects(
    oidc.authorizationCodeGrant(config, login.callbackUrl, {
      pkceCodeVerifier: verifier,
      expectedState: state,
      expectedNonce: nonce,
    }),
    (err) => {
      const body = err.cause ?? err;
      assert.equal(err.status ?? body.status ?? 401, 401);
      assert.match(String(err.error ?? body.error ?? err.message), /invalid_client|challenge/);
      return true;
    },
  );
});

test('state is echoed byte for byte, also with characters that need encoding', async () => {
  const state = 'a b/c?d=e&f+g%h~ąż';
  const login = await loginAndGetCode({ username: 'employee', state });
  assert.equal(login.state, state);
  assert.ok(login.code);
  assert.ok(login.sessionState, 'session_state is returned with the code (contract)');
});

test('id_token carries the nonce of its own request (two logins, two nonces)', async () => {
  const config = await conformanceRp();
  const a = await rpLogin(config, 'employee');
  const b = await rpLogin(config, 'employee');
  assert.notEqual(a.nonce, b.nonce);
  const ta = await oidc.authorizationCodeGrant(config, a.login.callbackUrl, {
    pkceCodeVerifier: a.verifier, expectedState: a.state, expectedNonce: a.nonce,
  });
  const tb = await oidc.authorizationCodeGrant(config, b.login.callbackUrl, {
    pkceCodeVerifier: b.verifier, expectedState: b.state, expectedNonce: b.nonce,
  });
  assert.equal(ta.claims().nonce, a.nonce);
  assert.equal(tb.claims().nonce, b.nonce);
});

test('access token claims: RS256 with a JWKS kid, numeric sub, numeric roles, absences scope, aud kadry-api', async () => {
  const tokens = await tokensFor('manager', { scope: 'openid profile absences' });
  const { header, payload } = decodeJwt(tokens.access_token);
  assert.equal(header.alg, 'RS256');
  const { keys } = await fetchJwks();
  assert.ok(keys.some((k) => k.kid === header.kid), `kid ${header.kid} is in the JWKS`);
  await verifyWithJwks(tokens.access_token);

  assert.equal(payload.iss, ISSUER);
  assert.equal(typeof payload.sub, 'string');
  assert.match(payload.sub, /^\d+$/);
  assert.equal(payload.sub, String(USERS.manager.id));
  const aud = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  assert.ok(aud.includes(API_AUDIENCE), `aud ${JSON.stringify(payload.aud)}`);
  assert.ok(Array.isArray(payload.role), 'role is an array');
  for (const r of payload.role) assert.equal(typeof r, 'number', `role ${JSON.stringify(r)} is a number`);
  assert.deepEqual([...payload.role].sort(), [ROLES.Manager, ROLES.Employee].sort());
  assert.equal(typeof payload.scope, 'string');
  assert.ok(payload.scope.split(' ').includes('absences'), `scope "${payload.scope}" has absences`);
  for (const c of ['exp', 'iat', 'nbf']) assert.equal(typeof payload[c], 'number', `${c} is a number`);
  assert.ok(payload.exp > nowSeconds());
  assert.ok(payload.nbf <= nowSeconds() + 5);
  assert.ok(Math.abs(payload.exp - payload.iat - tokens.expires_in) <= 5, 'expires_in matches exp - iat');
  assert.equal(typeof payload.jti, 'string');
  assert.equal(payload.client_id, 'kadry-web');
  assert.equal(payload.preferred_username, 'manager');
  assert.equal(payload.name, USERS.manager.name);
  assert.equal(typeof payload.sid, 'string');
});

test('access token roles of a plain employee are exactly [Employee]', async () => {
  const tokens = await tokensFor('employee', { scope: 'openid profile absences' });
  assert.deepEqual(tokens.accessClaims.role, [ROLES.Employee]);
});

test('each token response has a distinct jti', async () => {
  const a = await tokensFor('employee', { scope: 'openid absences' });
  const b = await tokensFor('employee', { scope: 'openid absences' });
  assert.notEqual(a.accessClaims.jti, b.accessClaims.jti);
});

test('userinfo (openid-client) returns sub, name and preferred_username', async () => {
  const config = await conformanceRp();
  const { login, verifier, state, nonce } = await rpLogin(config, 'hr', { scope: 'openid profile absences' });
  const tokens = await oidc.authorizationCodeGrant(config, login.callbackUrl, {
    pkceCodeVerifier: verifier, expectedState: state, expectedNonce: nonce,
  });
  const info = await oidc.fetchUserInfo(config, tokens.access_token, tokens.claims().sub);
  assert.equal(info.sub, String(USERS.hr.id));
  assert.equal(info.name, USERS.hr.name);
  assert.equal(info.preferred_username, 'hr');
});

test('userinfo answers POST with a bearer too', async () => {
  const tokens = await tokensFor('employee', { scope: 'openid profile absences' });
  const res = await request(`${IDENTITY_URL}/userinfo`, { method: 'POST', bearer: tokens.access_token });
  assert.equal(res.status, 200);
  const body = await res.json();
  assert.equal(body.sub, String(USERS.employee.id));
  assert.equal(body.preferred_username, 'employee');
});

test('userinfo without a token, or with a forged one, is 401 with a Bearer challenge', async () => {
  const none = await request(`${IDENTITY_URL}/userinfo`);
  assert.equal(none.status, 401);
  assert.match(none.headers.get('www-authenticate') ?? '', /^Bearer\b/i);

  const jwks = await fetchJwks();
  const forged = signJwt(accessClaims('admin'), foreignKey(), { kid: jwks.keys[0].kid });
  const bad = await request(`${IDENTITY_URL}/userinfo`, { bearer: forged });
  assert.equal(bad.status, 401, 'a token signed by a foreign key under the provider kid is refused');
  assert.match(bad.headers.get('www-authenticate') ?? '', /invalid_token/);
});
