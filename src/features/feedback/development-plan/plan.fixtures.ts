import type { DevelopmentAction } from '../../../../schemas/development-plan';

/** Demo data for the plan's stories: Ana Silva's plan after "Leadership 360 · Q4". */
const leadership = { id: 1, title: 'Leadership 360 · Q4' };
const pulse = { id: 2, title: 'Engineering pulse · H1' };
export const ana = { id: 7, name: 'Ana Silva' };
export const lead = { id: 3, name: 'Marcus Lee' };

export const competencies = [
  { competency_id: 11, title: 'Coaching' },
  { competency_id: 12, title: 'Communication' },
  { competency_id: 13, title: 'Delegation' },
];

/** The report's development areas, lowest first. */
export const suggestions = [
  { competency_id: 13, title: 'Delegation', score: 1.85 },
  { competency_id: 11, title: 'Coaching', score: 2.1 },
];

const stamp = '2025-11-20T09:30:00.000Z';
export const action = (id: number, title: string, extra: Partial<DevelopmentAction> = {}): DevelopmentAction => ({
  id,
  survey: leadership,
  ratee: ana,
  competency: null,
  title,
  notes: '',
  owner: ana,
  coach: null,
  due_date: null,
  status: 'planned',
  created_at: stamp,
  updated_at: stamp,
  ...extra,
});

export const anasPlan: DevelopmentAction[] = [
  action(1, 'Develop Delegation', {
    competency: { id: 13, title: 'Delegation' },
    notes: 'Hand the weekly report to a team member.',
    due_date: '2026-01-31',
    status: 'in_progress',
  }),
  action(2, 'Shadow a senior coach', { competency: { id: 11, title: 'Coaching' }, owner: lead, due_date: '2026-03-15' }),
  action(3, 'Read “Radical Candor”', { status: 'done' }),
];

/** Ana's own plan across two released reports. */
export const anasOwnPlan: DevelopmentAction[] = [
  ...anasPlan,
  action(4, 'Pair on two design reviews', { survey: pulse, competency: { id: 12, title: 'Communication' }, due_date: '2026-02-10' }),
];
