// `<binary> health` (docs/operations.md "Images"): each service asks the process serving on its
// own port for the gRPC health protocol's SERVING (identity also for its HTTP /healthz), without
// PostgreSQL, and exits 0; nothing serving there is 1. The images' HEALTHCHECK runs it.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ROOT, SERVED_SERVICES as SERVED, freePort, runBinary, serviceVariable } from '../lib/index.js';

const binary = (name) => `${ROOT}/build/services/${name}/${name}`;
// The provider process itself: KADRY_IDENTITY_PORT is the nginx front in the local stack.
const PROVIDER = { KADRY_IDENTITY_PORT: process.env.KADRY_IDENTITY_INTERNAL_PORT ?? '8181' };
// A health check never connects to PostgreSQL: a DSN that cannot connect changes nothing.
const NO_DATABASE = (name) => ({ [serviceVariable(name, 'PG_DSN')]: 'host=127.0.0.1 port=1 dbname=none user=none' });

test('every served service of the table answers `health` with 0', async () => {
  assert.ok(SERVED.length >= 4, `services: ${SERVED}`);
  for (const name of SERVED) {
    const done = await runBinary(binary(name), ['health'], { ...PROVIDER, ...NO_DATABASE(name) });
    assert.equal(done.code, 0, `${name} health: ${done.output}`);
  }
});

test('nothing serving on the gRPC port: `health` exits 1 and says where it asked', async () => {
  for (const name of SERVED) {
    const port = await freePort();
    const done = await runBinary(binary(name), ['health'], { ...PROVIDER, [serviceVariable(name, 'GRPC_PORT')]: String(port) });
    assert.equal(done.code, 1, `${name} health: ${done.output}`);
    assert.match(done.output, new RegExp(`127\\.0\\.0\\.1:${port}`));
  }
});

test('identity: its gRPC serving but its HTTP port silent is unhealthy too', async () => {
  const port = await freePort();
  const done = await runBinary(binary('identity'), ['health'], { KADRY_IDENTITY_PORT: String(port) });
  assert.equal(done.code, 1, done.output);
  assert.match(done.output, new RegExp(`${port}/healthz`));
});
