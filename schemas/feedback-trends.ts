import Type, { type Static } from 'typebox';

/*
 * Trends: scores across successive closed surveys, as percentages of 4 (all raters but self,
 * one decimal, from the unrounded figures frozen when each survey's results were opened).
 * Each list of percents is aligned with `surveys`, oldest first; null where there is no figure.
 * Surveys of one series (a copy or a recurring run of an earlier survey) share `series`: the
 * company trend is read one series at a time, as surveys of different populations do not compare.
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
  /** The survey series it belongs to: the id of the series' first survey (its own id when it starts one). */
  series: Type.Integer(),
});
export type TrendSurvey = Static<typeof TrendSurvey>;

/** A competency rated in at least two of the surveys (the company trend: two of one series). */
export const TrendCompetency = obj({ competency_id: Type.Integer(), title: Type.String(), percents: Type.Array(Percent) });
export type TrendCompetency = Static<typeof TrendCompetency>;

export const Trend = obj({
  surveys: Type.Array(TrendSurvey),
  overall: Type.Array(Percent),
  competencies: Type.Array(TrendCompetency),
});
export type Trend = Static<typeof Trend>;

export const RateeParam = obj({ ratee: Type.Integer({ minimum: 1 }) });
