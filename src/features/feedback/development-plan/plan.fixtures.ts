import type { ActionSuggestions } from '../../../../schemas/development-library';
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

/**
 * HR's suggestions from the library (issue 40): Delegation rated lowest and a blind spot, with one action five people
 * did (+0.40 on average) and one without enough evidence yet; Coaching with no library action.
 */
export const librarySuggestions: ActionSuggestions = {
  threshold: 3,
  areas: [
    {
      competency_id: 13,
      title: 'Delegation',
      expected_level: 'intermediate',
      others: 1.85,
      self: 3.1,
      reasons: ['low_score', 'blind_spot'],
      actions: [
        {
          id: 41,
          title: 'Delegate a task you enjoy doing yourself',
          description: 'Hand over the whole task with its purpose and limits; coach rather than correct.',
          level: 'intermediate',
          evidence: { mean_change: 0.4, people: 5 },
        },
        { id: 42, title: 'Hand over one recurring meeting', description: 'Let a team member chair it for a quarter.', level: null, evidence: null },
      ],
    },
    { competency_id: 11, title: 'Coaching', expected_level: 'intermediate', others: 2.1, self: null, reasons: ['low_score'], actions: [] },
  ],
};

/** The same areas before anyone in the company did the actions: no evidence to rank by. */
export const suggestionsWithoutEvidence: ActionSuggestions = {
  ...librarySuggestions,
  areas: librarySuggestions.areas.map((area) => ({ ...area, actions: area.actions.map((a) => ({ ...a, evidence: null })) })),
};

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
  action(1, 'Delegate a task you enjoy doing yourself', {
    competency: { id: 13, title: 'Delegation' },
    library_action: 41,
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
