/**
 * A fresh Idempotency-Key for one user action (a create or a decision): the gateway and the
 * absences service store it with the write, so if the answer is lost and the same call is
 * sent again, the server answers with the first result instead of writing twice.
 * getRandomValues, not randomUUID: the latter exists only in secure contexts.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
