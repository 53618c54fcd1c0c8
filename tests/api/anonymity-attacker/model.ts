import { attributeAt, type Dimension, type FigureRef, type Level, type RaterKey, type Run, type RunAssignment, type RunSurvey } from './figures';
import { ANONYMOUS, STATEMENTS } from './history';
import { combine, mean, q, type Form, type Q } from './rational';

/*
 * THE THREAT MODEL (written apart from the product's auditor, server/disclosure/, which this
 * attacker never reads, nor the feedback repositories and domain).
 *
 * Unknowns. For every rater PERSON p, ratee r and competency c, one unknown per kind of
 * role: u(p, r, c, anonymous) for peer, direct report and other (outside raters included),
 * u(p, r, c, named) for self and manager. It is p's competency score about r (the mean of
 * p's answers on the 0–4 scale to c's statements) and it is the SAME unknown in every
 * survey: the worst case, a person who rates the same person the same way each time, which
 * is exactly what "subtract two surveys of the same person" exploits. An outside rater is
 * the same person across surveys by address; someone who left stays the same person.
 *
 * Figures (all means of those unknowns, with rational coefficients from the STRUCTURE only:
 * who is in the figure, weights, values). A rater counts for a competency when at least half
 * of its statements got an answer on the scale. Groups: self and manager are named; peer,
 * direct_report and other show with at least the survey's threshold of submitted raters;
 * the smaller ones pool as combined when the pool reaches it, else count nowhere; an
 * anonymous group's competency figure needs the threshold of raters who count for it.
 * all_others = uniform mean over every counted non-self rater whose group has a figure for
 * that competency. A type score = Σ weight · figure / Σ weight over the type's competencies
 * with a figure; the overall = Σ value · type score / Σ value over the types with one.
 * Benchmarks: the mean all_others of the survey's OTHER ratees (same designation for the
 * designation benchmark), shown with at least the threshold of them. Analytics: the mean
 * all_others of a department's (designation's, group's) ratees, grouped as when the results
 * were opened or as when read, whichever the numbers say. Trends: all_others as a percent of
 * 4, per closed survey; the company's: the mean over the survey's ratees, shown with at least
 * the threshold of them. Alerts: a ratee's all_others overall and type scores. A ratee who
 * left before the survey's results were first opened is in none of them (the figures freeze
 * then). The attacker knows every figure's structure, including which ratees a mean left
 * out: those whose all_others HR's report does not show (or, if the numbers say so, none).
 * The threshold a mean over ratees needs is the product's to apply, not part of the
 * structure: a mean shown over too few is a row like any other. Values are used only to check that
 * structure: every number fetched must equal the figure computed from the true answers (2
 * decimals for a score, 1 for a percent), or the test fails with "model mismatch" (this
 * model or the product is wrong).
 *
 * Audiences and what they know themselves: HR (the admin and everyone given the feedback
 * area; it reads what they read, knows the answers its members gave and those of outside
 * raters whose address it controls and added after one of the ratee's anonymous raters had
 * answered — from the start is what the product says it cannot stop); each person (My feedback and My team: a ratee and a
 * manager are the same human when they are the same person; their own answers, about anyone).
 *
 * Protected: (1) for every audience, every u(p, r, c, anonymous) where p is not the audience
 * (for HR, not one of its members nor such an address); (2) for every audience but
 * HR, another ratee's all_others figure (a competency or the overall, in a closed survey),
 * when it lies in the span of what the audience fetched but NOT in the span of the
 * all_others figures it was shown directly (and its own answers): being shown a report, or a
 * later survey equal to an earlier one under stable answers, is not a leak.
 *
 * Solvable: the target lies in the row space of the audience's rows (exact rational Gauss,
 * solver.ts). Every finding prints the rows and coefficients that give it.
 */

export type Kind = 'anonymous' | 'named';
export interface Variable {
  rater: RaterKey;
  ratee: number;
  c: number;
  kind: Kind;
  truth: Q;
}

/**
 * Who a mean over ratees (benchmark, analytics, company trend) takes in: the ratees whose
 * all_others figure HR's reports show ('shown': the auditor may withhold one, and a mean
 * then leaves that ratee out), or every ratee with one ('all').
 */
export type Members = 'shown' | 'all';

/**
 * How a mean over ratees is read: who it takes in (Members), and whose department, designation or
 * group: as frozen when the survey's results were first opened, or as they were when it was fetched.
 */
export interface Reading {
  members: Members;
  attributes: 'frozen' | number;
}
export const READINGS = (at: number): Reading[] => [
  { members: 'shown', attributes: 'frozen' },
  { members: 'shown', attributes: at },
  { members: 'all', attributes: 'frozen' },
  { members: 'all', attributes: at },
];

export interface Model {
  run: Run;
  variables: Variable[];
  /** The figure as a linear form over the variables, or null when it does not exist. */
  figure(ref: FigureRef, reading?: Reading): Form | null;
  truth(v: number): Q;
}

const kindOf = (a: RunAssignment): Kind => (ANONYMOUS.includes(a.rel) ? 'anonymous' : 'named');

export function buildModel(run: Run): Model {
  const variables: Variable[] = [];
  const index = new Map<string, number>();
  const cache = new Map<string, Form | null>();

  /** The rater's score for competency c in this survey, or null when they do not count for it. */
  function score(s: RunSurvey, a: RunAssignment, c: number): Form | null {
    const at = s.competencies.findIndex((x) => x.c === c);
    const on = a.answers!.slice(at * STATEMENTS, (at + 1) * STATEMENTS).filter((v): v is number => v !== null);
    if (on.length * 2 < STATEMENTS) return null;
    const truth = q(
      on.reduce((x, y) => x + y, 0),
      on.length,
    );
    const key = `${a.rater}|${a.ratee}|${c}|${kindOf(a)}`;
    let v = index.get(key);
    if (v === undefined) {
      v = variables.length;
      variables.push({ rater: a.rater, ratee: a.ratee, c, kind: kindOf(a), truth });
      index.set(key, v);
    } else if (variables[v]!.truth.n !== truth.n || variables[v]!.truth.d !== truth.d) {
      throw new Error(`model: ${key} answered differently in S${s.idx} (answers are meant to be stable)`);
    }
    return new Map([[v, q(1)]]);
  }

  /** A ratee who left before the survey's results were opened went with their assignments; after, the frozen figures keep them. */
  const inSurvey = (s: RunSurvey, ratee: number) => {
    const { leftAt } = run.people[ratee]!;
    return leftAt === null || (s.openedAt !== null && s.openedAt < leftAt);
  };

  /** Where each submitted rater of the ratee shows (null: hidden), by the group rules. */
  function shownAs(s: RunSurvey, ratee: number) {
    const subs = inSurvey(s, ratee) ? s.assignments.filter((a) => a.ratee === ratee && a.submitted) : [];
    const count = (rel: string) => subs.filter((a) => a.rel === rel).length;
    const small = ANONYMOUS.filter((r) => count(r) > 0 && count(r) < s.threshold);
    const pool = small.reduce((n, r) => n + count(r), 0);
    return subs.map((a) => {
      if (!ANONYMOUS.includes(a.rel)) return { a, group: a.rel as string };
      if (count(a.rel) >= s.threshold) return { a, group: a.rel as string };
      return { a, group: pool >= s.threshold ? 'combined' : null };
    });
  }

  function competencyFigure(s: RunSurvey, ratee: number, group: string, c: number): Form | null {
    if (!s.competencies.some((x) => x.c === c)) return null;
    const shown = shownAs(s, ratee);
    const membersOf = (g: string) =>
      shown
        .filter((x) => x.group === g)
        .map((x) => score(s, x.a, c))
        .filter((f): f is Form => f !== null);
    const exists = (g: string, n: number) => (g === 'self' || g === 'manager' ? n >= 1 : n >= s.threshold);
    if (group !== 'all_others') {
      const m = membersOf(group);
      return exists(group, m.length) ? mean(m) : null;
    }
    const groups = [...new Set(shown.map((x) => x.group).filter((g): g is string => g !== null && g !== 'self'))];
    const all = groups.flatMap((g) => {
      const m = membersOf(g);
      return exists(g, m.length) ? m : [];
    });
    return all.length ? mean(all) : null;
  }

  const weighted = (parts: Array<[number, Form | null]>): Form | null => {
    const present = parts.filter((p): p is [number, Form] => p[1] !== null);
    const total = present.reduce((n, [w]) => n + w, 0);
    return present.length ? combine(present.map(([w, f]) => [q(w, total), f] as const)) : null;
  };

  function groupFigure(s: RunSurvey, ratee: number, group: string, level: Level): Form | null {
    if (level.kind === 'competency') return competencyFigure(s, ratee, group, level.c);
    const typeFigure = (t: number) =>
      weighted(s.competencies.filter((x) => run.typeOf[x.c] === t).map((x) => [x.weight, competencyFigure(s, ratee, group, x.c)]));
    if (level.kind === 'type') return s.values.has(level.t) ? typeFigure(level.t) : null;
    return weighted([...s.values].map(([t, v]) => [v, typeFigure(t)]));
  }

  // What HR was shown of each ratee's all_others (its reports, its ratee lists): a ratee HR read but was not shown
  // a figure for is, by the 'shown' reading, left out of the means over ratees.
  const { hrRead } = run;
  const hrShown = new Set<string>();
  for (const x of run.fetched.filter((f) => f.view === 'hr')) {
    const [only] = x.terms;
    if (x.terms.length === 1 && only![0].kind === 'group' && only![0].group === 'all_others') {
      hrShown.add(`${only![0].s}|${only![0].ratee}|${JSON.stringify(only![0].level)}`);
    }
  }
  const counted = (s: RunSurvey, r: number, level: Level, members: Members) =>
    members === 'all' || !hrRead.has(`${s.idx}|${r}`) || hrShown.has(`${s.idx}|${r}|${JSON.stringify(level)}`);

  const rateesOf = (s: RunSurvey) => [...new Set(s.assignments.map((a) => a.ratee))].filter((r) => inSurvey(s, r));
  /** The mean of the ratees' all_others: its structure only (whether it is shown, with how few, is the product's to decide). */
  const ratees = (s: RunSurvey, who: number[], level: Level, members: Members): Form | null => {
    const forms = who
      .filter((r) => counted(s, r, level, members))
      .map((r) => groupFigure(s, r, 'all_others', level))
      .filter((f): f is Form => f !== null);
    return forms.length ? mean(forms) : null;
  };

  function compute(ref: FigureRef, { members, attributes }: Reading): Form | null {
    const s = run.surveys[ref.s]!;
    const when = attributes === 'frozen' ? (s.openedAt ?? Infinity) : attributes;
    const of = (r: number, dimension: Dimension) => attributeAt(run.people[r]!, dimension, when);
    switch (ref.kind) {
      case 'group':
        return groupFigure(s, ref.ratee, ref.group, ref.level);
      case 'benchmark': {
        const mine = of(ref.ratee, 'designation');
        const others = rateesOf(s).filter((r) => r !== ref.ratee && (ref.scope === 'company' || (mine !== null && of(r, 'designation') === mine)));
        return ratees(s, others, ref.level, members);
      }
      case 'analytics':
        return ratees(
          s,
          rateesOf(s).filter((r) => of(r, ref.by) === ref.key),
          ref.level,
          members,
        );
      case 'companyTrend':
        return ratees(s, rateesOf(s), ref.level, members);
    }
  }

  return {
    run,
    variables,
    figure(ref, reading = { members: 'shown', attributes: 'frozen' }) {
      const key = `${reading.members}|${reading.attributes}|${JSON.stringify(ref)}`;
      if (!cache.has(key)) cache.set(key, compute(ref, reading));
      return cache.get(key)!;
    },
    truth: (v) => variables[v]!.truth,
  };
}

export const variableName = (v: Variable) => `u(${v.rater.startsWith('e') ? 'P' : 'X'}${v.rater.slice(1)} about P${v.ratee}, C${v.c}, ${v.kind})`;
