import Type, { type Static } from 'typebox';
import { literalUnion } from './literal-union';
import { InsightTheme, Polarity, PolarityCounts } from './comment-insights';

/*
 * What HR reads of one ratee's comment insights (GET /feedback/survey/{id}/ratee/{ratee}/comment-insights/): the
 * themes the background job stored, each with the comments behind it. Only comments the HR report shows are here.
 */

const obj = <T extends Type.TProperties>(p: T) => Type.Object(p, { additionalProperties: false });

/**
 * A comment as the job read it: numbered within its ratee (or survey), with its competency box and the language it
 * was written in (absent in rows stored before surveys had languages: English then).
 */
export const InsightComment = obj({
  id: Type.Integer(),
  competency_id: Type.Integer(),
  text: Type.String(),
  language: Type.Optional(Type.String()),
});
export type InsightComment = Static<typeof InsightComment>;

export const INSIGHTS_STATES = ['pending', 'too_few', 'ready'] as const;
export type InsightsState = (typeof INSIGHTS_STATES)[number];

export const InsightThemeAnswer = obj({
  key: InsightTheme.properties.key,
  label: InsightTheme.properties.label,
  competency_id: Type.Union([Type.Integer(), Type.Null()]),
  count: Type.Integer({ minimum: 0, description: 'How many comments are behind the theme' }),
  sentiment: Type.Union([PolarityCounts, Type.Null()], { description: 'Null when the language is not analysed' }),
  comments: Type.Array(obj({ id: Type.Integer(), text: Type.String(), sentiment: Type.Union([Polarity, Type.Null()]) })),
});
export type InsightThemeAnswer = Static<typeof InsightThemeAnswer>;

export const CommentInsightsAnswer = obj({
  state: literalUnion(INSIGHTS_STATES, {
    description: 'pending: not computed yet; too_few: fewer shown comments than the anonymity threshold, so none; ready: themes below',
  }),
  computed_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  language: Type.Union([Type.String(), Type.Null()]),
  analysed: Type.Union([obj({ sentiment: Type.Boolean() }), Type.Null()]),
  themes: Type.Array(InsightThemeAnswer),
  languages: Type.Union(
    [
      obj({
        analysed: Type.Array(Type.String(), { description: 'The languages whose comments were read for themes and tone (only English has a model here)' }),
        not_analysed: Type.Array(obj({ language: Type.String(), count: Type.Integer({ minimum: 1 }) }), {
          description: 'Per other language, how many comments are shown as written without analysis',
        }),
      }),
      Type.Null(),
    ],
    { description: 'Null unless ready' },
  ),
  not_analysed: Type.Array(obj({ id: Type.Integer(), competency_id: Type.Integer(), language: Type.String(), text: Type.String() }), {
    description: 'The comments in a language that is not analysed, as written; in no theme',
  }),
});
export type CommentInsightsAnswer = Static<typeof CommentInsightsAnswer>;
