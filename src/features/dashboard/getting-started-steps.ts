import type { ChecklistStepKey } from '../../../schemas/getting-started';

/** What each step of the checklist asks, and the screen that does it. */
export const CHECKLIST_COPY: Record<ChecklistStepKey, { title: string; detail: string; action: string; to: string }> = {
  people: {
    title: 'Add your people', action: 'Add people', to: '/portrayal/admin/workforce',
    detail: 'Add employees one by one or import a spreadsheet, with their managers.',
  },
  competencies: {
    title: 'Set up competencies', action: 'Open the library', to: '/portrayal/admin/master/competencies',
    detail: 'Write the competencies to rate, each with the statements raters will answer.',
  },
  survey: {
    title: 'Create your first survey', action: 'New survey', to: '/portrayal/admin/survey/new',
    detail: 'Pick the competencies, the people to rate and who rates them.',
  },
  launch: {
    title: 'Invite raters and launch', action: 'Open surveys', to: '/portrayal/admin/survey',
    detail: 'Publish a survey: each rater is mailed an invitation to answer.',
  },
};

/** "2 of 4 done". */
export const progressText = (done: number, of: number) => `${done} of ${of} done`;
