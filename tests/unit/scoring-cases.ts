import type { FixtureSpec } from '../api/helpers/scoring-fixture';

/*
 * Hand-computed scoring cases (DESIGN §4), shared by the reference's unit test and the SQL's
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
  ratees: [{
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
  }],
};

/** Self 4 everywhere; manager C=3,3,1; peers 2 each; all others (manager + peers) per statement 2, 2.5, 2.25, 1.75. */
export const weightedExpected = {
  self: { Listening: 4, Planning: 4, Coaching: 4, Core: 4, Leadership: 4, overall: 4 },
  manager: { Listening: 3, Planning: 3, Coaching: 1, Core: 3, Leadership: 1, overall: 250 / 150 },
  peer: { Listening: 2, Planning: 2, Coaching: 2, Core: 2, Leadership: 2, overall: 2 },
  all_others: { Listening: 2.25, Planning: 2.25, Coaching: 1.75, Core: 2.25, Leadership: 1.75, overall: 287.5 / 150 },
} as const;

/** The same people with a threshold of 2: the report and the other pool into "combined" (all zeros). */
export const pooled: FixtureSpec = { ...weighted, threshold: 2 };
/** all others now adds two raters of zeros: statements (8+0)/6, (10)/6, (9)/6, (7)/6. */
export const pooledExpected = {
  combined: { Listening: 0, Planning: 0, Coaching: 0, overall: 0 },
  peer: weightedExpected.peer,
  all_others: { Listening: (8 / 6 + 10 / 6) / 2, Planning: 9 / 6, Coaching: 7 / 6 },
} as const;

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
