import { describe, expect, it } from 'vitest';
import { evidenceColor, evidenceText, signedChange } from './evidence-text';

describe('the evidence behind a suggested action', () => {
  it('says the mean change with its sign and how many people it rests on', () => {
    expect(evidenceText({ mean_change: 0.4, people: 5 })).toBe('+0.40 on average after 5 people did it');
    expect(evidenceText({ mean_change: -0.25, people: 3 })).toBe('−0.25 on average after 3 people did it');
    expect(evidenceText({ mean_change: 0, people: 1 })).toBe('±0.00 on average after 1 person did it');
    expect(signedChange(1)).toBe('+1.00');
  });

  it('says when there is not enough evidence yet, in gray', () => {
    expect(evidenceText(null)).toBe('Not enough evidence yet');
    expect(evidenceColor(null)).toBe('gray');
    expect(evidenceColor({ mean_change: 0.4, people: 5 })).toBe('green');
    expect(evidenceColor({ mean_change: -0.1, people: 5 })).toBe('red');
  });
});
