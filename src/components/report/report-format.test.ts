import { describe, expect, it } from 'vitest';
import { emptyReport, fullReport, partialReport } from './report-fixture';
import { hasNoAnswers, percent, percentOf, score, shownGroups, signed } from './report-format';

describe('report format', () => {
  it('writes scores, percentages and signed gaps', () => {
    expect(score(3.125)).toBe('3.13');
    expect(score(null)).toBe('—');
    expect(percentOf(2.95)).toBe(73.8);
    expect(percent(73.75)).toBe('73.8%');
    expect(signed(1.2)).toBe('+1.20');
    expect(signed(-0.35)).toBe('−0.35');
    expect(signed(-0.001)).toBe('0.00');
    expect(signed(null)).toBe('—');
  });

  it('lists the groups with figures in the contract’s order', () => {
    expect(shownGroups(fullReport)).toEqual(['self', 'manager', 'peer', 'direct_report', 'all_others']);
    expect(shownGroups(partialReport)).toEqual(['manager', 'peer', 'all_others']);
    expect(shownGroups(emptyReport)).toEqual([]);
  });

  it('tells a report without answers', () => {
    expect(hasNoAnswers(emptyReport)).toBe(true);
    expect(hasNoAnswers(partialReport)).toBe(false);
  });

  it('keeps the fixture consistent: gaps of at least a point are blind spots or hidden strengths', () => {
    for (const c of fullReport.competencies) {
      const blind = fullReport.blind_spots.some((b) => b.competency_id === c.competency_id);
      const hidden = fullReport.hidden_strengths.some((h) => h.competency_id === c.competency_id);
      expect(blind).toBe(c.gap !== null && c.gap >= 1);
      expect(hidden).toBe(c.gap !== null && c.gap <= -1);
    }
  });
});
