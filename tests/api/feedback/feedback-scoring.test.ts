import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoreCtes } from '../../../server/feedback/queries/scoring-sql';
import { rowsOf } from '../../../server/db/sql';
import { referenceScores, type Scores } from '../../unit/reference-scoring';
import * as cases from '../../unit/scoring-cases';
import { signUpCompany, type Session } from '../helpers/accounts';
import { scoringFixture, type Fixture, type FixtureSpec } from '../helpers/scoring-fixture';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** The SQL scoring (server/feedback/queries/scoring-sql.ts) against hand-computed numbers and the TypeScript reference. */
let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUpCompany(t);
});
afterAll(async () => {
  await t.close();
});

type Row = { ratee_id: number; grp: string; id: number | null; score: number | null };

/** What the SQL computes, in the reference's keys. */
async function sqlScores(f: Fixture, rateeId?: number): Promise<Scores> {
  const ctes = scoreCtes(admin.companyId!, f.surveyId, rateeId);
  const read = async (select: ReturnType<typeof sql>) => rowsOf<Row>(await t.db.execute(sql`${ctes} ${select}`));
  const keyed = (rows: Row[]) =>
    new Map(rows.filter((r) => r.score !== null).map((r) => [r.id === null ? `${r.ratee_id}|${r.grp}` : `${r.ratee_id}|${r.grp}|${r.id}`, Number(r.score)]));
  return {
    competency: keyed(await read(sql`select ratee_id, grp, competency_id as id, score from competency_scores`)),
    type: keyed(await read(sql`select ratee_id, grp, type_id as id, score from type_scores`)),
    overall: keyed(await read(sql`select ratee_id, grp, null::int as id, score from overall_scores`)),
  };
}

function expectSame(actual: Scores, expected: Scores) {
  for (const part of ['competency', 'type', 'overall'] as const) {
    expect([...actual[part].keys()].sort(), part).toEqual([...expected[part].keys()].sort());
    for (const [key, value] of expected[part]) expect(actual[part].get(key), `${part} ${key}`).toBeCloseTo(value, 9);
  }
}

/** Hand-computed figures per group: competency titles, type names and `overall`. */
function expectFigures(f: Fixture, spec: FixtureSpec, scores: Scores, expected: Record<string, Record<string, number>>) {
  const ratee = f.employees[spec.ratees[0]!.name]!;
  for (const [group, figures] of Object.entries(expected)) {
    for (const [name, value] of Object.entries(figures)) {
      const key =
        name === 'overall'
          ? `${ratee}|${group}`
          : name in f.competencyIds
            ? `${ratee}|${group}|${f.competencyIds[name]}`
            : `${ratee}|${group}|${f.typeIds[name]}`;
      const map = name === 'overall' ? scores.overall : name in f.competencyIds ? scores.competency : scores.type;
      expect(map.get(key), `${group} ${name}`).toBeCloseTo(value, 9);
    }
  }
}

describe('scores computed in SQL', () => {
  it('weights competencies and types, per group and for all others, and leaves hidden raters out of everything', async () => {
    const f = await scoringFixture(t, admin, cases.weighted);
    const scores = await sqlScores(f);
    expectFigures(f, cases.weighted, scores, cases.weightedExpected);
    expectSame(scores, referenceScores(f.input));
    const groups = new Set([...scores.overall.keys()].map((k) => k.split('|')[1]));
    expect([...groups].sort()).toEqual(['all_others', 'manager', 'peer', 'self']);
  });

  it('pools small anonymous groups into "combined" once the pool reaches the threshold', async () => {
    const f = await scoringFixture(t, admin, cases.pooled);
    const scores = await sqlScores(f);
    expectFigures(f, cases.pooled, scores, cases.pooledExpected);
    expectSame(scores, referenceScores(f.input));
  });

  it('scores a ratee with a missing rater group, with the default type values', async () => {
    const f = await scoringFixture(t, admin, cases.managerOnly);
    const scores = await sqlScores(f);
    expectFigures(f, cases.managerOnly, scores, cases.managerOnlyExpected);
    expectSame(scores, referenceScores(f.input));
  });

  it('leaves "not observed" out, a rater below half of a competency\'s statements out of it, and a group below the threshold there', async () => {
    const f = await scoringFixture(t, admin, cases.notObserved);
    const scores = await sqlScores(f);
    expectFigures(f, cases.notObserved, scores, cases.notObservedExpected);
    expectSame(scores, referenceScores(f.input));
    const ratee = f.employees.Noor!;
    for (const [group, competency] of cases.notObservedAbsent) {
      expect(scores.competency.has(`${ratee}|${group}|${f.competencyIds[competency]}`), `${group} ${competency}`).toBe(false);
    }
  });

  it('has no score for a survey nobody has submitted', async () => {
    const f = await scoringFixture(t, admin, cases.empty);
    const scores = await sqlScores(f);
    expect([scores.competency.size, scores.type.size, scores.overall.size]).toEqual([0, 0, 0]);
  });

  it('gives one ratee the same figures alone as within the whole survey', async () => {
    const f = await scoringFixture(t, admin, {
      ...cases.weighted,
      ratees: [...cases.weighted.ratees, ...cases.managerOnly.ratees.map((r) => ({ ...r, raters: r.raters.map((x) => ({ ...x, answers: [2, 1] })) }))],
    });
    const whole = await sqlScores(f);
    expectSame(whole, referenceScores(f.input));
    const nia = f.employees.Nia!;
    const alone = await sqlScores(f, nia);
    const only = (s: Scores) =>
      Object.fromEntries(
        (['competency', 'type', 'overall'] as const).map((p) => [p, new Map([...s[p]].filter(([k]) => k.startsWith(`${nia}|`)))]),
      ) as unknown as Scores;
    expectSame(alone, only(whole));
  });
});
