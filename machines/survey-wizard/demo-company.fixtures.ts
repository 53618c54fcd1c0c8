import type { Employee } from '../../schemas/employee';
import type { Assignment, Survey } from '../../schemas/survey';
import type { WizardChoices } from './wizard-data';

/*
 * A small company for the wizard's tests and stories: twelve people in a three-level tree,
 * three competency types, eight competencies with statements. No network anywhere.
 *
 *   Priya (1) ─┬─ Tom (2) ─── Daniel (5), Sofia (6)
 *              ├─ Amara (3) ─ Kenji (7) ── Ravi (11), Mia (12)
 *              │             Grace (8), Oliver (9)
 *              └─ Lena (4) ── Hannah (10)
 */

const person = (id: number, first: string, last: string, parent: number | null, designation: number, department: number, group: number | null): Employee => ({
  id,
  user_id: id + 100,
  username: first.toLowerCase(),
  email: `${first}.${last}@northwind.example`.toLowerCase(),
  emp_code: `NW-${String(id).padStart(3, '0')}`,
  first_name: first,
  last_name: last,
  designation,
  department,
  group,
  contact_num: '',
  parent_id: parent,
  status: 'active',
});

export const demoEmployees: Employee[] = [
  person(1, 'Priya', 'Raman', null, 1, 1, 1),
  person(2, 'Tom', 'Becker', 1, 2, 2, 1),
  person(3, 'Amara', 'Okafor', 1, 2, 3, 1),
  person(4, 'Lena', 'Fischer', 1, 2, 4, 1),
  person(5, 'Daniel', 'Moreau', 2, 4, 2, null),
  person(6, 'Sofia', 'Alvarez', 2, 4, 2, 2),
  person(7, 'Kenji', 'Tanaka', 3, 3, 3, 1),
  person(8, 'Grace', 'Mensah', 3, 3, 3, null),
  person(9, 'Oliver', 'Brown', 3, 3, 3, 2),
  person(10, 'Hannah', 'Schmidt', 4, 5, 4, null),
  person(11, 'Ravi', 'Kumar', 7, 3, 3, 2),
  person(12, 'Mia', 'Laurent', 7, 3, 3, null),
];

const competency = (id: number, type: number, title: string, defination: string) => ({ id, type, title, defination });

const library = [
  competency(1, 1, 'Communication', 'Shares information clearly and listens to understand.'),
  competency(2, 1, 'Teamwork', 'Works with others towards shared goals.'),
  competency(3, 1, 'Integrity', 'Acts honestly and keeps commitments.'),
  competency(4, 2, 'Coaching', 'Helps others grow through feedback and support.'),
  competency(5, 2, 'Decision making', 'Makes timely, well-reasoned decisions.'),
  competency(6, 2, 'Strategic thinking', 'Connects daily work to long-term goals.'),
  competency(7, 3, 'Customer focus', 'Understands and serves what customers need.'),
  competency(8, 3, 'Technical expertise', 'Applies deep knowledge of the craft.'),
];

const statementTexts: Record<number, string[]> = {
  1: ['Explains complex ideas in simple terms.', 'Listens without interrupting.', 'Keeps others informed of progress.'],
  2: ['Offers help to colleagues under pressure.', 'Shares credit for team results.'],
  3: ['Does what they say they will do.', 'Admits mistakes openly.'],
  4: ['Gives specific, timely feedback.', 'Creates opportunities for others to learn.'],
  5: ['Weighs options before deciding.', 'Decides when information is incomplete.'],
  6: ['Links team goals to company strategy.', 'Anticipates changes in the market.'],
  7: ['Asks customers what they need.', 'Follows up until problems are solved.'],
  8: ['Keeps their skills up to date.', 'Is sought out for expert advice.', 'Documents knowledge for others.'],
};

export const demoChoices: WizardChoices = {
  employees: demoEmployees,
  designations: [
    { id: 1, name: 'Chief Executive' },
    { id: 2, name: 'Head of Department' },
    { id: 3, name: 'Engineer' },
    { id: 4, name: 'Account Executive' },
    { id: 5, name: 'HR Partner' },
  ],
  departments: [
    { id: 1, name: 'Leadership' },
    { id: 2, name: 'Sales' },
    { id: 3, name: 'Engineering' },
    { id: 4, name: 'People' },
  ],
  groups: [
    { id: 1, name: 'Managers' },
    { id: 2, name: 'Graduates' },
  ],
  types: [
    { id: 1, name: 'Core' },
    { id: 2, name: 'Leadership' },
    { id: 3, name: 'Functional' },
  ],
  competencies: library,
  statements: library.flatMap((c) =>
    statementTexts[c.id]!.map((statement, i) => ({
      id: c.id * 10 + i,
      type: c.type,
      competency_title: c.id,
      statement,
    })),
  ),
};

/** A survey as the server answers it: Tom and Kenji rated by themselves and their managers. */
export function demoSurvey(overrides: Partial<Survey> = {}): Survey {
  return {
    id: 41,
    title: 'Mid-year 360',
    description: 'How we lead and work together.',
    start_date: '2026-01-05',
    end_date: '2026-01-30',
    anonymity_threshold: 3,
    audience: 'Individual',
    position: null,
    is_draft: false,
    status: 'open',
    closed_at: null,
    locked: false,
    results_opened_at: null,
    owner: { id: 101, name: 'Priya Raman' },
    type_values: [
      { type: 1, value: 60 },
      { type: 2, value: 40 },
    ],
    competencies: [
      { competency: 1, weight: 30, expected_level: 'intermediate' },
      { competency: 4, weight: 25, expected_level: 'basic' },
    ],
    progress: { assigned: 4, submitted: 0, ratees: 2, ratees_complete: 0 },
    created_at: '2025-12-20T09:00:00Z',
    ...overrides,
  };
}

const ref = (id: number) => {
  const e = demoEmployees.find((p) => p.id === id)!;
  return { id, name: `${e.first_name} ${e.last_name}`, emp_code: e.emp_code };
};

export function demoAssignments(submitted = false): Assignment[] {
  const pairs: [number, number, Assignment['relationship']][] = [
    [2, 2, 'self'],
    [2, 1, 'manager'],
    [7, 7, 'self'],
    [7, 3, 'manager'],
  ];
  return pairs.map(([ratee, rater, relationship], i) => ({
    id: i + 1,
    survey: 41,
    ratee: ref(ratee),
    rater: ref(rater),
    relationship,
    status: submitted && i === 0 ? 'submitted' : 'pending',
    invited_at: '2025-12-20T09:01:00Z',
    reminded_at: null,
    submitted_at: submitted && i === 0 ? '2026-01-08T10:00:00Z' : null,
  }));
}
