// Bad HTTP requests as an attacker or a broken client writes them, byte for byte, and the
// raw exchange that sends one. tests/security/edge-refusals.test.js sends every one of them
// to both public ports.

import net from 'node:net';

const CRLF = '\r\n';
const hex = (c) => `%${c.toString(16).padStart(2, '0').toUpperCase()}`;

/** Every byte a URL or a header must not carry raw: C0 controls, DEL and a few of Latin-1. */
const CONTROL_BYTES = [...Array.from({ length: 32 }, (_, i) => i), 0x7f];
const HIGH_BYTES = [0x80, 0xc0, 0xc1, 0xfe, 0xff];

/** A request as bytes: request line, headers (each one line), then an optional body. */
function raw(line, headers = [], body = '') {
  const head = [line, ...headers, 'Connection: close'].join(CRLF) + CRLF + CRLF;
  return Buffer.concat([Buffer.from(head, 'latin1'), Buffer.from(body, 'latin1')]);
}

const get = (target, host, extra = []) => raw(`GET ${target} HTTP/1.1`, [`Host: ${host}`, ...extra]);

/**
 * About 500 bad requests for the public port `host` ("127.0.0.1:8080"), each
 * `{ name, bytes }`. `paths` are paths the port serves, so the bad part is not the only
 * reason for a refusal.
 */
export function badInputs(host, paths) {
  const cases = [];
  const add = (name, bytes) => cases.push({ name, bytes });
  const long = (n, c = 'a') => c.repeat(n);

  for (const path of paths) {
    // NUL, control characters and DEL percent-encoded in the path and in the query.
    for (const c of CONTROL_BYTES) {
      add(`${path}: ${hex(c)} in the path`, get(`${path}/x${hex(c)}y`, host));
      add(`${path}: ${hex(c)} in the query`, get(`${path}?q=x${hex(c)}y`, host));
    }
    // The same bytes raw in the path (the request line is then malformed).
    for (const c of CONTROL_BYTES.filter((b) => b !== 0x0a && b !== 0x0d && b !== 0x20)) {
      add(`${path}: raw byte ${c} in the path`, get(`${path}/x${String.fromCharCode(c)}y`, host));
    }
    for (const c of HIGH_BYTES) {
      add(`${path}: raw byte ${c} in the path`, get(`${path}/x${String.fromCharCode(c)}y`, host));
      add(`${path}: ${hex(c)} in the path`, get(`${path}/${hex(c)}`, host));
    }
    // Broken and tricky percent-encoding.
    for (const bit of ['%', '%4', '%zz', '%%', '%G0', '%00%00', '%2500', '%c0%af', '%ed%a0%80', '%2e%2e', '%2f', '%5c',
      '..%2f..%2f', '%u0000', '%0d%0aSet-Cookie:%20x=1', '%E2%80%AE']) {
      add(`${path}: ${bit} in the path`, get(`${path}/${bit}`, host));
      add(`${path}: ${bit} in the query`, get(`${path}?q=${bit}`, host));
    }
    // Overlong addresses: around the 16 KiB header buffer, and far beyond it.
    for (const n of [8 * 1024, 16 * 1024 - 64, 16 * 1024, 16 * 1024 + 1, 17 * 1024, 32 * 1024, 64 * 1024, 1024 * 1024]) {
      add(`${path}: a path of ${n} bytes`, get(`${path}/${long(n)}`, host));
      add(`${path}: a query of ${n} bytes`, get(`${path}?q=${long(n)}`, host));
    }
    add(`${path}: a path of 17 KiB with %00`, get(`${path}/${long(17 * 1024)}%00`, host));
    add(`${path}: a query of 17 KiB of %00`, get(`${path}?q=${'%00'.repeat(6000)}`, host));
  }

  // Request targets that are not a path.
  for (const target of ['*', 'a', '//', '/\\', '\\', '/..', '/../../../../etc/passwd', '/./././', '//evil.example/',
    'http://evil.example/', 'http://localhost/', `http://${host}/`, 'https://x/%00', 'ftp://x/', 'x:y', '/?', '/#frag',
    '/?a=%', '/;a=b', '/\t', '?q', '', '/ /', '/%', long(20 * 1024, '/')]) {
    add(`target ${JSON.stringify(target.slice(0, 40))}`, get(target, host));
  }

  // Methods.
  for (const method of ['get', 'Get', 'G@T', 'GE T', 'FOO', 'CONNECT', 'TRACE', 'TRACK', 'PROPFIND', 'MKCOL', 'LOCK',
    'PRI', 'SEARCH', 'QUERY', 'BREW', 'M-SEARCH', '', '\x00GET', 'GET\x00', 'GET\t', long(100, 'A'), long(10_000, 'A'),
    'POST\x7f', 'DELETE ', 'OPTIONS']) {
    add(`method ${JSON.stringify(method.slice(0, 20))}`, raw(`${method} ${paths[0]} HTTP/1.1`, [`Host: ${host}`]));
  }

  // Protocol versions and request-line shapes.
  for (const version of ['HTTP/0.9', 'HTTP/1.2', 'HTTP/2.0', 'HTTP/3', 'HTTP/9.9', 'HTTP/1.10', 'HTTP/1.1x', 'HTTP/1',
    'HTTP/', 'HTTPS/1.1', 'http/1.1', 'HTTP/1.1 extra', 'HTTP/01.1', 'HTTP/1.01', 'FOO/1.1', 'HTTP/-1.1', 'HTTP/1.1\x00']) {
    add(`version ${JSON.stringify(version)}`, raw(`GET ${paths[0]} ${version}`, [`Host: ${host}`]));
  }
  add('two spaces in the request line', raw(`GET  ${paths[0]}  HTTP/1.1`, [`Host: ${host}`]));
  add('a TAB between the parts', raw(`GET\t${paths[0]}\tHTTP/1.1`, [`Host: ${host}`]));
  add('leading empty lines', Buffer.concat([Buffer.from('\r\n\r\n'), get(paths[0], host)]));
  add('bare LF line ends', Buffer.from(`GET ${paths[0]} HTTP/1.1\nHost: ${host}\nConnection: close\n\n`));
  add('bare CR line ends', Buffer.from(`GET ${paths[0]} HTTP/1.1\rHost: ${host}\rConnection: close\r\r\n\r\n`));
  add('the HTTP/2 preface in the clear', Buffer.from('PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n'));
  add('a TLS ClientHello', Buffer.from('160301002e010000', 'hex'));
  add('binary garbage', Buffer.from(Array.from({ length: 64 }, (_, i) => (i * 37) & 0xff)));
  add('only CRLFs', Buffer.from('\r\n'.repeat(10) + 'GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'));

  // Host.
  for (const value of ['', ' ', 'a b', 'evil.example', 'localhost:99999', 'localhost:-1', 'localhost:abc', '[::1',
    '[::1]:x', 'a/b', 'a\\b', '..', '.', 'a..b', 'localhost\x00', 'localhost\x01', '%00', 'a@b', 'a?b', 'a#b',
    long(300), long(17 * 1024), 'xn--', '-', 'a_b', '\u00e9.example']) {
    add(`Host ${JSON.stringify(value.slice(0, 30))}`, raw(`GET ${paths[0]} HTTP/1.1`, [`Host: ${value}`]));
  }
  add('no Host in HTTP/1.1', raw(`GET ${paths[0]} HTTP/1.1`));
  add('two Hosts', raw(`GET ${paths[0]} HTTP/1.1`, [`Host: ${host}`, 'Host: evil.example']));
  add('two Hosts, the same', raw(`GET ${paths[0]} HTTP/1.1`, [`Host: ${host}`, `Host: ${host}`]));
  add('absolute-form target with another Host', raw(`GET http://evil.example${paths[0]} HTTP/1.1`, [`Host: ${host}`]));

  // Header names and values.
  for (const c of CONTROL_BYTES.filter((b) => b !== 0x0a && b !== 0x0d)) {
    add(`raw byte ${c} in a header value`, get(paths[0], host, [`X-Probe: a${String.fromCharCode(c)}b`]));
    add(`raw byte ${c} in a header name`, get(paths[0], host, [`X-Pr${String.fromCharCode(c)}obe: a`]));
  }
  for (const line of ['NoColon', ': empty-name', 'Space Name: a', 'X-Probe : a', ' X-Folded: a', '\tX-Folded: a',
    'X-Probe: a\r\n folded', 'X-Probe:\x00', 'X-Probe: \xff\xfe', '(): a', 'X-Probe', 'X-Probe: %00',
    'Authorization: Bearer \x00', 'Authorization: Bearer %00', `Authorization: Bearer ${long(20 * 1024)}`,
    'Authorization: Basic ###', 'Cookie: a=\x01', 'Cookie: ' + 'c=1; '.repeat(3000), 'Content-Type: \x00',
    'Accept-Language: ' + long(5000), 'X-Request-Id: \x00\x01', 'X-Request-Id: ' + long(10_000),
    'Idempotency-Key: \x01', 'Idempotency-Key: ' + long(20_000), 'Range: bytes=-1-2', 'Range: bytes=999999999999999999999-',
    'If-Modified-Since: \x00', 'Expect: 100-continue', 'Expect: teapot', 'Upgrade: h2c', 'Upgrade: websocket',
    'X-Forwarded-For: \x00', 'X-Forwarded-For: ' + long(10_000, '1'), 'Forwarded: for=\x00', 'Origin: null',
    'Origin: \x00']) {
    add(`header ${JSON.stringify(line.slice(0, 30))}`, get(paths[0], host, [line]));
  }
  // Huge headers: one line past the 16 KiB buffer, many lines, all buffers full.
  for (const n of [8 * 1024, 16 * 1024, 16 * 1024 + 1, 17 * 1024, 32 * 1024, 64 * 1024, 256 * 1024]) {
    add(`one header of ${n} bytes`, get(paths[0], host, [`X-Big: ${long(n)}`]));
  }
  for (const [count, size] of [[100, 1024], [200, 100], [1000, 10], [5, 16 * 1024 - 100], [8, 8 * 1024], [10_000, 1]]) {
    const headers = Array.from({ length: count }, (_, i) => `X-H${i}: ${long(size)}`);
    add(`${count} headers of ${size} bytes`, get(paths[0], host, headers));
  }

  // Bodies and their framing.
  const post = (headers, body = '') => raw(`POST ${paths[0]} HTTP/1.1`, [`Host: ${host}`, ...headers], body);
  for (const [name, headers, body] of [
    ['Content-Length negative', ['Content-Length: -1'], ''],
    ['Content-Length not a number', ['Content-Length: abc'], ''],
    ['Content-Length hex', ['Content-Length: 0x10'], ''],
    ['Content-Length with a sign', ['Content-Length: +2'], 'ab'],
    ['Content-Length overflowing', ['Content-Length: 99999999999999999999999'], ''],
    ['two different Content-Lengths', ['Content-Length: 2', 'Content-Length: 3'], 'abc'],
    ['two equal Content-Lengths', ['Content-Length: 2', 'Content-Length: 2'], 'ab'],
    ['Content-Length list', ['Content-Length: 2, 2'], 'ab'],
    ['a body over 4 MiB', ['Content-Length: 5000000'], 'x'.repeat(5_000_000)],
    ['Content-Length over 4 MiB, no body sent', ['Content-Length: 50000000'], ''],
    ['Transfer-Encoding gzip', ['Transfer-Encoding: gzip'], ''],
    ['Transfer-Encoding unknown', ['Transfer-Encoding: foo'], ''],
    ['Transfer-Encoding chunked twice', ['Transfer-Encoding: chunked, chunked'], '0\r\n\r\n'],
    ['Transfer-Encoding with Content-Length', ['Transfer-Encoding: chunked', 'Content-Length: 3'], '0\r\n\r\n'],
    ['Transfer-Encoding with a space', ['Transfer-Encoding : chunked'], '0\r\n\r\n'],
    ['Transfer-Encoding in capitals', ['Transfer-Encoding: CHUNKED'], '0\r\n\r\n'],
    ['Transfer-Encoding in HTTP/1.0', ['Transfer-Encoding: chunked'], '0\r\n\r\n'],
    ['a bad chunk size', ['Transfer-Encoding: chunked'], 'zz\r\nab\r\n0\r\n\r\n'],
    ['a negative chunk size', ['Transfer-Encoding: chunked'], '-1\r\nab\r\n0\r\n\r\n'],
    ['a huge chunk size', ['Transfer-Encoding: chunked'], 'ffffffffffffffffff\r\nab\r\n0\r\n\r\n'],
    ['a chunk longer than it says', ['Transfer-Encoding: chunked'], '1\r\nabcdef\r\n0\r\n\r\n'],
    ['chunks over 4 MiB', ['Transfer-Encoding: chunked'], `${(5_000_000).toString(16)}\r\n${'x'.repeat(5_000_000)}\r\n0\r\n\r\n`],
    ['a chunk extension with NUL', ['Transfer-Encoding: chunked'], '2;\x00\r\nab\r\n0\r\n\r\n'],
    ['JSON with NUL', ['Content-Type: application/json', 'Content-Length: 9'], '{"a":"\x00"}'],
    ['bad UTF-8 JSON', ['Content-Type: application/json', 'Content-Length: 10'], '{"a":"\xff\xfe"}'],
  ]) {
    add(`POST: ${name}`, post(headers, body));
  }
  return cases;
}

/**
 * Sends `bytes` on a fresh connection to 127.0.0.1:`port` and reads until the server closes
 * it (every request says Connection: close) or `timeoutMs` passes. Answers `{ status,
 * headers, body }`; status 0 when nothing came back.
 */
export function exchange(port, bytes, { timeoutMs = 5000 } = {}) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks = [];
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(parseResponse(Buffer.concat(chunks)));
    };
    const timer = setTimeout(done, timeoutMs);
    // No half-close: nginx takes a client's EOF for a client gone and drops its request.
    socket.on('connect', () => socket.write(bytes));
    socket.on('data', (d) => chunks.push(d));
    socket.on('error', done);
    socket.on('close', done);
  });
}

function parseResponse(buffer) {
  const text = buffer.toString('latin1');
  const end = text.indexOf('\r\n\r\n');
  const head = end < 0 ? text : text.slice(0, end);
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
  const headers = {};
  for (const line of head.split('\r\n').slice(1)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status, headers, body: end < 0 ? '' : Buffer.from(text.slice(end + 4), 'latin1').toString('utf8') };
}
