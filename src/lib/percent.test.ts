import { describe, expect, it } from 'vitest';
import { percent } from './percent';

describe('percent', () => {
  it('writes one decimal and a percent sign', () => {
    expect(percent(73.75)).toBe('73.8%');
    expect(percent(75)).toBe('75.0%');
    expect(percent(0)).toBe('0.0%');
    expect(percent(100)).toBe('100.0%');
  });

  it('says there is no figure with a dash, or with the words given', () => {
    expect(percent(null)).toBe('—');
    expect(percent(undefined)).toBe('—');
    expect(percent(null, 'no figure')).toBe('no figure');
  });
});
