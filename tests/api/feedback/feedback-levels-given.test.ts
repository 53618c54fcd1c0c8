import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedbackReport } from '../../../schemas/feedback';
import * as cases from '../../unit/scoring-cases';
import { signUpCompany } from '../helpers/accounts';
import { answerWorld, answering, newKey, saveAnswers, type AnswerWorld } from '../helpers/answer-world';
import { send } from '../helpers/employees';
import { scoringFixture } from '../helpers/scoring-fixture';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/**
 * Observed levels the rater never chose: the sheet shows basic, but an untouched level is stored as not given
 * and counts in no level figure or gap (issue 38, item 6).
 */
let t: TestApp;
let x: AnswerWorld;
beforeAll(async () => {
  t = await buildTestApp();
  x = await answerWorld(t);
});
afterAll(async () => {
  await t.close();
});

const submit = (by: AnswerWorld['ana'], assignment: number, levels: Array<{ competency: number; level: 'basic' | 'intermediate' | 'advance' | 'expert' }>) =>
  saveAnswers(t, by, { assignment, status: 'submitted', submit_key: newKey(), answers: answering(x.statements, 3), levels });

async function report(surveyId: number, ratee: number): Promise<FeedbackReport> {
  const res = await send(t, x.w.admin, 'GET', `/feedback/survey/${surveyId}/ratee/${ratee}/`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as FeedbackReport;
}

describe('a level the rater never chose', () => {
  it('is not stored at submit, counts in no level figure, and a given level is counted with its gap', async () => {
    const [coaching, communication] = [x.statements[0]!.competency, x.statements[2]!.competency];
    // Self gives a level for Coaching only; the manager gives Coaching advance and leaves Communication untouched.
    const self = await submit(x.ana, x.a.anaSelf, [{ competency: coaching, level: 'expert' }]);
    expect(self.statusCode, self.body).toBe(200);
    expect(self.json().levels).toEqual([{ competency: coaching, level: 'expert' }]);
    const manager = await submit(x.lead, x.a.leadOnAna, [{ competency: coaching, level: 'advance' }]);
    expect(manager.statusCode, manager.body).toBe(200);
    expect(manager.json().levels).toEqual([{ competency: coaching, level: 'advance' }]);
    expect((await send(t, x.w.admin, 'POST', `/survey/survey/${x.surveyId}/close/`)).statusCode).toBeLessThan(300);

    const r = await report(x.surveyId, x.w.ana.id);
    const levelsOf = (id: number) => r.competencies.find((c) => c.competency_id === id)!.levels;
    // Coaching expects advance (3): the manager's advance is counted, a gap of 0.
    expect(levelsOf(coaching)).toEqual({ expected: 'advance', self: 'expert', others: 'advance', others_mean: 3, gap: 0 });
    // Communication expects basic: nobody chose a level, so no level and no gap (it was +0 here, +1 where basic was expected lower).
    expect(levelsOf(communication)).toEqual({ expected: 'basic', self: null, others: null, others_mean: null, gap: null });
  });

  it('keeps another company out: its admin reads no report of this survey', async () => {
    const other = await signUpCompany(t);
    const res = await send(t, other, 'GET', `/feedback/survey/${x.surveyId}/ratee/${x.w.ana.id}/`);
    expect(res.statusCode).toBe(404);
  });
});

describe('anonymous raters’ levels', () => {
  it('count only when at least the threshold of them gave one; the manager’s stands named', async () => {
    const admin = await signUpCompany(t);
    const raters = cases.weighted.ratees[0]!.raters.map((r) => {
      if (r.name === 'Mona') return { ...r, level: 'expert' as const };
      if (r.name === 'Pia') return { ...r, level: undefined };
      return r;
    });
    const f = await scoringFixture(t, admin, { ...cases.weighted, ratees: [{ name: 'Rhea', raters }] });
    const res = await send(t, admin, 'GET', `/feedback/survey/${f.surveyId}/ratee/${f.employees.Rhea}/`);
    expect(res.statusCode, res.body).toBe(200);
    const listening = (res.json() as FeedbackReport).competencies.find((c) => c.title === 'Listening')!;
    // Two of three peers gave a level (below the threshold of 3): only the manager's expert counts, not (4 + 2 + 3) / 3.
    expect(listening.levels).toMatchObject({ expected: 'intermediate', others: 'expert', others_mean: 4, gap: 2 });

    const otherAdmin = await signUpCompany(t);
    const all = await scoringFixture(t, otherAdmin, {
      ...cases.weighted,
      ratees: [{ name: 'Rhea', raters: raters.map((r) => (r.name === 'Pia' ? { ...r, level: 'basic' as const } : r)) }],
    });
    const full = await send(t, otherAdmin, 'GET', `/feedback/survey/${all.surveyId}/ratee/${all.employees.Rhea}/`);
    expect(full.statusCode, full.body).toBe(200);
    // All three peers gave one: expert 4, basic 1, intermediate 2, advance 3.
    expect((full.json() as FeedbackReport).competencies.find((c) => c.title === 'Listening')!.levels).toMatchObject({ others_mean: 2.5, gap: 0.5 });
  });
});
