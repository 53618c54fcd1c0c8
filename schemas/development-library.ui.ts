import type { UiSchema } from '@rjsf/utils';

export const libraryActionUi: UiSchema = {
  'ui:order': ['competency', 'level', 'title', 'description'],
  competency: { 'ui:placeholder': 'Choose a competency…' },
  level: { 'ui:placeholder': 'Any level', 'ui:help': 'Suggested where a survey expects this level of the competency; any level: everywhere.' },
  title: { 'ui:autocomplete': 'off', 'ui:placeholder': 'e.g. Shadow an experienced coach for a week' },
  description: {
    'ui:widget': 'textarea',
    'ui:options': { rows: 3 },
    'ui:help': 'What to do, concretely, and how the person will know it is done.',
  },
};
