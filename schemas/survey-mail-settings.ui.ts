import type { UiSchema } from '@rjsf/utils';
import { REMINDER_DAY_CHOICES } from './survey-mail-settings';

// Presentation only (STYLE: one schema + uiSchema unit); the rules live in survey-mail-settings.ts.

/** The survey page's mail settings: the two texts, then the reminder days as ticks. */
export const surveyMailSettingsUi: UiSchema = {
  'ui:order': ['invitation_intro', 'reminder_intro', 'reminder_days'],
  invitation_intro: {
    'ui:widget': 'textarea',
    'ui:options': { rows: 4 },
    'ui:placeholder': 'Why this survey matters, who to ask with questions…',
  },
  reminder_intro: { 'ui:widget': 'textarea', 'ui:options': { rows: 3 }, 'ui:placeholder': 'A word of thanks, or of urgency…' },
  reminder_days: {
    'ui:widget': 'checkboxes',
    'ui:options': { inline: true },
    'ui:enumNames': REMINDER_DAY_CHOICES.map((d) => (d === 1 ? '1 day' : `${d} days`)),
  },
};
