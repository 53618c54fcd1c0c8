import type { RunSurvey } from './figures';
import { ANONYMOUS, type Event, type Rel, type SurveySpec } from './history';
import { externalLink } from '../helpers/external-world';
import { newKey } from '../helpers/answer-world';
import { answersFor, call, personAt, raterName, sessionOf, show, statementIds, surveyAt, syncAssignments, type Ctx, type Reply } from './world';

/*
 * A survey's events, through the API as HR, a rater or an outside rater would: making one
 * (or one like an earlier one), adding raters (late ones too: the product may refuse), and
 * answering. What the product refuses is logged with its status and the history goes on.
 */

interface Planned {
  ratee: number;
  rater: string;
  rel: Rel;
}

export const brief = (r: Reply) => (r.status < 300 ? `${r.status}` : `${r.status} ${JSON.stringify(r.body).slice(0, 160)}`);
const dayFrom = (ctx: Ctx, days: number) => new Date(ctx.t.clock.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** The rater's relationship once the product's rules of who may rate as what are applied (self only oneself, one manager). */
function fit(ratee: number, rater: number, rel: Rel, taken: Planned[]): Rel | null {
  if (taken.some((p) => p.ratee === ratee && p.rater === `e${rater}`)) return null;
  if (rater === ratee) return 'self';
  if (rel === 'self') return 'peer';
  if (rel === 'manager' && taken.some((p) => p.ratee === ratee && p.rel === 'manager')) return 'peer';
  return rel;
}

export function plan(ctx: Ctx, spec: SurveySpec): { employees: Planned[]; outsiders: Array<{ ratee: number; outsider: number }> } {
  const employees: Planned[] = [];
  const outsiders: Array<{ ratee: number; outsider: number }> = [];
  const ratees = new Set<number>();
  for (const r of spec.ratees) {
    const ratee = personAt(ctx, r.ratee);
    if (!ratee || ratees.has(ratee.idx)) continue;
    ratees.add(ratee.idx);
    for (const x of r.raters) {
      const rater = personAt(ctx, x.who)!;
      const rel = fit(ratee.idx, rater.idx, x.rel, employees);
      if (rel) employees.push({ ratee: ratee.idx, rater: `e${rater.idx}`, rel });
    }
    for (const o of r.outsiders) {
      if (!ctx.run.outsiders.length) break;
      const outsider = o % ctx.run.outsiders.length;
      if (!outsiders.some((x) => x.ratee === ratee.idx && x.outsider === outsider)) outsiders.push({ ratee: ratee.idx, outsider });
    }
  }
  return { employees, outsiders };
}

export async function createSurvey(ctx: Ctx, spec: Omit<SurveySpec, 'ratees'>, planned: ReturnType<typeof plan>, label: string) {
  const idx = ctx.run.surveys.length;
  const chosen = spec.competencies === 'both' ? [0, 1] : spec.competencies === 'first' ? [0] : [1];
  const types = [...new Set(chosen.map((c) => ctx.run.typeOf[c]!))];
  if (!planned.employees.length) {
    ctx.run.log.push(`${label}: skipped (no rater)`);
    return;
  }
  const res = await call(ctx, ctx.admin, 'POST', '/survey/survey-creation/', {
    survey: {
      title: `S${idx} ${ctx.tag}`,
      description: '',
      start_date: dayFrom(ctx, 0),
      end_date: dayFrom(ctx, 30),
      audience: 'Individual',
      anonymity_threshold: 3,
      type_values: types.map((t) => ({ type: ctx.ids.type[t]!, value: spec.values[t]! })),
      competencies: chosen.map((c) => ({ competency: ctx.ids.competency[c]!, weight: spec.weights[c]!, expected_level: 'basic' })),
    },
    position: null,
    survey_assign: planned.employees.map((p) => ({
      ratee: ctx.run.people[p.ratee]!.id,
      rater: ctx.run.people[Number(p.rater.slice(1))]!.id,
      relationship: p.rel,
    })),
  });
  if (res.status !== 201) {
    ctx.run.log.push(`${label}: refused ${brief(res)}`);
    return;
  }
  const s: RunSurvey = {
    idx,
    id: (res.body as { id: number }).id,
    threshold: 3,
    assignments: [],
    closed: false,
    openedAt: null,
    competencies: chosen.map((c) => ({ c, weight: spec.weights[c]! })),
    values: new Map(types.map((t) => [t, spec.values[t]!])),
  };
  ctx.run.surveys.push(s);
  ctx.back.survey.set(s.id, idx);
  await syncAssignments(ctx, s, false);
  for (const a of s.assignments) if (a.rel === 'manager') ctx.run.managers.add(Number(a.rater.slice(1)));
  const who = s.assignments.map((a) => `P${a.ratee}←${raterName(a.rater)} ${a.rel}`).join(', ');
  ctx.run.log.push(
    `${label} → S${idx} (${chosen.map((c) => `C${c} w${spec.weights[c]}`).join(', ')}; ` +
      `${types.map((t) => `T${t} v${spec.values[t]}`).join(', ')}): ${who}`,
  );
  for (const o of planned.outsiders) await addOutsider(ctx, s, o.ratee, o.outsider, false);
}

/**
 * The invitations: employees answer without them (they are signed in), an outside rater needs
 * the link they bring, so a survey is sent when its first outside rater is added.
 */
async function sendOnce(ctx: Ctx, s: RunSurvey) {
  if (ctx.sent.has(s.idx)) return;
  ctx.sent.add(s.idx);
  const res = await call(ctx, ctx.admin, 'POST', '/survey/send-email/', { survey_id: s.id });
  if (res.status !== 200) ctx.run.log.push(`S${s.idx}: send the invitations: ${brief(res)}`);
}

export async function addOutsider(ctx: Ctx, s: RunSurvey, ratee: number, outsider: number, late: boolean) {
  const { email } = ctx.run.outsiders[outsider]!;
  await sendOnce(ctx, s);
  const res = await call(ctx, ctx.admin, 'POST', `/survey/survey/${s.id}/external-raters/`, {
    ratee: ctx.run.people[ratee]!.id,
    name: `X${outsider}`,
    email,
  });
  ctx.run.log.push(`S${s.idx}: add outside rater X${outsider} for P${ratee}${late ? ' (late)' : ''}: ${brief(res)}`);
  if (res.status !== 201) return;
  ctx.links.set(`${s.idx}|${outsider}`, await externalLink(ctx.t, email));
  s.assignments.push({
    id: (res.body as { assignment: number }).assignment,
    ratee,
    rater: `x${outsider}`,
    rel: 'other',
    submitted: false,
    answers: null,
    late,
  });
}

export async function submit(ctx: Ctx, s: RunSurvey, pick: 'all' | number[]) {
  const open = s.assignments.filter((a) => !a.submitted && (a.rater.startsWith('x') || !ctx.run.people[Number(a.rater.slice(1))]!.left));
  const chosen = pick === 'all' ? open : [...new Set(pick.map((i) => open[i % open.length]!))].filter(Boolean);
  const statements = statementIds(ctx, s);
  for (const a of open.length ? chosen : []) {
    const answers = answersFor(ctx, s, a);
    const body = {
      assignment: a.id,
      status: 'submitted',
      submit_key: newKey(),
      levels: [],
      comments: [],
      answers: statements.map((statement, i) => ({ statement, value: answers[i]! })),
    };
    const res = a.rater.startsWith('x')
      ? await call(ctx, null, 'POST', `/api/external/${ctx.links.get(`${s.idx}|${a.rater.slice(1)}`)}/answers/`, body)
      : await call(ctx, await sessionOf(ctx, ctx.run.people[Number(a.rater.slice(1))]!), 'POST', '/survey/surveyuserans/', body);
    if (res.status === 200) Object.assign(a, { submitted: true, answers });
    ctx.run.log.push(`S${s.idx}: ${raterName(a.rater)} → P${a.ratee} (${a.rel}) submits [${show(answers)}]: ${brief(res)}`);
  }
}

export async function addRater(ctx: Ctx, s: RunSurvey, rateeAt: number, rater: { who: number; rel: Rel }) {
  const ratees = [...new Set(s.assignments.map((a) => a.ratee))];
  const ratee = ratees[rateeAt % ratees.length]!;
  const who = personAt(ctx, rater.who)!;
  const taken = s.assignments.map((a) => ({ ratee: a.ratee, rater: a.rater, rel: a.rel }));
  const rel = fit(ratee, who.idx, rater.rel, taken);
  if (!rel) return;
  const survey = (await call(ctx, ctx.admin, 'GET', `/survey/survey/${s.id}/`)).body as Record<string, unknown>;
  const listed = (await call(ctx, ctx.admin, 'GET', `/survey/get_surveyassign_by_owner/?survey_id=${s.id}`)).body as Array<{
    ratee: { id: number };
    rater: { id: number } | null;
    relationship: Rel;
  }>;
  const keep = ['title', 'description', 'start_date', 'end_date', 'anonymity_threshold', 'audience', 'type_values', 'competencies'];
  const res = await call(ctx, ctx.admin, 'PATCH', '/survey/survey-creation/', {
    survey: { id: s.id, ...Object.fromEntries(keep.map((k) => [k, survey[k]])) },
    survey_assign: [
      ...listed.filter((a) => a.rater !== null).map((a) => ({ ratee: a.ratee.id, rater: a.rater!.id, relationship: a.relationship })),
      { ratee: ctx.run.people[ratee]!.id, rater: who.id, relationship: rel },
    ],
  });
  ctx.run.log.push(`S${s.idx}: add P${who.idx} as ${rel} of P${ratee} (late): ${brief(res)}`);
  if (res.status === 200) await syncAssignments(ctx, s, true);
  if (res.status === 200 && rel === 'manager') ctx.run.managers.add(who.idx);
}

export function resurvey(ctx: Ctx, e: Extract<Event, { kind: 'resurvey' }>) {
  const base = surveyAt(ctx, e.of);
  if (!base) return null;
  const alive = base.assignments.filter((a) => a.rater.startsWith('x') || !ctx.run.people[Number(a.rater.slice(1))]!.left);
  const kept = alive
    .filter((_, i) => e.drop === null || i !== e.drop % alive.length)
    .map((a, i) => {
      const anonymous = ANONYMOUS.indexOf(a.rel);
      const rel =
        e.relabel !== null && i === e.relabel % alive.length && anonymous >= 0 && a.rater.startsWith('e')
          ? ANONYMOUS[(anonymous + 1) % ANONYMOUS.length]!
          : a.rel;
      return { ...a, rel };
    });
  const employees: Planned[] = kept.filter((a) => a.rater.startsWith('e')).map((a) => ({ ratee: a.ratee, rater: a.rater, rel: a.rel }));
  const outsiders = kept.filter((a) => a.rater.startsWith('x')).map((a) => ({ ratee: a.ratee, outsider: Number(a.rater.slice(1)) }));
  const ratees = [...new Set(kept.map((a) => a.ratee))];
  if (e.add && ratees.length) {
    const ratee = ratees[e.add.ratee % ratees.length]!;
    const who = personAt(ctx, e.add.rater.who)!;
    const rel = fit(ratee, who.idx, e.add.rater.rel, employees);
    if (rel) employees.push({ ratee, rater: `e${who.idx}`, rel });
  }
  const chosen = base.competencies.map((x) => x.c);
  const weights: [number, number] = [base.competencies.find((x) => x.c === 0)?.weight ?? 25, base.competencies.find((x) => x.c === 1)?.weight ?? 25];
  const values: [number, number] = [base.values.get(0) ?? 50, base.values.get(1) ?? 50];
  const competencies = chosen.length === 2 ? ('both' as const) : chosen[0] === 0 ? ('first' as const) : ('second' as const);
  return { spec: { competencies, weights, values }, planned: { employees, outsiders }, label: `resurvey of S${base.idx}` };
}
