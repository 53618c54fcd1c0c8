import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCompany, type Session } from '../helpers/accounts';
import { csvOf, importFile, person } from '../helpers/employee-import';
import { createEmployee, employeeBody, listItem, send, workforceCounts } from '../helpers/employees';
import { answerWorld, sheetOf } from '../helpers/answer-world';
import { createSurvey, dayFrom, surveyCounts, surveyPayload, surveyWorld, updateSurvey } from '../helpers/survey-payloads';
import { buildTestApp, type TestApp } from '../helpers/test-app';

/** An archived designation, department or group is given to nobody new; whoever holds it keeps it. */
let t: TestApp;
let admin: Session;
const archived: Record<'designation' | 'department' | 'group', number> = { designation: 0, department: 0, group: 0 };
let holder: Awaited<ReturnType<typeof createEmployee>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signUpCompany(t);
  for (const list of ['designation', 'department', 'group'] as const) archived[list] = await listItem(t, admin, list, `Old ${list}`);
  holder = await createEmployee(t, admin, { ...archived });
  for (const list of ['designation', 'department', 'group'] as const) {
    expect((await send(t, admin, 'POST', `/api/${list}/${archived[list]}/archive/`)).statusCode).toBe(200);
  }
});
afterAll(async () => {
  await t.close();
});

const message = (list: string) => `This ${list} is archived: restore it under Master data, or choose another.`;

describe('archived list items', () => {
  it('are refused for a new employee, field by field, and nothing is written', async () => {
    const before = await workforceCounts(t);
    const res = await send(t, admin, 'POST', '/api/employee-registration/', employeeBody({ ...archived }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ designation: [message('designation')], department: [message('department')], group: [message('group')] });
    expect(await workforceCounts(t)).toEqual(before);
  });

  it('are refused when an edit gives them to someone else, and kept by whoever holds them', async () => {
    const other = await createEmployee(t, admin);
    const moved = await send(t, admin, 'PATCH', '/api/employee-registration/', { id: other.id, designation: archived.designation });
    expect(moved.statusCode, moved.body).toBe(400);
    expect(moved.json()).toEqual({ designation: [message('designation')] });

    const kept = await send(t, admin, 'PATCH', '/api/employee-registration/', { id: holder.id, ...archived, first_name: 'Renamed' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ ...archived, first_name: 'Renamed' });
  });

  it('are named in an import with what to do, and nothing is imported', async () => {
    const before = await workforceCounts(t);
    const res = await importFile(t, admin, 'people.csv', csvOf([person(), person({ designation: 'old DESIGNATION', group: 'Old group' })]));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().rows).toEqual([
      { row: 3, field: 'designation', message: 'The designation "Old designation" is archived: restore it under Master data first, or name another.' },
      { row: 3, field: 'group', message: 'The group "Old group" is archived: restore it under Master data first, or name another.' },
    ]);
    expect(await workforceCounts(t)).toEqual(before);
  });

  it('are given again once restored', async () => {
    expect((await send(t, admin, 'POST', `/api/designation/${archived.designation}/restore/`)).statusCode).toBe(200);
    const res = await send(t, admin, 'POST', '/api/employee-registration/', employeeBody({ designation: archived.designation }));
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('an archived competency', () => {
  it('is chosen for no new survey; a survey that holds it keeps it through an edit', async () => {
    const w = await surveyWorld(t);
    const held = await createSurvey(t, w.admin, surveyPayload(t, w, { is_draft: true }));
    expect(held.statusCode, held.body).toBe(201);
    expect((await send(t, w.admin, 'POST', `/competency/list/${w.competencies.coaching}/archive/`)).statusCode).toBe(200);

    const before = await surveyCounts(t);
    const refused = await createSurvey(t, w.admin, surveyPayload(t, w, { title: 'Another review' }));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().competencies).toEqual(['“Coaching” is archived: restore it in the competency library first, or choose another.']);
    expect(await surveyCounts(t)).toEqual(before);

    const kept = await updateSurvey(t, w.admin, surveyPayload(t, w, { id: held.json().id, is_draft: true, title: 'Renamed review' } as object));
    expect(kept.statusCode, kept.body).toBe(200);
  });
});

describe('an archived statement', () => {
  it('stays in a survey already started, and is asked in no survey that starts later', async () => {
    const x = await answerWorld(t);
    const retired = x.statements[0]!;
    expect((await send(t, x.w.admin, 'POST', `/competency/statements/${retired.id}/archive/`)).statusCode).toBe(200);
    const asked = (sheet: { competencies: Array<{ statements: Array<{ id: number }> }> }) => sheet.competencies.flatMap((c) => c.statements.map((s) => s.id));

    expect(asked(await sheetOf(t, x.ana, x.a.anaSelf))).toContain(retired.id);
    const later = await createSurvey(t, x.w.admin, surveyPayload(t, x.w, { title: 'Next quarter', start_date: dayFrom(t, 1), end_date: dayFrom(t, 30) }));
    expect(later.statusCode, later.body).toBe(201);
    const preview = await send(t, x.w.admin, 'GET', `/survey/survey/${later.json().id}/preview/`);
    expect(preview.statusCode, preview.body).toBe(200);
    const questions = asked(preview.json());
    expect(questions).not.toContain(retired.id);
    expect(questions).toEqual(x.statements.slice(1).map((s) => s.id));
  });
});
