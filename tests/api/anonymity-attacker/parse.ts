import type { FeedbackReport } from '../../../schemas/feedback';
import type { Trend } from '../../../schemas/feedback-trends';
import type { FeedbackAlerts, SurveyAnalytics } from '../../../schemas/analytics';
import type { Dimension, Fetched, FigureRef, Group, Level, View } from './figures';
import type { Ctx, Headers } from './world';

/*
 * The product's answers turned into numbers that each claim to be a figure (FigureRef). Only
 * numbers the product gave are kept: a withheld figure is absent or null and simply teaches
 * nothing. Counts (raters, responses, the distribution) are not means and are left out; so
 * are proficiency levels, which are not answers to statements. Alerts are not means of their
 * own, but they carry each ratee's overall and type scores: the report's all_others figures.
 */

export interface Reader {
  who: Headers;
  reader: 'admin' | number;
  view: View;
}

export const OVERALL: Level = { kind: 'overall' };
export const DIMENSIONS: Dimension[] = ['department', 'designation', 'group'];

export function keep(ctx: Ctx, r: Reader, source: string, terms: Fetched['terms'], value: number | null | undefined, unit: Fetched['unit']) {
  if (typeof value !== 'number') return;
  ctx.run.fetched.push({ at: ctx.run.requests, reader: r.reader, view: r.view, source, terms, value, unit });
}

export const one = (ref: FigureRef): Fetched['terms'] => [[ref, 1]];

export function report(ctx: Ctx, r: Reader, s: number, ratee: number, body: FeedbackReport, url: string) {
  const g = (group: Group, level: Level): FigureRef => ({ kind: 'group', s, ratee, group, level });
  const both = (field: string, terms: Fetched['terms'], x: { score: number; percent: number }) => {
    keep(ctx, r, `${url} ${field}`, terms, x.score, 'score');
    keep(ctx, r, `${url} ${field} %`, terms, x.percent, 'percent');
  };
  for (const x of body.overall) both(`overall[${x.group}]`, one(g(x.group, OVERALL)), x);
  for (const type of body.types) {
    const t = ctx.back.type.get(type.type_id)!;
    for (const x of type.scores) both(`types[T${t}][${x.group}]`, one(g(x.group, { kind: 'type', t })), x);
  }
  const bench = (scope: 'company' | 'designation', level: Level): FigureRef => ({ kind: 'benchmark', s, ratee, scope, level });
  const gap = (c: number): Fetched['terms'] => [
    [g('self', { kind: 'competency', c }), 1],
    [g('all_others', { kind: 'competency', c }), -1],
  ];
  for (const comp of body.competencies) {
    const c = ctx.back.competency.get(comp.competency_id)!;
    const level: Level = { kind: 'competency', c };
    for (const x of comp.scores) both(`competencies[C${c}][${x.group}]`, one(g(x.group, level)), x);
    keep(ctx, r, `${url} competencies[C${c}].self`, one(g('self', level)), comp.self, 'score');
    keep(ctx, r, `${url} competencies[C${c}].others`, one(g('all_others', level)), comp.others, 'score');
    keep(ctx, r, `${url} competencies[C${c}].gap`, gap(c), comp.gap, 'score');
    keep(ctx, r, `${url} competencies[C${c}].benchmark.company`, one(bench('company', level)), comp.benchmark.company, 'score');
    keep(ctx, r, `${url} competencies[C${c}].benchmark.designation`, one(bench('designation', level)), comp.benchmark.designation, 'score');
  }
  for (const scope of ['company', 'designation'] as const) {
    keep(ctx, r, `${url} benchmark.${scope}.overall`, one(bench(scope, OVERALL)), body.benchmark[scope].overall, 'score');
    keep(ctx, r, `${url} benchmark.${scope}.percent`, one(bench(scope, OVERALL)), body.benchmark[scope].percent, 'percent');
  }
  for (const list of ['blind_spots', 'hidden_strengths'] as const) {
    for (const x of body[list]) {
      const c = ctx.back.competency.get(x.competency_id)!;
      keep(ctx, r, `${url} ${list}[C${c}].self`, one(g('self', { kind: 'competency', c })), x.self, 'score');
      keep(ctx, r, `${url} ${list}[C${c}].others`, one(g('all_others', { kind: 'competency', c })), x.others, 'score');
      keep(ctx, r, `${url} ${list}[C${c}].gap`, gap(c), x.gap, 'score');
    }
  }
  for (const list of ['strengths', 'development_areas'] as const) {
    for (const x of body[list]) {
      const c = ctx.back.competency.get(x.competency_id)!;
      both(`${list}[C${c}]`, one(g('all_others', { kind: 'competency', c })), x);
    }
  }
}

/** The survey's results are open from the first result read (its figures freeze then). */
export const opened = (ctx: Ctx, s: number) => {
  ctx.run.surveys[s]!.openedAt ??= ctx.run.requests;
};

export function trend(ctx: Ctx, r: Reader, body: Trend, url: string, ref: (s: number, level: Level) => FigureRef) {
  body.surveys.forEach((sv, i) => {
    const s = ctx.back.survey.get(sv.id);
    if (s === undefined) return;
    opened(ctx, s);
    keep(ctx, r, `${url} overall[S${s}]`, one(ref(s, OVERALL)), body.overall[i], 'percent');
    for (const comp of body.competencies) {
      const c = ctx.back.competency.get(comp.competency_id)!;
      keep(ctx, r, `${url} competencies[C${c}][S${s}]`, one(ref(s, { kind: 'competency', c })), comp.percents[i], 'percent');
    }
  });
}

export function analytics(ctx: Ctx, r: Reader, s: number, by: Dimension, body: SurveyAnalytics, url: string) {
  const cs = body.competencies.map((x) => ctx.back.competency.get(x.id)!);
  for (const row of body.rows) {
    const key = row.key === null ? null : ctx.back.list[by].get(row.key)!;
    const cell = (level: Level): FigureRef => ({ kind: 'analytics', s, by, key, level });
    row.scores.forEach((v, j) => keep(ctx, r, `${url} rows[${key ?? 'none'}][C${cs[j]}]`, one(cell({ kind: 'competency', c: cs[j]! })), v, 'score'));
    keep(ctx, r, `${url} rows[${key ?? 'none'}].overall`, one(cell(OVERALL)), row.overall, 'score');
  }
}

/** Alerts name each ratee's overall and type scores (all raters but self): figures like a report's. */
export function alertFigures(ctx: Ctx, r: Reader, body: FeedbackAlerts) {
  const typeByName = new Map(ctx.ids.type.map((_, t) => [`T${t}`, t]));
  const rows = [...body.succession.map((x) => ({ ...x, types: x.types })), ...body.development.map((x) => ({ ...x, types: x.below }))];
  for (const x of rows) {
    const s = ctx.back.survey.get(x.survey.id);
    const q = ctx.back.person.get(x.ratee.id);
    if (s === undefined || q === undefined) continue;
    const g = (level: Level): Fetched['terms'] => one({ kind: 'group', s, ratee: q, group: 'all_others', level });
    const url = `HR /feedback/alerts/ S${s} P${q}`;
    keep(ctx, r, `${url} overall`, g(OVERALL), x.overall, 'score');
    keep(ctx, r, `${url} overall_percent`, g(OVERALL), x.overall_percent, 'percent');
    for (const type of x.types) {
      const t = typeByName.get(type.name);
      if (t === undefined) continue;
      keep(ctx, r, `${url} ${type.name}`, g({ kind: 'type', t }), type.score, 'score');
      keep(ctx, r, `${url} ${type.name} %`, g({ kind: 'type', t }), type.percent, 'percent');
    }
  }
}
