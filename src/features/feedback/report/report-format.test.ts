import { describe, expect, it } from 'vitest';
import { emptyReport, fullReport, notObservedReport, partialReport, withheldReport } from './report.fixtures';
import { percent } from '../../../lib/percent';
import { hasNoAnswers, noScore, progressText, score, shownGroups, signed, tooFewToCompare } from './report-format';

describe('report format', () => {
  it('writes scores, percentages and signed gaps', () => {
    expect(score(3.125)).toBe('3.13');
    expect(score(null)).toBe('—');
    expect(percent(73.75)).toBe('73.8%');
    expect(signed(1.2)).toBe('+1.20');
    expect(signed(-0.35)).toBe('−0.35');
    expect(signed(-0.001)).toBe('0.00');
    expect(signed(null)).toBe('—');
  });

  it('says why a cell has no score, a ratee’s progress per group, and why a benchmark is missing', () => {
    expect(noScore('manager', ['manager'])).toBe('Not observed');
    expect(noScore('peer', ['manager'])).toBe('—');
    expect(noScore('peer')).toBe('—');
    expect(
      progressText([
        { relationship: 'self', assigned: 1, submitted: 1 },
        { relationship: 'manager', assigned: 1, submitted: 1 },
        { relationship: 'peer', assigned: 4, submitted: 2 },
        { relationship: 'direct_report', assigned: 3, submitted: 0 },
      ]),
    ).toBe('Self 1/1 · Manager 1/1 · Peers 2/4 · Direct reports 0/3');
    expect(tooFewToCompare(3)).toBe('Too few other ratees to compare (fewer than 3)');
  });

  it('keeps the fixtures consistent: not observed groups have no score, withheld answers have hidden raters', () => {
    for (const c of notObservedReport.competencies) {
      for (const g of c.not_observed) expect(c.scores.some((s) => s.group === g)).toBe(false);
    }
    expect(notObservedReport.competencies.flatMap((c) => c.not_observed)).toEqual(['manager', 'direct_report', 'self']);
    expect(withheldReport.withheld).toBe(true);
    expect(withheldReport.hidden.reduce((n, h) => n + h.raters, 0)).toBe(2);
    expect(emptyReport.withheld).toBe(false);
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
