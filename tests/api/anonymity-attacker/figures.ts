import type { History, Rel } from './history';

/*
 * What a history left behind: the ground truth the driver recorded (who rated whom as what,
 * who submitted, who left) and every number each reader fetched, named by the figure it
 * claims to be. Indices are the history's own (person i, survey j, competency c, type t),
 * never the product's ids, so the model and the report read without the database.
 */

export type Group = 'self' | 'manager' | 'peer' | 'direct_report' | 'other' | 'combined' | 'all_others';
export type Dimension = 'department' | 'designation' | 'group';
export type Level = { kind: 'overall' } | { kind: 'competency'; c: number } | { kind: 'type'; t: number };

export type FigureRef =
  /** One ratee's figure for one rater group in one survey. */
  | { kind: 'group'; s: number; ratee: number; group: Group; level: Level }
  /** The mean all_others of the survey's other ratees (of the ratee's designation), as shown in `ratee`'s report. */
  | { kind: 'benchmark'; s: number; ratee: number; scope: 'company' | 'designation'; level: Level }
  /** An analytics heatmap cell: the mean all_others of the survey's ratees with that department, designation or group. */
  | { kind: 'analytics'; s: number; by: Dimension; key: number | null; level: Level }
  /** The company trend's point for a survey: the mean all_others of its ratees. */
  | { kind: 'companyTrend'; s: number; level: Level };

/** Who read it: HR (the admin) or a person, through which of their views. */
export type View = 'hr' | 'ratee' | 'manager';

export interface Fetched {
  /** When (the request count): a mean over ratees may group them by their department, designation or group then. */
  at: number;
  reader: 'admin' | number;
  view: View;
  /** The call and the field, for the report. */
  source: string;
  /** The number is Σ sign · figure (a gap is self − others). */
  terms: Array<[FigureRef, 1 | -1]>;
  value: number;
  /** A score (0–4, two decimals) or a percent of 4 (one decimal). */
  unit: 'score' | 'percent';
}

/** A rater: an employee `e<person>` or an outside rater `x<outsider>` (one per address). */
export type RaterKey = string;

export interface RunAssignment {
  id: number;
  ratee: number;
  rater: RaterKey;
  rel: Rel;
  submitted: boolean;
  /** As submitted, one per statement of the survey (competency-major), null: not observed. */
  answers: Array<number | null> | null;
  /** Added after the survey was created (late). */
  late: boolean;
}

export interface RunSurvey {
  idx: number;
  id: number;
  threshold: number;
  /** The survey's competencies (history indices) with their weights; type of each from the run. */
  competencies: Array<{ c: number; weight: number }>;
  /** Value per type index, for the types the survey has. */
  values: Map<number, number>;
  assignments: RunAssignment[];
  closed: boolean;
  /** When a result was first read (a report, a list, analytics, a trend, a release): the figures freeze then. Request count. */
  openedAt: number | null;
}

export interface RunPerson {
  idx: number;
  id: number;
  userId: number;
  name: string;
  /** As hired; `moves` says what changed since, and when. */
  designation: number | null;
  department: number | null;
  group: number | null;
  moves: Array<{ at: number; dimension: Dimension; value: number | null }>;
  left: boolean;
  /** When they left (request count): a ratee who left before a survey's results were opened is not in it. */
  leftAt: number | null;
}

export interface Run {
  history: History;
  people: RunPerson[];
  /** Outside raters by index: their address and whether HR controls it. */
  outsiders: Array<{ email: string; hr: boolean }>;
  /** Type index of each competency. */
  typeOf: number[];
  surveys: RunSurvey[];
  /** People who hold the feedback area (HR knows their answers and reads what they read). */
  hrMembers: Set<number>;
  /** People who have been someone's manager (in the tree, or as a manager rater): they read My team. */
  managers: Set<number>;
  log: string[];
  fetched: Fetched[];
  /** Requests sent, for the speed figures; also the clock of openedAt and leftAt. */
  requests: number;
  /** `${survey}|${ratee}` HR has read (in a ratee list or a report), whatever it was shown of them. */
  hrRead: Set<string>;
  /** Whether any report was released (else no person has anything to read). */
  released: boolean;
}

/** The person's department, designation or group at a moment (a request count). */
export function attributeAt(p: RunPerson, dimension: Dimension, at: number): number | null {
  let value = p[dimension];
  for (const m of p.moves) if (m.dimension === dimension && m.at <= at) value = m.value;
  return value;
}

export const levelName = (l: Level) => (l.kind === 'overall' ? 'overall' : l.kind === 'competency' ? `C${l.c}` : `T${l.t}`);

export function refName(r: FigureRef): string {
  switch (r.kind) {
    case 'group':
      return `S${r.s} ratee P${r.ratee} ${r.group} ${levelName(r.level)}`;
    case 'benchmark':
      return `S${r.s} ${r.scope} benchmark in P${r.ratee}'s report ${levelName(r.level)}`;
    case 'analytics':
      return `S${r.s} analytics by ${r.by} ${r.key ?? 'none'} ${levelName(r.level)}`;
    case 'companyTrend':
      return `S${r.s} company trend ${levelName(r.level)}`;
  }
}
