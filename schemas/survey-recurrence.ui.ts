import type { UiSchema } from '@rjsf/utils';
import { REPEAT_CHOICES, repeatLabel } from './survey-recurrence';

// Presentation only (STYLE: one schema + uiSchema unit); the rules live in survey-recurrence.ts.
export const surveyRepeatUi: UiSchema = {
  repeat_months: { 'ui:widget': 'select', 'ui:enumNames': REPEAT_CHOICES.map(repeatLabel) },
};
