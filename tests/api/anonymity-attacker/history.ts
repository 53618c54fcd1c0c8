import fc from 'fast-check';

/*
 * Histories: a small company and what happens to it, as plain data that fast-check
 * generates, shrinks and prints. Everything refers to people, surveys and outside raters
 * by small indices that the driver (world.ts) resolves modulo what exists at that moment,
 * so every shrunk history still runs; an event that makes no sense then is logged as
 * skipped. Answers are not in the events: a rater always gives the same answer to the same
 * statement about the same ratee (answerOf), which is the attacker's worst case and what
 * makes cross-survey attacks work numerically.
 */

export type Rel = 'self' | 'manager' | 'peer' | 'direct_report' | 'other';
export const ANONYMOUS: readonly Rel[] = ['peer', 'direct_report', 'other'];

export interface PersonSpec {
  /** Index into the company's two designations, two departments, one group; null: none. */
  designation: number | null;
  department: number | null;
  group: number | null;
  /** An earlier person's index (mod), or null: a root of the tree. */
  manager: number | null;
}

export interface RaterSpec {
  who: number;
  rel: Rel;
}
export interface RateeSpec {
  ratee: number;
  raters: RaterSpec[];
  outsiders: number[];
}
export interface SurveySpec {
  ratees: RateeSpec[];
  competencies: 'both' | 'first' | 'second';
  weights: [number, number];
  /** Type values of the first and second type. */
  values: [number, number];
}

export type Event =
  | { kind: 'hire'; person: PersonSpec }
  | { kind: 'manager'; person: number; manager: number | null }
  | { kind: 'survey'; survey: SurveySpec }
  /** The same raters as an earlier survey, less one (drop), one relabelled among the anonymous groups, one more. */
  | { kind: 'resurvey'; of: number; drop: number | null; relabel: number | null; add: { ratee: number; rater: RaterSpec } | null }
  | { kind: 'submit'; survey: number; raters: 'all' | number[] }
  | { kind: 'addRater'; survey: number; ratee: number; rater: RaterSpec }
  | { kind: 'addOutsider'; survey: number; ratee: number; outsider: number }
  | { kind: 'leave'; person: number }
  | { kind: 'close'; survey: number }
  | { kind: 'hrReads' }
  | { kind: 'release'; survey: number; ratees: 'all' | number[] }
  | { kind: 'reads'; person: number }
  | { kind: 'hrMember'; person: number }
  /** A new designation, department or group (index; null: none). */
  | { kind: 'move'; person: number; dimension: 'designation' | 'department' | 'group'; value: number | null };

export interface History {
  people: PersonSpec[];
  /** Outside raters, one per address; true when HR controls the address (it knows their answers). */
  outsiders: boolean[];
  /** Both competencies under one competency type (else one type each). */
  sameType: boolean;
  /** Answers drawn from the seed; `fixed` ('<rater>|<ratee>|<statement>', e.g. 'e0|5|2') overrides some (known histories). */
  answers: { seed: number; notObservedPercent: number; fixed?: Record<string, number | null> };
  events: Event[];
  /**
   * At the end: every rater still asked submits (submitAll), every survey still open closes (an open survey shows
   * nothing), every report is released (releaseAll); then HR and every person read everything they can.
   */
  end: { submitAll: boolean; releaseAll: boolean };
}

/** Statements per competency, and competencies, in every history's company. */
export const STATEMENTS = 2;
export const COMPETENCIES = 2;

/** A rater's answer to statement `statement` (0..3: competency × STATEMENTS + i) about a ratee; null: not observed. */
export function answerOf(h: History, rater: string, ratee: number, statement: number): number | null {
  const fixed = h.answers.fixed?.[`${rater}|${ratee}|${statement}`];
  if (fixed !== undefined) return fixed;
  let x = (h.answers.seed ^ 0x9e3779b9) >>> 0;
  for (const ch of `${rater}|${ratee}|${statement}`) x = Math.imul(x ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  x = Math.imul(x ^ (x >>> 15), 0x2c1b3c6d) >>> 0;
  x = (x ^ (x >>> 13)) >>> 0;
  return x % 100 < h.answers.notObservedPercent ? null : Math.floor(x / 100) % 5;
}

const small = (max: number) => fc.integer({ min: 0, max });
const rel = fc.constantFrom<Rel>('peer', 'peer', 'peer', 'direct_report', 'other', 'manager', 'self');
const raterSpec: fc.Arbitrary<RaterSpec> = fc.record({ who: small(9), rel });
const personSpec: fc.Arbitrary<PersonSpec> = fc.record({
  designation: fc.option(small(1), { freq: 4 }),
  department: fc.option(small(1), { freq: 4 }),
  group: fc.option(fc.constant(0), { freq: 2 }),
  manager: fc.option(small(7), { freq: 3 }),
});
const rateeSpec: fc.Arbitrary<RateeSpec> = fc.record({
  ratee: small(9),
  raters: fc.array(raterSpec, { minLength: 2, maxLength: 7 }),
  outsiders: fc.array(small(2), { maxLength: 2 }),
});
const surveySpec: fc.Arbitrary<SurveySpec> = fc.record({
  // Up to five ratees, so that benchmarks (at least three OTHER ratees) sometimes show.
  ratees: fc.oneof(
    { weight: 3, arbitrary: fc.array(rateeSpec, { minLength: 1, maxLength: 3 }) },
    { weight: 1, arbitrary: fc.array(rateeSpec, { minLength: 4, maxLength: 5 }) },
  ),
  competencies: fc.constantFrom<SurveySpec['competencies']>('both', 'both', 'first', 'second'),
  weights: fc.tuple(fc.constantFrom(25, 10, 40, 100), fc.constantFrom(25, 10, 40, 100)),
  values: fc.tuple(fc.constantFrom(50, 20, 80), fc.constantFrom(50, 20, 80)),
});
const someOf = fc.oneof({ weight: 3, arbitrary: fc.constant('all' as const) }, { weight: 1, arbitrary: fc.array(small(12), { minLength: 1, maxLength: 6 }) });

const surveyEvent = fc.record({ kind: fc.constant('survey' as const), survey: surveySpec });
const event: fc.Arbitrary<Event> = fc.oneof(
  { weight: 3, arbitrary: surveyEvent },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('resurvey' as const),
      of: small(3),
      drop: fc.option(small(12), { freq: 2 }),
      relabel: fc.option(small(12), { freq: 4 }),
      add: fc.option(fc.record({ ratee: small(4), rater: raterSpec }), { freq: 3 }),
    }),
  },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('submit' as const), survey: small(3), raters: someOf }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('addRater' as const), survey: small(3), ratee: small(4), rater: raterSpec }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('addOutsider' as const), survey: small(3), ratee: small(4), outsider: small(2) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('leave' as const), person: small(9) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('close' as const), survey: small(3) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'hrReads' as const }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('release' as const), survey: small(3), ratees: someOf }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reads' as const), person: small(9) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('manager' as const), person: small(9), manager: fc.option(small(9), { freq: 4 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('hire' as const), person: personSpec }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('hrMember' as const), person: small(9) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('move' as const),
      person: small(9),
      dimension: fc.constantFrom('designation' as const, 'department' as const, 'group' as const),
      value: fc.option(small(1), { freq: 4 }),
    }),
  },
);

const mostly = fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) });

export const historyArbitrary: fc.Arbitrary<History> = fc.record({
  people: fc.array(personSpec, { minLength: 4, maxLength: 8 }),
  outsiders: fc.array(fc.boolean(), { maxLength: 3 }),
  sameType: fc.boolean(),
  answers: fc.record({ seed: fc.integer({ min: 0, max: 0xffff }), notObservedPercent: fc.constantFrom(0, 15, 30) }),
  // A survey first: the events after it have something to act on.
  events: fc.tuple(surveyEvent, fc.array(event, { maxLength: 11 })).map(([first, rest]): Event[] => [first, ...rest]),
  end: fc.record({ submitAll: mostly, releaseAll: fc.boolean() }),
});
