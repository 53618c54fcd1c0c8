import Type, { type Static } from 'typebox';
import { literalUnion } from './literal-union';
import { RELATIONSHIPS } from './survey';

/*
 * Rater-quality signals of one closed survey, for HR: how far to trust its reports. Per survey and per rater
 * group, never per rater nor per ratee; every figure is built only from the ratee-groups its report shows.
 */

/** A sheet counts as straight-lined with one value on every statement it put on the scale, and at least this many of them. */
export const STRAIGHT_LINE_MIN_STATEMENTS = 3;
/** A group is lenient or severe at or beyond this many standard deviations of the company's rater averages. */
export const LENIENCY_CUT_Z = 0.5;
/** Agreement is high below the first standard deviation (0–4 scale points), low at or above the second. */
export const AGREEMENT_CUTS = { high_below: 0.5, low_from: 1 } as const;

/** The groups a report shows raters in: every relationship, and the pool of small anonymous groups. */
export const QUALITY_GROUPS = [...RELATIONSHIPS, 'combined'] as const;
export type QualityGroup = (typeof QUALITY_GROUPS)[number];

export const LENIENCY_READINGS = ['lenient', 'severe', 'in_line'] as const;
export type LeniencyReading = (typeof LENIENCY_READINGS)[number];
export const AGREEMENT_READINGS = ['high', 'moderate', 'low'] as const;
export type AgreementReading = (typeof AGREEMENT_READINGS)[number];

const obj = <T extends Type.TProperties>(p: T) => Type.Object(p, { additionalProperties: false });
const Num = Type.Union([Type.Number(), Type.Null()]);

export const RaterQualityQuery = obj({ survey: Type.Integer({ minimum: 1 }) });

/** One rater group's signals; `withheld`: no ratee-group of it is shown by the reports, so it has no figure at all. */
export const GroupQuality = obj({
  group: literalUnion(QUALITY_GROUPS),
  withheld: Type.Boolean(),
  /** Raters and ratees behind `mean` (shown ratee-groups only). */
  raters: Type.Integer(),
  ratees: Type.Integer(),
  /** The mean of its raters' averages (0–4, two decimals). */
  mean: Num,
  /** Against the company's distribution: the difference in score points and in its standard deviations. */
  leniency: Type.Union([obj({ difference: Type.Number(), z: Type.Number(), reading: literalUnion(LENIENCY_READINGS), says: Type.String() }), Type.Null()]),
  /**
   * The mean over ratees (with 2+ raters of the group) of the standard deviation of their raters' averages; null with
   * `says` why when there are too few such ratees.
   */
  agreement: obj({ sd: Num, ratees: Type.Integer(), reading: Type.Union([literalUnion(AGREEMENT_READINGS), Type.Null()]), says: Type.String() }),
});
export type GroupQuality = Static<typeof GroupQuality>;

/** GET /feedback/analytics/quality/?survey= */
export const RaterQuality = obj({
  survey: obj({ id: Type.Integer(), title: Type.String() }),
  /** Sheets with one value everywhere, of the shown sheets with at least `min_statements` statements on the scale. */
  straight_lined: obj({ sheets: Type.Integer(), of: Type.Integer(), min_statements: Type.Integer(), says: Type.String() }),
  /** The company's rater averages over all its surveys with results open, every group, shown ratee-groups only. */
  company: obj({ mean: Num, sd: Num, raters: Type.Integer(), surveys: Type.Integer() }),
  cuts: obj({ leniency_z: Type.Number(), agreement_high_below: Type.Number(), agreement_low_from: Type.Number() }),
  groups: Type.Array(GroupQuality),
});
export type RaterQuality = Static<typeof RaterQuality>;
