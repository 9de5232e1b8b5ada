import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TodayWidget } from '../components/today-widget';

describe('today on the dashboard', () => {
  afterEach(() => vi.useRealTimers());

  it('reads as a date people say, in Poland: "23 listopada 2026", not the ISO form', () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T23:30:00Z'), toFake: ['Date'] }); // already 24th in Warsaw
    render(<TodayWidget />);
    expect(screen.getByTestId('today-date').textContent).toMatch(/^24 listopada 2026 · 00:30$/);
  });
});
