// Drives the REAL login page of the provider the way a browser does.

import { createHash, randomBytes } from 'node:crypto';
import { CLIENTS, IDENTITY_URL, PASSWORD, clientInfo } from './env.js';
import { CookieJar, describeResponse, request } from './http.js';
import { parseLoginForm } from './html.js';
import { decodeJwt } from './jwt.js';

export const b64url = (buf) => Buffer.from(buf).toString('base64url');
export const randomToken = (bytes = 16) => b64url(randomBytes(bytes));

/** A PKCE pair for S256 (RFC 7636 §4.1, §4.2). */
export function pkcePair() {
  const verifier = randomToken(32);
  const challenge = b64url(createHash('sha256').update(verifier).digest());
  return { verifier, challenge };
}

/**
 * The /authorize URL. Parameters set to `null` are left out (to send a request without
 * e.g. `code_challenge`); `extra` adds or overrides parameters.
 */
export function authorizeUrl({
  client = 'kadry-conformance',
  redirectUri,
  scope = 'openid profile absences offline_access',
  state,
  nonce,
  codeChallenge,
  codeChallengeMethod = 'S256',
  responseType = 'code',
  prompt,
  extra = {},
} = {}) {
  const known = CLIENTS[client];
  const params = {
    response_type: responseType,
    client_id: client,
    redirect_uri: redirectUri === undefined ? known?.redirectUri : redirectUri,
    scope,
    state,
    nonce,
    code_challenge: codeChallenge,
    code_challenge_method: codeChallengeMethod,
    prompt,
    ...extra,
  };
  const url = new URL('/authorize', IDENTITY_URL);
  for (const [k, v] of Object.entries(params)) {
    if (v !== undefined && v !== null) url.searchParams.set(k, v);
  }
  return url;
}

/** True when `location` points at the redirect URI (same origin and path). */
export function isRedirectTo(location, redirectUri) {
  if (!location) return false;
  const a = new URL(location, IDENTITY_URL);
  const b = new URL(redirectUri);
  return a.origin === b.origin && a.pathname === b.pathname;
}

/**
 * Follows redirects from `url` with the jar until either a redirect to `redirectUri`
 * (→ `{ callback: URL, hops }`) or a non-redirect answer (→ `{ res, text, url, hops }`).
 * A redirect that leaves the provider for anything but the redirect URI is an error.
 */
export async function followAuthorize(url, { jar, redirectUri, maxHops = 10 } = {}) {
  let current = new URL(url);
  const hops = [];
  for (let i = 0; i < maxHops; i += 1) {
    const res = await request(current, { jar });
    hops.push({ url: current.href, status: res.status, location: res.headers.get('location') });
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      await res.arrayBuffer();
      const next = new URL(location, current);
      if (redirectUri && isRedirectTo(next.href, redirectUri)) return { callback: next, hops };
      if (next.origin !== new URL(IDENTITY_URL).origin) {
        throw new Error(`authorize redirected off the provider to ${next.href} (hops ${JSON.stringify(hops)})`);
      }
      current = next;
      continue;
    }
    const text = await res.text();
    return { res, text, url: current, hops };
  }
  throw new Error(`too many redirects from ${url}: ${JSON.stringify(hops)}`);
}

/** GETs a login page answer into its form (`req`, `csrf`, action). */
export function readLoginPage(page) {
  if (page.res.status !== 200) {
    throw new Error(`expected the login page at ${page.url}, got ${describeResponse(page.res, page.text)}`);
  }
  const form = parseLoginForm(page.text, page.url.href);
  for (const field of ['req', 'csrf']) {
    if (!form.hidden[field]) {
      throw new Error(`login page ${page.url} has no hidden "${field}" input: ${page.text.slice(0, 500)}`);
    }
  }
  return form;
}

/** POSTs the login form; `overrides` replace fields (e.g. a wrong csrf). */
export async function submitLogin(form, { username, password, jar, overrides = {} }) {
  const fields = { req: form.hidden.req, csrf: form.hidden.csrf, username, password, ...overrides };
  for (const [k, v] of Object.entries(fields)) if (v === undefined || v === null) delete fields[k];
  return request(form.action, { method: 'POST', form: fields, jar });
}

/**
 * Signs in through /authorize → /login → POST /login and returns what the client's
 * redirect URI receives. A live session in `jar` skips the login page (then
 * `loginPageShown` is false). `url` replaces the built /authorize URL (e.g. one from
 * openid-client's buildAuthorizationUrl); `redirectUri` must then match it.
 */
export async function loginAndGetCode({
  client = 'kadry-conformance',
  username = 'employee',
  password = PASSWORD,
  codeChallenge,
  codeVerifier,
  state = randomToken(),
  nonce = randomToken(),
  redirectUri,
  scope = 'openid profile absences offline_access',
  prompt,
  extra,
  url: givenUrl,
  jar = new CookieJar(),
} = {}) {
  const info = clientInfo(client);
  const redirect = redirectUri ?? info.redirectUri;
  let verifier = codeVerifier;
  let challenge = codeChallenge;
  if (!challenge) {
    const pair = pkcePair();
    verifier = pair.verifier;
    challenge = pair.challenge;
  }
  const url = givenUrl
    ? new URL(givenUrl)
    : authorizeUrl({ client, redirectUri: redirect, scope, state, nonce, codeChallenge: challenge, prompt, extra });
  const first = await followAuthorize(url, { jar, redirectUri: redirect });

  let callback = first.callback;
  let loginPageShown = false;
  let loginResponse;
  if (!callback) {
    loginPageShown = true;
    const form = readLoginPage(first);
    if (!jar.has('kadry_login')) throw new Error(`login page ${first.url} did not set the kadry_login cookie`);
    loginResponse = await submitLogin(form, { username, password, jar });
    const location = loginResponse.headers.get('location');
    if (loginResponse.status !== 302 && loginResponse.status !== 303) {
      throw new Error(`POST /login as ${username}: expected 302, got ${describeResponse(loginResponse, await loginResponse.text())}`);
    }
    await loginResponse.arrayBuffer();
    const next = new URL(location, form.action);
    if (isRedirectTo(next.href, redirect)) {
      callback = next;
    } else {
      // Some providers bounce through /authorize again after the login; follow that.
      const again = await followAuthorize(next, { jar, redirectUri: redirect });
      if (!again.callback) throw new Error(`after login no redirect to ${redirect}: ${describeResponse(again.res, again.text)}`);
      callback = again.callback;
    }
  }
  const p = callback.searchParams;
  if (p.get('error')) {
    throw new Error(`authorization error redirect: ${callback.href}`);
  }
  return {
    code: p.get('code'),
    state: p.get('state'),
    sessionState: p.get('session_state'),
    iss: p.get('iss'),
    callbackUrl: callback,
    codeVerifier: verifier,
    codeChallenge: challenge,
    nonce,
    sentState: state,
    redirectUri: redirect,
    client,
    jar,
    loginPageShown,
    loginResponse,
  };
}

/** POST /token with the authorization_code grant; `auth` 'none' | 'basic' | 'post' (default: see tokenRequest). */
export async function exchangeCode({ client = 'kadry-conformance', code, codeVerifier, redirectUri, auth, secret } = {}) {
  const info = clientInfo(client);
  const form = {
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri ?? info.redirectUri,
    code_verifier: codeVerifier,
  };
  return tokenRequest(form, { client, auth, secret });
}

export async function refreshGrant(refreshToken, { client = 'kadry-conformance', auth, secret, scope } = {}) {
  const form = { grant_type: 'refresh_token', refresh_token: refreshToken };
  if (scope) form.scope = scope;
  return tokenRequest(form, { client, auth, secret });
}

/**
 * Any POST /token; answers `{ status, body, res }` with the JSON body parsed. `auth`
 * defaults to client_secret_basic for a client with a secret, else 'none' (public).
 */
export async function tokenRequest(form, { client = 'kadry-conformance', auth, secret, endpoint = '/token', headers: extraHeaders = {} } = {}) {
  const info = CLIENTS[client];
  const s = secret ?? info?.secret;
  if (auth === undefined) auth = s ? 'basic' : 'none';
  const body = { ...form };
  const headers = { ...extraHeaders };
  if (auth === 'basic') {
    const enc = (x) => encodeURIComponent(x);
    headers.authorization = `Basic ${Buffer.from(`${enc(client)}:${enc(s)}`).toString('base64')}`;
  } else {
    body.client_id = client;
    if (auth === 'post') body.client_secret = s;
  }
  for (const [k, v] of Object.entries(body)) if (v === undefined || v === null) delete body[k];
  const res = await request(new URL(endpoint, IDENTITY_URL), { method: 'POST', form: body, headers });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = { unparsed: text.slice(0, 500) };
  }
  return { status: res.status, body: json, res };
}

/**
 * Fresh sign-in of `username` and the token response (access, id and — with
 * offline_access — refresh token) for kadry-web (default, public PKCE client) or
 * kadry-conformance (PKCE plus its secret). `accessClaims` is the decoded access token.
 */
export async function tokensFor(username, { scope = 'openid profile absences offline_access', client = 'kadry-web', password } = {}) {
  const login = await loginAndGetCode({ client, username, password, scope });
  const { status, body } = await exchangeCode({
    client,
    code: login.code,
    codeVerifier: login.codeVerifier,
    redirectUri: login.redirectUri,
  });
  if (status !== 200 || !body.access_token) {
    throw new Error(`token exchange for ${username} (${client}) failed: ${status} ${JSON.stringify(body)}`);
  }
  return { ...body, accessClaims: decodeJwt(body.access_token).payload, login };
}
