import type { UiSchema } from '@rjsf/utils';

// Presentation only (STYLE: one schema + uiSchema unit); the rules live in analytics.ts.

/** The company's feedback settings: the two alert thresholds, then the anonymity default. */
export const feedbackSettingsUi: UiSchema = {
  'ui:order': ['succession_threshold', 'development_threshold', 'anonymity_threshold'],
  succession_threshold: {
    'ui:help': 'A ratee whose overall score and every competency type score reach this share of the scale.',
    'ui:options': { inputMode: 'numeric' },
  },
  development_threshold: {
    'ui:help': 'A ratee whose overall score or any competency type score falls below this share of the scale.',
    'ui:options': { inputMode: 'numeric' },
  },
  anonymity_threshold: {
    // The field's description (from the schema) says what it does and its bounds; this says whom it applies to.
    'ui:help': 'Applies to new surveys only: each survey keeps the threshold it was given.',
    'ui:options': { inputMode: 'numeric' },
  },
};
