import type { FeedbackSurvey, RateeSummary, RelationshipProgress } from '../../../schemas/feedback';

const closed = { status: 'closed', results_available: true, anonymity_threshold: 3 } as const;

/** Three closed surveys (sent oldest first, as a server might) and their ratees, for stories. */
export const feedbackSurveys: FeedbackSurvey[] = [
  {
    id: 1,
    title: 'New managers · first 90 days',
    start_date: '2025-03-01',
    end_date: '2025-03-31',
    ...closed,
    results_opened_at: '2025-04-02T08:00:00Z',
    ratees: 4,
    responses: { submitted: 30, assigned: 32 },
    released: 4,
  },
  {
    id: 3,
    title: 'Leadership 360 · Q4',
    start_date: '2025-10-01',
    end_date: '2025-10-31',
    ...closed,
    results_opened_at: '2025-11-03T10:15:00Z',
    ratees: 28,
    responses: { submitted: 231, assigned: 252 },
    released: 3,
  },
  {
    id: 2,
    title: 'Engineering competencies 2025',
    start_date: '2025-06-01',
    end_date: '2025-06-30',
    ...closed,
    results_opened_at: null,
    ratees: 0,
    responses: { submitted: 0, assigned: 0 },
    released: 0,
  },
];

/** A survey still open (the newest): its Reports tab shows progress only. */
export const openSurvey: FeedbackSurvey = {
  id: 5,
  title: 'Leadership 360 · 2026',
  start_date: '2026-11-16',
  end_date: '2026-12-08',
  status: 'open',
  results_available: false,
  results_opened_at: null,
  anonymity_threshold: 3,
  ratees: 6,
  responses: { submitted: 31, assigned: 46 },
  released: 0,
};

const NAMES = [
  'Aiko Tanaka',
  'Ben Li',
  'Carmen Ortiz',
  'Daniel Okafor',
  'Elena Petrova',
  'Farah Haddad',
  'Gustavo Lima',
  'Hannah Schmidt',
  'Ibrahim Musa',
  'Julia Novak',
  'Kenji Sato',
  'Laura Rossi',
  'Marcus Webb',
  'Nadia Karim',
  'Oliver Brown',
  'Priya Raman',
  'Quinn Murphy',
  'Rosa Jimenez',
  'Samuel Adeyemi',
  'Tom Becker',
  'Uma Patel',
  'Victor Hugo',
  'Wei Zhang',
  'Ximena Cruz',
  'Yusuf Demir',
  'Zoe Clark',
  'Anders Berg',
  'Bianca Costa',
];
const ROLES: [string, string][] = [
  ['Engineering Manager', 'Engineering'],
  ['Software Engineer', 'Engineering'],
  ['Sales Lead', 'Sales'],
  ['Account Manager', 'Sales'],
  ['HR Partner', 'People'],
  ['Product Manager', 'Product'],
  ['Designer', 'Product'],
];

const person = (name: string, i: number): RateeSummary['ratee'] => {
  const [designation, department] = ROLES[i % ROLES.length]!;
  return { id: 9 + i, name, emp_code: `NW-${String(142 + i * 7).padStart(4, '0')}`, designation, department, group: i % 2 ? 'Platform' : 'Growth' };
};

/** Self, manager, peers and direct reports asked; the submitted ones counted group by group, in that order. */
function progressOf(assigned: [number, number, number, number], submitted: number): RelationshipProgress[] {
  let left = submitted;
  return (['self', 'manager', 'peer', 'direct_report'] as const)
    .map((relationship, k) => {
      const done = Math.min(assigned[k]!, left);
      left -= done;
      return { relationship, assigned: assigned[k]!, submitted: done };
    })
    .filter((p) => p.assigned > 0);
}

const pct = (score: number | null) => (score === null ? null : Math.round(score * 250) / 10);

/** Everyone rated in "Leadership 360 · Q4": most answers in, three reports released, one ratee without answers. */
export const leadershipRatees: RateeSummary[] = NAMES.map((name, i) => {
  const assigned = 8 + (i % 3);
  const submitted = i === 5 ? 0 : assigned - (i % 4 === 0 ? 1 : 0);
  const overall = submitted ? Math.round((2.1 + ((i * 37) % 19) / 10) * 100) / 100 : null;
  const self = submitted && i % 6 !== 3 ? Math.round(Math.min(4, (overall ?? 0) + 0.3) * 100) / 100 : null;
  return {
    ratee: person(name, i),
    responses: { submitted, assigned },
    progress: progressOf([1, 1, assigned - 5, 3], submitted),
    overall,
    overall_percent: pct(overall),
    self,
    self_percent: pct(self),
    overall_withheld: false,
    released_at: [0, 4, 16].includes(i) ? '2025-11-14T09:30:00Z' : null,
  };
});

/** The open survey's six ratees, as far as their raters are: no score until it closes. */
export const openRatees: RateeSummary[] = (
  [
    [[1, 1, 4, 3], 4],
    [[1, 1, 3, 0], 5],
    [[1, 1, 5, 2], 2],
    [[1, 1, 4, 4], 10],
    [[1, 1, 3, 3], 8],
    [[0, 1, 4, 0], 2],
  ] as [[number, number, number, number], number][]
).map(([assigned, submitted], i) => ({
  ratee: person(NAMES[i]!, i),
  responses: { submitted, assigned: assigned.reduce((a, b) => a + b, 0) },
  progress: progressOf(assigned, submitted),
  overall: null,
  overall_percent: null,
  self: null,
  self_percent: null,
  overall_withheld: false,
  released_at: null,
}));

/** The same list where Ben Li's overall is withheld from HR to protect raters across surveys (withheld, not missing). */
export const withheldOverallRatees: RateeSummary[] = leadershipRatees.map((r) =>
  r.ratee.name === 'Ben Li' ? { ...r, overall: null, overall_percent: null, overall_withheld: true } : r,
);
