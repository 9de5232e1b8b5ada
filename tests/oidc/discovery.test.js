// Discovery and JWKS (OpenID Connect Discovery 1.0, RFC 7517/7518).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ISSUER, IDENTITY_URL, readJson, request } from '../lib/index.js';
import { conformanceRp } from '../lib/rp.js';

async function metadata() {
  const res = await request(`${IDENTITY_URL}/.well-known/openid-configuration`);
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
  return readJson(res);
}

test('discovery document names the issuer and the endpoints of the contract', async () => {
  const md = await metadata();
  assert.equal(md.issuer, ISSUER);
  assert.equal(md.authorization_endpoint, `${ISSUER}/authorize`);
  assert.equal(md.token_endpoint, `${ISSUER}/token`);
  assert.equal(md.userinfo_endpoint, `${ISSUER}/userinfo`);
  assert.equal(md.jwks_uri, `${ISSUER}/jwks`);
  assert.equal(md.revocation_endpoint, `${ISSUER}/revoke`);
  assert.equal(md.end_session_endpoint, `${ISSUER}/end-session`);
  assert.equal(md.check_session_iframe, `${ISSUER}/check-session`);
});

test('discovery advertises code flow with S256 only and RS256 id tokens', async () => {
  const md = await metadata();
  assert.deepEqual(md.response_types_supported, ['code']);
  assert.deepEqual(md.code_challenge_methods_supported, ['S256'], 'plain must not be advertised');
  assert.ok(md.id_token_signing_alg_values_supported.includes('RS256'));
  assert.ok(!md.id_token_signing_alg_values_supported.includes('none'), 'alg none must not be offered');
  for (const g of ['authorization_code', 'refresh_token', 'client_credentials']) {
    assert.ok(md.grant_types_supported?.includes(g), `grant_types_supported has ${g}`);
  }
  assert.ok(md.subject_types_supported?.includes('public'));
  assert.ok(md.scopes_supported?.includes('openid'));
  for (const m of ['client_secret_basic', 'client_secret_post']) {
    assert.ok(md.token_endpoint_auth_methods_supported?.includes(m), `token_endpoint_auth_methods_supported has ${m}`);
  }
});

test('JWKS publishes RS256 public keys with kid and no private parts', async () => {
  const md = await metadata();
  const res = await request(md.jwks_uri);
  assert.equal(res.status, 200);
  const { keys } = await readJson(res);
  assert.ok(Array.isArray(keys) && keys.length >= 1, 'at least one key');
  const kids = new Set();
  for (const k of keys) {
    assert.equal(k.kty, 'RSA');
    assert.equal(typeof k.kid, 'string');
    assert.ok(k.kid.length > 0);
    assert.ok(!kids.has(k.kid), `kid ${k.kid} is unique`);
    kids.add(k.kid);
    if ('alg' in k) assert.equal(k.alg, 'RS256');
    if ('use' in k) assert.equal(k.use, 'sig');
    assert.match(k.n, /^[A-Za-z0-9_-]{300,}$/, 'modulus is base64url of at least 2048 bits');
    assert.match(k.e, /^[A-Za-z0-9_-]+$/);
    for (const priv of ['d', 'p', 'q', 'dp', 'dq', 'qi']) {
      assert.ok(!(priv in k), `JWKS must not leak private member "${priv}" of ${k.kid}`);
    }
  }
});

test('openid-client discovers the provider (issuer check passes)', async () => {
  const config = await conformanceRp();
  const md = config.serverMetadata();
  assert.equal(md.issuer, ISSUER);
  assert.ok(md.supportsPKCE('S256'));
});
