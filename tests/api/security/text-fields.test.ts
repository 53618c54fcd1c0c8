import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration } from '../helpers/accounts';
import { employeeBody, send } from '../helpers/employees';
import { createSurvey, surveyPayload, surveyWorld, type SurveyWorld } from '../helpers/survey-payloads';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { digest } from '../proof/digest';

/*
 * Names, codes, titles and texts that would show as nothing, or as something else: made only of
 * zero-width characters, holding a text-direction override, or control characters (BEL, ESC).
 * Each is refused with 400 naming the field, and nothing is written.
 */
const HOSTILE = ['\u200B\u200B\u200D', '\u202Eexe.txt', 'Ann\u0007e', '\u001b[2J', 'Bob\u2066x\u2069', '\u0301\u0301'];

let t: TestApp;
let w: SurveyWorld;
let surveyId: number;
beforeAll(async () => {
  t = await buildTestApp();
  w = await surveyWorld(t);
  surveyId = (await createSurvey(t, w.admin, surveyPayload(t, w))).json().id as number;
});
afterAll(async () => {
  await t.close();
});

type Probe = { field: string; send: (value: string) => ReturnType<typeof send> };

const probes = (): Record<string, Probe> => ({
  'company name': { field: 'company_name', send: (v) => send(t, null, 'POST', '/api/users/', registration({ company_name: v })) },
  'employee first name': { field: 'first_name', send: (v) => send(t, w.admin, 'POST', '/api/employee-registration/', employeeBody({ first_name: v })) },
  'employee code': { field: 'emp_code', send: (v) => send(t, w.admin, 'POST', '/api/employee-registration/', employeeBody({ emp_code: v })) },
  'own last name': { field: 'last_name', send: (v) => send(t, w.admin, 'PATCH', `/api/users/${w.admin.userId}/`, { last_name: v }) },
  designation: { field: 'name', send: (v) => send(t, w.admin, 'POST', '/api/designation/', { name: v }) },
  'competency type': { field: 'name', send: (v) => send(t, w.admin, 'POST', '/competency/type/', { name: v }) },
  'competency title': {
    field: 'title',
    send: (v) => send(t, w.admin, 'POST', '/competency/list/', { type: w.types.core, title: v, defination: 'Fine.' }),
  },
  statement: {
    field: 'statement',
    send: (v) => send(t, w.admin, 'POST', '/competency/statements/', { type: w.types.core, competency_title: w.competencies.teamwork, statement: v }),
  },
  'survey title': { field: 'title', send: (v) => createSurvey(t, w.admin, surveyPayload(t, w, { title: v })) },
  'development action': {
    field: 'title',
    send: (v) => send(t, w.admin, 'POST', '/feedback/development-actions/', { survey: surveyId, ratee: w.ana.id, title: v }),
  },
});

describe('text fields refuse what would show as nothing or as something else', () => {
  it.each(Object.keys(probes()))('%s', async (name) => {
    const probe = probes()[name]!;
    for (const value of HOSTILE) {
      const before = await digest(t.db);
      const res = await probe.send(value);
      expect(res.statusCode, `${JSON.stringify(value)}: ${res.body}`).toBe(400);
      expect(res.json()[probe.field]?.[0], `${JSON.stringify(value)}: ${res.body}`).toMatch(/not accepted/);
      expect(await digest(t.db)).toEqual(before);
    }
  });

  it('takes names in any script, with accents and right-to-left marks', async () => {
    for (const name of ['Zoë Ñúñez', 'إبراهيم', 'שלום\u200F', '李小龍']) {
      const res = await send(t, w.admin, 'POST', '/api/designation/', { name });
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  it('a blank value still says it is blank', async () => {
    const res = await send(t, w.admin, 'POST', '/api/designation/', { name: '   ' });
    expect(res.json()).toEqual({ name: ['This field may not be blank.'] });
  });
});
