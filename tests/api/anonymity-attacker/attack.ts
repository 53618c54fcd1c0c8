import type { Fetched, FigureRef, Level, Run, View } from './figures';
import { refName } from './figures';
import { buildModel, READINGS, variableName, type Model, type Reading } from './model';
import { combine, q, show as showQ, toNumber, type Form, type Q } from './rational';
import { evaluate, explain, integerRow, spanOf } from './solver';

/*
 * The attack on one history: every fetched number checked against the model, then, per
 * audience, every protected target tried against the span of what it fetched.
 */

export interface Finding {
  audience: string;
  /** 'answer': one rater's unknown; 'figure': another ratee's all_others figure. */
  kind: 'answer' | 'figure';
  target: string;
  /** Which of the person's views it needed (for HR: 'HR'). */
  via: string;
  /** target = Σ coefficient · row (+ the audience's own answers). */
  rows: Array<{ coefficient: Q; source: string; figure: string }>;
  /** The value the attacker obtains (from the true answers: the attack is real). */
  value: string;
  /** How it works: across surveys, with answers the audience knows, through which kinds of figure. */
  tags: string[];
}

export interface Attack {
  findings: Finding[];
  mismatches: string[];
  model: Model;
}

const formOf = (m: Model, terms: Fetched['terms'], reading: Reading): Form | null => {
  const parts: Array<[Q, Form]> = [];
  for (const [ref, sign] of terms) {
    const f = m.figure(ref, reading);
    if (!f) return null;
    parts.push([q(sign), f]);
  }
  return combine(parts);
};

/**
 * The form of a fetched number, checked against the true answers: a mean over ratees leaves
 * out those HR was not shown, or else takes every one, and groups them by their attributes
 * when the results were opened, or else when it was fetched, whichever the number agrees with
 * first (READINGS' order).
 */
function check(m: Model, x: Fetched, forms: Map<Fetched, Form>): string | null {
  const what = x.terms.map(([r, sign]) => `${sign < 0 ? '− ' : ''}${refName(r)}`).join(' ');
  const readings = x.terms.some(([r]) => r.kind !== 'group') ? READINGS(x.at) : READINGS(x.at).slice(0, 1);
  let expected = NaN;
  for (const reading of readings) {
    const f = formOf(m, x.terms, reading);
    if (!f) continue;
    const truth = toNumber(evaluate(f, m.truth));
    const [value, tolerance] = x.unit === 'score' ? [truth, 0.005] : [truth * 25, 0.05];
    if (Math.abs(value - x.value) <= tolerance + 1e-9) {
      forms.set(x, f);
      return null;
    }
    if (Number.isNaN(expected)) expected = value;
  }
  if (Number.isNaN(expected)) return `model mismatch: ${x.source} = ${x.value} is ${what}, which the model says does not exist`;
  return `model mismatch: ${x.source} = ${x.value} (${what}), the true answers give ${expected.toFixed(4)}`;
}

interface Audience {
  name: string;
  fetched: Fetched[];
  known: Set<number>;
  person: number | null;
}

/**
 * The outside raters HR controls and put among a ratee's raters after one of them had answered (`${rater}|${ratee}`).
 * One HR put there from the start is what the product says it cannot stop (docs/security-and-anonymity.md): HR
 * knows those answers, and nothing in the product can tell, so they are not the attacker's to count.
 */
function puppets(run: Run): Set<string> {
  const late = run.surveys.flatMap((s) => s.assignments.filter((a) => a.late && a.rater.startsWith('x')));
  return new Set(late.filter((a) => run.outsiders[Number(a.rater.slice(1))]!.hr).map((a) => `${a.rater}|${a.ratee}`));
}

function audiences(run: Run, m: Model): Audience[] {
  const hr = (reader: Fetched['reader']) => reader === 'admin' || run.hrMembers.has(reader);
  const knownBy = (test: (v: Model['variables'][number]) => boolean) => new Set(m.variables.flatMap((v, i) => (test(v) ? [i] : [])));
  const planted = puppets(run);
  const list: Audience[] = [
    {
      name: 'HR',
      person: null,
      fetched: run.fetched.filter((x) => hr(x.reader)),
      known: knownBy((v) => (v.rater.startsWith('e') ? run.hrMembers.has(Number(v.rater.slice(1))) : planted.has(`${v.rater}|${v.ratee}`))),
    },
  ];
  for (const p of run.people) {
    if (run.hrMembers.has(p.idx)) continue;
    const fetched = run.fetched.filter((x) => x.reader === p.idx);
    if (fetched.length) list.push({ name: `P${p.idx}`, person: p.idx, fetched, known: knownBy((v) => v.rater === `e${p.idx}`) });
  }
  return list;
}

const without = (f: Form, known: Set<number>): Form => new Map([...f].filter(([v]) => !known.has(v)));
const keyOf = (f: Form) => JSON.stringify([...integerRow(f)].sort((a, b) => a[0] - b[0]).map(([k, v]) => [k, `${v}`]));

interface Row {
  form: Form;
  full: Form;
  refs: FigureRef[];
  source: string;
  figure: string;
  view: View;
  direct: boolean;
}

/** Plain figures before what is derived from them, so that a witness reads as simply as it can. */
const RANK = (x: Fetched) => {
  const [ref] = x.terms[0]!;
  const kind = ref.kind === 'group' ? { competency: 0, type: 1, overall: 2 }[ref.level.kind] : { benchmark: 3, analytics: 4, companyTrend: 5 }[ref.kind];
  return kind * 4 + (x.terms.length > 1 ? 2 : 0) + (x.unit === 'percent' ? 1 : 0);
};

function rowsOf(a: Audience, forms: Map<Fetched, Form>): Row[] {
  const seen = new Map<string, Row>();
  const ordered = a.fetched
    .map((x, i) => [RANK(x), i, x] as const)
    .sort((p, r) => p[0] - r[0] || p[1] - r[1])
    .map(([, , x]) => x);
  for (const x of ordered) {
    const form = without(forms.get(x)!, a.known);
    if (!form.size) continue;
    const key = `${x.view}|${keyOf(form)}`;
    // An all_others figure shown directly: the same form reached another way is still shown directly.
    const direct = x.terms.length === 1 && x.terms[0]![0].kind === 'group' && x.terms[0]![0].group === 'all_others';
    const had = seen.get(key);
    if (had) had.direct ||= direct;
    else
      seen.set(key, {
        form,
        full: forms.get(x)!,
        refs: x.terms.map(([r]) => r),
        source: `${x.source} = ${x.value}`,
        figure: x.terms.map(([r, s]) => `${s < 0 ? '−' : ''}${refName(r)}`).join(' '),
        view: x.view,
        direct,
      });
  }
  return [...seen.values()];
}

function tagsOf(used: Row[], target: Form, full: Form): string[] {
  const refs = used.flatMap((r) => r.refs);
  const tags = new Set<string>([new Set(refs.map((r) => r.s)).size > 1 ? 'across surveys' : 'one survey']);
  if (!spanOf(used.map((r) => r.full)).contains(full) && target.size) tags.add('with answers it knows');
  for (const r of refs) if (r.kind !== 'group') tags.add(r.kind === 'companyTrend' ? 'company trend' : r.kind);
  return [...tags];
}

function finding(m: Model, a: Audience, rows: Row[], target: Form, full: Form, kind: Finding['kind'], name: string, via: string): Finding {
  const why =
    explain(
      rows.map((r) => r.form),
      target,
    ) ?? [];
  const used = why.map(({ row }) => rows[row]!);
  return {
    audience: a.name,
    kind,
    target: name,
    via,
    value: showQ(evaluate(full, m.truth)),
    tags: tagsOf(used, target, full),
    rows: why.map(({ row, coefficient }) => ({ coefficient, source: rows[row]!.source, figure: rows[row]!.figure })),
  };
}

/** The person's views that suffice: My feedback alone, My team alone, or both. */
function viaOf(rows: Row[], target: Form): string {
  const solves = (views: View[]) => spanOf(rows.filter((r) => views.includes(r.view)).map((r) => r.form)).contains(target);
  if (solves(['ratee'])) return 'My feedback';
  if (solves(['manager'])) return 'My team';
  return 'My feedback + My team (the same person)';
}

const LEVELS = (m: Model, s: number): Level[] => [{ kind: 'overall' }, ...m.run.surveys[s]!.competencies.map(({ c }) => ({ kind: 'competency' as const, c }))];

export function attack(run: Run): Attack {
  const m = buildModel(run);
  const forms = new Map<Fetched, Form>();
  const mismatches = run.fetched.map((x) => check(m, x, forms)).filter((x): x is string => x !== null);
  const findings: Finding[] = [];
  if (mismatches.length) return { findings, mismatches, model: m };
  for (const a of audiences(run, m)) {
    const rows = rowsOf(a, forms);
    const space = spanOf(rows.map((r) => r.form));
    const support = new Set(rows.flatMap((r) => [...r.form.keys()]));
    for (const v of [...support].sort((x, y) => x - y)) {
      const variable = m.variables[v]!;
      if (variable.kind !== 'anonymous' || variable.rater === `e${a.person}`) continue;
      const unit: Form = new Map([[v, q(1)]]);
      if (!space.contains(unit)) continue;
      findings.push(finding(m, a, rows, unit, unit, 'answer', variableName(variable), a.person === null ? 'HR' : viaOf(rows, unit)));
    }
    if (a.person === null) continue;
    const direct = spanOf(rows.filter((r) => r.direct).map((r) => r.form));
    for (const s of run.surveys.filter((x) => x.closed)) {
      for (const ratee of new Set(s.assignments.map((x) => x.ratee))) {
        if (ratee === a.person) continue;
        for (const level of LEVELS(m, s.idx)) {
          const ref: FigureRef = { kind: 'group', s: s.idx, ratee, group: 'all_others', level };
          const full = m.figure(ref);
          if (!full) continue;
          const target = without(full, a.known);
          if (!target.size || !space.contains(target) || direct.contains(target)) continue;
          findings.push(finding(m, a, rows, target, full, 'figure', refName(ref), viaOf(rows, target)));
        }
      }
    }
  }
  return { findings, mismatches, model: m };
}
