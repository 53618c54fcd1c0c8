import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counts } from '../helpers/accounts';
import { post } from '../helpers/company-list-specs';
import { send } from '../helpers/employees';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { createSurvey, surveyCounts, surveyPayload, surveyWorld, type SurveyWorld } from '../helpers/survey-payloads';

/** README in-use rules: what a survey uses is refused (400, naming the survey), not deleted and not a 500. */
let t: TestApp;
let w: SurveyWorld;
beforeAll(async () => {
  t = await buildTestApp();
  w = await surveyWorld(t);
  const res = await createSurvey(
    t,
    w.admin,
    surveyPayload(
      t,
      w,
      { title: 'Q3 leadership review', audience: 'Position/Group' },
      {
        position: { designation: w.designation, department: w.department, group: w.group },
        survey_assign: [{ ratee: w.ana.id, rater: w.lead.id, relationship: 'manager' }],
      },
    ),
  );
  expect(res.statusCode, res.body).toBe(201);
});
afterAll(async () => {
  await t.close();
});

async function refusedDelete(url: string, message: string) {
  const before = { ...(await counts(t.db)), ...(await surveyCounts(t)) };
  const res = await send(t, w.admin, 'DELETE', url);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toEqual({ non_field_errors: [message] });
  expect({ ...(await counts(t.db)), ...(await surveyCounts(t)) }).toEqual(before);
}

describe('deleting what a survey uses', () => {
  it('a competency', async () => {
    await refusedDelete(
      `/competency/list/${w.competencies.coaching}/`,
      'This competency is still used by 1 survey (“Q3 leadership review”). Archive it to stop offering it: it stays in those surveys.',
    );
  });

  it('a competency type whose competencies moved away but a survey still values', async () => {
    // Coaching moves to Core; the survey keeps its value for Leadership, which then has no competency.
    const moved = await send(t, w.admin, 'GET', '/competency/list/');
    const coaching = (moved.json() as Array<{ id: number; title: string; defination: string }>).find((c) => c.id === w.competencies.coaching)!;
    const put = await t.app.inject({
      method: 'PUT',
      url: `/competency/list/${coaching.id}/`,
      headers: w.admin.headers,
      payload: { type: w.types.core, title: coaching.title, defination: coaching.defination },
    });
    expect(put.statusCode, put.body).toBe(200);
    const types = (await send(t, w.admin, 'GET', '/competency/type/')).json() as Array<{ id: number; name: string }>;
    expect(types.some((x) => x.id === w.types.leadership)).toBe(true);
    await refusedDelete(
      `/competency/type/${w.types.leadership}/`,
      'This competency type is still used by 1 survey (“Q3 leadership review”). Move or remove what uses it first, or archive it to stop offering it.',
    );
  });

  it.each(['designation', 'department', 'group'] as const)('a %s chosen as the position', async (list) => {
    // Ana is in all three, so her designation etc. count too; a fresh survey-only item shows the survey alone.
    const item = (await post(t, w.admin, `/api/${list}/`, { name: `Only surveyed ${list}` })).id;
    const res = await createSurvey(
      t,
      w.admin,
      surveyPayload(
        t,
        w,
        { title: `By ${list}`, audience: 'Position/Group', is_draft: true },
        {
          position: { [list]: item },
          survey_assign: [],
        },
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    await refusedDelete(
      `/api/${list}/${item}/`,
      `This ${list} is still used by 1 survey (“By ${list}”). Change them first, or archive it to stop offering it.`,
    );
  });
});
