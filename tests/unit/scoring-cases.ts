import type { FixtureSpec } from '../api/helpers/scoring-fixture';

/*
 * Hand-computed scoring cases, shared by the reference's unit test and the SQL's
 * API test. Statements in order: Listening s1 s2, Planning s3, Coaching s4.
 */
export const weighted: FixtureSpec = {
  threshold: 3,
  competencies: [
    { title: 'Listening', type: 'Core', weight: 25, statements: 2 },
    { title: 'Planning', type: 'Core', weight: 75, statements: 1 },
    { title: 'Coaching', type: 'Leadership', weight: 25, statements: 1 },
  ],
  typeValues: { Core: 50, Leadership: 100 },
  ratees: [
    {
      name: 'Rhea',
      raters: [
        { name: 'Rhea', relationship: 'self', answers: [4], level: 'expert', comment: 'I listen well.' },
        { name: 'Mona', relationship: 'manager', answers: [2, 4, 3, 1], level: 'intermediate', comment: 'Plans carefully.' },
        { name: 'Pia', relationship: 'peer', answers: [1, 1, 2, 0], level: 'basic' },
        { name: 'Pete', relationship: 'peer', answers: [3, 3, 2, 2], level: 'intermediate', comment: 'A generous colleague.' },
        { name: 'Paz', relationship: 'peer', answers: [2, 2, 2, 4], level: 'advance' },
        // Below the threshold, and the pool of one report and one other is below it too: hidden everywhere.
        { name: 'Dov', relationship: 'direct_report', answers: [0], level: 'basic', comment: 'HIDDEN direct report comment' },
        { name: 'Oli', relationship: 'other', answers: [0], level: 'basic', comment: 'HIDDEN other comment' },
        // Not submitted: counts nowhere.
        { name: 'Ozzy', relationship: 'other', submitted: false, answers: [0] },
      ],
    },
  ],
};

/** Self 4 everywhere; manager C=3,3,1; peers 2 each; all others (manager + peers) per statement 2, 2.5, 2.25, 1.75. */
export const weightedExpected = {
  self: { Listening: 4, Planning: 4, Coaching: 4, Core: 4, Leadership: 4, overall: 4 },
  manager: { Listening: 3, Planning: 3, Coaching: 1, Core: 3, Leadership: 1, overall: 250 / 150 },
  peer: { Listening: 2, Planning: 2, Coaching: 2, Core: 2, Leadership: 2, overall: 2 },
  all_others: { Listening: 2.25, Planning: 2.25, Coaching: 1.75, Core: 2.25, Leadership: 1.75, overall: 287.5 / 150 },
} as const;

/** The same people and one more direct report: two reports and the other pool into "combined" (all zeros). */
export const pooled: FixtureSpec = {
  ...weighted,
  ratees: [{ ...weighted.ratees[0]!, raters: [...weighted.ratees[0]!.raters, { name: 'Dee', relationship: 'direct_report', answers: [0] }] }],
};
/**
 * All others now holds the manager, three peers and three zeros. Per rater, Listening: Mona 3, Pia 1, Pete 3,
 * Paz 2; Planning: 3, 2, 2, 2; Coaching: 1, 0, 2, 4.
 */
export const pooledExpected = {
  combined: { Listening: 0, Planning: 0, Coaching: 0, overall: 0 },
  peer: weightedExpected.peer,
  all_others: { Listening: 9 / 7, Planning: 9 / 7, Coaching: 7 / 7 },
} as const;

/**
 * "Not observed" (null). Statements: Listening s1 s2, Planning s3, Coaching s4, Delegating s5. Nobody rates
 * Coaching on the scale; only two peers rate Delegating, fewer than the threshold, so the peers have no Delegating
 * figure and all others holds only the manager there. P2 put none of Listening's two statements on the scale and
 * counts for Planning only; self and P1 put one of two (half) and count.
 */
export const notObserved: FixtureSpec = {
  threshold: 3,
  competencies: [
    { title: 'Listening', type: 'Core', weight: 25, statements: 2 },
    { title: 'Planning', type: 'Core', weight: 75, statements: 1 },
    { title: 'Coaching', type: 'Leadership', weight: 25, statements: 1 },
    { title: 'Delegating', type: 'Leadership', weight: 25, statements: 1 },
  ],
  typeValues: { Core: 50, Leadership: 100 },
  ratees: [
    {
      name: 'Noor',
      raters: [
        { name: 'Noor', relationship: 'self', answers: [4, null, 3, null, null] },
        { name: 'Mona', relationship: 'manager', answers: [2, 4, null, null, 1] },
        { name: 'P1', relationship: 'peer', answers: [1, null, 2, null, 4] },
        { name: 'P2', relationship: 'peer', answers: [null, null, 3, null, 4] },
        { name: 'P3', relationship: 'peer', answers: [3, 3, 1, null, null] },
        { name: 'P4', relationship: 'peer', answers: [2, 2, 0, null, null] },
      ],
    },
  ],
};
/**
 * Core = (25 Listening + 75 Planning) / 100; Leadership = Delegating alone (Coaching has no score); overall by
 * values Core 50, Leadership 100. Self: Core (4·25 + 3·75)/100, no Leadership. Manager: Core = Listening 3,
 * Leadership 1. Peers: Listening (1+3+2)/3, Planning (2+3+1+0)/4. All others: Listening (3+1+3+2)/4, Planning 6/4,
 * Delegating 1 (the manager).
 */
export const notObservedExpected = {
  self: { Listening: 4, Planning: 3, Core: 3.25, overall: 3.25 },
  manager: { Listening: 3, Delegating: 1, Core: 3, Leadership: 1, overall: 250 / 150 },
  peer: { Listening: 2, Planning: 1.5, Core: 1.625, overall: 1.625 },
  all_others: { Listening: 2.25, Planning: 1.5, Delegating: 1, Core: 1.6875, Leadership: 1, overall: (1.6875 * 50 + 100) / 150 },
} as const;
/** Figures that must not exist: [group, competency]. */
export const notObservedAbsent = [
  ['self', 'Coaching'],
  ['self', 'Delegating'],
  ['manager', 'Planning'],
  ['manager', 'Coaching'],
  ['peer', 'Coaching'],
  ['peer', 'Delegating'],
  ['all_others', 'Coaching'],
] as const;

/** A ratee rated by a manager only: no self, no peer group, nothing else. Type values unset: 50 each. */
export const managerOnly: FixtureSpec = {
  threshold: 3,
  competencies: [
    { title: 'Listening', type: 'Core', weight: 10, statements: 1 },
    { title: 'Coaching', type: 'Leadership', weight: 30, statements: 2 },
  ],
  ratees: [{ name: 'Nia', raters: [{ name: 'Max', relationship: 'manager', answers: [1, 3, 4] }] }],
};
/** Coaching mean(3, 4) = 3.5; overall (1 + 3.5) / 2 with equal default values. */
export const managerOnlyExpected = { manager: { Listening: 1, Coaching: 3.5, overall: 2.25 }, all_others: { overall: 2.25 } } as const;

/** Nobody has submitted: no score at all. */
export const empty: FixtureSpec = {
  threshold: 3,
  competencies: [{ title: 'Listening', type: 'Core', weight: 25, statements: 1 }],
  ratees: [{ name: 'Eve', raters: [{ name: 'Eve', relationship: 'self', submitted: false, answers: [4] }] }],
};
