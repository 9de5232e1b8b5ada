// Per-user presets through the gateway (docs/platform.md "Presets"): CRUD, ownership,
// input validation. Every test uses its own preset key, so tests and runs do not see
// each other's presets; whatever a test creates it deletes.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GATEWAY_URL, USERS, assertProblem, randomToken, readJson, request, tokensFor } from '../lib/index.js';

const EMP = USERS.employee.id;
const MGR = USERS.manager.id;

const token = async (username) => (await tokensFor(username, { scope: 'openid profile absences' })).access_token;
const uniqueKey = () => `appSettings-test-${randomToken(6).replace(/[^a-zA-Z0-9]/g, 'x')}`;
const base = (userId) => `${GATEWAY_URL}/api/users/${userId}/presets`;

async function list(bearer, userId, key, { page = 1, pageSize = 10 } = {}) {
  const url = `${base(userId)}?key=${encodeURIComponent(key)}&page=${page}&page-size=${pageSize}`;
  const res = await request(url, { bearer });
  assert.equal(res.status, 200, `list: ${res.status}`);
  return readJson(res);
}

async function create(bearer, userId, preset) {
  const res = await request(base(userId), { method: 'POST', bearer, json: preset });
  const body = await readJson(res);
  assert.ok([200, 201].includes(res.status), `create: ${res.status} ${JSON.stringify(body)}`);
  assertPreset(body.data, { ...preset, userId });
  return body.data;
}

async function remove(bearer, userId, id) {
  const res = await request(`${base(userId)}/${id}`, { method: 'DELETE', bearer });
  await res.arrayBuffer();
  return res.status;
}

function assertPreset(p, expected) {
  assert.equal(typeof p, 'object', `preset object: ${JSON.stringify(p)}`);
  assert.equal(typeof p.id, 'number', `id is a number: ${JSON.stringify(p)}`);
  assert.ok(p.id > 0);
  assert.equal(p.userId, expected.userId, 'userId is a number equal to the owner');
  if (expected.key !== undefined) assert.equal(p.key, expected.key);
  if (expected.name !== undefined) assert.equal(p.name, expected.name);
  if (expected.data !== undefined) assert.deepEqual(p.data, expected.data);
  assert.equal(typeof p.isDefault, 'boolean', `isDefault is a boolean: ${JSON.stringify(p)}`);
}

test('presets CRUD as the employee: create → list by key → update → mark as default → delete → list empty', async () => {
  const bearer = await token('employee');
  const key = uniqueKey();
  const data = { theme: 'dark', layout: 'boxed', nested: { primaryColor: '#1976D2', collapsed: true, widths: [1, 2.5] } };
  let created;
  try {
    created = await create(bearer, EMP, { key, name: 'appSettings', data });
    assert.equal(created.isDefault, false);

    const listed = await list(bearer, EMP, key);
    assert.equal(listed.total, 1);
    assert.equal(listed.data.length, 1);
    assertPreset(listed.data[0], { userId: EMP, key, name: 'appSettings', data });
    assert.equal(listed.data[0].id, created.id);

    const newData = { theme: 'light', layout: 'wide' };
    const upd = await request(`${base(EMP)}/${created.id}`, { method: 'PUT', bearer, json: { key, name: 'appSettings', data: newData } });
    const updBody = await readJson(upd);
    assert.equal(upd.status, 200, JSON.stringify(updBody));
    assertPreset(updBody.data, { userId: EMP, key, name: 'appSettings', data: newData });
    assert.equal(updBody.data.id, created.id);
    assert.deepEqual((await list(bearer, EMP, key)).data[0].data, newData, 'the update is stored (data replaced, not merged)');

    const mark = await request(`${base(EMP)}/${created.id}/mark-as-default-commands`, { method: 'POST', bearer });
    const markBody = await readJson(mark);
    assert.equal(mark.status, 200, JSON.stringify(markBody));
    assert.equal(markBody.data.id, created.id);
    assert.equal(markBody.data.isDefault, true);
    assert.equal((await list(bearer, EMP, key)).data[0].isDefault, true, 'default is stored');

    const { id } = created;
    assert.equal(await remove(bearer, EMP, id), 204);
    created = null;
    const after = await list(bearer, EMP, key);
    assert.equal(after.total, 0);
    assert.deepEqual(after.data, []);

    // Deleting again: the preset is gone.
    await assertProblem(await request(`${base(EMP)}/${id}`, { method: 'DELETE', bearer }), 404);
  } finally {
    if (created) await remove(bearer, EMP, created.id);
  }
});

test('listing filters by key and pages with page and page-size', async () => {
  const bearer = await token('employee');
  const key = uniqueKey();
  const other = uniqueKey();
  const ids = [];
  try {
    for (let i = 0; i < 3; i += 1) ids.push((await create(bearer, EMP, { key, name: `n${i}`, data: { i } })).id);
    ids.push((await create(bearer, EMP, { key: other, name: 'other', data: {} })).id);

    const p1 = await list(bearer, EMP, key, { page: 1, pageSize: 2 });
    assert.equal(p1.total, 3, 'total counts all presets of the key, not the page');
    assert.equal(p1.data.length, 2);
    const p2 = await list(bearer, EMP, key, { page: 2, pageSize: 2 });
    assert.equal(p2.total, 3);
    assert.equal(p2.data.length, 1);
    const seen = [...p1.data, ...p2.data].map((p) => p.id).sort((a, b) => a - b);
    assert.deepEqual(seen, ids.slice(0, 3).sort((a, b) => a - b), 'the pages together hold each preset once');
    for (const p of [...p1.data, ...p2.data]) assert.equal(p.key, key);

    const o = await list(bearer, EMP, other);
    assert.equal(o.total, 1);
    assert.equal(o.data[0].key, other);
  } finally {
    for (const id of ids) await remove(bearer, EMP, id);
  }
});

test("the manager's token on the employee's userId: list and create are 403", async () => {
  const mgr = await token('manager');
  const key = uniqueKey();
  await assertProblem(await request(`${base(EMP)}?key=appSettings&page=1&page-size=10`, { bearer: mgr }), 403);
  const res = await request(base(EMP), { method: 'POST', bearer: mgr, json: { key, name: 'planted', data: {} } });
  if (res.status < 300) {
    // Clean up what must never have been created, then fail.
    const body = await res.json();
    const emp = await token('employee');
    if (body?.data?.id) await remove(emp, EMP, body.data.id);
    assert.fail(`the manager created a preset for the employee: ${JSON.stringify(body)}`);
  }
  await assertProblem(res, 403);
});

test("another user cannot read, create, update, mark or delete the employee's presets (403)", async () => {
  const emp = await token('employee');
  const mgr = await token('manager');
  const key = uniqueKey();
  const mine = await create(emp, EMP, { key, name: 'mine', data: { theme: 'dark' } });
  try {
    await assertProblem(await request(`${base(EMP)}?key=${key}`, { bearer: mgr }), 403);
    await assertProblem(await request(base(EMP), { method: 'POST', bearer: mgr, json: { key, name: 'x', data: {} } }), 403);
    await assertProblem(
      await request(`${base(EMP)}/${mine.id}`, { method: 'PUT', bearer: mgr, json: { key, name: 'hijacked', data: { theme: 'light' } } }),
      403,
    );
    await assertProblem(await request(`${base(EMP)}/${mine.id}/mark-as-default-commands`, { method: 'POST', bearer: mgr }), 403);
    await assertProblem(await request(`${base(EMP)}/${mine.id}`, { method: 'DELETE', bearer: mgr }), 403);

    const still = await list(emp, EMP, key);
    assert.equal(still.total, 1, 'the preset survived');
    assertPreset(still.data[0], { userId: EMP, key, name: 'mine', data: { theme: 'dark' } });
    assert.equal(still.data[0].isDefault, false);
  } finally {
    await remove(emp, EMP, mine.id);
  }
});

test("a user cannot reach another user's preset id through their own userId path (404)", async () => {
  const emp = await token('employee');
  const mgr = await token('manager');
  const key = uniqueKey();
  const theirs = await create(mgr, MGR, { key, name: 'managers', data: { theme: 'dark' } });
  try {
    await assertProblem(
      await request(`${base(EMP)}/${theirs.id}`, { method: 'PUT', bearer: emp, json: { key, name: 'hijacked', data: { x: 1 } } }),
      404,
    );
    await assertProblem(await request(`${base(EMP)}/${theirs.id}/mark-as-default-commands`, { method: 'POST', bearer: emp }), 404);
    await assertProblem(await request(`${base(EMP)}/${theirs.id}`, { method: 'DELETE', bearer: emp }), 404);
    assert.equal((await list(emp, EMP, key)).total, 0, "the manager's preset does not show in the employee's list");

    const still = await list(mgr, MGR, key);
    assert.equal(still.total, 1, "the manager's preset survived");
    assertPreset(still.data[0], { userId: MGR, key, name: 'managers', data: { theme: 'dark' } });
    assert.equal(still.data[0].isDefault, false);
  } finally {
    await remove(mgr, MGR, theirs.id);
  }
});

test('update, mark-as-default (no body, as in the contract) and delete of a preset id that does not exist are 404', async () => {
  const bearer = await token('employee');
  const missing = 2147480000;
  await assertProblem(
    await request(`${base(EMP)}/${missing}`, { method: 'PUT', bearer, json: { key: uniqueKey(), name: 'x', data: {} } }),
    404,
  );
  await assertProblem(await request(`${base(EMP)}/${missing}/mark-as-default-commands`, { method: 'POST', bearer }), 404);
  await assertProblem(await request(`${base(EMP)}/${missing}`, { method: 'DELETE', bearer }), 404);
});

test('bad input is a 400 problem+json and stores nothing', async () => {
  const bearer = await token('employee');
  const key = uniqueKey();
  const bodies = [
    ['a JSON array', '[1,2,3]'],
    ['a JSON string', '"appSettings"'],
    ['broken JSON', '{"key":'],
    ['data of the wrong type', JSON.stringify({ key, name: 'x', data: 'not-an-object' })],
    ['name of the wrong type', JSON.stringify({ key, name: { nested: true }, data: {} })],
  ];
  for (const [what, body] of bodies) {
    const res = await request(base(EMP), { method: 'POST', bearer, body, headers: { 'content-type': 'application/json' } });
    const problem = await assertProblem(res, 400);
    assert.ok(problem, what);
  }
  const created = await create(bearer, EMP, { key, name: 'ok', data: {} });
  try {
    const res = await request(`${base(EMP)}/${created.id}`, {
      method: 'PUT', bearer, body: JSON.stringify({ key, name: 'ok', data: [1, 2] }), headers: { 'content-type': 'application/json' },
    });
    await assertProblem(res, 400);
    const l = await list(bearer, EMP, key);
    assert.equal(l.total, 1, 'only the valid preset exists');
    assert.deepEqual(l.data[0].data, {});
  } finally {
    await remove(bearer, EMP, created.id);
  }
});

test('a non-numeric userId or preset id in the path is 400/404 problem+json, never 500', async () => {
  const bearer = await token('employee');
  for (const [method, path] of [['GET', '/api/users/abc/presets'], ['DELETE', `/api/users/${EMP}/presets/abc`]]) {
    const res = await request(`${GATEWAY_URL}${path}`, { method, bearer });
    assert.ok([400, 403, 404].includes(res.status), `${method} ${path}: ${res.status}`);
    await assertProblem(res, res.status);
  }
});
