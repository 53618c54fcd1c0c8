import Type, { type Static } from 'typebox';

/*
 * The getting-started checklist of a new company's admin: each step is done when its data
 * exists (the server looks at the company's rows), so nothing is ticked by hand.
 */

const L = Type.Literal;

export const CHECKLIST_STEPS = ['people', 'competencies', 'survey', 'launch'] as const;
export type ChecklistStepKey = (typeof CHECKLIST_STEPS)[number];

export const ChecklistStep = Type.Object(
  { key: Type.Union([L('people'), L('competencies'), L('survey'), L('launch')]), done: Type.Boolean() },
  { additionalProperties: false },
);
export type ChecklistStep = Static<typeof ChecklistStep>;

/** GET /dashboard/checklist/: the steps in order, and when the checklist was dismissed (null: never). */
export const Checklist = Type.Object(
  {
    steps: Type.Array(ChecklistStep),
    dismissed_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  },
  { additionalProperties: false },
);
export type Checklist = Static<typeof Checklist>;
