import type { UiSchema } from '@rjsf/utils';

export const competencyUi: UiSchema = {
  'ui:order': ['type', 'title', 'defination'],
  type: { 'ui:placeholder': 'Choose a type…' },
  title: { 'ui:autocomplete': 'off', 'ui:placeholder': 'e.g. Customer focus' },
  defination: {
    'ui:widget': 'textarea',
    'ui:options': { rows: 4 },
    'ui:help': 'One or two sentences that say what the competency means in your company.',
  },
};

export const statementUi: UiSchema = {
  'ui:order': ['type', 'competency_title', 'statement'],
  type: { 'ui:placeholder': 'Choose a type…' },
  competency_title: { 'ui:placeholder': 'Choose a competency…', 'ui:help': 'The competencies of the chosen type.' },
  statement: {
    'ui:widget': 'textarea',
    'ui:options': { rows: 3 },
    'ui:help': 'A behaviour a rater can observe, e.g. “Explains the reasons for a change.”',
  },
};
