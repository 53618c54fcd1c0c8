import { describe, expect, it } from 'vitest';
import { count, dateTime, day, dayAndMonth, fullDay, plural, relativeTime } from './english-format';

// Each form is held to what Intl writes for it, which the app wrote before (en-GB dates, en numbers).
describe('English without Intl', () => {
  it('counts as en does', () => {
    for (const n of [0, 7, 999, 1000, 12_345, 999_999, 1_000_000, 123_456_789]) expect(count(n)).toBe(n.toLocaleString('en'));
  });

  it('writes days and moments as en-GB does, every month', () => {
    const utcDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    const local = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
    const utcDayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
    for (let month = 0; month < 12; month += 1) {
      const at = new Date(Date.UTC(2025, month, month + 3, month * 2, month * 5));
      const iso = at.toISOString();
      expect(day(iso.slice(0, 10))).toBe(utcDay.format(at));
      expect(day(iso)).toBe(utcDay.format(at));
      expect(dateTime(iso)).toBe(local.format(at));
      expect(dayAndMonth(iso.slice(0, 10))).toBe(utcDayMonth.format(at));
    }
  });

  it('says how long ago as en does with numeric auto', () => {
    const now = Date.parse('2026-01-15T12:00:00Z');
    const intl = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
    const cases: [number, Intl.RelativeTimeFormatUnit, number][] = [
      [-1, 'day', 86_400],
      [1, 'day', 86_400],
      [-3, 'day', 86_400],
      [-1, 'week', 604_800],
      [2, 'week', 604_800],
      [-1, 'month', 2_592_000],
      [-5, 'month', 2_592_000],
      [-1, 'year', 31_536_000],
      [3, 'year', 31_536_000],
      [-1, 'hour', 3600],
      [4, 'hour', 3600],
      [-1, 'minute', 60],
      [-59, 'minute', 60],
    ];
    for (const [n, unit, size] of cases) {
      expect(relativeTime(new Date(now + n * size * 1000).toISOString(), now)).toBe(intl.format(n, unit));
    }
    expect(relativeTime('2026-01-15T11:59:40Z', now)).toBe('just now');
  });

  it('gives back what is not a date', () => {
    expect(day('soon')).toBe('soon');
    expect(dateTime('soon')).toBe('soon');
    expect(dayAndMonth('soon')).toBe('soon');
  });

  it('writes a dash where there is no day, and a moment by its day in UTC', () => {
    expect(fullDay(null)).toBe('—');
    expect(fullDay(undefined)).toBe('—');
    expect(fullDay('2026-03-01')).toBe('1 Mar 2026');
    expect(fullDay('2025-12-31T23:30:00Z')).toBe('31 Dec 2025');
  });

  it('counts a noun', () => {
    expect(plural(1, 'rater')).toBe('1 rater');
    expect(plural(1200, 'rater')).toBe('1,200 raters');
    expect(plural(2, 'competency', 'competencies')).toBe('2 competencies');
  });
});
