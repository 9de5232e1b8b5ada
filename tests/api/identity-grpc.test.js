// The identity provider's gRPC port as an internal system (or an intruder) sees it:
// writing accounts needs the identity.admin scope, which no demo client holds; reads
// keep the identity.users scope; reflection is off unless configured.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { API_AUDIENCE, GRPC, ISSUER, grpcUnary, nowSeconds, pb, psql, signWithProviderKey, tokenRequest } from '../lib/index.js';

const UPSERT = '/kadry.identity.v1.IdentityService/UpsertUser';
const GET_USER = '/kadry.identity.v1.IdentityService/GetUser';

const upsertAdmin = (id) =>
  pb.join(
    pb.message(1, pb.join(pb.int(1, id), pb.string(2, `grpc-probe-${id}`), pb.int(7, 9301), pb.int(7, 9044), pb.bool(8, true))),
    pb.string(2, 'Intruder2026x'),
  );

async function payrollToken() {
  const r = await tokenRequest({ grant_type: 'client_credentials', scope: 'identity.users absences.export' }, { client: 'kadry-payroll' });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body.access_token;
}

test('the payroll client cannot create or reset an account (UpsertUser needs identity.admin)', async () => {
  const id = 950000 + Math.floor(Math.random() * 9999);
  try {
    const r = await grpcUnary(UPSERT, upsertAdmin(id), { bearer: await payrollToken() });
    assert.equal(r.status, GRPC.PERMISSION_DENIED, `status ${r.status} ${r.message}`);
    assert.equal(psql(`SELECT count(*) FROM identity.users WHERE user_id = ${id}`), '0');
  } finally {
    psql(`DELETE FROM identity.users WHERE user_id = ${id}`);
  }
});

test('a system token with identity.admin may write accounts; identity.users still reads them', async () => {
  const id = 960000 + Math.floor(Math.random() * 9999);
  const now = nowSeconds();
  const admin = signWithProviderKey(
    { iss: ISSUER, sub: 'kadry-hr-sync', aud: API_AUDIENCE, iat: now, nbf: now, exp: now + 300, jti: randomUUID(), client_id: 'kadry-hr-sync', scope: 'identity.admin' },
    { typ: 'at+jwt' },
  );
  try {
    const written = await grpcUnary(UPSERT, upsertAdmin(id), { bearer: admin });
    assert.equal(written.status, GRPC.OK, written.message);
    const read = await grpcUnary(GET_USER, pb.int(1, id), { bearer: await payrollToken() });
    assert.equal(read.status, GRPC.OK, read.message);
    assert.ok(read.body.includes(Buffer.from(`grpc-probe-${id}`)), 'GetUser answers the account');
  } finally {
    psql(`DELETE FROM identity.users WHERE user_id = ${id}`);
  }
});

test('gRPC reflection is off: nobody can list the methods', async () => {
  const r = await grpcUnary('/grpc.reflection.v1alpha.ServerReflection/ServerReflectionInfo', pb.string(7, '*'));
  assert.equal(r.status, GRPC.UNIMPLEMENTED, `status ${r.status} ${r.message}`);
});
