import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingProgress } from '../loading-progress';

describe('loading bar timing (docs/product.md §2)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('climbs in steps every 800 ms while loading', () => {
    const p = new LoadingProgress();
    p.start();
    expect(p.get()).toEqual({ visible: true, value: 0 });
    vi.advanceTimersByTime(799);
    expect(p.get().value).toBe(0);
    vi.advanceTimersByTime(1);
    const first = p.get().value;
    expect(first).toBeGreaterThan(0);
    vi.advanceTimersByTime(800);
    expect(p.get().value).toBeGreaterThan(first);
  });

  it('stalls at 82 however long loading takes', () => {
    const p = new LoadingProgress();
    p.start();
    const seen: number[] = [];
    for (let i = 0; i < 100; i += 1) {
      vi.advanceTimersByTime(800);
      seen.push(p.get().value);
    }
    expect(Math.max(...seen)).toBe(82);
    expect(p.get()).toEqual({ visible: true, value: 82 });
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  });

  it('jumps to 100 when done and hides 300 ms later', () => {
    const p = new LoadingProgress();
    p.start();
    vi.advanceTimersByTime(1600);
    p.done();
    expect(p.get()).toEqual({ visible: true, value: 100 });
    vi.advanceTimersByTime(299);
    expect(p.get().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(p.get()).toEqual({ visible: false, value: 0 });
  });

  it('restarts from zero when loading begins again before it hid', () => {
    const p = new LoadingProgress();
    p.start();
    vi.advanceTimersByTime(800);
    p.done();
    vi.advanceTimersByTime(100);
    p.start();
    expect(p.get()).toEqual({ visible: true, value: 0 });
    vi.advanceTimersByTime(1000);
    expect(p.get().visible).toBe(true);
  });

  it('notifies subscribers on every change', () => {
    const p = new LoadingProgress();
    const listener = vi.fn();
    p.subscribe(listener);
    p.start();
    vi.advanceTimersByTime(800);
    p.done();
    vi.advanceTimersByTime(300);
    expect(listener).toHaveBeenCalledTimes(4);
  });
});
