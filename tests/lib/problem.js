// RFC 9457 problem+json assertions (docs/architecture.md §3 "Errors").

import assert from 'node:assert/strict';

/**
 * Asserts `res` is an `application/problem+json` answer with HTTP status `status`
 * and a body whose `status` member equals it; answers the parsed body.
 */
export async function assertProblem(res, status, { wwwAuthenticate } = {}) {
  const text = await res.text();
  const where = `${res.url || 'response'}: status ${res.status}, content-type ${res.headers.get('content-type')}, body ${text.slice(0, 300)}`;
  assert.equal(res.status, status, `HTTP status (${where})`);
  const type = (res.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  assert.equal(type, 'application/problem+json', `content-type (${where})`);
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    assert.fail(`problem+json body is not JSON (${where})`);
  }
  assert.equal(typeof body, 'object', `problem body is an object (${where})`);
  assert.equal(body.status, status, `problem "status" member (${where})`);
  assert.equal(typeof body.title, 'string', `problem "title" is a string (${where})`);
  assert.ok(body.title.length > 0, `problem "title" is not empty (${where})`);
  if ('type' in body) assert.equal(typeof body.type, 'string', `problem "type" is a string (${where})`);
  if ('detail' in body) assert.equal(typeof body.detail, 'string', `problem "detail" is a string (${where})`);
  if (wwwAuthenticate) {
    const challenge = res.headers.get('www-authenticate') ?? '';
    assert.match(challenge, wwwAuthenticate, `WWW-Authenticate header (${where})`);
  }
  return body;
}
