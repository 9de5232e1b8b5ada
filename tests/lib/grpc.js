// A unary gRPC call over node:http2 with hand-encoded protobuf: enough to probe the
// identity provider's gRPC port without a gRPC library.

import http2 from 'node:http2';
import { grpcPort } from './env.js';

export const IDENTITY_GRPC_URL = `http://127.0.0.1:${grpcPort('identity')}`;

const varint = (n) => {
  const out = [];
  let v = BigInt(n);
  do {
    let byte = Number(v & 0x7fn);
    v >>= 7n;
    if (v > 0n) byte |= 0x80;
    out.push(byte);
  } while (v > 0n);
  return Buffer.from(out);
};
const tag = (field, wire) => varint((field << 3) | wire);

/** Protobuf fields: `pb.int(1, 5)`, `pb.string(2, 'x')`, `pb.message(1, pb.join(...))`. */
export const pb = {
  int: (field, n) => Buffer.concat([tag(field, 0), varint(n)]),
  bool: (field, b) => Buffer.concat([tag(field, 0), varint(b ? 1 : 0)]),
  string: (field, s) => {
    const bytes = Buffer.from(s, 'utf8');
    return Buffer.concat([tag(field, 2), varint(bytes.length), bytes]);
  },
  message: (field, bytes) => Buffer.concat([tag(field, 2), varint(bytes.length), bytes]),
  join: (...parts) => Buffer.concat(parts),
};

/** POSTs one message to `path` (`/package.Service/Method`); answers `{ status, message, body }`. */
export function grpcUnary(path, message, { bearer, url = IDENTITY_GRPC_URL, timeoutMs = 10000 } = {}) {
  return new Promise((resolve, reject) => {
    const client = http2.connect(url);
    const timer = setTimeout(() => {
      client.destroy();
      reject(new Error(`gRPC ${path}: no answer in ${timeoutMs} ms`));
    }, timeoutMs);
    client.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    const headers = { ':method': 'POST', ':path': path, 'content-type': 'application/grpc', te: 'trailers' };
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    const req = client.request(headers);
    const chunks = [];
    let status;
    let statusMessage = '';
    const take = (h) => {
      if (h['grpc-status'] !== undefined) {
        status = Number(h['grpc-status']);
        statusMessage = decodeURIComponent(h['grpc-message'] ?? '');
      }
    };
    req.on('response', take); // a trailers-only answer carries the status in the headers
    req.on('trailers', take);
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      clearTimeout(timer);
      client.close();
      resolve({ status, message: statusMessage, body: Buffer.concat(chunks) });
    });
    req.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    const frame = Buffer.alloc(5);
    frame.writeUInt32BE(message.length, 1);
    req.end(Buffer.concat([frame, message]));
  });
}

export const GRPC = Object.freeze({ OK: 0, PERMISSION_DENIED: 7, UNIMPLEMENTED: 12, UNAUTHENTICATED: 16 });

/** A minimal protobuf reader: the fields of a message as { field, value } (varints or bytes). */
export function pbFields(buf) {
  const out = [];
  let i = 0;
  const varint = () => {
    let v = 0n;
    let shift = 0n;
    for (;;) {
      const b = buf[i++];
      v |= BigInt(b & 0x7f) << shift;
      if (!(b & 0x80)) return v;
      shift += 7n;
    }
  };
  while (i < buf.length) {
    const key = Number(varint());
    const field = key >> 3;
    const wire = key & 7;
    if (wire === 0) out.push({ field, value: Number(BigInt.asIntN(64, varint())) });
    else if (wire === 2) {
      const n = Number(varint());
      out.push({ field, value: buf.subarray(i, i + n) });
      i += n;
    } else if (wire === 5) i += 4;
    else if (wire === 1) i += 8;
    else throw new Error(`wire type ${wire}`);
  }
  return out;
}

/**
 * The answer of a batch RPC whose counters are fields 1, 2 and 3 and whose per-item results are
 * field 4: `{ status, counts: [n1, n2, n3], results }`, each result's string fields named by
 * `resultFields` in field order (["eventId", "outcome", "reason"]). A failed call answers its status.
 */
export async function batchCall(path, message, { bearer, url, resultFields }) {
  const r = await grpcUnary(path, message, { bearer, url });
  if (r.status !== GRPC.OK) return { status: r.status, message: r.message };
  const fields = pbFields(r.body.subarray(5));
  const counts = [1, 2, 3].map((n) => Number(fields.find((f) => f.field === n)?.value ?? 0));
  const results = fields.filter((f) => f.field === 4).map((f) => {
    const x = pbFields(f.value);
    return Object.fromEntries(resultFields.map((name, i) => [name, x.find((y) => y.field === i + 1)?.value.toString('utf8') ?? '']));
  });
  return { status: r.status, counts, results };
}
