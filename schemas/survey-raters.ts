import Type, { type Static } from 'typebox';

/** One rater of a survey (an employee id) under the survey: remind them, send their invitation again. */
export const SurveyRaterParams = Type.Object(
  { id: Type.Integer({ minimum: 1 }), rater: Type.Integer({ minimum: 1, description: "The rater's employee id" }) },
  { additionalProperties: false },
);
export type SurveyRaterParams = Static<typeof SurveyRaterParams>;

/** One assignment of a survey: remove it, or give it to another rater. */
export const SurveyAssignmentParams = Type.Object(
  { id: Type.Integer({ minimum: 1 }), assignment: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);
export type SurveyAssignmentParams = Static<typeof SurveyAssignmentParams>;

/** PUT …/assignments/{assignment}/rater/: who rates instead. */
export const RaterReplacement = Type.Object(
  { rater: Type.Integer({ minimum: 1, title: 'New rater', description: 'An employee of your company' }) },
  { additionalProperties: false },
);
export type RaterReplacement = Static<typeof RaterReplacement>;

/** What a per-rater mail did: the mail's moment is the rater's new invited_at or reminded_at. */
export const RaterMailed = Type.Object({ detail: Type.String(), at: Type.String({ format: 'date-time' }) }, { additionalProperties: false });
export type RaterMailed = Static<typeof RaterMailed>;

/** A replacement: the new assignment (the old one and its draft are gone) and whether its rater was mailed. */
export const RaterReplaced = Type.Object(
  { detail: Type.String(), id: Type.Integer({ description: 'The new assignment' }), invited: Type.Boolean() },
  { additionalProperties: false },
);
export type RaterReplaced = Static<typeof RaterReplaced>;
