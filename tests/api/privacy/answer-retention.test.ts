import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../server/db/sql';
import { removeExpiredAnswers } from '../../../server/privacy/actions/retention';
import { send } from '../helpers/employees';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { buildEstate, type Estate } from '../proof/world/estate';

/** The company's answer retention (issue 43): the setting, and the daily job that deletes answers past it. */
let t: TestApp;
let own: Estate;
let other: Estate;

beforeAll(async () => {
  t = await buildTestApp();
  own = await buildEstate(t, { key: 'own', marker: 'Alder', company: 'Alder Works', members: { employee: 'default', reviewer: 'default' } });
  other = await buildEstate(t, { key: 'other', marker: 'Zorro', company: 'Zorro Holdings', members: { employee: 'default' } });
}, 120_000);
afterAll(async () => {
  await t.close();
});

/** A survey's individual answers and what reports read, by table. */
async function rowsOfSurvey(companyId: number, surveyId: number) {
  const of = sql`company_id = ${companyId} and assignment_id in (select id from survey_assignments where company_id = ${companyId} and survey_id = ${surveyId})`;
  const [row] = rowsOf<Record<string, number>>(
    await t.db.execute(sql`select
      (select count(*)::int from survey_answers where ${of}) as answers,
      (select count(*)::int from survey_comments where ${of}) as comments,
      (select count(*)::int from survey_levels where ${of}) as levels,
      (select count(*)::int from rater_competency_scores where ${of}) as rater_scores,
      (select count(*)::int from survey_result_scores where company_id = ${companyId} and survey_id = ${surveyId}) as frozen`),
  );
  return row!;
}

/** Moves a closed survey's dates back, as if it had closed `months` ago. */
async function closedMonthsAgo(e: Estate, surveyId: number, months: number) {
  await t.db.execute(sql`update surveys set start_date = start_date - make_interval(months => ${months + 1}),
    end_date = end_date - make_interval(months => ${months + 1}), closed_at = closed_at - make_interval(months => ${months})
    where company_id = ${e.companyId} and id = ${surveyId}`);
}

const report = async (e: Estate) => {
  const ratee = e.members.employee!.employeeId;
  const res = await send(t, e.admin, 'GET', `/feedback/survey/${e.reported}/ratee/${ratee}/`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, unknown>;
};

describe('answer retention', () => {
  it('is an admin’s setting, null by default, bounded, and logged', async () => {
    expect((await send(t, own.admin, 'GET', '/api/answer-retention/')).json()).toEqual({ answer_retention_months: null });
    expect((await send(t, own.members.employee!.session, 'PUT', '/api/answer-retention/', { answer_retention_months: 6 })).statusCode).toBe(403);
    for (const bad of [0, 121, 2.5, '6']) {
      expect((await send(t, own.admin, 'PUT', '/api/answer-retention/', { answer_retention_months: bad })).statusCode).toBe(400);
    }
    const set = await send(t, own.admin, 'PUT', '/api/answer-retention/', { answer_retention_months: 6 });
    expect(set.json()).toEqual({ answer_retention_months: 6 });
    expect((await send(t, other.admin, 'GET', '/api/answer-retention/')).json()).toEqual({ answer_retention_months: null });
    const [entry] = rowsOf<{ before: unknown; after: unknown }>(
      await t.db.execute(sql`select before, after from audit_log where company_id = ${own.companyId} and action = 'settings.answer_retention'`),
    );
    expect(entry).toEqual({ before: { answer_retention_months: null }, after: { answer_retention_months: 6 } });
  });

  it('deletes the answers and comments of surveys closed longer ago, once, keeping the report’s figures and other companies’ answers', async () => {
    // Closed five months ago: within the retention. Another company keeps everything (no retention), however old.
    await closedMonthsAgo(own, own.reported, 5);
    await closedMonthsAgo(other, other.reported, 24);
    expect(await removeExpiredAnswers(t.db, t.clock.now())).toEqual([]);

    await closedMonthsAgo(own, own.reported, 2);
    const before = await rowsOfSurvey(own.companyId, own.reported);
    expect(before.answers).toBeGreaterThan(0);
    expect(before.comments).toBeGreaterThan(0);
    const otherBefore = await rowsOfSurvey(other.companyId, other.reported);
    const openBefore = await rowsOfSurvey(own.companyId, own.survey);
    const reportBefore = await report(own);

    // Two processes at once: each survey is done by one of them.
    const runs = await Promise.all([removeExpiredAnswers(t.db, t.clock.now()), removeExpiredAnswers(t.db, t.clock.now())]);
    expect(runs.flat()).toEqual([{ companyId: own.companyId, surveyId: own.reported, months: 6, answers: before.answers, comments: before.comments }]);
    expect(await removeExpiredAnswers(t.db, t.clock.now())).toEqual([]);

    expect(await rowsOfSurvey(own.companyId, own.reported)).toEqual({ ...before, answers: 0, comments: 0 });
    expect(await rowsOfSurvey(other.companyId, other.reported)).toEqual(otherBefore);
    expect(await rowsOfSurvey(own.companyId, own.survey)).toEqual(openBefore);

    const reportAfter = await report(own);
    expect(reportAfter).toEqual({ ...reportBefore, comments: expect.anything() });
    expect(reportBefore.comments).not.toEqual(reportAfter.comments);

    const entries = rowsOf<{ actor: string; survey_id: number; after: unknown }>(
      await t.db.execute(sql`select actor, survey_id, after from audit_log where company_id = ${own.companyId} and action = 'survey.answers.remove'`),
    );
    expect(entries).toEqual([
      { actor: 'Answer retention', survey_id: own.reported, after: { answers: before.answers, comments: before.comments, retention_months: 6 } },
    ]);
  });
});
