// The provider's own API (docs/platform.md "IdP API"): application configuration and
// the self-managed profile. The profile tests use the locationmanager account (no
// other suite depends on its language) and restore its language afterwards.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GATEWAY_URL, IDENTITY_URL, ROLES, USERS, assertProblem, readJson, request, tokensFor } from '../lib/index.js';

const APP_CONFIG = `${IDENTITY_URL}/api/v1/applications/1/configuration`;
const PROFILE = `${IDENTITY_URL}/api/v1/self-manage/profile`;
const APP_ORIGIN = new URL(GATEWAY_URL).origin; // the stack's KADRY_PUBLIC_URL
const PROFILE_USER = 'locationmanager';

const token = async (username) => (await tokensFor(username, { scope: 'openid profile absences' })).access_token;

async function getProfile(bearer) {
  const res = await request(PROFILE, { bearer });
  const body = await readJson(res);
  assert.equal(res.status, 200, JSON.stringify(body));
  return body.data;
}

async function putLanguage(bearer, languageId) {
  return request(PROFILE, { method: 'PUT', bearer, json: { languageId } });
}

async function languages(bearer) {
  const res = await request(APP_CONFIG, { bearer });
  const body = await readJson(res);
  assert.equal(res.status, 200, JSON.stringify(body));
  return body.data.languages;
}

test('application configuration lists the 11 roles and the languages with Polish as the one default', async () => {
  const res = await request(APP_CONFIG, { bearer: await token('employee') });
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
  const { data } = await readJson(res);

  assert.ok(Array.isArray(data.roles));
  const byId = new Map(data.roles.map((r) => [r.roleId, r.name]));
  assert.equal(byId.size, data.roles.length, 'no duplicate roleId');
  for (const [name, id] of Object.entries(ROLES)) {
    assert.equal(byId.get(id), name, `role ${id} is ${name}`);
  }
  assert.equal(data.roles.length, Object.keys(ROLES).length, 'exactly the 11 roles');

  assert.ok(Array.isArray(data.languages) && data.languages.length >= 1);
  for (const l of data.languages) {
    assert.equal(typeof l.languageId, 'number');
    for (const f of ['nativeName', 'cultureName', 'isoName', 'countryCode', 'isoCode', 'languageCode']) {
      assert.equal(typeof l[f], 'string', `language ${l.languageId}.${f}`);
    }
    assert.equal(typeof l.default, 'boolean');
  }
  const defaults = data.languages.filter((l) => l.default);
  assert.equal(defaults.length, 1, 'exactly one default language');
  assert.deepEqual(defaults[0], {
    languageId: 1,
    nativeName: 'Polski',
    cultureName: 'pl-PL',
    isoName: 'Polish',
    countryCode: 'PL',
    isoCode: 'pl',
    languageCode: 'pl',
    default: true,
  });
  const en = data.languages.find((l) => l.languageId === 2);
  assert.ok(en, 'English (languageId 2) is offered');
  assert.equal(en.isoCode, 'en');
});

test('application configuration without a bearer is 401', async () => {
  const res = await request(APP_CONFIG);
  await res.arrayBuffer();
  assert.equal(res.status, 401);
});

test('GET profile gives the signed-in user', async () => {
  const p = await getProfile(await token('employee'));
  assert.equal(p.userId, USERS.employee.id);
  assert.equal(p.username, 'employee');
  assert.equal(p.firstName, 'Jan');
  assert.equal(p.lastName, 'Kowalski');
  assert.equal(typeof p.email, 'string');
  assert.equal(typeof p.languageId, 'number');
});

test('PUT profile changes languageId, the change persists across logins, and is restored', async () => {
  const bearer = await token(PROFILE_USER);
  const original = await getProfile(bearer);
  assert.equal(original.userId, USERS[PROFILE_USER].id);
  const target = (await languages(bearer)).find((l) => l.languageId !== original.languageId);
  assert.ok(target, 'a second language to switch to');
  try {
    const res = await putLanguage(bearer, target.languageId);
    const body = await readJson(res);
    assert.equal(res.status, 200, JSON.stringify(body));
    assert.equal(body.data.languageId, target.languageId);
    assert.equal(body.data.userId, original.userId, 'the same profile shape comes back');
    assert.equal(body.data.username, original.username);
    assert.equal(body.data.firstName, original.firstName);

    assert.equal((await getProfile(bearer)).languageId, target.languageId, 'GET sees the change');
    assert.equal((await getProfile(await token(PROFILE_USER))).languageId, target.languageId, 'a new login sees the change');
    // Another user's profile is untouched.
    assert.equal((await getProfile(await token('hranalyst'))).userId, USERS.hranalyst.id);
  } finally {
    const restore = await putLanguage(bearer, original.languageId);
    await restore.arrayBuffer();
    assert.equal(restore.status, 200, 'restoring the language');
  }
  assert.equal((await getProfile(bearer)).languageId, original.languageId);
});

test('PUT profile with an unknown languageId is 400 and changes nothing', async () => {
  const bearer = await token(PROFILE_USER);
  const before = await getProfile(bearer);
  for (const bad of [4242, -1, 0]) {
    await assertProblem(await putLanguage(bearer, bad), 400);
  }
  const res = await request(PROFILE, { method: 'PUT', bearer, json: { languageId: 'pl' } });
  await assertProblem(res, 400);
  assert.equal((await getProfile(bearer)).languageId, before.languageId);
});

test('profile without a bearer, or with a garbage one, is 401', async () => {
  for (const [method, bearer] of [['GET', undefined], ['PUT', undefined], ['GET', 'garbage'], ['PUT', 'a.b.c']]) {
    const res = await request(PROFILE, { method, bearer, json: method === 'PUT' ? { languageId: 2 } : undefined });
    await res.arrayBuffer();
    assert.equal(res.status, 401, `${method} with bearer ${bearer}`);
  }
});

test('CORS: the app origin may call the IdP API with a bearer, other origins may not', async () => {
  const preflight = (origin) =>
    request(PROFILE, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
  const ok = await preflight(APP_ORIGIN);
  await ok.arrayBuffer();
  assert.ok(ok.status >= 200 && ok.status < 300, `preflight status ${ok.status}`);
  assert.equal(ok.headers.get('access-control-allow-origin'), APP_ORIGIN);
  assert.match(ok.headers.get('access-control-allow-methods') ?? '', /PUT/i);
  assert.match(ok.headers.get('access-control-allow-headers') ?? '', /authorization/i);

  const evil = await preflight('http://evil.example');
  await evil.arrayBuffer();
  const acao = evil.headers.get('access-control-allow-origin');
  assert.ok(acao !== 'http://evil.example' && acao !== '*', `foreign origin allowed: ${acao}`);

  const actual = await request(PROFILE, { bearer: await token('employee'), headers: { origin: APP_ORIGIN } });
  await actual.arrayBuffer();
  assert.equal(actual.status, 200);
  assert.equal(actual.headers.get('access-control-allow-origin'), APP_ORIGIN);
});

test("the provider's home lists the applications: the app's 'Aplikacje' entry is no blank 404", async () => {
  const res = await request(`${IDENTITY_URL}/`);
  const html = await res.text();
  assert.equal(res.status, 200, html.slice(0, 200));
  assert.match(res.headers.get('content-type') ?? '', /^text\/html/);
  assert.match(html, /<title>Aplikacje<\/title>/);
  assert.ok(html.includes(`href="${new URL(GATEWAY_URL).origin}`), 'a link to the app');
});
