import Type, { type Static } from 'typebox';

/** A mail of a survey that has not reached its rater: failed for good, or waiting to be tried again. */
export const MailFailure = Type.Object(
  {
    id: Type.Integer(),
    to: Type.String(),
    subject: Type.String(),
    attempts: Type.Integer({ description: 'Attempts made so far' }),
    error: Type.Union([Type.String(), Type.Null()], { description: 'What the mail server answered the last time' }),
    next_attempt_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'null once it has failed for good' }),
    failed_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'When the retries ran out' }),
  },
  { additionalProperties: false },
);
export type MailFailure = Static<typeof MailFailure>;
