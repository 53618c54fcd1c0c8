import type { CoachHome, CoachProposals, ConversationGuide, Engagement, EngagementSummary } from '../../../schemas/coaching';
import type { FeedbackReport } from '../../../schemas/feedback';

/** An outside coach's personal link (43 characters, as the server mints them). */
export const COACH_TOKEN = 'c0ach-Link_0123456789abcdefghijklmnopqrstuv';

const named = (id: number, title: string) => ({ id, title });
export const DELEGATION = named(11, 'Delegation');
export const FEEDBACK_GIVING = named(12, 'Giving feedback');
export const PLANNING = named(13, 'Planning and prioritising');

/** Ana's released report: three development areas, two coaches who match, no approval needed. */
export const anaProposals: CoachProposals = {
  survey: 3,
  development_areas: [DELEGATION, FEEDBACK_GIVING, PLANNING],
  languages: ['en', 'de', 'fr'],
  coaches: [
    { coach: 21, name: 'Marta Keller', organisation: 'Northwind Logistics', kind: 'internal', covers: [DELEGATION, FEEDBACK_GIVING], languages: ['en', 'de'] },
    { coach: 22, name: 'Jonas Weber', organisation: 'Clearpath Coaching', kind: 'outside', covers: [DELEGATION, PLANNING], languages: ['en', 'fr'] },
  ],
  requires_approval: false,
  open_engagement: null,
};
export const approvalProposals: CoachProposals = { ...anaProposals, requires_approval: true };
export const noCoachProposals: CoachProposals = { ...anaProposals, coaches: [], languages: [] };
export const openEngagementProposals: CoachProposals = { ...anaProposals, open_engagement: 41 };

export const anaWithJonas: EngagementSummary = {
  id: 41,
  status: 'active',
  survey: { id: 3, title: 'Leadership 360 · Q4' },
  coachee: { id: 7, name: 'Ana Moreno' },
  coach: { id: 22, name: 'Jonas Weber', organisation: 'Clearpath Coaching', kind: 'outside' },
  competencies: [DELEGATION, PLANNING],
  language: 'en',
  scope: 'plan_only',
  requested_at: '2025-11-20T09:00:00Z',
  next_session: '2025-12-02T09:00:00Z',
};
export const pendingRequest: EngagementSummary = { ...anaWithJonas, id: 42, status: 'pending_approval', next_session: null };
export const endedEngagement: EngagementSummary = {
  ...anaWithJonas,
  id: 30,
  status: 'ended',
  survey: { id: 1, title: 'New managers · first 90 days' },
  coach: { id: 21, name: 'Marta Keller', organisation: 'Northwind Logistics', kind: 'internal' },
  next_session: null,
};
export const benAsCoachee: EngagementSummary = {
  ...anaWithJonas,
  id: 51,
  coachee: { id: 9, name: 'Ben Li' },
  coach: { id: 21, name: 'Marta Keller', organisation: 'Northwind Logistics', kind: 'internal' },
  competencies: [FEEDBACK_GIVING],
  scope: 'report_and_plan',
  next_session: null,
};
export const withdrawnBySofia: EngagementSummary = { ...anaWithJonas, id: 52, coachee: { id: 10, name: 'Sofia Alvarez' }, scope: 'none', next_session: null };

const SESSIONS: Engagement['sessions'] = [
  { id: 301, starts_at: '2025-11-25T09:00:00Z', minutes: 60, location: 'Room 4.12', status: 'scheduled' },
  { id: 302, starts_at: '2025-12-02T09:00:00Z', minutes: 45, location: 'https://meet.example.com/ana-jonas', status: 'scheduled' },
  { id: 303, starts_at: '2025-11-28T14:00:00Z', minutes: 60, location: '', status: 'cancelled' },
];

/** Ana's own view of her engagement with Jonas. */
export const anasEngagement: Engagement = {
  ...anaWithJonas,
  role: 'coachee',
  message: 'I would like to get better at handing work over without losing track of it.',
  sessions: SESSIONS,
  notes: [
    { id: 401, author: 'coachee', session: 301, body: 'Try handing the weekly report to Kenji with a checklist.', created_at: '2025-11-25T10:05:00Z' },
    { id: 402, author: 'coach', session: 301, body: 'Ana sets a check-in on Fridays rather than reviewing every step.', created_at: '2025-11-25T10:20:00Z' },
  ],
  plan: [
    {
      id: 501,
      title: 'Hand the weekly report to Kenji',
      competency: DELEGATION,
      status: 'in_progress',
      due_date: '2025-12-15',
      notes: 'With a checklist, check-in on Fridays.',
      coach: 'Jonas Weber',
      from_coaching: true,
    },
    {
      id: 502,
      title: 'Block two planning hours every Monday',
      competency: PLANNING,
      status: 'planned',
      due_date: null,
      notes: '',
      coach: null,
      from_coaching: false,
    },
  ],
  report: null,
};
export const anasWithdrawnEngagement: Engagement = { ...anasEngagement, scope: 'none' };
export const anasNewEngagement: Engagement = { ...anasEngagement, sessions: [], notes: [], plan: [] };

const scores = (others: number, self: number) => [
  { group: 'self' as const, score: self, percent: self * 25 },
  { group: 'all_others' as const, score: others, percent: others * 25 },
];
const competency = (c: { id: number; title: string }, others: number, self: number): FeedbackReport['competencies'][number] => ({
  competency_id: c.id,
  title: c.title,
  type_id: 1,
  type: 'Leadership',
  weight: 1,
  scores: scores(others, self),
  self,
  others,
  gap: self - others,
  levels: { expected: 'advance', self: 'advance', others: 'intermediate', others_mean: 2.4, gap: -0.6 },
  not_observed: [],
  withheld: [],
  benchmark: { company: null, designation: null, withheld: [] },
});

/** Ben's released report as his coach reads it under report_and_plan. */
export const bensReport: FeedbackReport = {
  survey: {
    id: 3,
    title: 'Leadership 360 · Q4',
    start_date: '2025-10-01',
    end_date: '2025-10-31',
    closed_on: '2025-10-24',
    status: 'closed',
    anonymity_threshold: 3,
  },
  ratee: { id: 9, name: 'Ben Li', emp_code: 'E-009', designation: 'Team lead', department: 'Operations', group: null },
  released_at: '2025-11-14T09:30:00Z',
  responses: null,
  groups: [],
  withheld: false,
  hidden: [],
  overall: scores(2.9, 3.2),
  types: [],
  competencies: [competency(FEEDBACK_GIVING, 2.1, 3.4), competency(named(14, 'Customer focus'), 3.5, 3.1), competency(DELEGATION, 2.6, 2.8)],
  benchmark: {
    company: { overall: null, percent: null, ratees: 0, too_few: true, withheld: false },
    designation: { name: null, overall: null, percent: null, ratees: 0, too_few: true, withheld: false },
  },
  blind_spots: [{ competency_id: 12, title: 'Giving feedback', self: 3.4, others: 2.1, gap: 1.3 }],
  hidden_strengths: [],
  strengths: [{ competency_id: 14, title: 'Customer focus', score: 3.5, percent: 87.5 }],
  development_areas: [
    { competency_id: 12, title: 'Giving feedback', score: 2.1, percent: 52.5 },
    { competency_id: 11, title: 'Delegation', score: 2.6, percent: 65 },
  ],
  comments: [],
  protection: { groups: [], benchmarks: false, reasons: [] },
};

/** Marta's view, as Ben's internal coach, with his report shared. */
export const martasView: Engagement = {
  ...benAsCoachee,
  role: 'coach',
  message: 'Feedback is where I struggle most.',
  sessions: [SESSIONS[1]!],
  notes: [],
  plan: [{ ...anasEngagement.plan[0]!, id: 601, title: 'Give one piece of feedback a week, the same day', competency: FEEDBACK_GIVING, coach: 'Marta Keller' }],
  report: bensReport,
};
/** Jonas's view of Ana's engagement under plan_only: no report. */
export const jonasView: Engagement = { ...anasEngagement, role: 'coach', notes: [], report: null };

export const jonasHome: CoachHome = {
  coach: { name: 'Jonas Weber', organisation: 'Clearpath Coaching', company: 'Northwind Logistics' },
  engagements: [anaWithJonas, withdrawnBySofia],
};

export const anasGuide: ConversationGuide = {
  engagement: 41,
  coachee: 'Ana Moreno',
  survey: 'Leadership 360 · Q4',
  areas: [
    {
      competency: DELEGATION,
      definition: 'Hands work over with the authority to do it, and follows it through without taking it back.',
      others: 2.3,
      self: 3.4,
      gap: 1.1,
      blind_spot: true,
      themes: ['Keeps tasks close', 'Reviews every step'],
      goal: ['What would you hand over first, if you were sure it would go well?'],
      reality: ['What do you keep doing yourself that someone in the team could do?', 'What happened the last time you delegated something?'],
      options: ['Who could take the weekly report, and what would they need?'],
      will: ['What will you hand over before our next session, and how will you check in?'],
    },
    {
      competency: PLANNING,
      definition: 'Sets priorities and plans the work so that deadlines are met without last-minute rushes.',
      others: null,
      self: 3,
      gap: null,
      blind_spot: false,
      themes: [],
      goal: ['What would a calm week look like?'],
      reality: ['Where did the last rush come from?'],
      options: ['Which meetings could become an update by mail?'],
      will: ['Which hour of next week is blocked for planning?'],
    },
  ],
};
