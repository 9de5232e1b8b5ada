import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from '../idempotency';

describe('newIdempotencyKey', () => {
  it('is a fresh token the gateway accepts (1-64 of A-Za-z0-9_-)', () => {
    const a = newIdempotencyKey();
    const b = newIdempotencyKey();
    expect(a).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(a).not.toBe(b);
  });
});
