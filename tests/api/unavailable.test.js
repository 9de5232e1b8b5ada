// A gRPC backend that is down is a quick 503 problem+json, not a hang or a 500.
// Starts a second gateway whose identity gRPC address points at a closed port.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GATEWAY_BIN, USERS, assertProblem, request, startGateway, tokensFor } from '../lib/index.js';

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
  } finally {
    await gw.stop();
  }
});
