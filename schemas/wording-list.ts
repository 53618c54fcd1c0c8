import Type, { type Static } from 'typebox';

export const MAX_WORDING_ENTRIES = 200;
export const MAX_WORDING_LENGTH = 60;

/**
 * GET/PUT /survey/wording-list/: the company's own words and phrases a rater is asked to
 * reconsider before a submit, besides the English lists the product ships; one per line, as
 * HR types them in a text box. Matched as whole words, ignoring case and accents; a gentle
 * prompt, never a refusal. The server also refuses a line too long or without a letter or digit.
 */
export const WordingList = Type.Object(
  {
    words: Type.String({
      title: 'Words and phrases to review',
      description: `One per line, up to ${MAX_WORDING_ENTRIES} lines of up to ${MAX_WORDING_LENGTH} characters; each once, whatever its case.`,
      maxLength: MAX_WORDING_ENTRIES * (MAX_WORDING_LENGTH + 2),
      format: 'clean-text',
    }),
  },
  { additionalProperties: false },
);
export type WordingList = Static<typeof WordingList>;
