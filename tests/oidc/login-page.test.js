// The provider's login page: generic failure message, CSRF protection, language switch.
// Failing logins use accounts no other suite signs in with, and only a few of them,
// so the per-account and per-IP attempt limits are not reached.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  CLIENTS,
  CookieJar,
  PASSWORD,
  authorizeUrl,
  describeResponse,
  followAuthorize,
  isRedirectTo,
  parseLoginForm,
  pkcePair,
  randomToken,
  readLoginPage,
  request,
  submitLogin,
  visibleText,
} from '../lib/index.js';

const CONF = CLIENTS['kadry-conformance'];

async function openLoginPage() {
  const jar = new CookieJar();
  const url = authorizeUrl({ codeChallenge: pkcePair().challenge, state: randomToken(), nonce: randomToken() });
  const page = await followAuthorize(url, { jar, redirectUri: CONF.redirectUri });
  assert.ok(!page.callback, 'a fresh browser is sent to the login page');
  assert.equal(new URL(page.url).pathname, '/login', `login page path (hops ${JSON.stringify(page.hops)})`);
  assert.ok(page.url.searchParams.get('req'), '/login?req=<id>');
  const form = readLoginPage(page);
  assert.ok(jar.has('kadry_login'), 'GET /login sets kadry_login');
  return { jar, form, page };
}

function assertNoLogin(res, jar, text) {
  assert.equal(res.headers.get('location'), null, `no redirect (${describeResponse(res, text)})`);
  assert.ok(!jar.has('kadry_sid'), 'no session cookie');
}

test('the login page is a form with hidden req and csrf, username and password fields', async () => {
  const { form, page, jar } = await openLoginPage();
  assert.equal(form.method, 'POST');
  assert.equal(form.action.pathname, '/login');
  assert.equal(form.hidden.req, page.url.searchParams.get('req'), 'hidden req is the request id of the URL');
  assert.ok(form.hidden.csrf.length >= 16, 'csrf token has some entropy');
  assert.ok('username' in form.fields);
  assert.match(page.text, /<input\b[^>]*type=["']?password["']?[^>]*name=["']?password|<input\b[^>]*name=["']?password["']?[^>]*type=["']?password/i, 'password input');
  assert.match(jar.setCookieLine('kadry_login'), /;\s*HttpOnly/i, 'kadry_login is HttpOnly');
});

test('the login page cannot be framed by other sites (clickjacking)', async () => {
  const { page } = await openLoginPage();
  const xfo = page.res.headers.get('x-frame-options') ?? '';
  const csp = page.res.headers.get('content-security-policy') ?? '';
  assert.ok(/deny|sameorigin/i.test(xfo) || /frame-ancestors/i.test(csp), `X-Frame-Options "${xfo}", CSP "${csp}"`);
});

test('the login page is Polish by default and English with lang=en', async () => {
  const { page } = await openLoginPage();
  const pl = visibleText(page.text);
  assert.match(pl, /hasło/i, 'Polish page says "hasło"');
  const enUrl = new URL(page.url);
  enUrl.searchParams.set('lang', 'en');
  const jar = new CookieJar();
  const en = await request(enUrl, { jar });
  const enText = await en.text();
  assert.equal(en.status, 200, describeResponse(en, enText));
  assert.match(visibleText(enText), /password/i, 'English page says "password"');
  assert.doesNotMatch(visibleText(enText), /hasło/i);
});

test('a wrong password gets 401 with the form and a generic message that does not tell whether the user exists', async () => {
  const known = await openLoginPage();
  const resKnown = await submitLogin(known.form, { username: 'hranalyst', password: 'wrong-Password-1', jar: known.jar });
  const textKnown = await resKnown.text();
  assert.equal(resKnown.status, 401, describeResponse(resKnown, textKnown));
  assertNoLogin(resKnown, known.jar, textKnown);
  assert.match(resKnown.headers.get('content-type') ?? '', /text\/html/);
  assert.match(textKnown, /<form/i, 'the form is shown again');

  const unknownName = `nobody${randomToken(4).replace(/[^a-z0-9]/gi, '')}`;
  const unknown = await openLoginPage();
  const resUnknown = await submitLogin(unknown.form, { username: unknownName, password: 'wrong-Password-1', jar: unknown.jar });
  const textUnknown = await resUnknown.text();
  assert.equal(resUnknown.status, 401, describeResponse(resUnknown, textUnknown));
  assertNoLogin(resUnknown, unknown.jar, textUnknown);

  const norm = (html, name) => visibleText(html).split(name).join('<user>');
  assert.equal(norm(textKnown, 'hranalyst'), norm(textUnknown, unknownName), 'the page for a wrong password equals the page for an unknown user');
  assert.doesNotMatch(
    visibleText(textKnown),
    /nie istnieje|nieznany użytkownik|brak użytkownika|does not exist|unknown user|no such user|user not found/i,
  );
  assert.notEqual(visibleText(textKnown), visibleText(known.page.text), 'a message is added to the page');
});

test('after a failed attempt the form shown again still signs in', async () => {
  const { jar, form } = await openLoginPage();
  const bad = await submitLogin(form, { username: 'hoagreement', password: 'wrong-Password-2', jar });
  const text = await bad.text();
  assert.equal(bad.status, 401, describeResponse(bad, text));
  const again = parseLoginForm(text, form.action.href);
  const ok = await submitLogin(
    { ...again, hidden: { req: again.hidden.req ?? form.hidden.req, csrf: again.hidden.csrf ?? form.hidden.csrf } },
    { username: 'hoagreement', password: PASSWORD, jar },
  );
  await ok.arrayBuffer();
  assert.equal(ok.status, 302);
  const to = ok.headers.get('location');
  assert.ok(isRedirectTo(to, CONF.redirectUri), to);
  assert.ok(new URL(to).searchParams.get('code'));
});

test('CSRF: POST /login without the kadry_login cookie, or with a wrong/missing/foreign csrf, is 403', async () => {
  const { jar, form } = await openLoginPage();
  const creds = { username: 'employee', password: PASSWORD };

  const noCookieJar = new CookieJar();
  const noCookie = await submitLogin(form, { ...creds, jar: noCookieJar });
  const t1 = await noCookie.text();
  assert.equal(noCookie.status, 403, `no cookie: ${describeResponse(noCookie, t1)}`);
  assertNoLogin(noCookie, noCookieJar, t1);

  const c = form.hidden.csrf;
  const flipped = (c[0] === 'A' ? 'B' : 'A') + c.slice(1);
  for (const [what, csrf] of [['flipped', flipped], ['missing', null], ['empty', '']]) {
    const j = jar.clone();
    const r = await submitLogin(form, { ...creds, jar: j, overrides: { csrf } });
    const t = await r.text();
    assert.equal(r.status, 403, `${what} csrf: ${describeResponse(r, t)}`);
    assertNoLogin(r, j, t);
  }

  // The csrf of another login page with this page's cookie.
  const other = await openLoginPage();
  const j = jar.clone();
  const foreign = await submitLogin(form, { ...creds, jar: j, overrides: { csrf: other.form.hidden.csrf } });
  const t2 = await foreign.text();
  assert.equal(foreign.status, 403, `csrf of another page: ${describeResponse(foreign, t2)}`);
  assertNoLogin(foreign, j, t2);

  // Control: the untouched form with its own cookie signs in, so the 403s were the CSRF check.
  const ok = await submitLogin(form, { ...creds, jar });
  await ok.arrayBuffer();
  assert.equal(ok.status, 302, 'the genuine form still signs in');
  assert.ok(new URL(ok.headers.get('location')).searchParams.get('code'));
});

test('POST /login with an unknown req is refused without a session', async () => {
  const { jar, form } = await openLoginPage();
  const r = await submitLogin(form, { username: 'employee', password: PASSWORD, jar, overrides: { req: randomToken() } });
  const t = await r.text();
  assert.ok(r.status >= 400 && r.status < 500, describeResponse(r, t));
  assertNoLogin(r, jar, t);
});
