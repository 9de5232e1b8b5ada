// Sign-in and client-authentication limits of the provider (docs/security.md "Throttles"):
// counted before the password is hashed (no racing past them), per account and address
// (no locking out someone else), X-Forwarded-For believed from trusted proxies only, a
// database failure never counted. To count many addresses, the tests play the nginx front:
// they call the provider's own port from loopback (a trusted proxy) with X-Forwarded-For;
// through the public port nginx counts the connection's address, whatever the client says.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  CookieJar,
  IDENTITY_PROCESS_URL,
  ISSUER,
  PASSWORD,
  ROOT,
  authorizeUrl,
  followAuthorize,
  pkcePair,
  psql,
  randomToken,
  readLoginPage,
  request,
  throwawayAccount,
  tokenRequest,
} from '../lib/index.js';

/** `url` on the provider's own port, where this test stands for the nginx front. */
const asTrustedProxy = (url) => {
  const u = new URL(url);
  const proxy = new URL(IDENTITY_PROCESS_URL);
  u.protocol = proxy.protocol;
  u.host = proxy.host;
  return u;
};
const TOKEN_AS_PROXY = `${IDENTITY_PROCESS_URL}/token`;

const randomAddress = () => `198.51.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;

/** A login form of its own (cookie, req and csrf) ready to be posted. */
async function loginForm() {
  const jar = new CookieJar();
  const url = authorizeUrl({ codeChallenge: pkcePair().challenge, state: randomToken(), nonce: randomToken() });
  const page = await followAuthorize(url, { jar });
  return { form: readLoginPage(page), jar };
}

async function postLogin({ form, jar }, username, password, address) {
  const res = await request(asTrustedProxy(form.action), {
    method: 'POST',
    jar,
    headers: { 'x-forwarded-for': address },
    form: { req: form.hidden.req, csrf: form.hidden.csrf, username, password },
  });
  await res.arrayBuffer();
  return res.status;
}

test('parallel wrong passwords cannot race past the limit: at most 5 per account and address are checked', async () => {
  const username = `ghost-${randomToken(6).toLowerCase()}`;
  const address = randomAddress();
  const forms = [];
  for (let i = 0; i < 12; i += 1) forms.push(await loginForm());
  const statuses = await Promise.all(forms.map((f) => postLogin(f, username, 'wrong-password-1', address)));
  const judged = statuses.filter((s) => s === 401).length;
  assert.ok(judged <= 5, `${judged} of 12 parallel guesses were checked: ${statuses.join(',')}`);
  assert.equal(statuses.filter((s) => s === 429).length, 12 - judged, statuses.join(','));
});

test('failed guesses from one address do not lock the account for its owner elsewhere', async () => {
  const account = throwawayAccount('locked');
  try {
    const attacker = randomAddress();
    const statuses = [];
    for (let i = 0; i < 7; i += 1) statuses.push(await postLogin(await loginForm(), account.username, 'wrong-password-1', attacker));
    assert.equal(statuses.at(-1), 429, `the guesser is refused: ${statuses.join(',')}`);
    const owner = await postLogin(await loginForm(), account.username, PASSWORD, randomAddress());
    assert.equal(owner, 302, 'the owner signs in from their own address');
  } finally {
    account.remove();
  }
});


test('an account under attack from many addresses paces each address, holds no worker, and still lets its owner in', async () => {
  const account = throwawayAccount('paced');
  try {
    // Twelve addresses, one wrong guess each: the account is now under attack (> 10).
    for (let i = 0; i < 12; i += 1) await postLogin(await loginForm(), account.username, 'wrong-password-1', randomAddress());
    const attacker = randomAddress();
    const forms = [await loginForm(), await loginForm(), await loginForm()];
    const started = Date.now();
    assert.equal(await postLogin(forms[0], account.username, 'wrong-password-2', attacker), 401, 'an address gets its first try');
    assert.equal(await postLogin(forms[1], account.username, 'wrong-password-3', attacker), 429, 'and then waits its pace');
    assert.ok(Date.now() - started < 1500, `answers come at once, no worker sleeps (${Date.now() - started} ms)`);
    const owner = await postLogin(forms[2], account.username, PASSWORD, randomAddress());
    assert.equal(owner, 302, 'the owner signs in from their own address at once');
  } finally {
    account.remove();
  }
});
test('a database failure at sign-in is 503 and does not count toward the limits', async () => {
  const account = throwawayAccount('dbdown');
  const address = randomAddress();
  const forms = [];
  for (let i = 0; i < 7; i += 1) forms.push(await loginForm());
  const statuses = [];
  psql('ALTER TABLE identity.users RENAME TO users_offline');
  try {
    for (const f of forms.slice(0, 6)) statuses.push(await postLogin(f, account.username, PASSWORD, address));
  } finally {
    psql('ALTER TABLE identity.users_offline RENAME TO users');
  }
  try {
    assert.deepEqual(statuses, [503, 503, 503, 503, 503, 503], 'an outage is not bad credentials');
    assert.equal(await postLogin(forms[6], account.username, PASSWORD, address), 302, 'no attempt was counted');
  } finally {
    account.remove();
  }
});

/**
 * What the provider's log gains from now on, as a function to call after the act; skips the
 * test (and answers null) where this machine keeps no provider log.
 */
function providerLogFromNow(t) {
  const log = `${ROOT}/.data/logs/identity.log`;
  try {
    const before = readFileSync(log, 'utf8').length;
    return () => readFileSync(log, 'utf8').slice(before);
  } catch {
    t.skip(`no provider log at ${log}`);
    return null;
  }
}

test('failed sign-ins do not log the username typed', async (t) => {
  const logWritten = providerLogFromNow(t);
  if (!logWritten) return;
  const username = `nolog-${randomToken(6).toLowerCase()}`;
  const address = randomAddress();
  assert.equal(await postLogin(await loginForm(), username, 'wrong-password-1', address), 401);
  const written = logWritten();
  assert.ok(written.includes(address), 'the failed sign-in is logged (with its address)');
  assert.ok(!written.includes(username), 'the username is not');
});

test('the edge counts the connection\'s own address, never an X-Forwarded-For the client wrote', async (t) => {
  const logWritten = providerLogFromNow(t);
  if (!logWritten) return;
  const spoofed = randomAddress();
  const { form, jar } = await loginForm();
  // Straight to the public port, as any client would: nginx must not believe the header.
  const res = await request(form.action, {
    method: 'POST',
    jar,
    headers: { 'x-forwarded-for': spoofed, forwarded: `for=${spoofed}` },
    form: { req: form.hidden.req, csrf: form.hidden.csrf, username: `spoof-${randomToken(6).toLowerCase()}`, password: 'wrong-password-1' },
  });
  await res.arrayBuffer();
  assert.equal(res.status, 401);
  const failures = logWritten().split('\n').filter((l) => l.includes('sign-in failed'));
  assert.equal(failures.length, 1, failures.join('\n'));
  assert.ok(!failures[0].includes(spoofed), `the throttle counted the address the client chose: ${failures[0]}`);
  assert.match(failures[0], /"address":"127\.0\.0\.1"/);
});

test('wrong client secrets are throttled per address, and the client keeps working from elsewhere', async () => {
  const address = randomAddress();
  const statuses = [];
  for (let i = 0; i < 21; i += 1) {
    const r = await tokenRequest(
      { grant_type: 'client_credentials', scope: 'absences' },
      { client: 'kadry-conformance', secret: 'nope', endpoint: TOKEN_AS_PROXY, headers: { 'x-forwarded-for': address } },
    );
    statuses.push(r.status);
  }
  assert.deepEqual(statuses.slice(0, 20), Array(20).fill(401), statuses.join(','));
  assert.equal(statuses[20], 429, statuses.join(','));
  const elsewhere = await tokenRequest({ grant_type: 'client_credentials', scope: 'absences' }, { client: 'kadry-conformance' });
  assert.equal(elsewhere.status, 200, JSON.stringify(elsewhere.body));
  // The public app has no secret to guess: its sign-ins from that address (an office's
  // NAT) are judged on their own, never refused for another client's failures.
  const app = await tokenRequest(
    { grant_type: 'authorization_code', code: 'made-up', redirect_uri: 'http://localhost/cb', code_verifier: 'x'.repeat(43) },
    { client: 'kadry-web', endpoint: TOKEN_AS_PROXY, headers: { 'x-forwarded-for': address } },
  );
  assert.equal(app.status, 400, JSON.stringify(app.body));
  assert.equal(app.body.error, 'invalid_grant');
});

test('a wrong client secret is cheap to check (no password hash per guess)', async () => {
  const times = [];
  for (let i = 0; i < 9; i += 1) {
    const started = performance.now();
    const r = await tokenRequest(
      { grant_type: 'client_credentials', scope: 'absences' },
      { client: 'kadry-conformance', secret: `nope-${i}`, endpoint: TOKEN_AS_PROXY, headers: { 'x-forwarded-for': randomAddress() } },
    );
    times.push(performance.now() - started);
    assert.equal(r.status, 401);
  }
  times.sort((a, b) => a - b);
  assert.ok(times[4] < 40, `median ${times[4].toFixed(1)} ms per wrong secret`);
});

test('the change-password form takes as long for an unknown username as for a known one (no user enumeration)', async () => {
  const account = throwawayAccount('timing');
  try {
    const formUrl = new URL('/zmiana-hasla', ISSUER);
    /** One wrong-password change attempt from its own address; answers its duration in ms. */
    const attempt = async (username) => {
      const jar = new CookieJar();
      const page = await request(formUrl, { jar });
      const csrf = (await page.text()).match(/name="csrf" value="([^"]+)"/)?.[1];
      const started = performance.now();
      const res = await request(asTrustedProxy(formUrl), {
        method: 'POST',
        jar,
        headers: { 'x-forwarded-for': randomAddress() },
        form: { csrf, username, current_password: 'wrong-password-1', new_password: 'Nowe1234567x', repeat_password: 'Nowe1234567x' },
      });
      await res.arrayBuffer();
      assert.ok(res.status >= 400 && res.status < 500 && res.status !== 429, `refused as a wrong password: ${res.status}`);
      return performance.now() - started;
    };
    const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const known = [];
    const unknown = [];
    for (let i = 0; i < 5; i += 1) {
      known.push(await attempt(account.username));
      unknown.push(await attempt(`nobody-${randomToken(6).toLowerCase()}`));
    }
    // Without the decoy hash an unknown name answered in about a millisecond, a known one
    // after a whole argon2id hash: tens of times faster.
    assert.ok(median(unknown) > 0.5 * median(known), `unknown ${median(unknown).toFixed(1)} ms vs known ${median(known).toFixed(1)} ms`);
  } finally {
    account.remove();
  }
});
