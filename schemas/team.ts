import Type, { type Static } from 'typebox';

/*
 * A manager's view of their direct reports (GET /team/overview/): who they are, how far
 * each is in the surveys now open (counts only: never who answered), whether the manager's
 * own rating of them is done, and the reports HR has released to them.
 */

const obj = <T extends Type.TProperties>(p: T) => Type.Object(p, { additionalProperties: false });
const Person = obj({ id: Type.Integer(), name: Type.String() });
const Counts = obj({ submitted: Type.Integer(), assigned: Type.Integer() });
const TaskStatus = Type.Union([Type.Literal('pending'), Type.Literal('draft'), Type.Literal('submitted')]);

export const TeamMember = obj({ id: Type.Integer(), name: Type.String(), designation: Type.Union([Type.String(), Type.Null()]) });

/** Someone below the caller's direct reports in the tree (a skip-level report), with whom they report to. */
export const SkipLevelMember = obj({
  id: Type.Integer(),
  name: Type.String(),
  designation: Type.Union([Type.String(), Type.Null()]),
  manager: Person,
});
export type SkipLevelMember = Static<typeof SkipLevelMember>;

/** At most this many skip-level people are listed: a manager high in a large tree sees the first levels. */
export const SKIP_LEVEL_LIMIT = 500;

export const TeamProgress = obj({
  survey: obj({ id: Type.Integer(), title: Type.String(), end_date: Type.String({ format: 'date' }) }),
  ratee: Person,
  /** Every rater of this ratee (self included): how many have submitted, out of how many. */
  responses: Counts,
  /** The caller's own rating of this ratee in the survey, when they are one of the raters. */
  my_rating: Type.Union([TaskStatus, Type.Null()]),
});
export type TeamProgress = Static<typeof TeamProgress>;

export const TeamReport = obj({
  survey: obj({ id: Type.Integer(), title: Type.String(), end_date: Type.String({ format: 'date' }) }),
  ratee: Person,
  released_at: Type.String({ format: 'date-time' }),
});
export type TeamReport = Static<typeof TeamReport>;

export const TeamOverview = obj({
  members: Type.Array(TeamMember),
  /** The people below the direct reports, nearest level first (the tree only: no results, no progress). */
  skip_level: Type.Array(SkipLevelMember),
  progress: Type.Array(TeamProgress),
  reports: Type.Array(TeamReport),
  /** HR made the caller a coach: they may be named coach or owner of anyone's actions. */
  coach: Type.Boolean(),
});
export type TeamOverview = Static<typeof TeamOverview>;

export const TeamReportParams = obj({
  survey: Type.Integer({ minimum: 1 }),
  ratee: Type.Integer({ minimum: 1 }),
});
