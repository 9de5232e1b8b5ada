// A gRPC backend that is down is a quick 503 problem+json, not a hang or a 500.
// Starts a second gateway whose identity gRPC address points at a closed port.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GATEWAY_BIN, USERS, assertProblem, freePort, request, runBinary, startGateway, tokensFor } from '../lib/index.js';

test('identity gRPC down: the presets list answers 503 problem+json within a few seconds', { skip: !GATEWAY_BIN && 'KADRY_GATEWAY_BIN not set' }, async () => {
  const { access_token: token } = await tokensFor('employee', { scope: 'openid profile absences' });
  const gw = await startGateway({ KADRY_IDENTITY_GRPC_ADDRESS: '127.0.0.1:1' });
  try {
    // Control: the second gateway is up and validates tokens as usual.
    const cfg = await request(`${gw.url}/api/configuration`, { bearer: token });
    assert.equal(cfg.status, 200, `second gateway /api/configuration: ${cfg.status} ${await cfg.text()}`);

    const started = Date.now();
    const res = await request(`${gw.url}/api/users/${USERS.employee.id}/presets?key=appSettings&page=1&page-size=10`, {
      bearer: token,
      timeoutMs: 10000,
    });
    const elapsed = Date.now() - started;
    await assertProblem(res, 503);
    assert.ok(elapsed < 5000, `503 took ${elapsed} ms`);

    // /readyz reports the missing backend.
    const ready = await request(`${gw.url}/readyz`);
    await ready.arrayBuffer();
    assert.notEqual(ready.status, 200, '/readyz must not be ready with identity gRPC down');
    const health = await request(`${gw.url}/healthz`);
    await health.arrayBuffer();
    assert.equal(health.status, 200, '/healthz stays 200 (the process is up)');
    // Its own readiness (what a load balancer asks) holds: the other routes still serve.
    const self = await request(`${gw.url}/readyz/self`);
    assert.equal(self.status, 200, '/readyz/self needs only the gateway\'s own state');
    assert.deepEqual(await self.json(), { jwks: 'ok', status: 'ok' });
  } finally {
    await gw.stop();
  }
});

test('the identity provider\'s keys unreachable: /readyz/self is 503 (nothing could be authorised)', { skip: !GATEWAY_BIN && 'KADRY_GATEWAY_BIN not set' }, async () => {
  const gw = await startGateway({ KADRY_JWKS_URL: 'http://127.0.0.1:1/jwks' });
  try {
    const self = await request(`${gw.url}/readyz/self`, { timeoutMs: 10000 });
    assert.equal(self.status, 503);
    assert.deepEqual(await self.json(), { jwks: 'down', status: 'unavailable' });
  } finally {
    await gw.stop();
  }
});

test('`gateway health` exits 0 for a serving gateway on its port and 1 for none (the image\'s HEALTHCHECK)', { skip: !GATEWAY_BIN && 'KADRY_GATEWAY_BIN not set' }, async () => {
  const gw = await startGateway();
  try {
    const serving = await runBinary(GATEWAY_BIN, ['health'], { KADRY_GATEWAY_PORT: String(gw.port) });
    assert.equal(serving.code, 0, serving.output);
    const nobody = await runBinary(GATEWAY_BIN, ['health'], { KADRY_GATEWAY_PORT: String(await freePort()) });
    assert.equal(nobody.code, 1, nobody.output);
    const wrong = await runBinary(GATEWAY_BIN, ['healthy'], {});
    assert.equal(wrong.code, 2, wrong.output);
  } finally {
    await gw.stop();
  }
});
