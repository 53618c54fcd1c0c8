import type { UiSchema } from '@rjsf/utils';

/** Every list of names: one field, focused when the dialog opens. */
export const masterItemUi: UiSchema = {
  name: { 'ui:autofocus': true, 'ui:autocomplete': 'off' },
};
