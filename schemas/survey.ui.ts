import type { UiSchema } from '@rjsf/utils';

// Presentation only (STYLE: one schema + uiSchema unit); the rules live in survey.ts.

/** The wizard's details step: what the survey is, then when it runs, then how anonymous it is. */
export const surveyDetailsUi: UiSchema = {
  'ui:order': ['title', 'description', 'start_date', 'end_date', 'anonymity_threshold', 'languages', 'invitation_intro'],
  'ui:options': { columns: 2 },
  title: { 'ui:autofocus': true, 'ui:autocomplete': 'off', 'ui:placeholder': 'e.g. Mid-year 360° review', 'ui:options': { fullWidth: true } },
  description: {
    'ui:widget': 'textarea',
    'ui:placeholder': 'What the survey is for; raters see it above their questions.',
    'ui:options': { rows: 3, fullWidth: true },
  },
  start_date: { 'ui:help': 'Raters can answer from this day.' },
  end_date: { 'ui:help': 'The last day to answer.' },
  anonymity_threshold: { 'ui:options': { fullWidth: true, inputMode: 'numeric' } },
  languages: { 'ui:widget': 'checkboxes', 'ui:help': 'Raters can switch between these; the first is where they start.', 'ui:options': { fullWidth: true } },
  invitation_intro: {
    'ui:widget': 'textarea',
    'ui:placeholder': 'Why this survey matters, who to ask with questions…',
    'ui:help': 'You can change it later in the mail settings of the survey page.',
    'ui:options': { rows: 4, fullWidth: true },
  },
};

/** What the details step may no longer change, each with the reason shown in place of the field's help. */
export interface DetailsLocks {
  threshold?: string;
  dates?: string;
}

/** The details step with fixed fields disabled; the reason is said at each of them. */
export function lockedDetailsUi({ threshold, dates }: DetailsLocks): UiSchema {
  const fixed = (field: string, reason: string | undefined) =>
    reason ? { [field]: { ...(surveyDetailsUi[field] as UiSchema), 'ui:disabled': true, 'ui:help': reason } } : {};
  return { ...surveyDetailsUi, ...fixed('start_date', dates), ...fixed('end_date', dates), ...fixed('anonymity_threshold', threshold) };
}
