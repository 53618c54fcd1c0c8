import type { StepName } from '../../../../machines/survey-wizard/wizard-data';

/** What each step is called and asks for. */
export const STEP_TEXT: Record<StepName, { title: string; description: string }> = {
  details: { title: 'Details', description: 'Name the survey and set when raters can answer.' },
  audience: { title: 'Audience', description: 'Choose who is rated: people by name, or everyone in a position or group.' },
  competencies: { title: 'Competencies', description: 'Pick what raters assess, how much each counts and the level you expect.' },
  raters: { title: 'Raters', description: 'Choose who rates each person. The organization tree suggests self, manager, direct reports and peers.' },
  review: { title: 'Review', description: 'Check everything before the invitations go out.' },
};

export const RELATIONSHIP_TEXT = {
  self: 'Self',
  manager: 'Manager',
  direct_report: 'Direct report',
  peer: 'Peer',
  other: 'Other',
} as const;

export { LEVEL_LABELS as LEVEL_TEXT } from '../../../../schemas/survey';
