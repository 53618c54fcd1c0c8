import type { FeedbackSurvey, RateeSummary } from '../../../schemas/feedback';

/** Three published surveys (sent oldest first, as a server might) and their ratees, for stories. */
export const feedbackSurveys: FeedbackSurvey[] = [
  { id: 1, title: 'New managers · first 90 days', start_date: '2025-03-01', end_date: '2025-03-31', status: 'closed', ratees: 4, responses: { submitted: 30, assigned: 32 }, released: 4 },
  { id: 3, title: 'Leadership 360 · Q4', start_date: '2025-10-01', end_date: '2025-10-31', status: 'closed', ratees: 28, responses: { submitted: 231, assigned: 252 }, released: 3 },
  { id: 2, title: 'Engineering competencies 2025', start_date: '2025-06-01', end_date: '2025-06-30', status: 'closed', ratees: 0, responses: { submitted: 0, assigned: 0 }, released: 0 },
];

const NAMES = [
  'Aiko Tanaka', 'Ben Li', 'Carmen Ortiz', 'Daniel Okafor', 'Elena Petrova', 'Farah Haddad', 'Gustavo Lima', 'Hannah Schmidt',
  'Ibrahim Musa', 'Julia Novak', 'Kenji Sato', 'Laura Rossi', 'Marcus Webb', 'Nadia Karim', 'Oliver Brown', 'Priya Raman',
  'Quinn Murphy', 'Rosa Jimenez', 'Samuel Adeyemi', 'Tom Becker', 'Uma Patel', 'Victor Hugo', 'Wei Zhang', 'Ximena Cruz',
  'Yusuf Demir', 'Zoe Clark', 'Anders Berg', 'Bianca Costa',
];
const ROLES: [string, string][] = [
  ['Engineering Manager', 'Engineering'], ['Software Engineer', 'Engineering'], ['Sales Lead', 'Sales'], ['Account Manager', 'Sales'],
  ['HR Partner', 'People'], ['Product Manager', 'Product'], ['Designer', 'Product'],
];

/** Everyone rated in "Leadership 360 · Q4": most answers in, three reports released, one ratee without answers yet. */
export const leadershipRatees: RateeSummary[] = NAMES.map((name, i) => {
  const [designation, department] = ROLES[i % ROLES.length]!;
  const assigned = 8 + (i % 3);
  const submitted = i === 5 ? 0 : assigned - (i % 4 === 0 ? 1 : 0);
  const overall = submitted ? Math.round((2.1 + ((i * 37) % 19) / 10) * 100) / 100 : null;
  return {
    ratee: { id: 9 + i, name, emp_code: `NW-${String(142 + i * 7).padStart(4, '0')}`, designation, department, group: i % 2 ? 'Platform' : 'Growth' },
    responses: { submitted, assigned },
    overall,
    self: submitted && i % 6 !== 3 ? Math.round(Math.min(4, (overall ?? 0) + 0.3) * 100) / 100 : null,
    released_at: [0, 4, 16].includes(i) ? '2025-11-14T09:30:00Z' : null,
  };
});

export const ratee = (name: string) => leadershipRatees.find((r) => r.ratee.name === name)!;
