// /authorize request validation: PKCE is mandatory (S256 only), redirect URIs match
// exactly, unknown clients and bad redirect URIs get an error page, never a redirect.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  CLIENTS,
  CookieJar,
  authorizeUrl,
  describeResponse,
  isRedirectTo,
  loginAndGetCode,
  pkcePair,
  randomToken,
  request,
} from '../lib/index.js';

const CONF = CLIENTS['kadry-conformance'];

/**
 * The provider answered `url` (in a new browser, or `jar`) with its 400 HTML error page and no
 * redirect: a bad client or redirect URI must never send the browser anywhere.
 */
async function assertErrorPage(url, jar = new CookieJar()) {
  const res = await request(url, { jar });
  const text = await res.text();
  assert.equal(res.status, 400, describeResponse(res, text));
  assert.equal(res.headers.get('location'), null, 'no Location header');
  assert.match(res.headers.get('content-type') ?? '', /text\/html/);
  return text;
}

/**
 * The provider refused the request without issuing a code: either an error redirect
 * to the registered redirect URI (error=invalid_request, state echoed) or a 400 page.
 */
async function assertRefusedWithoutCode(res, state, { expectedError = 'invalid_request' } = {}) {
  const location = res.headers.get('location');
  const text = await res.text();
  const where = describeResponse(res, text);
  if (res.status >= 300 && res.status < 400) {
    assert.ok(isRedirectTo(location, CONF.redirectUri), `an error redirect goes to the registered redirect URI, not elsewhere (${where})`);
    const p = new URL(location).searchParams;
    assert.equal(p.get('code'), null, `no code is issued (${where})`);
    assert.equal(p.get('error'), expectedError, where);
    assert.equal(p.get('state'), state, `state is echoed on the error redirect (${where})`);
  } else {
    assert.equal(res.status, 400, `error page status (${where})`);
    assert.equal(location, null);
    assert.doesNotMatch(text, /[?&]code=/, 'no code on the error page');
  }
}

test('code_challenge_method=plain is refused before any login and no code is issued', async () => {
  const { verifier } = pkcePair();
  const state = randomToken();
  const url = authorizeUrl({ codeChallenge: verifier, codeChallengeMethod: 'plain', state, nonce: randomToken() });
  const res = await request(url, { jar: new CookieJar() });
  await assertRefusedWithoutCode(res, state);
});

test('a missing code_challenge is refused before any login and no code is issued', async () => {
  const state = randomToken();
  const url = authorizeUrl({ codeChallenge: null, codeChallengeMethod: null, state, nonce: randomToken() });
  const res = await request(url, { jar: new CookieJar() });
  await assertRefusedWithoutCode(res, state);
});

test('with a live session, plain or missing PKCE still gets no code', async () => {
  const login = await loginAndGetCode({ username: 'employee' });
  for (const [challenge, method] of [[pkcePair().verifier, 'plain'], [null, null], [pkcePair().challenge, 'S512']]) {
    const state = randomToken();
    const url = authorizeUrl({ codeChallenge: challenge, codeChallengeMethod: method, state, nonce: randomToken() });
    const res = await request(url, { jar: login.jar });
    await assertRefusedWithoutCode(res, state);
  }
});

test('response_type other than code is refused (unsupported_response_type) without a code or token', async () => {
  const state = randomToken();
  const url = authorizeUrl({ responseType: 'token', codeChallenge: pkcePair().challenge, state, nonce: randomToken() });
  const res = await request(url, { jar: new CookieJar() });
  const location = res.headers.get('location');
  const text = await res.text();
  if (res.status >= 300 && res.status < 400) {
    assert.ok(isRedirectTo(location, CONF.redirectUri), describeResponse(res, text));
    const u = new URL(location);
    assert.equal(u.searchParams.get('code'), null);
    assert.ok(!u.hash.includes('access_token'), 'no implicit token');
    assert.equal(u.searchParams.get('error'), 'unsupported_response_type');
  } else {
    assert.equal(res.status, 400, describeResponse(res, text));
  }
});

const badRedirects = [
  ['another host', 'http://evil.example/cb'],
  ['a longer path', 'http://localhost:9999/cb/../evil'],
  ['a path suffix', 'http://localhost:9999/cb2'],
  ['an added query', 'http://localhost:9999/cb?next=http://evil.example'],
  ['another port', 'http://localhost:9998/cb'],
  ['https instead of http', 'https://localhost:9999/cb'],
  ["another client's URI", CLIENTS['kadry-web'].redirectUri],
];

for (const [what, uri] of badRedirects) {
  test(`redirect_uri not registered exactly (${what}) gets a 400 error page, never a redirect`, async () => {
    const url = authorizeUrl({ redirectUri: uri, codeChallenge: pkcePair().challenge, state: randomToken(), nonce: randomToken() });
    await assertErrorPage(url);
  });
}

test('a mismatching redirect_uri is refused with a live session too (no code sent anywhere)', async () => {
  const login = await loginAndGetCode({ username: 'employee' });
  const url = authorizeUrl({ redirectUri: 'http://evil.example/cb', codeChallenge: pkcePair().challenge, state: randomToken() });
  await assertErrorPage(url, login.jar);
});

test('a missing redirect_uri gets an error page, never a redirect', async () => {
  const url = authorizeUrl({ redirectUri: null, codeChallenge: pkcePair().challenge, state: randomToken() });
  await assertErrorPage(url);
});

const refusedClients = [
  ['an unknown client', 'no-such-client'],
  ['a confidential-only client (kadry-payroll, client_credentials)', 'kadry-payroll'],
];

for (const [what, client] of refusedClients) {
  test(`${what} cannot start a code flow: a 400 error page, never a redirect`, async () => {
    const url = authorizeUrl({ client, redirectUri: CONF.redirectUri, codeChallenge: pkcePair().challenge, state: randomToken() });
    await assertErrorPage(url);
  });
}

test('the error page escapes reflected parameters (no script injection)', async () => {
  const evil = '"><script>alert(1)</script>';
  const url = authorizeUrl({ client: evil, redirectUri: evil, codeChallenge: pkcePair().challenge, state: evil });
  const text = await assertErrorPage(url);
  assert.ok(!text.includes('<script>alert(1)</script>'), 'parameters are HTML-escaped');
});
