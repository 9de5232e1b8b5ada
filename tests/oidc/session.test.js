// The provider session: prompt=none, end-session (RP-initiated logout), session_state.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import {
  CLIENTS,
  CookieJar,
  IDENTITY_URL,
  USERS,
  authorizeUrl,
  decodeJwt,
  describeResponse,
  exchangeCode,
  followAuthorize,
  loginAndGetCode,
  pkcePair,
  randomToken,
  request,
} from '../lib/index.js';

const CONF = CLIENTS['kadry-conformance'];

/** /authorize?prompt=none in the browser `jar`; answers the callback URL. */
async function silentAuthorize(jar, { state = randomToken(), pkce = pkcePair() } = {}) {
  const url = authorizeUrl({ prompt: 'none', codeChallenge: pkce.challenge, state, nonce: randomToken(), scope: 'openid profile' });
  const r = await followAuthorize(url, { jar, redirectUri: CONF.redirectUri });
  assert.ok(r.callback, `prompt=none must answer with a redirect to the client, got ${r.res && describeResponse(r.res, r.text)} via ${JSON.stringify(r.hops)}`);
  assert.equal(r.hops.length, 1, `prompt=none must not pass through other pages: ${JSON.stringify(r.hops)}`);
  return { callback: r.callback, state, pkce };
}

async function signedIn(username = 'employee') {
  const login = await loginAndGetCode({ username, scope: 'openid profile' });
  const t = await exchangeCode({ code: login.code, codeVerifier: login.codeVerifier });
  assert.equal(t.status, 200, JSON.stringify(t.body));
  assert.ok(jarHasSession(login.jar), 'login sets kadry_sid');
  return { login, idToken: t.body.id_token };
}

const jarHasSession = (jar) => jar.has('kadry_sid');

test('prompt=none without a session redirects with error=login_required and the state', async () => {
  const { callback, state } = await silentAuthorize(new CookieJar());
  assert.equal(callback.searchParams.get('error'), 'login_required');
  assert.equal(callback.searchParams.get('code'), null);
  assert.equal(callback.searchParams.get('state'), state);
});

test('prompt=none with a live session returns a code at once (no login page) for the same user', async () => {
  const { login } = await signedIn('manager');
  const { callback, state, pkce } = await silentAuthorize(login.jar);
  assert.equal(callback.searchParams.get('error'), null, callback.href);
  assert.equal(callback.searchParams.get('state'), state);
  const code = callback.searchParams.get('code');
  assert.ok(code, 'a code is issued');
  const t = await exchangeCode({ code, codeVerifier: pkce.verifier });
  assert.equal(t.status, 200, JSON.stringify(t.body));
  assert.equal(decodeJwt(t.body.id_token).payload.sub, String(USERS.manager.id));
});

test('a session cookie value that was never issued is no session', async () => {
  const jar = new CookieJar();
  jar.set('kadry_sid', randomToken(24));
  const { callback } = await silentAuthorize(jar);
  assert.equal(callback.searchParams.get('error'), 'login_required');
  assert.equal(callback.searchParams.get('code'), null);
});

test('end-session redirects to the registered post_logout_redirect_uri with state, and the session is gone', async () => {
  const { login, idToken } = await signedIn();
  const stolenCookies = login.jar.clone(); // the cookie as it was before logout

  // Control: the session works before the logout.
  const before = await silentAuthorize(login.jar);
  assert.ok(before.callback.searchParams.get('code'), 'session is live before end-session');

  const state = randomToken();
  const url = new URL('/end-session', IDENTITY_URL);
  url.searchParams.set('id_token_hint', idToken);
  url.searchParams.set('post_logout_redirect_uri', CONF.postLogoutRedirectUri);
  url.searchParams.set('state', state);
  url.searchParams.set('client_id', 'kadry-conformance');
  const res = await request(url, { jar: login.jar });
  const text = await res.text();
  assert.ok([302, 303].includes(res.status), describeResponse(res, text));
  const to = new URL(res.headers.get('location'), IDENTITY_URL);
  assert.equal(`${to.origin}${to.pathname}`, CONF.postLogoutRedirectUri);
  assert.equal(to.searchParams.get('state'), state);

  const after = await silentAuthorize(login.jar);
  assert.equal(after.callback.searchParams.get('error'), 'login_required', after.callback.href);
  assert.equal(after.callback.searchParams.get('code'), null);

  // The server forgot the session: replaying the old cookie does not bring it back.
  const replay = await silentAuthorize(stolenCookies);
  assert.equal(replay.callback.searchParams.get('error'), 'login_required', `old kadry_sid still valid: ${replay.callback.href}`);
});

test('end-session never redirects to an unregistered post_logout_redirect_uri', async () => {
  const { login, idToken } = await signedIn();
  const url = new URL('/end-session', IDENTITY_URL);
  url.searchParams.set('id_token_hint', idToken);
  url.searchParams.set('post_logout_redirect_uri', 'http://evil.example/logged-out');
  url.searchParams.set('state', 'x');
  const res = await request(url, { jar: login.jar });
  await res.arrayBuffer();
  const location = res.headers.get('location');
  if (location) {
    assert.ok(!new URL(location, IDENTITY_URL).href.startsWith('http://evil.example'), `redirected to ${location}`);
  } else {
    assert.ok(res.status < 500, `status ${res.status}`);
  }
});

test("end-session does not accept another client's post-logout URI for this id_token", async () => {
  const { login, idToken } = await signedIn(); // id_token audience kadry-conformance
  const url = new URL('/end-session', IDENTITY_URL);
  url.searchParams.set('id_token_hint', idToken);
  url.searchParams.set('post_logout_redirect_uri', CLIENTS['kadry-web'].postLogoutRedirectUri);
  const res = await request(url, { jar: login.jar });
  await res.arrayBuffer();
  const location = res.headers.get('location');
  if (location) {
    const to = new URL(location, IDENTITY_URL);
    assert.notEqual(`${to.origin}${to.pathname}`, CLIENTS['kadry-web'].postLogoutRedirectUri, `redirected to ${location}`);
  }
});

test('session cookies: kadry_sid is HttpOnly, kadry_opbs is readable by the check-session iframe', async () => {
  const { login } = await signedIn();
  const sid = login.jar.setCookieLine('kadry_sid');
  assert.ok(sid, 'kadry_sid was set');
  assert.match(sid, /;\s*HttpOnly/i, `kadry_sid must be HttpOnly: ${sid}`);
  assert.match(sid, /;\s*SameSite=(Lax|Strict|None)/i, `kadry_sid has a SameSite attribute: ${sid}`);
  const opbs = login.jar.setCookieLine('kadry_opbs');
  assert.ok(opbs, 'kadry_opbs was set');
  assert.doesNotMatch(opbs, /;\s*HttpOnly/i, 'kadry_opbs must be readable by script');
});

test('session_state = sha256(client_id origin opbs salt).salt, as the check-session iframe computes it', async () => {
  const login = await loginAndGetCode({ username: 'employee', scope: 'openid' });
  const ss = login.sessionState;
  assert.ok(ss, 'session_state returned');
  const dot = ss.lastIndexOf('.');
  assert.ok(dot > 0, `session_state "${ss}" has a salt`);
  const hash = ss.slice(0, dot);
  const salt = ss.slice(dot + 1);
  const opbs = login.jar.get('kadry_opbs');
  assert.ok(opbs, 'kadry_opbs cookie set');
  const digest = createHash('sha256').update(`kadry-conformance ${new URL(CONF.redirectUri).origin} ${decodeURIComponent(opbs)} ${salt}`).digest();
  const forms = [digest.toString('hex'), digest.toString('base64'), digest.toString('base64url')];
  assert.ok(forms.includes(hash), `session_state hash ${hash} is none of ${forms.join(', ')}`);
});

test('GET /check-session serves the OP iframe page', async () => {
  const res = await request(`${IDENTITY_URL}/check-session`);
  let text = await res.text();
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /text\/html/);
  assert.match(text, /<script/i);
  for (const m of text.matchAll(/<script\b[^>]*\bsrc=["']([^"']+)["']/gi)) {
    const js = await request(new URL(m[1], `${IDENTITY_URL}/check-session`));
    text += await js.text();
  }
  assert.match(text, /kadry_opbs/, 'the iframe reads the kadry_opbs cookie');
  assert.match(text, /addEventListener\(\s*['"]message['"]|onmessage/, 'the iframe listens to postMessage');
});
