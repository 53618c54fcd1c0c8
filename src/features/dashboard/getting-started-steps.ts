import type { ChecklistStepKey } from '../../../schemas/getting-started';

interface StepCopy {
  title: string;
  detail: string;
  action: string;
  to: string;
  /** What comes before the step: a sentence with a link to the screen that does it. */
  first?: { before: string; link: string; to: string; after: string };
}

/** What each step of the checklist asks, and the screen that does it. */
export const CHECKLIST_COPY: Record<ChecklistStepKey, StepCopy> = {
  people: {
    title: 'Add your people',
    action: 'Add people',
    to: '/portrayal/admin/workforce',
    detail: 'Add employees one by one or import a spreadsheet, with their managers.',
    first: {
      before: 'Their departments, designations and groups come first: add them under',
      link: 'Master data',
      to: '/portrayal/admin/master/departments',
      after: ', or let the import create the ones your spreadsheet names once you confirm the list.',
    },
  },
  competencies: {
    title: 'Set up competencies',
    action: 'Open the library',
    to: '/portrayal/admin/master/competencies',
    detail: 'Write the competencies to rate, each with the statements raters will answer.',
  },
  survey: {
    title: 'Create your first survey',
    action: 'New survey',
    to: '/portrayal/admin/survey/new',
    detail: 'Pick the competencies, the people to rate and who rates them.',
  },
  launch: {
    title: 'Invite raters and launch',
    action: 'Open surveys',
    to: '/portrayal/admin/survey',
    detail: 'Publish a survey: each rater is mailed an invitation to answer.',
  },
};

/** "2 of 4 done". */
export const progressText = (done: number, of: number) => `${done} of ${of} done`;
