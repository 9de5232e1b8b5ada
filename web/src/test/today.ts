import { afterEach, beforeEach, vi } from 'vitest';

/** Pins the clock of every test in the file to `instant` (only Date: timers still run). */
export function useToday(instant: string) {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(instant));
  });
  afterEach(() => vi.useRealTimers());
}
