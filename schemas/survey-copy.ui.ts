import type { UiSchema } from '@rjsf/utils';

// Presentation only (STYLE: one schema + uiSchema unit); the rules live in survey-copy.ts.
export const surveyCopyUi: UiSchema = {
  'ui:order': ['title', 'start_date', 'end_date'],
};
