// Every route × every demo user, generated from the OpenAPI document, which the gateway
// generates from the protos (kadry.common.v1.http and .ability on each RPC): a new route is
// covered the day its RPC is routed, with no row to add here.
//  - the document validates as OpenAPI 3.0 and names an ability on every operation;
//  - without a valid token every route answers 401 problem+json;
//  - each user is refused by the gateway exactly where abilities.json, with the user's own
//    access flags and HR area, denies the route's ability; elsewhere the service answers;
//  - every answer is one the document lists for the operation, errors as problem+json with a code.
// Own / team / all rows are each service's rule and are tested per service (absences-authz,
// work-times, bonus-declarations); the calls here change nothing: ids no one has, empty bodies.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import SwaggerParser from '@apidevtools/swagger-parser';
import { GATEWAY_URL, USERS, request } from '../lib/index.js';
import { accessOf, callAt, PROBLEM_CODE, PUBLIC } from '../lib/absences.js';
import { grants } from '../lib/abilities.js';

// An id no one has: a path that names it reaches the service's 404 (or its own refusal).
const NO_ONE = 2147480000;
const GATEWAY_REFUSAL = 'you do not have access to this operation';

const doc = await (await request(`${GATEWAY_URL}/api/openapi.json`)).json();
const OPERATIONS = Object.entries(doc.paths).flatMap(([template, item]) =>
  Object.entries(item).map(([method, op]) => ({
    method: method.toUpperCase(),
    template,
    path: template.replace(/\{[^}]+\}/g, String(NO_ONE)),
    ability: op['x-kadry-ability'],
    body: op.requestBody ? {} : undefined,
    documented: new Set(Object.keys(op.responses)),
  })),
);

test('the OpenAPI document validates and every operation names its ability', async () => {
  await SwaggerParser.validate(structuredClone(doc));
  assert.ok(OPERATIONS.length >= 70, `read ${OPERATIONS.length} operations`);
  assert.deepEqual(OPERATIONS.filter((o) => !o.ability).map((o) => `${o.method} ${o.template}`), []);
});

test('every route answers 401 problem+json without a token and with a forged one', async () => {
  const wrong = [];
  // A public route's secret is in its path (a calendar feed's): it takes no token.
  for (const o of OPERATIONS.filter((x) => x.ability !== PUBLIC)) {
    for (const bearer of [undefined, 'eyJhbGciOiJSUzI1NiJ9.e30.c2lnbmF0dXJl']) {
      const res = await request(`${GATEWAY_URL}${o.path}`, { method: o.method, json: o.body, bearer });
      const type = res.headers.get('content-type') ?? '';
      const body = await res.json().catch(() => ({}));
      if (res.status !== 401 || !type.startsWith('application/problem+json')) wrong.push(`${o.method} ${o.template}: ${res.status} ${type}`);
      if (!['auth.token-required', 'auth.token-invalid'].includes(body.code)) wrong.push(`${o.method} ${o.template}: 401 coded ${body.code}`);
    }
  }
  assert.deepEqual(wrong, []);
});

for (const username of Object.keys(USERS)) {
  test(`${username}: the gateway refuses exactly the routes abilities.json denies, and every answer is documented`, async () => {
    const access = await accessOf(username);
    const wrong = [];
    for (const o of OPERATIONS) {
      const r = await callAt(GATEWAY_URL, username, o.method, o.path, o.body);
      const what = `${o.method} ${o.template} (${o.ability})`;
      const refused = r.status === 403 && r.body?.detail === GATEWAY_REFUSAL;
      if ((o.ability === PUBLIC || grants(access, o.ability)) === refused) wrong.push(`${what}: ${r.status} ${r.body?.detail ?? ''}, granted: ${!refused}`);
      if (!o.documented.has(String(r.status))) wrong.push(`${what}: ${r.status} is not in the document`);
      if (r.status >= 400 && !r.contentType.startsWith('application/problem+json')) wrong.push(`${what}: ${r.status} as ${r.contentType}`);
      if (r.status >= 400 && !PROBLEM_CODE.test(r.body?.code ?? '')) wrong.push(`${what}: ${r.status} without a problem code`);
    }
    assert.deepEqual(wrong, []);
  });
}
