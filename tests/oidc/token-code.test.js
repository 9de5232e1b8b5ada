// POST /token with the authorization_code grant: PKCE verification, single use,
// expiry, and the binding of a code to its client and redirect URI (RFC 6749 §4.1.3,
// RFC 7636 §4.6).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  CLIENTS,
  CODE_TTL_SECONDS,
  exchangeCode,
  loginAndGetCode,
  pkcePair,
} from '../lib/index.js';
import { conformanceRp, oidc } from '../lib/rp.js';

function assertInvalidGrant({ status, body }, what) {
  assert.equal(status, 400, `${what}: ${status} ${JSON.stringify(body)}`);
  assert.equal(body.error, 'invalid_grant', `${what}: ${JSON.stringify(body)}`);
  assert.equal(body.access_token, undefined);
}

test('a wrong code_verifier is rejected with invalid_grant (openid-client)', async () => {
  const config = await conformanceRp();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const { verifier, challenge } = pkcePair();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: CLIENTS['kadry-conformance'].redirectUri,
    scope: 'openid absences',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  const login = await loginAndGetCode({ url, username: 'employee' });
  const wrong = pkcePair().verifier;
  assert.notEqual(wrong, verifier);
  await assert.rejects(
    oidc.authorizationCodeGrant(config, login.callbackUrl, { pkceCodeVerifier: wrong, expectedState: state, expectedNonce: nonce }),
    (err) => {
      assert.ok(err instanceof oidc.ResponseBodyError, `ResponseBodyError expected, got ${err}`);
      assert.equal(err.error, 'invalid_grant');
      assert.equal(err.status, 400);
      return true;
    },
  );
});

test('a code exchanged without any code_verifier is rejected', async () => {
  const login = await loginAndGetCode({ username: 'employee', scope: 'openid absences' });
  const r = await exchangeCode({ code: login.code, codeVerifier: null });
  assert.equal(r.status, 400, JSON.stringify(r.body));
  assert.ok(['invalid_grant', 'invalid_request'].includes(r.body.error), JSON.stringify(r.body));
  assert.equal(r.body.access_token, undefined);
});

test('the verifier must be the one hashed into the challenge, not the challenge itself', async () => {
  const login = await loginAndGetCode({ username: 'employee', scope: 'openid absences' });
  assertInvalidGrant(await exchangeCode({ code: login.code, codeVerifier: login.codeChallenge }), 'challenge sent as verifier');
});

test('a code works once: the second exchange is invalid_grant', async () => {
  const login = await loginAndGetCode({ username: 'employee', scope: 'openid absences' });
  const first = await exchangeCode({ code: login.code, codeVerifier: login.codeVerifier });
  assert.equal(first.status, 200, JSON.stringify(first.body));
  assert.ok(first.body.access_token);
  assertInvalidGrant(await exchangeCode({ code: login.code, codeVerifier: login.codeVerifier }), 'reused code');
});

test(`an expired code (older than the ${CODE_TTL_SECONDS} s TTL) is invalid_grant`, async () => {
  const login = await loginAndGetCode({ username: 'employee', scope: 'openid absences' });
  await sleep((CODE_TTL_SECONDS + 1) * 1000);
  assertInvalidGrant(await exchangeCode({ code: login.code, codeVerifier: login.codeVerifier }), 'expired code');
});

test('a code is bound to its redirect_uri: exchanging it with another registered URI fails', async () => {
  const web = CLIENTS['kadry-web'];
  const login = await loginAndGetCode({ client: 'kadry-web', username: 'employee', scope: 'openid absences' });
  assertInvalidGrant(
    await exchangeCode({ client: 'kadry-web', code: login.code, codeVerifier: login.codeVerifier, redirectUri: web.silentRedirectUri }),
    'other redirect_uri',
  );
});

test('a code is bound to its client: kadry-web\'s code cannot be redeemed by kadry-conformance', async () => {
  const login = await loginAndGetCode({ client: 'kadry-web', username: 'employee', scope: 'openid absences' });
  const r = await exchangeCode({
    client: 'kadry-conformance',
    auth: 'basic',
    code: login.code,
    codeVerifier: login.codeVerifier,
    redirectUri: CLIENTS['kadry-web'].redirectUri,
  });
  assertInvalidGrant(r, 'code of another client');
});

test('a made-up code is invalid_grant', async () => {
  assertInvalidGrant(await exchangeCode({ code: 'not-a-code', codeVerifier: pkcePair().verifier }), 'unknown code');
});

test('a confidential client presenting a wrong secret gets invalid_client (401)', async () => {
  const login = await loginAndGetCode({ username: 'employee', scope: 'openid absences' });
  const r = await exchangeCode({ code: login.code, codeVerifier: login.codeVerifier, auth: 'basic', secret: 'wrong-secret' });
  assert.equal(r.status, 401, JSON.stringify(r.body));
  assert.equal(r.body.error, 'invalid_client');
  assert.equal(r.body.access_token, undefined);
});

test('token responses are not cacheable (Cache-Control: no-store)', async () => {
  const login = await loginAndGetCode({ username: 'employee', scope: 'openid absences' });
  const r = await exchangeCode({ code: login.code, codeVerifier: login.codeVerifier });
  assert.equal(r.status, 200);
  assert.match(r.res.headers.get('cache-control') ?? '', /no-store/);
});
