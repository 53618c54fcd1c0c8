import Type, { type Static } from 'typebox';
import { CommentValue } from './survey-answer';

/*
 * The check a rater's comments get before the submit: what in them could tell who wrote
 * them. A warning the rater may ignore, never a refusal; the answer holds nothing but
 * pieces of what they typed, so the company's directory never reaches the browser.
 */

/**
 * POST /survey/surveyuserans/{assignment}/comment-check/ and its outside rater's twin: the
 * comments as typed, with the limits of a save's comments (schemas/survey-answer.ts).
 */
export const CommentCheck = Type.Object(
  { comments: Type.Array(CommentValue, { maxItems: 500, description: 'One per competency of the survey, each once' }) },
  { additionalProperties: false },
);
export type CommentCheck = Static<typeof CommentCheck>;

export const CommentFinding = Type.Object(
  {
    kind: Type.Union([Type.Literal('colleague'), Type.Literal('self'), Type.Literal('email'), Type.Literal('phone')], {
      description: 'colleague: names someone of the company other than the ratee; self: names the rater; email; phone',
    }),
    text: Type.String({ description: 'What was found, exactly as written in the comment' }),
  },
  { additionalProperties: false },
);
export type CommentFinding = Static<typeof CommentFinding>;
export type FindingKind = CommentFinding['kind'];

/** Only comments with something found are listed, in the order sent. */
export const CommentWarnings = Type.Object(
  {
    warnings: Type.Array(Type.Object({ competency: Type.Integer(), findings: Type.Array(CommentFinding) }, { additionalProperties: false })),
  },
  { additionalProperties: false },
);
export type CommentWarnings = Static<typeof CommentWarnings>;
