import type { MyReport, RateeSummary, FeedbackReport } from '../../../schemas/feedback';
import type { Trend } from '../../../schemas/feedback-trends';
import type { FeedbackAlerts, SurveyAnalytics } from '../../../schemas/analytics';
import type { TeamOverview } from '../../../schemas/team';
import type { FigureRef, RunPerson } from './figures';
import { alertFigures, analytics, DIMENSIONS, keep, one, opened, OVERALL, report, trend, type Reader } from './parse';
import { call, sessionOf, type Ctx, type Headers } from './world';

/*
 * Everything an audience can fetch, read as HR or as a person would (parse.ts turns each
 * answer into figures).
 */

const ok = (status: number) => status === 200;

/** Calls a reader expects to answer: anything but 200 is logged (a 500 is a finding of its own). */
async function read(ctx: Ctx, who: Headers, url: string, label: string) {
  const res = await call(ctx, who, 'GET', url);
  if (!ok(res.status)) ctx.run.log.push(`${label} GET ${url}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
  return res;
}

/** HR reads every result of every closed survey: ratee lists, reports, analytics, alerts, each ratee's trend, the company trend. */
export async function hrReads(ctx: Ctx): Promise<void> {
  const r: Reader = { who: ctx.admin, reader: 'admin', view: 'hr' };
  const ratees = new Set<number>();
  for (const s of ctx.run.surveys.filter((x) => x.closed)) {
    const listUrl = `/feedback/survey/${s.id}/ratees/`;
    const list = await read(ctx, r.who, listUrl, 'HR');
    if (!ok(list.status)) continue;
    opened(ctx, s.idx);
    for (const x of list.body as RateeSummary[]) {
      const q = ctx.back.person.get(x.ratee.id)!;
      ratees.add(q);
      ctx.run.hrRead.add(`${s.idx}|${q}`);
      const all: FigureRef = { kind: 'group', s: s.idx, ratee: q, group: 'all_others', level: OVERALL };
      const self: FigureRef = { kind: 'group', s: s.idx, ratee: q, group: 'self', level: OVERALL };
      keep(ctx, r, `HR ${listUrl} [P${q}].overall`, one(all), x.overall, 'score');
      keep(ctx, r, `HR ${listUrl} [P${q}].overall_percent`, one(all), x.overall_percent, 'percent');
      keep(ctx, r, `HR ${listUrl} [P${q}].self`, one(self), x.self, 'score');
      keep(ctx, r, `HR ${listUrl} [P${q}].self_percent`, one(self), x.self_percent, 'percent');
      const url = `/feedback/survey/${s.id}/ratee/${x.ratee.id}/`;
      const res = await read(ctx, r.who, url, 'HR');
      if (ok(res.status)) report(ctx, r, s.idx, q, res.body as FeedbackReport, `HR S${s.idx} P${q} report`);
    }
    for (const by of DIMENSIONS) {
      const res = await read(ctx, r.who, `/feedback/analytics/?survey=${s.id}&by=${by}`, 'HR');
      if (ok(res.status)) analytics(ctx, r, s.idx, by, res.body as SurveyAnalytics, `HR S${s.idx} analytics by ${by}`);
    }
  }
  for (const q of ratees) {
    const res = await read(ctx, r.who, `/feedback/ratee/${ctx.run.people[q]!.id}/trend/`, 'HR');
    if (ok(res.status)) {
      trend(ctx, r, res.body as Trend, `HR P${q} trend`, (s, level) => ({ kind: 'group', s, ratee: q, group: 'all_others', level }));
    }
  }
  const alerts = await read(ctx, r.who, '/feedback/alerts/', 'HR');
  if (ok(alerts.status)) alertFigures(ctx, r, alerts.body as FeedbackAlerts);
  const company = await read(ctx, r.who, '/feedback/analytics/trends/', 'HR');
  if (ok(company.status)) trend(ctx, r, company.body as Trend, 'HR company trend', (s, level) => ({ kind: 'companyTrend', s, level }));
}

/**
 * A person reads My feedback (their released reports, then their trend over them) when they
 * have been rated, and My team (their direct reports' released reports) when they have
 * managed someone: the other calls could only answer empty.
 */
export async function personReads(ctx: Ctx, p: RunPerson): Promise<void> {
  const who = await sessionOf(ctx, p);
  const rated = ctx.run.surveys.some((s) => s.assignments.some((a) => a.ratee === p.idx));
  const mine: Reader = { who, reader: p.idx, view: 'ratee' };
  const list = rated ? await read(ctx, who, '/feedback/my-reports/', `P${p.idx}`) : null;
  const released = list && ok(list.status) ? (list.body as MyReport[]) : [];
  for (const x of released) {
    const s = ctx.back.survey.get(x.survey.id);
    const res = await read(ctx, who, `/feedback/my-reports/${x.survey.id}/`, `P${p.idx}`);
    if (s !== undefined && ok(res.status)) report(ctx, mine, s, p.idx, res.body as FeedbackReport, `P${p.idx} my-reports S${s}`);
  }
  if (released.length) {
    const own = await read(ctx, who, '/feedback/my-trend/', `P${p.idx}`);
    if (ok(own.status)) {
      trend(ctx, mine, own.body as Trend, `P${p.idx} my-trend`, (s, level) => ({ kind: 'group', s, ratee: p.idx, group: 'all_others', level }));
    }
  }
  if (!ctx.run.managers.has(p.idx)) return;
  const team: Reader = { who, reader: p.idx, view: 'manager' };
  const overview = await read(ctx, who, '/team/overview/', `P${p.idx}`);
  for (const x of ok(overview.status) ? (overview.body as TeamOverview).reports : []) {
    const s = ctx.back.survey.get(x.survey.id);
    const q = ctx.back.person.get(x.ratee.id);
    const res = await read(ctx, who, `/team/reports/${x.survey.id}/${x.ratee.id}/`, `P${p.idx}`);
    if (s !== undefined && q !== undefined && ok(res.status)) report(ctx, team, s, q, res.body as FeedbackReport, `P${p.idx} team S${s} P${q} report`);
  }
}
