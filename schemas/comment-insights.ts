import Type, { type Static } from 'typebox';
import { literalUnion } from './literal-union';

/*
 * Comment insights (issue 40): what a group of comments speaks about and in what tone, computed on the
 * server by server/feedback/rules/insights/ (docs/insights.md). Themes are extractive: a competency's own
 * title, or a phrase as the raters wrote it. Sentiment is null where the language is not analysed.
 */

const obj = <T extends Type.TProperties>(p: T) => Type.Object(p, { additionalProperties: false });

export const Polarity = literalUnion(['positive', 'neutral', 'negative']);
export type Polarity = Static<typeof Polarity>;

export const PolarityCounts = obj({ positive: Type.Integer({ minimum: 0 }), neutral: Type.Integer({ minimum: 0 }), negative: Type.Integer({ minimum: 0 }) });
export type PolarityCounts = Static<typeof PolarityCounts>;

export const InsightTheme = obj({
  /** `competency:<id>` or `phrase:<stems>`: stable for the same comments. */
  key: Type.String(),
  /** The competency's title, or the recurring phrase as written in the comments. */
  label: Type.String(),
  competencyId: Type.Union([Type.Integer(), Type.Null()]),
  commentIds: Type.Array(Type.Integer()),
  /** Null when the language is not analysed. */
  sentiment: Type.Union([PolarityCounts, Type.Null()]),
});
export type InsightTheme = Static<typeof InsightTheme>;

export const CommentInsight = obj({
  id: Type.Integer(),
  sentiment: Type.Union([Polarity, Type.Null()]),
  themeKeys: Type.Array(Type.String()),
});
export type CommentInsight = Static<typeof CommentInsight>;

export const CommentInsights = obj({
  analysed: obj({ sentiment: Type.Boolean({ description: 'False when the comments’ language has no sentiment model here (only English has)' }) }),
  themes: Type.Array(InsightTheme),
  /** One per comment given, in the order given. */
  comments: Type.Array(CommentInsight),
});
export type CommentInsights = Static<typeof CommentInsights>;

/** What the engine reads: the survey's competencies and the comments of one group (a ratee's, or a survey's). */
export const CommentInsightsInput = obj({
  language: Type.String({ description: 'BCP-47, e.g. en, en-GB, de' }),
  competencies: Type.Array(
    obj({ id: Type.Integer(), title: Type.String(), description: Type.Optional(Type.String()), statements: Type.Optional(Type.Array(Type.String())) }),
  ),
  comments: Type.Array(obj({ id: Type.Integer(), text: Type.String(), competencyId: Type.Optional(Type.Union([Type.Integer(), Type.Null()])) })),
});
export type CommentInsightsInput = Static<typeof CommentInsightsInput>;
