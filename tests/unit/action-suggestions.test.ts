import { describe, expect, it } from 'vitest';
import { developmentAreas, rankActions, type AreaScore, type LibraryCandidate } from '../../server/feedback/rules/action-suggestions';

const score = (competency_id: number, others: number, self: number | null = null): AreaScore => ({
  competency_id,
  title: `C${competency_id}`,
  expected_level: 'intermediate',
  others,
  self,
});
const candidate = (id: number, extra: Partial<LibraryCandidate> = {}): LibraryCandidate => ({
  id,
  competency_id: 1,
  title: `Action ${id}`,
  description: '',
  level: null,
  people: 0,
  mean_change: null,
  ...extra,
});

describe('development areas', () => {
  it('takes the three lowest below a strength, then the blind spots, each once with its reasons', () => {
    const areas = developmentAreas([score(1, 2.5), score(2, 1.2), score(3, 3.5, 4.6), score(4, 2.9), score(5, 2.0, 3.2), score(6, 3)]);
    expect(areas.map((a) => [a.competency_id, a.reasons])).toEqual([
      [2, ['low_score']],
      [5, ['low_score', 'blind_spot']],
      [1, ['low_score']],
      [3, ['blind_spot']],
    ]);
  });
});

describe('ranking library actions', () => {
  it('ranks by the evidence shown, then the expected level before any level, then title', () => {
    const ranked = rankActions(
      [
        candidate(1, { title: 'B', people: 4, mean_change: 0.2 }),
        candidate(2, { title: 'A', people: 3, mean_change: 0.5 }),
        candidate(3, { title: 'Z', level: 'intermediate' }),
        candidate(4, { title: 'C' }),
        candidate(5, { title: 'D', people: 3, mean_change: 0.5 }),
      ],
      3,
    );
    expect(ranked.map((a) => a.id)).toEqual([2, 5, 1, 3, 4]);
    expect(ranked[0]!.evidence).toEqual({ mean_change: 0.5, people: 3 });
  });

  it('hides a figure below the threshold, and never orders by it', () => {
    const ranked = rankActions([candidate(1, { title: 'A', people: 2, mean_change: -1 }), candidate(2, { title: 'B', people: 2, mean_change: 2 })], 3);
    expect(ranked.map((a) => [a.id, a.evidence])).toEqual([
      [1, null],
      [2, null],
    ]);
  });
});
