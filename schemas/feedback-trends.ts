import Type, { type Static } from 'typebox';

/*
 * Trends: scores across successive closed surveys, as percentages of 4 (all raters but self,
 * one decimal, from the unrounded figures frozen when each survey's results were opened).
 * Each list of percents is aligned with `surveys`, oldest first; null where there is no figure.
 */

const obj = <T extends Type.TProperties>(p: T) => Type.Object(p, { additionalProperties: false });
const Percent = Type.Union([Type.Number(), Type.Null()]);

export const TrendSurvey = obj({
  id: Type.Integer(),
  title: Type.String(),
  /** The day it actually closed (closed early, or its end date). */
  closed_on: Type.String({ format: 'date' }),
  /** Company trend: the ratees with a score in it; a person's trend: 1. */
  ratees: Type.Integer(),
});
export type TrendSurvey = Static<typeof TrendSurvey>;

/** A competency rated in at least two of the surveys. */
export const TrendCompetency = obj({ competency_id: Type.Integer(), title: Type.String(), percents: Type.Array(Percent) });
export type TrendCompetency = Static<typeof TrendCompetency>;

export const Trend = obj({
  surveys: Type.Array(TrendSurvey),
  overall: Type.Array(Percent),
  competencies: Type.Array(TrendCompetency),
});
export type Trend = Static<typeof Trend>;

export const RateeParam = obj({ ratee: Type.Integer({ minimum: 1 }) });
