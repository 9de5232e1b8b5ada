// Revocation reaches the provider's own bearer endpoints and the shared revocation list
// in Redis (kadry:revoked:*), which the gateway and the services read: /revoke,
// /end-session, a password change and a replayed authorization code.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  CLIENTS,
  CookieJar,
  IDENTITY_URL,
  PASSWORD,
  authorizeUrl,
  decodeJwt,
  exchangeCode,
  followAuthorize,
  loginAndGetCode,
  pkcePair,
  randomToken,
  redisCli,
  refreshGrant,
  request,
  throwawayAccount,
  tokenRequest,
} from '../lib/index.js';

const CONF = CLIENTS['kadry-conformance'];

async function signIn(username = 'employee', password = PASSWORD) {
  const login = await loginAndGetCode({ username, password, scope: 'openid profile absences offline_access' });
  const t = await exchangeCode({ code: login.code, codeVerifier: login.codeVerifier });
  assert.equal(t.status, 200, JSON.stringify(t.body));
  return { login, tokens: t.body, claims: decodeJwt(t.body.access_token).payload };
}

const userinfo = async (token) => {
  const res = await request(new URL('/userinfo', IDENTITY_URL), { bearer: token });
  await res.arrayBuffer();
  return res.status;
};
const profile = async (token) => {
  const res = await request(new URL('/api/v1/self-manage/profile', IDENTITY_URL), { bearer: token });
  await res.arrayBuffer();
  return res.status;
};

async function silentCode(jar) {
  const url = authorizeUrl({ prompt: 'none', codeChallenge: pkcePair().challenge, state: randomToken(), nonce: randomToken(), scope: 'openid profile' });
  const r = await followAuthorize(url, { jar, redirectUri: CONF.redirectUri });
  assert.ok(r.callback, 'prompt=none answers the client');
  return r.callback.searchParams;
}

test('a revoked access token is refused by userinfo and the IdP API and listed for the gateway', async () => {
  const { tokens, claims } = await signIn();
  assert.equal(await profile(tokens.access_token), 200);
  const r = await tokenRequest({ token: tokens.access_token, token_type_hint: 'access_token' }, { endpoint: '/revoke' });
  assert.equal(r.status, 200);
  assert.equal(await userinfo(tokens.access_token), 401);
  assert.equal(await profile(tokens.access_token), 401);
  const ttl = Number(redisCli('TTL', `kadry:revoked:jti:${claims.jti}`));
  assert.ok(ttl > 0, `kadry:revoked:jti:${claims.jti} has a TTL (${ttl})`);
});

test('revoking a refresh token ends its session: the access tokens of that session are refused', async () => {
  const { tokens, claims } = await signIn();
  const r = await tokenRequest({ token: tokens.refresh_token, token_type_hint: 'refresh_token' }, { endpoint: '/revoke' });
  assert.equal(r.status, 200);
  assert.equal(await userinfo(tokens.access_token), 401);
  assert.equal(redisCli('EXISTS', `kadry:revoked:sid:${claims.sid}`), '1');
});

test('after end-session the access tokens of the session are refused by userinfo and the IdP API', async () => {
  const { login, tokens, claims } = await signIn();
  assert.equal(await userinfo(tokens.access_token), 200);
  const url = new URL('/end-session', IDENTITY_URL);
  url.searchParams.set('id_token_hint', tokens.id_token);
  const res = await request(url, { jar: login.jar });
  await res.arrayBuffer();
  assert.equal(res.status, 200);
  assert.equal(await userinfo(tokens.access_token), 401);
  assert.equal(await profile(tokens.access_token), 401);
  assert.equal(redisCli('EXISTS', `kadry:revoked:sid:${claims.sid}`), '1');
});

test('end-session without an id_token_hint asks before signing out (a plain link signs nobody out)', async () => {
  const { login } = await signIn();
  const confirmation = async () => {
    const res = await request(new URL('/end-session', IDENTITY_URL), { jar: login.jar });
    const html = await res.text();
    assert.equal(res.status, 200);
    assert.match(html, /<form method="post" action="\/end-session">/);
    const token = html.match(/name="csrf" value="([^"]+)"/)?.[1];
    assert.ok(token, 'the confirmation carries a CSRF token');
    return token;
  };
  await confirmation();
  assert.ok((await silentCode(login.jar)).get('code'), 'the session is still alive');

  const forged = await request(new URL('/end-session', IDENTITY_URL), { method: 'POST', jar: login.jar, form: { csrf: 'forged' } });
  await forged.arrayBuffer();
  assert.ok((await silentCode(login.jar)).get('code'), 'a forged confirmation signs nobody out');

  const csrf = await confirmation();
  const confirmed = await request(new URL('/end-session', IDENTITY_URL), { method: 'POST', jar: login.jar, form: { csrf } });
  await confirmed.arrayBuffer();
  assert.equal(confirmed.status, 200);
  assert.equal((await silentCode(login.jar)).get('error'), 'login_required');
});

test('an access token is no id_token_hint: end-session asks before signing out', async () => {
  const { login, tokens } = await signIn();
  const url = new URL('/end-session', IDENTITY_URL);
  url.searchParams.set('id_token_hint', tokens.access_token); // signed by us, but typ at+jwt
  const res = await request(url, { jar: login.jar });
  const html = await res.text();
  assert.equal(res.status, 200);
  assert.match(html, /<form method="post" action="\/end-session">/);
  assert.ok((await silentCode(login.jar)).get('code'), 'the session is still alive');
  assert.equal(await userinfo(tokens.access_token), 200);
});

test('changing the password ends every session: refresh tokens, access tokens and the browser session', async () => {
  const account = throwawayAccount('pwchange');
  try {
    const { login, tokens } = await signIn(account.username);
    const formUrl = new URL('/zmiana-hasla', IDENTITY_URL);
    const jar = new CookieJar();
    const page = await request(formUrl, { jar });
    const csrf = (await page.text()).match(/name="csrf" value="([^"]+)"/)?.[1];
    const fresh = `Nowe${randomToken(6)}42x`;
    const res = await request(formUrl, {
      method: 'POST',
      jar,
      form: { csrf, username: account.username, current_password: PASSWORD, new_password: fresh, repeat_password: fresh },
    });
    await res.arrayBuffer();
    assert.equal(res.status, 200, 'the password was changed');

    const refreshed = await refreshGrant(tokens.refresh_token);
    assert.equal(refreshed.status, 400, JSON.stringify(refreshed.body));
    assert.equal(await userinfo(tokens.access_token), 401, 'the access token from before is refused');
    assert.equal((await silentCode(login.jar)).get('error'), 'login_required', 'the browser session ended');
    // Signing in with the new password works and its tokens are good (tokens of the very
    // second of the change count as before it, so wait that second out).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const again = await signIn(account.username, fresh);
    assert.equal(await userinfo(again.tokens.access_token), 200);
  } finally {
    account.remove();
  }
});

test('a replayed authorization code revokes the tokens it gave (RFC 6749 §4.1.2)', async () => {
  const login = await loginAndGetCode({ scope: 'openid profile absences offline_access' });
  const first = await exchangeCode({ code: login.code, codeVerifier: login.codeVerifier });
  assert.equal(first.status, 200);
  const replay = await exchangeCode({ code: login.code, codeVerifier: login.codeVerifier });
  assert.equal(replay.status, 400);
  assert.equal(replay.body.error, 'invalid_grant');
  assert.equal(await userinfo(first.body.access_token), 401, 'the access token is revoked');
  const refreshed = await refreshGrant(first.body.refresh_token);
  assert.equal(refreshed.status, 400, 'the refresh token is revoked');
});

test('a code issued just before the session ended gives no tokens', async () => {
  const { login, tokens } = await signIn();
  const pkce = pkcePair();
  const url = authorizeUrl({ codeChallenge: pkce.challenge, state: randomToken(), nonce: randomToken(), scope: 'openid profile' });
  const r = await followAuthorize(url, { jar: login.jar, redirectUri: CONF.redirectUri });
  const code = r.callback.searchParams.get('code');
  assert.ok(code, 'the live session gave a code');
  const end = new URL('/end-session', IDENTITY_URL);
  end.searchParams.set('id_token_hint', tokens.id_token);
  const res = await request(end, { jar: login.jar });
  await res.arrayBuffer();
  const t = await exchangeCode({ code, codeVerifier: pkce.verifier });
  assert.equal(t.status, 400, JSON.stringify(t.body));
  assert.equal(t.body.error, 'invalid_grant');
});
