import type { RunSurvey } from './figures';
import type { Event } from './history';
import { hrReads, personReads } from './collect';
import { addOutsider, addRater, brief, createSurvey, plan, resurvey, submit } from './survey-events';
import { active, call, hire, personAt, surveyAt, type Ctx } from './world';

const ANONYMOUS = new Set(['peer', 'direct_report', 'other']);

/*
 * Each event of a history, done through the API. What the product refuses is logged with its
 * status and the history goes on.
 */

export async function play(ctx: Ctx, e: Event): Promise<void> {
  const { run } = ctx;
  switch (e.kind) {
    case 'hire':
      return hire(ctx, e.person);
    case 'survey':
      return createSurvey(ctx, e.survey, plan(ctx, e.survey), 'survey');
    case 'resurvey': {
      const again = resurvey(ctx, e);
      return again ? createSurvey(ctx, again.spec, again.planned, again.label) : undefined;
    }
    case 'submit': {
      const s = surveyAt(ctx, e.survey);
      return s ? submit(ctx, s, e.raters) : undefined;
    }
    case 'addRater': {
      const s = surveyAt(ctx, e.survey);
      return s ? addRater(ctx, s, e.ratee, e.rater) : undefined;
    }
    case 'addOutsider': {
      const s = surveyAt(ctx, e.survey);
      if (!s || !run.outsiders.length) return;
      const ratees = [...new Set(s.assignments.map((a) => a.ratee))];
      const ratee = ratees[e.ratee % ratees.length]!;
      // Late only once one of the ratee's anonymous raters has answered: before that, it is as if HR had chosen
      // the address from the start, which the product says it cannot stop (model.ts).
      const late = s.assignments.some((a) => a.ratee === ratee && a.submitted && ANONYMOUS.has(a.rel));
      return addOutsider(ctx, s, ratee, e.outsider % run.outsiders.length, late);
    }
    case 'leave':
      return leave(ctx, e.person);
    case 'close': {
      const s = surveyAt(ctx, e.survey);
      return s ? close(ctx, s) : undefined;
    }
    case 'release': {
      const s = surveyAt(ctx, e.survey);
      return s ? release(ctx, s, e.ratees) : undefined;
    }
    case 'manager': {
      const p = personAt(ctx, e.person)!;
      const m = e.manager === null ? null : personAt(ctx, e.manager)!;
      if (m?.idx === p.idx) return;
      const res = await call(ctx, ctx.admin, 'PATCH', '/api/employee-registration/', { id: p.id, parent_id: m?.id ?? null });
      if (m && res.status === 200) run.managers.add(m.idx);
      run.log.push(`P${p.idx}'s manager becomes ${m ? `P${m.idx}` : 'nobody'}: ${brief(res)}`);
      return;
    }
    case 'move': {
      const p = personAt(ctx, e.person)!;
      const value = e.value === null ? null : e.value % ctx.ids[e.dimension].length;
      const res = await call(ctx, ctx.admin, 'PATCH', '/api/employee-registration/', {
        id: p.id,
        [e.dimension]: value === null ? null : ctx.ids[e.dimension][value],
      });
      if (res.status === 200) p.moves.push({ at: run.requests, dimension: e.dimension, value });
      run.log.push(`P${p.idx}'s ${e.dimension} becomes ${value ?? 'none'}: ${brief(res)}`);
      return;
    }
    case 'hrMember': {
      const p = personAt(ctx, e.person)!;
      const res = await call(ctx, ctx.admin, 'PATCH', '/api/permission-on-user-id/', { user_id: p.userId, permissions: { feedback: true } });
      if (res.status === 200) run.hrMembers.add(p.idx);
      run.log.push(`P${p.idx} gets the feedback area (joins HR): ${brief(res)}`);
      return;
    }
    case 'hrReads':
      return hrReads(ctx);
    case 'reads': {
      const p = personAt(ctx, e.person);
      return p ? personReads(ctx, p) : undefined;
    }
  }
}

export async function close(ctx: Ctx, s: RunSurvey) {
  const res = await call(ctx, ctx.admin, 'POST', `/survey/survey/${s.id}/close/`);
  if (res.status === 200) s.closed = true;
  ctx.run.log.push(`close S${s.idx}: ${brief(res)}`);
}

export async function release(ctx: Ctx, s: RunSurvey, pick: 'all' | number[]) {
  const ratees = [...new Set(s.assignments.map((a) => a.ratee))];
  const chosen = pick === 'all' ? ratees : [...new Set(pick.map((i) => ratees[i % ratees.length]!))];
  const res = await call(ctx, ctx.admin, 'PUT', `/feedback/survey/${s.id}/release/`, {
    released: true,
    ...(pick !== 'all' && { ratees: chosen.map((r) => ctx.run.people[r]!.id) }),
  });
  if (res.status === 200) {
    s.openedAt ??= ctx.run.requests;
    ctx.run.released = true;
  }
  ctx.run.log.push(`release S${s.idx} to ${pick === 'all' ? 'every ratee' : chosen.map((r) => `P${r}`).join(', ')}: ${brief(res)}`);
}

async function leave(ctx: Ctx, at: number) {
  const p = personAt(ctx, at);
  if (!p || active(ctx).length <= 1) return;
  const res = await call(ctx, ctx.admin, 'DELETE', `/api/users/${p.userId}/`);
  if (res.status === 204) Object.assign(p, { left: true, leftAt: ctx.run.requests });
  ctx.run.log.push(`P${p.idx} leaves the company: ${brief(res)}`);
}
