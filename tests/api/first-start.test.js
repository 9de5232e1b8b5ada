// A deployment's first start (docs/operations.md "First start"): a production database gets no
// demo data, so `identity bootstrap <username> <e-mail>` registers the web app's client and the
// first administrator, who sets a password from a one-time link, signs in and may import the
// organisation's people.

import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { GATEWAY_URL, ISSUER, PG_PORT, ROOT } from '../lib/env.js';
import { CookieJar, request } from '../lib/http.js';
import { findTags } from '../lib/html.js';
import { tokenRequest, tokensFor } from '../lib/login.js';
import { psql } from '../lib/psql.js';

const IDENTITY = `${ROOT}/build/services/identity/identity`;
const FRESH = 'kadry_first_start';
const FIRST_ADMIN_ID = 1;
const NEW_PASSWORD = 'Pierwsze-Haslo-2026';

function asSuperuser(database, sql) {
  return execFileSync('psql', ['-h', '127.0.0.1', '-p', String(PG_PORT), '-U', 'postgres', '-d', database,
    '-v', 'ON_ERROR_STOP=1', '-Atc', sql], { encoding: 'utf8', timeout: 30000 }).trim();
}

/** Runs the identity binary with no database credentials but `env`'s. */
function identity(args, env) {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.endsWith('PG_DSN') && k !== 'KADRY_TODAY'));
  return spawnSync(IDENTITY, args, { env: { ...clean, ...env }, encoding: 'utf8', timeout: 60000 });
}

const OWNER_DSN = `host=127.0.0.1 port=${PG_PORT} dbname=kadry user=kadry password=kadry`;

after(() => {
  asSuperuser('postgres', `DROP DATABASE IF EXISTS ${FRESH} WITH (FORCE)`);
  psql(`DELETE FROM identity.users WHERE user_id = ${FIRST_ADMIN_ID}`);
  // The demo's published secret of kadry-hr again, for the other tests.
  identity(['seed'], { KADRY_IDENTITY_PG_DSN: OWNER_DSN });
});

test('a production database gets no demo data; bootstrap makes the web client and the first administrator only', () => {
  asSuperuser('postgres', `DROP DATABASE IF EXISTS ${FRESH} WITH (FORCE)`);
  asSuperuser('postgres', `CREATE DATABASE ${FRESH} OWNER kadry`);
  asSuperuser(FRESH, 'CREATE SCHEMA identity AUTHORIZATION kadry_identity');
  const password = readFileSync(`${ROOT}/.data/pg-roles/kadry_identity`, 'utf8').trim();
  const env = {
    KADRY_ENVIRONMENT: 'production',
    KADRY_IDENTITY_PG_DSN: `host=127.0.0.1 port=${PG_PORT} dbname=${FRESH} user=kadry_identity password=${password}`,
    KADRY_PUBLIC_URL: 'https://kadry.firma.example',
    KADRY_IDENTITY_ISSUER: 'https://login.firma.example',
  };
  const migrated = identity(['migrate'], env);
  assert.equal(migrated.status, 0, migrated.stderr);
  const seeded = identity(['seed'], env);
  assert.equal(seeded.status, 2, 'production refuses the demo data');
  assert.equal(asSuperuser(FRESH, 'SELECT count(*) FROM identity.users'), '0');

  const first = identity(['bootstrap', 'it.admin', 'it@firma.example'], env);
  assert.equal(first.status, 0, first.stderr);
  const link = first.stdout.trim();
  assert.match(link, /^https:\/\/login\.firma\.example\/ustaw-haslo\?token=[\w-]{20,}$/);
  assert.doesNotMatch(first.stderr, /token=/, 'the link goes to the person who ran it, not to the log');
  assert.equal(asSuperuser(FRESH, `SELECT user_id || ' ' || username || ' ' || email || ' ' || (password_hash = '') FROM identity.users`),
    `${FIRST_ADMIN_ID} it.admin it@firma.example true`, 'one account, without a password');
  assert.equal(asSuperuser(FRESH, 'SELECT string_agg(role_id::text, \',\' ORDER BY role_id) FROM identity.user_roles'), '9044,9301');
  assert.equal(asSuperuser(FRESH, 'SELECT string_agg(client_id || \' \' || array_to_string(redirect_uris, \' \'), \';\') FROM identity.clients'),
    'kadry-web https://kadry.firma.example/auth/oidc-callback https://kadry.firma.example/auth/oidc-silent-callback',
    'the web app\'s client for the public URL, no demo client or secret');

  const again = identity(['bootstrap', 'it.admin', 'it@firma.example'], env);
  assert.equal(again.status, 0, again.stderr);
  assert.notEqual(again.stdout.trim(), link, 'a new link');
  assert.equal(asSuperuser(FRESH, 'SELECT count(*) FROM identity.users'), '1', 'still one account');

  const other = identity(['bootstrap', 'someone.else', 'se@firma.example'], env);
  assert.equal(other.status, 1);
  assert.match(other.stderr, /already exists as it\.admin/);
  const bad = identity(['bootstrap', 'Not A Username', 'x@firma.example'], env);
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /username/);
  const missing = identity(['bootstrap', 'it.admin'], env);
  assert.equal(missing.status, 2);
  assert.match(missing.stderr, /usage: identity .*bootstrap <username> <e-mail>/);
});

test('the first administrator sets a password from the link, signs in and may import people', async () => {
  const run = identity(['bootstrap', 'first.admin', 'first.admin@firma.example'], { KADRY_IDENTITY_PG_DSN: OWNER_DSN });
  assert.equal(run.status, 0, run.stderr);
  const link = run.stdout.trim();
  assert.ok(link.startsWith(`${ISSUER}/ustaw-haslo?token=`), link);

  // No password yet: the form refuses the account until the link is used.
  await assert.rejects(tokensFor('first.admin', { password: NEW_PASSWORD }));
  const jar = new CookieJar();
  const page = await request(link, { jar });
  const html = await page.text();
  assert.equal(page.status, 200, html.slice(0, 300));
  const hidden = Object.fromEntries(findTags(html, 'input').filter((t) => t.type === 'hidden').map((t) => [t.name, t.value]));
  const posted = await request(`${ISSUER}/ustaw-haslo`, { method: 'POST', jar, form: { ...hidden, new_password: NEW_PASSWORD, repeat_password: NEW_PASSWORD } });
  assert.match(await posted.text(), /Hasło zostało ustawione/);

  const { access_token: token, accessClaims } = await tokensFor('first.admin', { password: NEW_PASSWORD });
  assert.equal(accessClaims.sub, String(FIRST_ADMIN_ID));
  const preview = await request(`${GATEWAY_URL}/absences/api/people-import`, {
    method: 'POST',
    bearer: token,
    json: {
      preview: true,
      people: [{
        sapNumber: 'FIRST001', firstName: 'Pierwsza', lastName: 'Osoba', genderId: 2, position: 'Kadrowa', hrAreaId: 2,
        locationId: 1, locationName: 'Warszawa', departmentName: 'Kadry', employedSince: '2024-03-01',
        contracts: [{ contractTypeName: 'na czas nieokreślony', startOn: '2024-03-01', workingTimeNumerator: 1, workingTimeDenominator: 1, withThisEmployer: true }],
        education: 'higher', username: 'pierwsza.osoba', roleIds: [],
      }],
    },
  });
  const body = await preview.text();
  assert.equal(preview.status, 200, body);
  assert.equal(JSON.parse(body).data[0].outcome, 'created');
});

test('register-system gives an internal system a secret of its own, printed once, and the demo secret stops working', async () => {
  const unknown = identity(['register-system', 'crm'], { KADRY_IDENTITY_PG_DSN: OWNER_DSN });
  assert.equal(unknown.status, 2);
  assert.match(unknown.stderr, /one of payroll, rcp, hr/);

  const run = identity(['register-system', 'hr'], { KADRY_IDENTITY_PG_DSN: OWNER_DSN });
  assert.equal(run.status, 0, run.stderr);
  const secret = run.stdout.trim();
  assert.match(secret, /^[\w-]{40,}$/);
  assert.doesNotMatch(psql("SELECT secret_hash FROM identity.clients WHERE client_id = 'kadry-hr'"), new RegExp(secret), 'only its hash is stored');
  const scope = 'absences people.import';
  const fresh = await tokenRequest({ grant_type: 'client_credentials', scope }, { client: 'kadry-hr', secret });
  assert.equal(fresh.status, 200, JSON.stringify(fresh.body));
  assert.deepEqual(fresh.body.scope.split(' ').sort(), ['absences', 'people.import']);
  const demo = await tokenRequest({ grant_type: 'client_credentials', scope }, { client: 'kadry-hr', secret: 'hr-secret' });
  assert.equal(demo.status, 401, 'the demo secret no longer works');
});
