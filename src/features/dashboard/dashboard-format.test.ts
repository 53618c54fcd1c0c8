import { describe, expect, it } from 'vitest';
import { day, rate, relativeTime } from './dashboard-format';

describe('dashboard format', () => {
  const now = Date.parse('2026-01-15T12:00:00Z');
  it('says how long ago', () => {
    expect(relativeTime('2026-01-15T11:59:40Z', now)).toBe('just now');
    expect(relativeTime('2026-01-15T11:55:00Z', now)).toBe('5 minutes ago');
    expect(relativeTime('2026-01-14T10:00:00Z', now)).toBe('yesterday');
    expect(relativeTime('2025-12-20T12:00:00Z', now)).toBe('4 weeks ago');
  });
  it('rates and dates', () => {
    expect(rate(1, 3)).toBe(33);
    expect(rate(0, 0)).toBe(0);
    expect(day('2025-10-31')).toBe('31 Oct 2025');
  });
});
