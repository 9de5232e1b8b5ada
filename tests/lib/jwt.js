// JWT decoding, JWKS verification and signing with the provider's own key.

import { createPrivateKey, createPublicKey, generateKeyPairSync, randomUUID, sign, verify } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { API_AUDIENCE, IDENTITY_URL, ISSUER, PG_PORT, USERS } from './env.js';

const enc = (obj) => Buffer.from(JSON.stringify(obj)).toString('base64url');

export function decodeJwt(token) {
  const parts = String(token).split('.');
  if (parts.length !== 3) throw new Error(`not a compact JWS (${parts.length} parts): ${String(token).slice(0, 60)}`);
  const [h, p, s] = parts;
  return {
    header: JSON.parse(Buffer.from(h, 'base64url').toString('utf8')),
    payload: JSON.parse(Buffer.from(p, 'base64url').toString('utf8')),
    signature: s,
    signingInput: `${h}.${p}`,
  };
}

export async function fetchJwks() {
  const res = await fetch(new URL('/jwks', IDENTITY_URL), { signal: AbortSignal.timeout(10000) });
  if (res.status !== 200) throw new Error(`GET /jwks: ${res.status}`);
  return res.json();
}

/** Verifies an RS256 JWS against the provider's JWKS; answers the key used, or throws. */
export async function verifyWithJwks(token) {
  const { header, signature, signingInput } = decodeJwt(token);
  if (header.alg !== 'RS256') throw new Error(`alg ${header.alg}, expected RS256`);
  const { keys } = await fetchJwks();
  const jwk = keys.find((k) => k.kid === header.kid);
  if (!jwk) throw new Error(`kid ${header.kid} not in the JWKS (${keys.map((k) => k.kid).join(', ')})`);
  const key = createPublicKey({ key: { kty: jwk.kty, n: jwk.n, e: jwk.e }, format: 'jwk' });
  const ok = verify('sha256', Buffer.from(signingInput), key, Buffer.from(signature, 'base64url'));
  if (!ok) throw new Error(`signature of ${header.kid} does not verify`);
  return jwk;
}

let providerKey;

/** The active signing key, read from PostgreSQL (identity.signing_keys). */
export function providerSigningKey() {
  if (providerKey) return providerKey;
  const out = execFileSync(
    'psql',
    [
      '-h', '127.0.0.1', '-p', String(PG_PORT), '-U', 'kadry', '-d', 'kadry', '-Atc',
      'select kid, private_pem from identity.signing_keys where retired_at is null order by created_at desc limit 1',
    ],
    { env: { ...process.env, PGPASSWORD: 'kadry', PGCONNECT_TIMEOUT: '5' }, encoding: 'utf8', timeout: 15000 },
  );
  // `-At` prints "kid|pem" (the PEM spans several lines; a kid has no '|').
  const sep = out.indexOf('|');
  if (sep < 0) throw new Error(`no active signing key in identity.signing_keys: ${JSON.stringify(out.slice(0, 200))}`);
  const kid = out.slice(0, sep);
  const pem = out.slice(sep + 1).trim();
  providerKey = { kid, key: createPrivateKey(pem) };
  return providerKey;
}

/** Signs `claims` RS256 with `key` (a KeyObject); `header` is merged over the default. */
export function signJwt(claims, key, header = {}) {
  const h = { alg: 'RS256', typ: 'JWT', ...header };
  const input = `${enc(h)}.${enc(claims)}`;
  const sig = sign('sha256', Buffer.from(input), key).toString('base64url');
  return `${input}.${sig}`;
}

/**
 * A JWT signed RS256 with the provider's active private key and its kid. The header
 * is the one of the provider's access tokens (`typ: at+jwt`, RFC 9068) unless
 * `header` overrides it.
 */
export function signWithProviderKey(claims, header = {}) {
  const { kid, key } = providerSigningKey();
  return signJwt(claims, key, { typ: 'at+jwt', kid, ...header });
}

/** A JWS with `alg: none` and an empty signature. */
export function unsignedJwt(claims, header = {}) {
  return `${enc({ alg: 'none', typ: 'JWT', ...header })}.${enc(claims)}.`;
}

/** A fresh RSA key the provider never saw. */
export function foreignKey() {
  return generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * A claim set shaped like a real access token of `username` (docs/platform.md), valid
 * for 10 minutes; `overrides` replace claims, a value `undefined` removes one.
 */
export function accessClaims(username = 'employee', overrides = {}) {
  const u = USERS[username];
  const now = nowSeconds();
  const claims = {
    iss: ISSUER,
    sub: String(u.id),
    aud: API_AUDIENCE,
    exp: now + 600,
    iat: now,
    nbf: now,
    jti: randomUUID(),
    client_id: 'kadry-web',
    scope: 'openid profile absences',
    role: u.roles,
    preferred_username: username,
    name: u.name,
    sid: randomUUID(),
  };
  for (const [k, v] of Object.entries(overrides)) {
    if (v === undefined) delete claims[k];
    else claims[k] = v;
  }
  return claims;
}
