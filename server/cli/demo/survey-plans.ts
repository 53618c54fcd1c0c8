import type { ProficiencyLevel, Relationship } from '../../../schemas/survey';
import { childrenOf, type DemoPerson } from './org';
import type { Random } from './random';

/**
 * The demo surveys: their competencies (from the starter library, by title), dates and who rates
 * whom. Dates are days from the day of seeding, and titles follow them, so the demo reads right
 * whenever it is made: a leadership review a year ago and one this autumn (a trend for every
 * leader), an engineering review closed last half-year and one running now.
 */

export interface PlannedCompetency {
  title: string;
  weight: number;
  expected: ProficiencyLevel;
}
export interface SurveyPlanSpec {
  key: 'leadership' | 'engineering';
  /** The title for a survey starting on that day. */
  title: (start: Date) => string;
  description: string;
  /** Days from today. */
  start: number;
  end: number;
  typeValues: Record<string, number>;
  competencies: PlannedCompetency[];
}
export interface PlannedAssignment {
  ratee: number;
  rater: number;
  relationship: Relationship;
}

export const LEADERSHIP: SurveyPlanSpec = {
  key: 'leadership',
  title: (start) => `${start.getUTCFullYear()} Leadership 360`,
  start: -70,
  end: -40,
  description: 'Annual 360° review of every people leader: the CEO, the heads of department and their managers.',
  typeValues: { Leadership: 60, Core: 50, Interpersonal: 40 },
  competencies: [
    { title: 'Vision and direction', weight: 30, expected: 'advance' },
    { title: 'Developing others', weight: 35, expected: 'advance' },
    { title: 'Decision making', weight: 20, expected: 'expert' },
    { title: 'Leading change', weight: 15, expected: 'advance' },
    { title: 'Integrity', weight: 40, expected: 'expert' },
    { title: 'Accountability', weight: 35, expected: 'advance' },
    { title: 'Collaboration', weight: 25, expected: 'advance' },
    { title: 'Communication', weight: 60, expected: 'advance' },
    { title: 'Managing conflict', weight: 40, expected: 'intermediate' },
  ],
};

export const ENGINEERING: SurveyPlanSpec = {
  key: 'engineering',
  title: (start) => `Q${Math.floor(start.getUTCMonth() / 3) + 1} ${start.getUTCFullYear()} Engineering 360`,
  start: -7,
  end: 21,
  description: 'Feedback for the engineering teams: craft, delivery and how we work together.',
  typeValues: { Functional: 60, Core: 40, 'Personal effectiveness': 50 },
  competencies: [
    { title: 'Professional expertise', weight: 35, expected: 'advance' },
    { title: 'Problem solving', weight: 30, expected: 'advance' },
    { title: 'Quality and attention to detail', weight: 20, expected: 'intermediate' },
    { title: 'Planning and organising', weight: 15, expected: 'intermediate' },
    { title: 'Collaboration', weight: 60, expected: 'intermediate' },
    { title: 'Customer focus', weight: 40, expected: 'intermediate' },
    { title: 'Learning agility', weight: 55, expected: 'intermediate' },
    { title: 'Initiative', weight: 45, expected: 'basic' },
  ],
};

/** The same reviews run before: the leaders a year earlier, the engineers half a year earlier. */
export const LEADERSHIP_BEFORE: SurveyPlanSpec = { ...LEADERSHIP, start: LEADERSHIP.start - 364, end: LEADERSHIP.end - 364 };
export const ENGINEERING_BEFORE: SurveyPlanSpec = { ...ENGINEERING, start: ENGINEERING.start - 182, end: ENGINEERING.end - 182 };

const DAY = 24 * 3600_000;
/** A plan's title on the day `now` the demo is seeded. */
export const titleOf = (spec: SurveyPlanSpec, now: Date) => spec.title(new Date(now.getTime() + spec.start * DAY));

const ENGINEERING_RATEES = 60;

/** The employee account shown as a ratee: the first software engineer, always in the engineering survey. */
export const staffAccountOf = (people: DemoPerson[]): DemoPerson =>
  people.find((p) => p.tier === 'staff' && p.department === 'Engineering' && p.designation === 'Software Engineer')!;

/** Self, manager, `peers` from `candidates` (siblings first) and every direct report. */
function ratersOf(people: DemoPerson[], ratee: DemoPerson, siblings: DemoPerson[], others: DemoPerson[], peers: number, random: Random) {
  const rows: PlannedAssignment[] = [{ ratee: ratee.index, rater: ratee.index, relationship: 'self' }];
  if (ratee.parent !== null) rows.push({ ratee: ratee.index, rater: ratee.parent, relationship: 'manager' });
  const near = random.sample(
    siblings.filter((p) => p.index !== ratee.index),
    peers,
  );
  const far = random.sample(
    others.filter((p) => p.index !== ratee.index && !near.includes(p)),
    peers - near.length,
  );
  for (const peer of [...near, ...far]) rows.push({ ratee: ratee.index, rater: peer.index, relationship: 'peer' });
  for (const report of childrenOf(people, ratee.index)) rows.push({ ratee: ratee.index, rater: report.index, relationship: 'direct_report' });
  return rows;
}

/** Every leader rated by self, their manager, 3–5 fellow leaders and all their direct reports. */
export function leadershipAssignments(people: DemoPerson[], random: Random): PlannedAssignment[] {
  const managers = people.filter((p) => p.tier === 'manager');
  return people
    .filter((p) => p.tier !== 'staff')
    .flatMap((ratee) => {
      if (ratee.tier === 'ceo') return ratersOf(people, ratee, [], [], 0, random);
      const siblings = people.filter((p) => p.tier === ratee.tier && p.department === ratee.department);
      const pool = ratee.tier === 'head' ? people.filter((p) => p.tier === 'head') : managers;
      return ratersOf(people, ratee, ratee.tier === 'head' ? pool : siblings, pool, random.int(3, 5), random);
    });
}

/** About 60 engineers (every manager, staff by lot, the demo account always): self, manager, 3 peers, direct reports. */
export function engineeringAssignments(people: DemoPerson[], random: Random): PlannedAssignment[] {
  const engineering = people.filter((p) => p.department === 'Engineering' && p.tier !== 'head');
  const managers = engineering.filter((p) => p.tier === 'manager');
  const account = staffAccountOf(people);
  const staff = engineering.filter((p) => p.tier === 'staff' && p !== account);
  const ratees = [...managers, account, ...random.sample(staff, ENGINEERING_RATEES - managers.length - 1)].sort((a, b) => a.index - b.index);
  return ratees.flatMap((ratee) => {
    const sameTier = engineering.filter((p) => p.tier === ratee.tier);
    return ratersOf(
      people,
      ratee,
      sameTier.filter((p) => p.parent === ratee.parent),
      sameTier,
      3,
      random,
    );
  });
}
