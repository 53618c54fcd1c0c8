import { describe, expect, it } from 'vitest';
import type { CompetencyResult } from '../../schemas/feedback';
import { rankings } from '../../server/feedback/rules/report-build';

/** A competency as the report holds it: only what the rankings read matters. */
function competency(id: number, title: string, others: number | null, self: number | null = null): CompetencyResult {
  const scores = others === null ? [] : [{ group: 'all_others' as const, score: others, percent: Math.round(others * 250) / 10 }];
  return {
    competency_id: id,
    title,
    type_id: 1,
    type: 'Core',
    weight: 25,
    scores,
    self,
    others,
    gap: self !== null && others !== null ? self - others : null,
    levels: { expected: 'advance', self: null, others: null, others_mean: null, gap: null },
    not_observed: [],
    withheld: [],
    benchmark: { company: null, designation: null, withheld: [] },
  };
}

const titles = (list: { title: string }[]) => list.map((c) => c.title);

describe('strengths and development areas', () => {
  it('never list the same competency twice, even with five', () => {
    const five = [competency(1, 'A', 3.6), competency(2, 'B', 3.1), competency(3, 'C', 2.9), competency(4, 'D', 2.2), competency(5, 'E', 1.5)];
    const { strengths, development_areas } = rankings(five);
    expect(titles(strengths)).toEqual(['A', 'B']);
    expect(titles(development_areas)).toEqual(['E', 'D', 'C']);
  });

  it('call nothing below 3 of 4 (75 %) a strength', () => {
    const low = [competency(1, 'A', 1.52), competency(2, 'B', 2.99), competency(3, 'C', 2.5)];
    const { strengths, development_areas } = rankings(low);
    expect(strengths).toEqual([]);
    expect(titles(development_areas)).toEqual(['A', 'C', 'B']);
  });

  it('leave development areas empty when every score reaches the bar', () => {
    const { strengths, development_areas } = rankings([competency(1, 'A', 3), competency(2, 'B', 3.9)]);
    expect(titles(strengths)).toEqual(['B', 'A']);
    expect(development_areas).toEqual([]);
  });

  it('keep at most three of each, the strongest and the weakest', () => {
    const many = [3.9, 3.8, 3.7, 3.6, 2.9, 2.0, 1.0, 0.5].map((s, i) => competency(i + 1, `C${i + 1}`, s));
    const { strengths, development_areas } = rankings(many);
    expect(titles(strengths)).toEqual(['C1', 'C2', 'C3']);
    expect(titles(development_areas)).toEqual(['C8', 'C7', 'C6']);
  });

  it('skip competencies others did not score, and break ties by the larger self-over-others gap', () => {
    const list = [competency(1, 'Unscored', null, 4), competency(2, 'Humble', 2, 1), competency(3, 'Blind', 2, 3.5)];
    const { strengths, development_areas } = rankings(list);
    expect(strengths).toEqual([]);
    expect(titles(development_areas)).toEqual(['Blind', 'Humble']);
    expect(development_areas[0]).toEqual({ competency_id: 3, title: 'Blind', score: 2, percent: 50 });
  });
});
