// Gateway basics: health, /config.json, /api/configuration, unknown routes, the SPA.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GATEWAY_URL, ISSUER, assertProblem, readJson, request, tokensFor } from '../lib/index.js';

const employeeToken = async () => (await tokensFor('employee', { scope: 'openid profile absences' })).access_token;

test('GET /healthz is 200', async () => {
  const res = await request(`${GATEWAY_URL}/healthz`);
  await res.arrayBuffer();
  assert.equal(res.status, 200);
});

test('GET /config.json gives the OIDC settings of the web app and the API base URL', async () => {
  const res = await request(`${GATEWAY_URL}/config.json`);
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
  const cfg = await readJson(res);
  const a = cfg.apkiConfig;
  assert.equal(typeof a, 'object');
  assert.equal(a.clientId, 'kadry-web');
  assert.equal(a.authority.replace(/\/$/, ''), ISSUER);
  assert.equal(a.responseType, 'code');
  assert.ok(a.scope.split(' ').includes('openid') && a.scope.split(' ').includes('absences'), a.scope);
  assert.equal(a.applicationId, 1);
  assert.equal(typeof a.automaticSilentRenew, 'boolean');
  assert.ok(Array.isArray(cfg.modules) && cfg.modules.length >= 1);
  assert.equal(typeof cfg.modules[0].apiBaseUrl, 'string');
  assert.doesNotThrow(() => new URL(cfg.modules[0].apiBaseUrl), 'apiBaseUrl is an absolute URL');
  assert.equal(cfg.modules[0].name, 'employee');
  assert.doesNotMatch(JSON.stringify(cfg), /secret/i, 'no client secret in the public config');
});

test('GET /api/configuration with a valid token gives the feature flags', async () => {
  const res = await request(`${GATEWAY_URL}/api/configuration`, { bearer: await employeeToken() });
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
  const body = await readJson(res);
  assert.equal(typeof body.newsEnabled, 'boolean');
  assert.equal(typeof body.uiMonitoringEnabled, 'boolean');
});

test('an unknown route under /api/ is a 404 problem+json, not the SPA', async () => {
  const token = await employeeToken();
  for (const path of ['/api/no-such-route', '/api/users/1002/no-such-thing', '/absences/api/no-such-route']) {
    const res = await request(`${GATEWAY_URL}${path}`, { bearer: token });
    await assertProblem(res, 404);
  }
});

test('an unsupported method on a known route is a 404/405 problem+json', async () => {
  const res = await request(`${GATEWAY_URL}/api/configuration`, { method: 'DELETE', bearer: await employeeToken() });
  assert.ok([404, 405].includes(res.status), `status ${res.status}`);
  await assertProblem(res, res.status);
});

test('the SPA index carries Content-Security-Policy and X-Content-Type-Options: nosniff', async () => {
  for (const path of ['/', '/requests/my']) {
    const res = await request(`${GATEWAY_URL}${path}`);
    const text = await res.text();
    assert.equal(res.status, 200, `${path}: ${res.status}`);
    assert.match(res.headers.get('content-type') ?? '', /text\/html/, path);
    assert.match(text, /<html/i, `${path} serves index.html (history fallback)`);
    const csp = res.headers.get('content-security-policy');
    assert.ok(csp && csp.length > 0, `${path}: Content-Security-Policy present`);
    assert.match(csp, /default-src|script-src/, `${path}: CSP restricts scripts: ${csp}`);
    assert.equal((res.headers.get('x-content-type-options') ?? '').toLowerCase(), 'nosniff', path);
  }
});

test('JSON answers are nosniff too', async () => {
  const res = await request(`${GATEWAY_URL}/api/configuration`, { bearer: await employeeToken() });
  await res.arrayBuffer();
  assert.equal((res.headers.get('x-content-type-options') ?? '').toLowerCase(), 'nosniff');
});

test('path traversal does not leave web/dist', async () => {
  for (const path of ['/..%2f..%2fCMakeLists.txt', '/%2e%2e/%2e%2e/CMakeLists.txt', '/assets/..%2f..%2f..%2fdocs/platform.md']) {
    const res = await request(`${GATEWAY_URL}${path}`);
    const text = await res.text();
    assert.doesNotMatch(text, /cmake_minimum_required|Platform contract/i, `${path} leaked a repository file`);
  }
});

test('GET /api/openapi.json describes the REST surface without a token', async () => {
  const res = await request(`${GATEWAY_URL}/api/openapi.json`);
  assert.equal(res.status, 200);
  const doc = await res.json();
  assert.equal(doc.openapi, '3.0.3');
  assert.ok(doc.paths['/absences/api/requests'].post.requestBody, 'filing takes a body');
  assert.equal(doc.paths['/absences/api/requests/team'].get['x-kadry-ability'], 'Page_Requests_Team');
  assert.ok(doc.components.schemas.Problem, 'errors are problem+json');
});
