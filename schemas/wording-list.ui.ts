import type { UiSchema } from '@rjsf/utils';

// Presentation only (STYLE: one schema + uiSchema unit); the rules live in wording-list.ts.

/** The company's words to review: a text box, one word or phrase per line. */
export const wordingListUi: UiSchema = {
  words: {
    'ui:widget': 'textarea',
    'ui:options': { rows: 6 },
    'ui:placeholder': 'drama queen\nnot a team player',
    'ui:help': 'Raters who use one of these are asked, before they submit, whether they meant it; they may still submit as written.',
  },
};
