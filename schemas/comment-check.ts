import Type, { type Static } from 'typebox';
import { CommentValue } from './survey-answer';

/*
 * The check a rater's comments get before the submit: what in them could tell who wrote
 * them, and wording that may read as an insult. A warning the rater may ignore, never a
 * refusal; the answer holds nothing but pieces of what they typed (and, for wording, a
 * sentence about them), so the company's directory never reaches the browser.
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

/** Something in a comment that could tell who wrote it. */
export const IdentifyingFinding = Type.Object(
  {
    kind: Type.Union([Type.Literal('colleague'), Type.Literal('self'), Type.Literal('email'), Type.Literal('phone')], {
      description: 'colleague: names someone of the company other than the ratee; self: names the rater; email; phone',
    }),
    text: Type.String({ description: 'What was found, exactly as written in the comment' }),
  },
  { additionalProperties: false },
);
export type IdentifyingFinding = Static<typeof IdentifyingFinding>;

/** A word that may read as an insult or as loaded: from the shipped English lists or the company's own (schemas/wording-list.ts). */
export const WordingFinding = Type.Object(
  {
    kind: Type.Literal('wording', { description: 'wording: a word or phrase the rater may want to reconsider' }),
    text: Type.String({ description: 'The word or phrase, exactly as written in the comment' }),
    note: Type.String({ description: 'What the rater is told about it, one sentence' }),
  },
  { additionalProperties: false },
);
export type WordingFinding = Static<typeof WordingFinding>;

export const CommentFinding = Type.Union([IdentifyingFinding, WordingFinding]);
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
