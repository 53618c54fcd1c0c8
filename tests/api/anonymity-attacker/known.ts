import type { History, PersonSpec, RaterSpec } from './history';

/*
 * The attacks already known to work, written as histories: each runs as its own test, and
 * the random search (feedback/anonymity-property.test.ts) looks for the ones nobody wrote down.
 */

const person = (manager: number | null = null, designation: number | null = 0): PersonSpec => ({ designation, department: 0, group: null, manager });
/** Someone in no designation, department or group: the random search's people, as it shrinks them. */
const unplaced = (manager: number | null = null): PersonSpec => ({ designation: null, department: null, group: null, manager });
const peers = (...who: number[]): RaterSpec[] => who.map((w) => ({ who: w, rel: 'peer' }));
const base = { outsiders: [], sameType: false, answers: { seed: 7, notObservedPercent: 0 }, end: { submitAll: false, releaseAll: true } };

/**
 * 1. Subtracting two surveys: P1 (managed by P0) is rated by four peers P2..P5 in S0 and,
 * after P5 has left, by the same three in S1. Both closed, read by HR, P1 and P0:
 * 4 × S0's peer figure − 3 × S1's is P5's answer.
 */
export const leaverBetweenSurveys: History = {
  ...base,
  people: [person(), person(0), person(0), person(0), person(0), person(0)],
  events: [
    { kind: 'survey', survey: { ratees: [{ ratee: 1, raters: peers(2, 3, 4, 5), outsiders: [] }], competencies: 'both', weights: [25, 25], values: [50, 50] } },
    { kind: 'submit', survey: 0, raters: 'all' },
    { kind: 'close', survey: 0 },
    { kind: 'leave', person: 5 },
    { kind: 'survey', survey: { ratees: [{ ratee: 1, raters: peers(2, 3, 4), outsiders: [] }], competencies: 'both', weights: [25, 25], values: [50, 50] } },
    { kind: 'submit', survey: 1, raters: 'all' },
    { kind: 'close', survey: 1 },
    { kind: 'hrReads' },
    { kind: 'release', survey: 0, ratees: 'all' },
    { kind: 'release', survey: 1, ratees: 'all' },
    { kind: 'reads', person: 1 },
    { kind: 'reads', person: 0 },
  ],
};

/**
 * 2. Sock puppets: one peer (P2) of P1 has submitted; HR then adds two outside raters whose
 * addresses it controls and answers for them. Peers (1) and others (2) pool as "Others
 * combined" (3): HR subtracts its own two answers and reads P2's.
 */
export const sockPuppets: History = {
  ...base,
  outsiders: [true, true],
  people: [person(), person(0), person(0)],
  events: [
    { kind: 'survey', survey: { ratees: [{ ratee: 1, raters: peers(2), outsiders: [] }], competencies: 'both', weights: [25, 25], values: [50, 50] } },
    { kind: 'submit', survey: 0, raters: 'all' },
    { kind: 'addOutsider', survey: 0, ratee: 0, outsider: 0 },
    { kind: 'addOutsider', survey: 0, ratee: 0, outsider: 1 },
    { kind: 'submit', survey: 0, raters: 'all' },
    { kind: 'close', survey: 0 },
    { kind: 'hrReads' },
  ],
};

/**
 * 3. Two benchmarks of one report: P1 sees the company benchmark over P2..P5 and the
 * designation benchmark over P2..P4 (P5 has another designation): 4 × company − 3 ×
 * designation is P5's all_others figure, which P1 was never shown. Each ratee is rated by
 * their manager P0 only (a named figure: the benchmarks need no anonymous group).
 */
export const twoBenchmarks: History = {
  ...base,
  people: [person(null, null), person(0), person(0), person(0), person(0), person(0, 1)],
  events: [
    {
      kind: 'survey',
      survey: {
        ratees: [1, 2, 3, 4, 5].map((r) => ({ ratee: r, raters: [{ who: 0, rel: 'manager' }], outsiders: [] })),
        competencies: 'both',
        weights: [25, 25],
        values: [50, 50],
      },
    },
    { kind: 'submit', survey: 0, raters: 'all' },
    { kind: 'close', survey: 0 },
  ],
};

/**
 * 4. One benchmark, two surveys: the same five ratees, each rated by their manager P0 (the
 * same answers both times), then again without P5. P1's company benchmark is the mean of
 * P2..P5, then of P2..P4: 4 × the first − 3 × the second is P5's figure.
 */
export const benchmarkAcrossSurveys: History = {
  ...base,
  people: [person(null, null), person(0), person(0), person(0), person(0), person(0)],
  events: [1, 2].map((_, i) => ({
    kind: 'survey' as const,
    survey: {
      ratees: (i === 0 ? [1, 2, 3, 4, 5] : [1, 2, 3, 4]).map((r) => ({ ratee: r, raters: [{ who: 0, rel: 'manager' as const }], outsiders: [] })),
      competencies: 'both' as const,
      weights: [25, 25] as [number, number],
      values: [50, 50] as [number, number],
    },
  })),
  end: { submitAll: true, releaseAll: true },
};

/**
 * 5. A ratee who is also a manager: P0, P1, P2, P3 are rated by P4 (as their manager in the
 * survey); P2 and P3 report to P0 in the tree. P0 reads the company benchmark in their own
 * report (the mean of P1, P2, P3) and, in My team, P2's and P3's reports: 3 × the benchmark
 * − P2 − P3 is P1's figure, which P0 was never shown.
 */
export const rateeAndManager: History = {
  ...base,
  people: [person(null), person(null), person(0), person(0), person(null)],
  events: [
    {
      kind: 'survey',
      survey: {
        ratees: [0, 1, 2, 3].map((r) => ({ ratee: r, raters: [{ who: 4, rel: 'manager' as const }], outsiders: [] })),
        competencies: 'both',
        weights: [25, 25],
        values: [50, 50],
      },
    },
  ],
  end: { submitAll: true, releaseAll: true },
};

/**
 * 6. HR's own: P2 and P3 hold the feedback area (HR knows the answers its members gave) and rate
 * P1 as peers with P4: HR subtracts its two members' answers from the peer figure.
 */
export const hrMembersAsPeers: History = {
  ...base,
  people: [person(), person(0), person(0), person(0), person(0)],
  events: [
    { kind: 'hrMember', person: 2 },
    { kind: 'hrMember', person: 3 },
    { kind: 'survey', survey: { ratees: [{ ratee: 1, raters: peers(2, 3, 4), outsiders: [] }], competencies: 'both', weights: [25, 25], values: [50, 50] } },
  ],
  end: { submitAll: true, releaseAll: false },
};

/**
 * 7. One report's benchmarks, one survey: P1..P5 are rated by their manager P0 only, who
 * answers "not observed" to both C1 statements about P5. P5 has a C0 figure and an overall
 * (C0's) but no C1 figure, so P1's C1 benchmark is over P2..P4 while the C0 and overall
 * benchmarks are over P2..P5: 8 × overall − 4 × C0 − 3 × C1 (type values 50/50) is P5's figure.
 */
export const benchmarksOfUnequalReach: History = {
  ...base,
  answers: { seed: 7, notObservedPercent: 0, fixed: { 'e0|5|2': null, 'e0|5|3': null } },
  people: [person(null, null), person(0), person(0), person(0), person(0), person(0)],
  events: [
    {
      kind: 'survey',
      survey: {
        ratees: [1, 2, 3, 4, 5].map((r) => ({ ratee: r, raters: [{ who: 0, rel: 'manager' as const }], outsiders: [] })),
        competencies: 'both',
        weights: [25, 25],
        values: [50, 50],
      },
    },
  ],
  end: { submitAll: true, releaseAll: true },
};

/**
 * 8. A figure of the reader's own answers: P1 is P0's only counted rater (as their manager; P0's one direct
 * report is under the threshold) and manages P2 in the tree. P1's company benchmark is the mean of P0, P2 and P3:
 * less P0 (their own answer) and P2 (My team), it is P3's figure. Found by the random search (seed 777), as shrunk.
 */
export const ownAnswersAsAFigure: History = {
  people: [unplaced(), unplaced(), unplaced(7), unplaced(), unplaced(), unplaced()],
  outsiders: [],
  sameType: false,
  answers: { seed: 0, notObservedPercent: 0 },
  events: [
    {
      kind: 'survey',
      survey: {
        ratees: [
          { ratee: 1, raters: [...peers(0, 0)], outsiders: [] },
          { ratee: 9, raters: [{ who: 6, rel: 'self' }, { who: 2, rel: 'other' }, ...peers(4, 4)], outsiders: [2] },
          { ratee: 2, raters: [{ who: 0, rel: 'manager' }, { who: 8, rel: 'other' }, ...peers(1, 8, 6, 1)], outsiders: [2] },
          {
            ratee: 6,
            raters: [
              { who: 4, rel: 'direct_report' },
              { who: 1, rel: 'manager' },
              { who: 0, rel: 'other' },
            ],
            outsiders: [0, 0],
          },
        ],
        competencies: 'first',
        weights: [10, 25],
        values: [80, 50],
      },
    },
    { kind: 'release', survey: 0, ratees: 'all' },
  ],
  end: { submitAll: true, releaseAll: true },
};

export const KNOWN_ATTACKS: Array<[string, History]> = [
  ['a peer who left between two surveys of the same ratee (HR, the ratee, the manager)', leaverBetweenSurveys],
  ['outside raters HR controls, added after a peer answered, pooled with them as Others combined', sockPuppets],
  ['a company and a designation benchmark that differ by one ratee', twoBenchmarks],
  ['one benchmark in two surveys, the second without one ratee', benchmarkAcrossSurveys],
  ["a ratee who manages two of the others: their benchmark less their team's reports", rateeAndManager],
  ['two HR members among three peers', hrMembersAsPeers],
  ['the overall benchmark over more ratees than a competency\'s ("not observed")', benchmarksOfUnequalReach],
  ["a benchmark less a ratee whose only counted rater was the reader, and the reader's direct report", ownAnswersAsAFigure],
];
