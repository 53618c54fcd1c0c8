import type { ChecklistStepKey } from '../../../schemas/getting-started';

interface StepLinks {
  /** The screen that does the step. */
  to: string;
  /** What comes before the step: its sentence (in the catalogue) links to the screen that does it. */
  first?: { to: string };
}

/**
 * The screen each step of the checklist opens; its words are the dashboard catalogue's
 * `checklist.steps.<key>` (title, detail, action, and `first` for what comes before it).
 */
export const CHECKLIST_LINKS: Record<ChecklistStepKey, StepLinks> = {
  people: { to: '/portrayal/admin/workforce', first: { to: '/portrayal/admin/master/departments' } },
  competencies: { to: '/portrayal/admin/master/competencies' },
  survey: { to: '/portrayal/admin/survey/new' },
  launch: { to: '/portrayal/admin/survey' },
};
