// Compression at the edge (docs/operations.md "Compression"): nginx gzips answers for every
// client, and the servers behind it never compress. A browser accepts "br", and the HTTP
// library behind nginx would answer it with Brotli at its slowest quality: 3.7 s for a 1 MB
// month of the team calendar, 1.2 s for the app's script.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { GATEWAY_URL, ROOT } from '../lib/index.js';
import { tokenOf } from '../lib/absences.js';

const BROWSER = 'gzip, deflate, br, zstd';

/** GET `url` with the headers; answers { status, headers, bytes } without decoding the body. */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    http.get(url, { headers }, (res) => {
      const parts = [];
      res.on('data', (c) => parts.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, bytes: Buffer.concat(parts).length }));
    }).on('error', reject);
  });
}

test("the app's script comes gzipped, as a browser asks for it", async () => {
  const script = readFileSync(`${ROOT}/web/dist/index.html`, 'utf8').match(/assets\/index-[^"]+\.js/)?.[0];
  assert.ok(script, 'the built app names its script');
  const plain = await rawGet(`${GATEWAY_URL}/${script}`, {});
  const zipped = await rawGet(`${GATEWAY_URL}/${script}`, { 'Accept-Encoding': BROWSER });
  assert.equal(zipped.status, 200);
  assert.equal(zipped.headers['content-encoding'], 'gzip');
  assert.ok(zipped.bytes < plain.bytes / 2, `${zipped.bytes} of ${plain.bytes} bytes`);
});

test('a large API answer comes gzipped; a small problem as it is', async () => {
  const bearer = `Bearer ${await tokenOf('hr')}`;
  const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date()).slice(0, 7);
  const calendar = await rawGet(`${GATEWAY_URL}/work-times/api/workdays/calendar?date-from=${month}-01&date-to=${month}-28`,
    { Authorization: bearer, 'Accept-Encoding': BROWSER });
  assert.equal(calendar.status, 200);
  assert.equal(calendar.headers['content-encoding'], 'gzip');
  assert.match(calendar.headers.vary ?? '', /Accept-Encoding/);

  const refused = await rawGet(`${GATEWAY_URL}/work-times/api/workdays/calendar`, { 'Accept-Encoding': BROWSER });
  assert.equal(refused.status, 401);
  assert.equal(refused.headers['content-encoding'], undefined, 'a body under 1 KiB is not worth it');
});
