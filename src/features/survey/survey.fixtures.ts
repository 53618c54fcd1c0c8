import type { SurveyDetail } from '../../../machines/survey-detail.machine';
import type { Assignment, RateeProgress, Relationship, Survey } from '../../../schemas/survey';

/** Demo surveys of Northwind Traders for stories: dates around today, so each status reads true. */

const DAY = 86_400_000;
/** Today plus `offset` days, as the API writes a date. */
export const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const moment = (offset: number, hour = 9) => `${day(offset)}T${String(hour).padStart(2, '0')}:15:00.000Z`;

const priya = { id: 1, name: 'Priya Raman' };
const grace = { id: 2, name: 'Grace Okafor' };

const competencies = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    competency: i + 1,
    weight: 25,
    expected_level: (['basic', 'intermediate', 'advance', 'expert'] as const)[i % 4]!,
  }));

function survey(id: number, title: string, fields: Partial<Survey> & Pick<Survey, 'status' | 'start_date' | 'end_date' | 'progress'>): Survey {
  return {
    id,
    title,
    description: '',
    anonymity_threshold: 3,
    audience: 'Individual',
    position: null,
    is_draft: false,
    closed_at: null,
    results_opened_at: null,
    locked: fields.progress.submitted > 0,
    owner: priya,
    type_values: [
      { type: 1, value: 50 },
      { type: 2, value: 50 },
    ],
    competencies: competencies(6),
    created_at: moment(-40),
    ...fields,
  };
}

const progress = (ratees: number, assigned: number, submitted: number, ratees_complete: number) => ({ ratees, assigned, submitted, ratees_complete });

/** Six surveys across every status, with progress. */
export const surveys: Survey[] = [
  survey(1, 'Leadership 360 · Q4', {
    status: 'open',
    start_date: day(-14),
    end_date: day(16),
    progress: progress(5, 33, 21, 2),
    description: 'How our leaders lead: the executive team and their direct reports.',
  }),
  survey(2, 'Sales team feedback', {
    status: 'open',
    start_date: day(-3),
    end_date: day(25),
    progress: progress(12, 96, 15, 0),
    owner: grace,
    audience: 'Position/Group',
    position: { designation: null, department: 3, group: null },
  }),
  survey(3, 'New managers · first 90 days', { status: 'draft', start_date: day(10), end_date: day(40), progress: progress(4, 24, 0, 0) }),
  survey(4, 'Engineering competencies 2026', {
    status: 'draft',
    is_draft: true,
    start_date: day(30),
    end_date: day(60),
    progress: progress(0, 0, 0, 0),
    competencies: [],
    type_values: [],
  }),
  survey(5, 'Graduate programme review', {
    status: 'closed',
    start_date: day(-90),
    end_date: day(-60),
    progress: progress(8, 48, 48, 8),
    owner: grace,
    audience: 'Position/Group',
    position: { designation: null, department: null, group: 1 },
  }),
  survey(6, 'Customer success pilot', {
    status: 'closed',
    start_date: day(-20),
    end_date: day(10),
    closed_at: moment(-2, 16),
    progress: progress(3, 18, 11, 1),
  }),
];

export const byTitle = (start: string) => surveys.find((s) => s.title.startsWith(start))!;

const PEOPLE = [
  'Priya Raman',
  'Grace Okafor',
  'Daniel Weiss',
  'Aiko Tanaka',
  'Tom Becker',
  'Lucía Fernández',
  'Omar Haddad',
  'Mei Chen',
  'Sam Patel',
  'Ines Duarte',
  'Jonas Berg',
  'Amara Nwosu',
].map((name, i) => ({ id: i + 1, name, emp_code: `E-${1001 + i}` }));

/** Per ratee of "Leadership 360 · Q4": raters, by relationship, and how many have submitted. */
const PLAN = [
  { ratee: 0, manager: null, peers: [1, 2, 3], reports: [4, 6, 7], submitted: 7 },
  { ratee: 1, manager: 0, peers: [2, 3], reports: [8, 9], other: 10, submitted: 6 },
  { ratee: 2, manager: 0, peers: [1, 3], reports: [4, 5], submitted: 6 },
  { ratee: 3, manager: 0, peers: [1, 2], reports: [6, 7, 8], submitted: 2 },
  { ratee: 4, manager: 2, peers: [5, 9], reports: [10], other: 11, submitted: 0 },
];

/** Assignments of survey 1 (33, of which 21 submitted; 2 ratees complete), one in progress, some reminded. */
export const leadershipAssignments: Assignment[] = PLAN.flatMap((plan) => {
  const raters: [number, Relationship][] = [
    [plan.ratee, 'self'],
    ...(plan.manager === null ? [] : [[plan.manager, 'manager'] as [number, Relationship]]),
    ...plan.peers.map((p): [number, Relationship] => [p, 'peer']),
    ...plan.reports.map((p): [number, Relationship] => [p, 'direct_report']),
    ...(plan.other === undefined ? [] : [[plan.other, 'other'] as [number, Relationship]]),
  ];
  return raters.map(([rater, relationship], i) => {
    const submitted = i < plan.submitted;
    return {
      id: plan.ratee * 20 + i + 1,
      survey: 1,
      ratee: PEOPLE[plan.ratee]!,
      rater: PEOPLE[rater]!,
      relationship,
      status: submitted ? 'submitted' : i === plan.submitted ? 'draft' : 'pending',
      invited_at: moment(-14),
      reminded_at: submitted ? null : moment(-4, 10),
      submitted_at: submitted ? moment(-10 + (i % 6), 14) : null,
    } satisfies Assignment;
  });
});

export const leadershipProgress: RateeProgress[] = PLAN.map((plan) => {
  const mine = leadershipAssignments.filter((a) => a.ratee.id === plan.ratee + 1);
  return { ratee: PEOPLE[plan.ratee]!, assigned: mine.length, submitted: mine.filter((a) => a.status === 'submitted').length };
});

export const leadershipDetail: SurveyDetail = { survey: surveys[0]!, progress: leadershipProgress, assignments: leadershipAssignments };

/** "Leadership 360 · Q4" after its end date passed (two days ago), no result opened yet: it may be extended. */
export const endedDetail: SurveyDetail = {
  ...leadershipDetail,
  survey: { ...leadershipDetail.survey, status: 'closed', start_date: day(-44), end_date: day(-2) },
};

/** The same once HR opened a report yesterday: closed for good. */
export const openedDetail: SurveyDetail = { ...endedDetail, survey: { ...endedDetail.survey, results_opened_at: moment(-1, 11) } };

/** The same closed early with Close survey (a week before its end date): it stays closed. */
export const closedEarlyDetail: SurveyDetail = {
  ...leadershipDetail,
  survey: { ...leadershipDetail.survey, status: 'closed', end_date: day(7), closed_at: moment(-1, 16) },
};
