import type { RateeLine } from './survey-messages';

/** The rater a preview is addressed to: made up, so a preview shows no real person's assignments. */
export const SAMPLE_RATER = {
  email: 'sample.rater@example.com',
  firstName: 'Alex',
  more: false,
  ratees: [
    { name: '', relationship: 'self' },
    { name: 'Sam Taylor', relationship: 'peer' },
  ] satisfies RateeLine[],
};
