import { describe, expect, it } from 'vitest';
import type { FixtureSpec } from '../api/helpers/scoring-fixture';
import { referenceScores, type ScoringInput } from './reference-scoring';
import * as cases from './scoring-cases';

/** The spec as plain ids (competency i+1, type by first appearance, statements numbered in order). */
function inputOf(spec: FixtureSpec): { input: ScoringInput; ids: Record<string, number> } {
  const ids: Record<string, number> = {};
  const types = [...new Set(spec.competencies.map((c) => c.type))];
  types.forEach((t, i) => {
    ids[t] = 100 + i;
  });
  spec.competencies.forEach((c, i) => {
    ids[c.title] = i + 1;
  });
  const statements = spec.competencies
    .flatMap((c) => Array.from({ length: c.statements }, () => ids[c.title]!))
    .map((competencyId, i) => ({ id: 1000 + i, competencyId }));
  const people = [...new Set(spec.ratees.flatMap((r) => [r.name, ...r.raters.map((x) => x.name)]))];
  people.forEach((p, i) => {
    ids[p] = 500 + i;
  });
  const input: ScoringInput = {
    threshold: spec.threshold,
    competencies: spec.competencies.map((c) => ({ id: ids[c.title]!, typeId: ids[c.type]!, weight: c.weight })),
    typeValues: Object.fromEntries(Object.entries(spec.typeValues ?? {}).map(([t, v]) => [ids[t]!, v])),
    statements,
    assignments: [],
    answers: [],
  };
  let a = 0;
  for (const ratee of spec.ratees) {
    for (const rater of ratee.raters) {
      a += 1;
      input.assignments.push({ id: a, rateeId: ids[ratee.name]!, relationship: rater.relationship, submitted: rater.submitted ?? true });
      statements.forEach((s, i) =>
        input.answers.push({ assignmentId: a, statementId: s.id, value: rater.answers[Math.min(i, rater.answers.length - 1)] ?? null }),
      );
    }
  }
  return { input, ids };
}

/** Expected numbers per group: competency titles, type names, and `overall`. */
function expectScores(spec: FixtureSpec, expected: Record<string, Record<string, number>>, ratee = spec.ratees[0]!.name) {
  const { input, ids } = inputOf(spec);
  const scores = referenceScores(input);
  for (const [group, figures] of Object.entries(expected)) {
    for (const [name, value] of Object.entries(figures)) {
      const map = name === 'overall' ? scores.overall : spec.competencies.some((c) => c.title === name) ? scores.competency : scores.type;
      const key = name === 'overall' ? `${ids[ratee]}|${group}` : `${ids[ratee]}|${group}|${ids[name]}`;
      expect(map.get(key), `${group} ${name}`).toBeCloseTo(value, 10);
    }
  }
  return scores;
}

describe('the reference scoring against hand-computed cases', () => {
  it('weights competencies within a type and types within the overall, per rater group and for all others', () => {
    const scores = expectScores(cases.weighted, cases.weightedExpected);
    const groups = new Set([...scores.overall.keys()].map((k) => k.split('|')[1]));
    expect([...groups].sort()).toEqual(['all_others', 'manager', 'peer', 'self']);
  });

  it('pools groups below the threshold into "combined" once the pool reaches it', () => {
    expectScores(cases.pooled, cases.pooledExpected);
  });

  it('scores a ratee with a missing rater group from the groups there are, with default type values', () => {
    const scores = expectScores(cases.managerOnly, cases.managerOnlyExpected);
    expect([...scores.overall.keys()].map((k) => k.split('|')[1]).sort()).toEqual(['all_others', 'manager']);
  });

  it('leaves "not observed" out of every mean, a rater below half of a competency\'s statements out of it, and a group scoring it below the threshold', () => {
    const scores = expectScores(cases.notObserved, cases.notObservedExpected);
    const { ids } = inputOf(cases.notObserved);
    for (const [group, competency] of cases.notObservedAbsent) {
      expect(scores.competency.has(`${ids.Noor}|${group}|${ids[competency]}`), `${group} ${competency}`).toBe(false);
    }
  });

  it('has no score at all for a survey nobody has submitted', () => {
    const { input } = inputOf(cases.empty);
    const scores = referenceScores(input);
    expect([scores.competency.size, scores.type.size, scores.overall.size]).toEqual([0, 0, 0]);
  });
});
