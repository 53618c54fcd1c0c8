import { eq } from 'drizzle-orm';
import { companies, competencies, competencyStatements, competencyTypes, masterItems, permissions, surveyAssignments, users } from '../../../server/db/schema';
import { employeeBody } from '../helpers/employees';
import type { TestApp } from '../helpers/test-app';
import type { Dimension, Run, RunAssignment, RunPerson, RunSurvey } from './figures';
import { answerOf, COMPETENCIES, STATEMENTS, type History, type PersonSpec } from './history';

/*
 * The company a history happens in, driven through the product's HTTP API. The database is
 * written only for the stage (openWorld) and once per person, to mark their address
 * confirmed so that a JWT minted with the app's own key signs them in (an argon2 sign-in
 * would cost more than the history); it is read for ids and mailed links. Every call is
 * counted and every refusal logged: a refusal is an outcome, not an error.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Headers = Record<string, string>;
export interface Reply {
  status: number;
  body: unknown;
}

export interface Ctx {
  t: TestApp;
  h: History;
  run: Run;
  admin: Headers;
  tag: string;
  ids: { designation: number[]; department: number[]; group: number[]; type: number[]; competency: number[]; statements: number[][] };
  back: {
    survey: Map<number, number>;
    person: Map<number, number>;
    competency: Map<number, number>;
    type: Map<number, number>;
    list: Record<Dimension, Map<number, number>>;
  };
  sessions: Map<number, Headers>;
  /** An outside rater's link per survey: `${survey}|${outsider}`. */
  links: Map<string, string>;
  /** Surveys whose invitations were sent. */
  sent: Set<number>;
}

export async function call(ctx: Ctx, who: Headers | null, method: Method, url: string, payload?: object): Promise<Reply> {
  ctx.run.requests += 1;
  const res = await ctx.t.app.inject({ method, url, ...(payload !== undefined && { payload }), ...(who && { headers: who }) });
  const json = (res.headers['content-type'] ?? '').toString().includes('json');
  return { status: res.statusCode, body: json && res.body ? res.json() : res.body };
}

/** A 2xx, or a thrown error naming the call: for the steps every history needs. */
async function must(ctx: Ctx, who: Headers | null, method: Method, url: string, payload?: object): Promise<Reply> {
  const r = await call(ctx, who, method, url, payload);
  if (r.status >= 300) throw new Error(`${method} ${url}: ${r.status} ${JSON.stringify(r.body)}`);
  return r;
}

const bearer = async (t: TestApp, userId: number) => {
  const [row] = await t.db.select({ version: users.tokenVersion }).from(users).where(eq(users.id, userId));
  return { authorization: `JWT ${await t.app.issueToken({ userId, version: row!.version }, { userAgent: 'attacker', ip: '127.0.0.1' })}` };
};

export async function sessionOf(ctx: Ctx, person: RunPerson): Promise<Headers> {
  let s = ctx.sessions.get(person.userId);
  if (!s) {
    await ctx.t.db.update(users).set({ emailVerifiedAt: ctx.t.clock.now() }).where(eq(users.id, person.userId));
    s = await bearer(ctx.t, person.userId);
    ctx.sessions.set(person.userId, s);
  }
  return s;
}

let histories = 0;

/**
 * A new company and its stage: the admin, two designations, two departments, a group, two
 * competencies of two statements each (under one type or two), alert thresholds every ratee meets. The stage is written straight
 * to the database, as the helpers' addUser does: it is not the history under test, and through
 * the API it cost half of a short history (an argon2 hash, thirteen writes). The history's
 * first people are hired through the API.
 */
export async function openWorld(t: TestApp, h: History): Promise<Ctx> {
  histories += 1;
  const tag = `h${histories}x${Math.random().toString(36).slice(2, 7)}`;
  const typeOf = Array.from({ length: COMPETENCIES }, (_, c) => (h.sameType ? 0 : c));
  const run: Run = {
    history: h,
    people: [],
    surveys: [],
    hrMembers: new Set(),
    log: [],
    fetched: [],
    requests: 0,
    typeOf,
    managers: new Set(),
    released: false,
    hrRead: new Set(),
    outsiders: h.outsiders.map((hr, k) => ({ email: `outsider${k}.${tag}@client.example`, hr })),
  };
  const ctx = {
    t,
    h,
    run,
    admin: {},
    tag,
    sessions: new Map(),
    links: new Map(),
    sent: new Set(),
    ids: { designation: [], department: [], group: [], type: [], competency: [], statements: [] },
    back: {
      survey: new Map(),
      person: new Map(),
      competency: new Map(),
      type: new Map(),
      list: { department: new Map(), designation: new Map(), group: new Map() },
    },
  } as Ctx;
  const { db } = t;
  // Alert thresholds every ratee meets (succession from 1 %, development below 100 %): the alerts then list every
  // ratee's overall and type scores, and the attacker reads them as it reads a report.
  const [company] = await db
    .insert(companies)
    .values({ name: `Attacked ${tag}`, successionThreshold: 1, developmentThreshold: 100 })
    .returning({ id: companies.id });
  const companyId = company!.id;
  const email = `hr.${tag}@attacked-${tag}.example.com`;
  const [admin] = await db
    .insert(users)
    .values({
      companyId,
      email,
      username: `hr${tag}`,
      firstName: 'Hana',
      lastName: 'Admin',
      role: 'admin',
      emailVerifiedAt: t.clock.now(),
    })
    .returning({ id: users.id });
  await db.insert(permissions).values({ userId: admin!.id, dashboard: true, workforce: true, organization: true, survey: true, master: true, feedback: true });
  ctx.admin = await bearer(t, admin!.id);
  for (const [list, n] of [
    ['designation', 2],
    ['department', 2],
    ['group', 1],
  ] as Array<[Dimension, number]>) {
    const rows = await db
      .insert(masterItems)
      .values(Array.from({ length: n }, (_, i) => ({ companyId, list, name: `${list} ${i}` })))
      .returning({ id: masterItems.id });
    rows.forEach(({ id }, i) => {
      ctx.ids[list].push(id);
      ctx.back.list[list].set(id, i);
    });
  }
  const types = await db
    .insert(competencyTypes)
    .values(Array.from({ length: h.sameType ? 1 : 2 }, (_, i) => ({ companyId, name: `T${i}` })))
    .returning({ id: competencyTypes.id });
  types.forEach(({ id }, i) => {
    ctx.ids.type.push(id);
    ctx.back.type.set(id, i);
  });
  for (let c = 0; c < COMPETENCIES; c += 1) {
    const typeId = ctx.ids.type[typeOf[c]!]!;
    const [made] = await db
      .insert(competencies)
      .values({ companyId, typeId, title: `C${c}`, definition: `C${c}, done well.` })
      .returning({ id: competencies.id });
    ctx.ids.competency.push(made!.id);
    ctx.back.competency.set(made!.id, c);
    const statements = await db
      .insert(competencyStatements)
      .values(Array.from({ length: STATEMENTS }, (_, i) => ({ companyId, typeId, competencyId: made!.id, statement: `C${c} statement ${i}.` })))
      .returning({ id: competencyStatements.id });
    ctx.ids.statements.push(statements.map((x) => x.id));
  }
  for (const p of h.people) await hire(ctx, p);
  return ctx;
}

export const active = (ctx: Ctx) => ctx.run.people.filter((p) => !p.left);
/** The active person at index i (mod), or null when nobody is left. */
export const personAt = (ctx: Ctx, i: number): RunPerson | null => {
  const a = active(ctx);
  return a.length ? a[i % a.length]! : null;
};
export const surveyAt = (ctx: Ctx, i: number): RunSurvey | null => (ctx.run.surveys.length ? ctx.run.surveys[i % ctx.run.surveys.length]! : null);

export async function hire(ctx: Ctx, spec: PersonSpec): Promise<void> {
  const idx = ctx.run.people.length;
  const earlier = active(ctx);
  const manager = spec.manager !== null && earlier.length ? earlier[spec.manager % earlier.length]! : null;
  const pick = (list: Dimension, i: number | null) => (i === null ? null : ctx.ids[list][i % ctx.ids[list].length]!);
  const res = await must(ctx, ctx.admin, 'POST', '/api/employee-registration/', {
    ...employeeBody({ first_name: `P${idx}`, last_name: ctx.tag, send_invitation: false }),
    designation: pick('designation', spec.designation),
    department: pick('department', spec.department),
    group: pick('group', spec.group),
    parent_id: manager?.id ?? null,
  });
  const e = res.body as { id: number; user_id: number };
  const at = (list: Dimension, i: number | null) => (i === null ? null : i % ctx.ids[list].length);
  ctx.run.people.push({
    idx,
    id: e.id,
    userId: e.user_id,
    name: `P${idx}`,
    left: false,
    leftAt: null,
    moves: [],
    designation: at('designation', spec.designation),
    department: at('department', spec.department),
    group: at('group', spec.group),
  });
  ctx.back.person.set(e.id, idx);
  if (manager) ctx.run.managers.add(manager.idx);
  ctx.run.log.push(
    `hire P${idx}${manager ? ` (manager P${manager.idx})` : ''}: designation ${at('designation', spec.designation) ?? '-'}, ` +
      `department ${at('department', spec.department) ?? '-'}, group ${at('group', spec.group) ?? '-'}`,
  );
}

/** The answers a rater gives about a ratee to every statement of the survey (stable: the same each time). */
export function answersFor(ctx: Ctx, s: RunSurvey, a: Pick<RunAssignment, 'rater' | 'ratee'>): Array<number | null> {
  return s.competencies.flatMap(({ c }) => Array.from({ length: STATEMENTS }, (_, i) => answerOf(ctx.h, a.rater, a.ratee, c * STATEMENTS + i)));
}

export function statementIds(ctx: Ctx, s: RunSurvey): number[] {
  return s.competencies.flatMap(({ c }) => ctx.ids.statements[c]!);
}

/** The survey's assignments as the database holds them, matched to the ones recorded (new ones appended). */
export async function syncAssignments(ctx: Ctx, s: RunSurvey, late: boolean): Promise<void> {
  const rows = await ctx.t.db.select().from(surveyAssignments).where(eq(surveyAssignments.surveyId, s.id));
  for (const row of rows) {
    if (s.assignments.some((a) => a.id === row.id) || row.raterId === null) continue;
    s.assignments.push({
      id: row.id,
      ratee: ctx.back.person.get(row.rateeId)!,
      rater: `e${ctx.back.person.get(row.raterId)!}`,
      rel: row.relationship,
      submitted: false,
      answers: null,
      late,
    });
  }
}

export const show = (a: Array<number | null>) => a.map((v) => (v === null ? '–' : v)).join(' ');
export const raterName = (key: string) => (key.startsWith('e') ? `P${key.slice(1)}` : `X${key.slice(1)}`);
