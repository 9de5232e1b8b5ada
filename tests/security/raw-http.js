// A raw HTTP/1.1 exchange over a socket: fetch() normalises or refuses the bytes an
// attacker sends (a TAB inside a header value, an oversized body), so these tests write
// them by hand.

import net from 'node:net';

/** Sends `head` (request line and headers, CRLF-separated, no final blank line) and `body`; answers { status, text }. */
export function rawRequest(baseUrl, head, body = '', { timeoutMs = 10_000 } = {}) {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port || 80), url.hostname);
    const chunks = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on('connect', () => {
      const length = Buffer.byteLength(body);
      socket.write(`${head}\r\nHost: ${url.host}\r\nConnection: close\r\nContent-Length: ${length}\r\n\r\n`);
      if (length) socket.write(body);
    });
    socket.on('data', (d) => chunks.push(d));
    socket.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('utf8');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, text });
    });
  });
}
