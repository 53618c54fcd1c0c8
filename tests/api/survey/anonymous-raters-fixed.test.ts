import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS_RELATIONSHIPS, RELATIONSHIPS, type Relationship } from '../../../schemas/survey';
import { isCheckViolation } from '../../../server/db/errors';
import { FIXED_RATERS_CONSTRAINT } from '../../../server/survey/queries/fixed-raters';
import { fixedRatersMessage } from '../../../server/survey/rules/anonymous-raters';
import { send } from '../helpers/employees';
import { addExternal } from '../helpers/external-world';
import { answeredSurvey, fixedRatersWorld, raterRows, stateOf, whileTheDatabaseRefuses, type FixedRatersWorld } from '../helpers/fixed-raters-world';
import { dayFrom } from '../helpers/survey-payloads';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { assignmentOf, hire, openSurvey, patchSurvey, submit, type Person } from '../helpers/trust-world';

/**
 * Issue 36: once one of a ratee's peers, direct reports or outside raters has submitted, nobody
 * joins, moves between or replaces them. The tester's attack: one peer answered, HR added two
 * outside raters at addresses it controls and answered for them; "Others combined (3)" minus the
 * two known answers was the peer's. Every write path, then the database's own backstop.
 */
let t: TestApp;
let x: FixedRatersWorld;
let fixed: string;
beforeAll(async () => {
  t = await buildTestApp();
  x = await fixedRatersWorld(t);
  fixed = fixedRatersMessage(x.w.ana.name);
});
afterAll(async () => {
  await t.close();
});

type Reply = { statusCode: number; body: string; json(): unknown };
async function refused(surveyId: number, call: () => Promise<Reply>, errors: Record<string, string[]>) {
  const before = await stateOf(t, surveyId);
  const res = await call();
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toEqual(errors);
  expect(await stateOf(t, surveyId)).toEqual(before);
}
const of = (ratee: Person, rater: Person) => (a: { ratee: number; rater: number }) => a.ratee === ratee.id && a.rater === rater.id;
const hrMode = () => ({ rater_selection: 'hr_approves', nomination_deadline: dayFrom(t, 5), rater_limits: {} });
const approve = (surveyId: number, ratee: Person, nominees: Person[]) =>
  send(t, x.w.admin, 'POST', `/survey/nomination-approvals/${surveyId}/${ratee.id}/approve/`, {
    nominees: nominees.map((n) => ({ rater_id: n.id, relationship: 'peer' })),
  });

describe('the wizard (PATCH /survey/survey-creation/)', () => {
  let id: number;
  beforeAll(async () => {
    id = await answeredSurvey(t, x, 'Wizard');
  });
  const patch = (change: Parameters<typeof patchSurvey>[3]) => () => patchSurvey(t, x.w.admin, id, change);

  it.each([
    [
      'adds a peer',
      patch((b) => {
        b.survey_assign.push({ ratee: x.w.ana.id, rater: x.rex.id, relationship: 'peer' });
      }),
    ],
    [
      'adds a direct report',
      patch((b) => {
        b.survey_assign.push({ ratee: x.w.ana.id, rater: x.rex.id, relationship: 'direct_report' });
      }),
    ],
    [
      'moves the manager to peer',
      patch((b) => {
        b.survey_assign.find(of(x.w.ana, x.w.lead))!.relationship = 'peer';
      }),
    ],
    [
      'moves an unanswered peer to direct report',
      patch((b) => {
        b.survey_assign.find(of(x.w.ana, x.pia))!.relationship = 'direct_report';
      }),
    ],
    [
      'moves an unanswered peer to manager',
      patch((b) => {
        b.survey_assign.find(of(x.w.ana, x.pia))!.relationship = 'manager';
      }),
    ],
    [
      'replaces an unanswered peer',
      patch((b) => {
        b.survey_assign = b.survey_assign.filter((a) => !of(x.w.ana, x.pia)(a));
        b.survey_assign.push({ ratee: x.w.ana.id, rater: x.rex.id, relationship: 'peer' });
      }),
    ],
  ])('refuses a list that %s, naming the ratee, and changes nothing', async (_label, call) => {
    await refused(id, call, { survey_assign: [fixed] });
  });

  it('still removes an unanswered peer, adds a manager, and changes other ratees freely', async () => {
    const res = await patchSurvey(t, x.w.admin, id, (b) => {
      b.survey_assign = b.survey_assign.filter((a) => !of(x.w.ana, x.pia)(a));
      b.survey_assign.push({ ratee: x.w.ana.id, rater: x.w.boss.id, relationship: 'manager' });
      b.survey_assign.push({ ratee: x.w.cleo.id, rater: x.rex.id, relationship: 'peer' });
      b.survey_assign.find(of(x.w.cleo, x.quinn))!.relationship = 'other';
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await raterRows(t, id);
    expect(rows).toEqual(
      expect.arrayContaining([
        [x.w.ana.id, x.w.boss.id, 'manager', 'pending'],
        [x.w.cleo.id, x.rex.id, 'peer', 'pending'],
        [x.w.cleo.id, x.quinn.id, 'other', 'pending'],
      ]),
    );
    expect(rows.filter((r) => r[1] === x.pia.id)).toEqual([]);
  });
});

describe('the survey page and nomination approval', () => {
  let id: number;
  beforeAll(async () => {
    id = await answeredSurvey(t, x, 'Survey page');
    const mode = await send(t, x.w.admin, 'PUT', `/survey/survey/${id}/rater-selection/`, hrMode());
    expect(mode.statusCode, mode.body).toBe(200);
  });
  const replace = async (ratee: Person, rater: Person, by: Person) =>
    send(t, x.w.admin, 'PUT', `/survey/survey/${id}/assignments/${await assignmentOf(t, id, ratee, rater)}/rater/`, { rater: by.id });

  it('refuse a new rater for the ratee: a replacement, an outside rater, an approved nominee; nothing changes', async () => {
    await refused(id, () => replace(x.w.ana, x.pia, x.rex), { non_field_errors: [fixed] });
    await refused(id, () => addExternal(t, x.w.admin, id, { ratee: x.w.ana.id, name: 'Hana Hired', email: 'hana@agency.example' }), { ratee: [fixed] });
    await refused(id, () => approve(id, x.w.ana, [x.pia, x.rex]), { nominees: [fixed] });
  });

  it('still approve raters the ratee has, replace the manager, remove an unanswered peer, and change other ratees', async () => {
    expect((await approve(id, x.w.ana, [x.pia])).statusCode).toBe(200);
    expect((await replace(x.w.ana, x.w.lead, x.w.boss)).statusCode).toBe(200);
    const removed = await send(t, x.w.admin, 'DELETE', `/survey/survey/${id}/assignments/${await assignmentOf(t, id, x.w.ana, x.pia)}/`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await replace(x.w.cleo, x.quinn, x.w.lead)).statusCode).toBe(200);
    expect((await approve(id, x.w.cleo, [x.rex])).statusCode).toBe(200);
    const outside = await addExternal(t, x.w.admin, id, { ratee: x.w.cleo.id, name: 'Omar Outside', email: 'omar@supplier.example' });
    expect(outside.statusCode, outside.body).toBe(201);
    expect((await raterRows(t, id)).filter((r) => r[0] === x.w.ana.id)).toEqual([
      [x.w.ana.id, x.w.ana.id, 'self', 'pending'],
      [x.w.ana.id, x.w.ben.id, 'peer', 'submitted'],
      [x.w.ana.id, x.w.boss.id, 'manager', 'pending'],
    ]);
  });
});

describe('a refusal only the database noticed (a submit that came first)', () => {
  it('answers the same 400 on every path, never a 500, and changes nothing', async () => {
    const { w, quinn, rex } = x;
    const id = await openSurvey(
      t,
      w,
      [
        { ratee: w.cleo.id, rater: w.cleo.id, relationship: 'self' },
        { ratee: w.cleo.id, rater: quinn.id, relationship: 'peer' },
      ],
      { title: 'Raced' },
    );
    expect((await send(t, w.admin, 'PUT', `/survey/survey/${id}/rater-selection/`, hrMode())).statusCode).toBe(200);
    const raced = fixedRatersMessage(null);
    const seat = await assignmentOf(t, id, w.cleo, quinn);
    await whileTheDatabaseRefuses(t, async () => {
      await refused(
        id,
        () =>
          patchSurvey(t, w.admin, id, (b) => {
            b.survey_assign.push({ ratee: w.cleo.id, rater: rex.id, relationship: 'peer' });
          }),
        { survey_assign: [raced] },
      );
      await refused(id, () => send(t, w.admin, 'PUT', `/survey/survey/${id}/assignments/${seat}/rater/`, { rater: rex.id }), { non_field_errors: [raced] });
      await refused(id, () => addExternal(t, w.admin, id, { ratee: w.cleo.id, name: 'Ines', email: 'ines@agency.example' }), { ratee: [raced] });
      await refused(id, () => approve(id, w.cleo, [rex]), { nominees: [raced] });
    });
  });
});

describe('the database (migration 0020), below every route', () => {
  let id: number;
  let lou: Person;
  let company: number;
  beforeAll(async () => {
    const { w, pia } = x;
    lou = await hire(t, w, 'Lou');
    id = await openSurvey(
      t,
      w,
      [
        { ratee: w.ana.id, rater: w.lead.id, relationship: 'manager' },
        { ratee: w.ana.id, rater: lou.id, relationship: 'peer' },
        { ratee: w.ana.id, rater: pia.id, relationship: 'peer' },
        { ratee: w.cleo.id, rater: w.cleo.id, relationship: 'self' },
      ],
      { title: 'Database' },
    );
    expect((await submit(t, id, w.ana, lou, 2)).statusCode).toBe(200);
    company = w.admin.companyId!;
  });
  const refusedByDb = async (statement: SQL) => {
    const err = await t.db.execute(statement).then(
      () => null,
      (e: unknown) => e,
    );
    expect(isCheckViolation(err, FIXED_RATERS_CONSTRAINT), String(err)).toBe(true);
  };
  const insert = (ratee: Person, rater: Person, relationship: Relationship, status = 'pending') => sql`
    insert into survey_assignments (company_id, survey_id, ratee_id, rater_id, relationship, status)
    values (${company}, ${id}, ${ratee.id}, ${rater.id}, ${relationship}, ${status})`;
  const seat = (rater: Person) => sql`survey_id = ${id} and ratee_id = ${x.w.ana.id} and rater_id = ${rater.id}`;

  it('refuses an insert of a pending anonymous rater, whatever SQL wrote it; self and manager go in', async () => {
    const raterFor: Record<Relationship, Person> = { self: x.w.ana, manager: x.w.boss, peer: x.rex, direct_report: x.quinn, other: x.w.cleo };
    for (const relationship of RELATIONSHIPS) {
      if ((ANONYMOUS_RELATIONSHIPS as readonly string[]).includes(relationship)) await refusedByDb(insert(x.w.ana, raterFor[relationship], relationship));
      else await t.db.execute(insert(x.w.ana, raterFor[relationship], relationship));
    }
  });

  it('refuses moving into, out of or between anonymous relationships, and another rater in an anonymous seat', async () => {
    await refusedByDb(sql`update survey_assignments set relationship = 'peer' where ${seat(x.w.lead)}`);
    await refusedByDb(sql`update survey_assignments set relationship = 'manager' where ${seat(x.pia)}`);
    await refusedByDb(sql`update survey_assignments set relationship = 'other' where ${seat(lou)}`);
    await refusedByDb(sql`update survey_assignments set rater_id = ${x.rex.id} where ${seat(x.pia)}`);
    await t.db.execute(insert(x.w.cleo, x.rex, 'peer'));
    await refusedByDb(sql`update survey_assignments set ratee_id = ${x.w.ana.id} where survey_id = ${id} and rater_id = ${x.rex.id}`);
  });

  it('lets through drafts and invitations, removals, and loaders writing answered history', async () => {
    await t.db.execute(sql`update survey_assignments set status = 'draft', draft_saved_at = now(), invited_at = now() where ${seat(x.pia)}`);
    await t.db.execute(sql`delete from survey_assignments where ${seat(x.pia)}`);
    await t.db.execute(insert(x.w.ana, x.rex, 'peer', 'submitted'));
    // One statement of a whole history: the pending row sits beside answers written with it, not after them.
    await t.db.execute(sql`insert into survey_assignments (company_id, survey_id, ratee_id, rater_id, relationship, status)
      values (${company}, ${id}, ${x.w.cleo.id}, ${x.quinn.id}, 'peer', 'submitted'), (${company}, ${id}, ${x.w.cleo.id}, ${x.pia.id}, 'peer', 'pending')`);
  });

  it('lets an employee who answered leave: their answers stay, without their name', async () => {
    const left = await send(t, x.w.admin, 'DELETE', `/api/users/${lou.userId}/`);
    expect(left.statusCode, left.body).toBe(204);
    const rows = (await stateOf(t, id)).rows.filter((r) => r.raterKey === `e${lou.id}`);
    expect(rows.map((r) => [r.raterId, r.relationship, r.status])).toEqual([[null, 'peer', 'submitted']]);
  });
});
