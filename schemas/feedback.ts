import Type, { type Static } from 'typebox';
import { literalUnion } from './literal-union';
import { PROFICIENCY_LEVELS, RELATIONSHIPS, SURVEY_STATUSES } from './survey';

/*
 * Feedback reports. Scores are on the answer scale 0–4 with two
 * decimals, and as a percentage of 4. Only submitted assignments count. Rater groups:
 * self and manager are named; peers, direct reports and others show only with at least the
 * survey's anonymity threshold of submitted raters; the smaller of them fold into
 * "combined", shown when that pool reaches the threshold, else left out of every figure.
 * all_others is every visible rater but the ratee: the report's headline.
 */

export const REPORT_GROUPS = [...RELATIONSHIPS, 'combined', 'all_others'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

export const GROUP_LABELS: Record<ReportGroup, string> = {
  self: 'Self',
  manager: 'Manager',
  peer: 'Peers',
  direct_report: 'Direct reports',
  other: 'Other raters',
  combined: 'Others combined',
  all_others: 'All raters but self',
};

/**
 * What a reader is told where the disclosure auditor (server/disclosure/) withheld a figure: with what this reader
 * was shown before, in this survey or another, it would let them work out one rater's answers (or, outside HR,
 * another ratee's score). HR also learns which earlier releases it would combine with; the ratee and the manager
 * only this sentence.
 */
export const ACROSS_SURVEYS = 'Withheld to protect raters across surveys';

/** A gap of at least this many points between self and others is a blind spot or hidden strength. */
export const GAP_POINTS = 1;
/** At most this many strengths and this many development areas. */
export const TOP_COUNT = 3;
/**
 * The bar a strength reaches: others' score at least 3 of 4 (75 %). A development area is below
 * it, so the two lists never share a competency and a low score is never called a strength.
 */
export const STRENGTH_SCORE = 3;

const L = Type.Literal;
const Group = literalUnion(REPORT_GROUPS);
const Level = literalUnion(PROFICIENCY_LEVELS);
const Relationship = literalUnion(RELATIONSHIPS);
const Num = Type.Union([Type.Number(), Type.Null()]);
const Text = Type.Union([Type.String(), Type.Null()]);
const obj = <T extends Type.TProperties>(p: T) => Type.Object(p, { additionalProperties: false });

/** One group's score: `score` 0–4, `percent` 0–100. */
export const GroupScore = obj({ group: Group, score: Type.Number(), percent: Type.Number() });
export type GroupScore = Static<typeof GroupScore>;

export const ReportPerson = obj({
  id: Type.Integer(),
  name: Type.String(),
  emp_code: Type.String(),
  designation: Text,
  department: Text,
  group: Text,
});
export type ReportPerson = Static<typeof ReportPerson>;

export const ReportSurvey = obj({
  id: Type.Integer(),
  title: Type.String(),
  start_date: Type.String({ format: 'date' }),
  end_date: Type.String({ format: 'date' }),
  /** The day it actually closed: closed early (closed_at, UTC) or its end date; null while not closed. */
  closed_on: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
  status: literalUnion(SURVEY_STATUSES),
  anonymity_threshold: Type.Integer(),
});

/** A visible group and how many submitted raters it holds. */
export const ReportGroupInfo = obj({ group: Group, label: Type.String(), raters: Type.Integer() });
/** Raters whose answers no figure contains: a group below the threshold whose pool stayed below it too. */
export const HiddenRaters = obj({ relationship: Relationship, raters: Type.Integer() });

export const CompetencyResult = obj({
  competency_id: Type.Integer(),
  title: Type.String(),
  type_id: Type.Integer(),
  type: Type.String(),
  weight: Type.Integer(),
  scores: Type.Array(GroupScore),
  /** Self and all_others, null when that group gave nothing. */
  self: Num,
  others: Num,
  /** self − others. */
  gap: Num,
  levels: obj({
    expected: Level,
    self: Type.Union([Level, Type.Null()]),
    /** The visible non-self raters' levels: mean on 1 (basic) … 4 (expert) and its nearest level. */
    others: Type.Union([Level, Type.Null()]),
    others_mean: Num,
    /** others_mean − expected, in levels. */
    gap: Num,
  }),
  /**
   * Groups shown in the report that have no score here: too few of their raters rated this competency's
   * statements on the scale (the rest answered "not observed").
   */
  not_observed: Type.Array(Group),
  /** Groups shown in the report whose figure here is withheld to protect raters across surveys (ACROSS_SURVEYS). */
  withheld: Type.Array(Group),
  /**
   * Mean of all_others over the survey's OTHER ratees with a score, and over those of this ratee's designation;
   * null when they are fewer than the anonymity threshold (see the report's `benchmark`).
   */
  benchmark: obj({
    company: Num,
    designation: Num,
    /** Those withheld for this reader (ACROSS_SURVEYS): with the benchmarks they saw before, they would give another ratee's score. */
    withheld: Type.Array(Type.Union([L('company'), L('designation')])),
  }),
});
export type CompetencyResult = Static<typeof CompetencyResult>;

export const TypeResult = obj({ type_id: Type.Integer(), name: Type.String(), value: Type.Integer(), scores: Type.Array(GroupScore) });
export type TypeResult = Static<typeof TypeResult>;

export const CompetencyGap = obj({ competency_id: Type.Integer(), title: Type.String(), self: Type.Number(), others: Type.Number(), gap: Type.Number() });
export const RankedCompetency = obj({ competency_id: Type.Integer(), title: Type.String(), score: Type.Number(), percent: Type.Number() });

/** A comment without its author: self and manager keep their group, every other rater shows as anonymous. */
export const ReportComment = obj({
  competency_id: Type.Integer(),
  competency: Type.String(),
  from: Type.Union([L('self'), L('manager'), L('anonymous')]),
  text: Type.String(),
});

/**
 * A benchmark: the mean all_others overall of the survey's other ratees (of this ratee's designation), frozen when
 * the survey's results were first opened. `ratees` counts those other ratees; below the anonymity threshold
 * `too_few` is true and no figure is given.
 */
const benchmarkFields = {
  overall: Num,
  percent: Num,
  ratees: Type.Integer(),
  too_few: Type.Boolean(),
  /** Withheld for this reader (ACROSS_SURVEYS): with the benchmarks they saw before, it would give another ratee's score. */
  withheld: Type.Boolean(),
};
export const Benchmark = obj(benchmarkFields);
export type Benchmark = Static<typeof Benchmark>;

/**
 * GET /feedback/survey/{id}/ratee/{ratee}/ and GET /feedback/my-reports/{survey}/. The ratee's own view
 * (my-reports) learns only THAT some answers were withheld (`withheld`), never how many: its `hidden` is empty
 * and its `responses` null; the feedback area sees both.
 */
export const FeedbackReport = obj({
  survey: ReportSurvey,
  ratee: ReportPerson,
  released_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  responses: Type.Union([obj({ submitted: Type.Integer(), assigned: Type.Integer() }), Type.Null()]),
  groups: Type.Array(ReportGroupInfo),
  /** True when some submitted answers count in no figure because their group was below the threshold. */
  withheld: Type.Boolean(),
  hidden: Type.Array(HiddenRaters),
  overall: Type.Array(GroupScore),
  types: Type.Array(TypeResult),
  competencies: Type.Array(CompetencyResult),
  benchmark: obj({
    company: Benchmark,
    designation: obj({ name: Text, ...benchmarkFields }),
  }),
  blind_spots: Type.Array(CompetencyGap),
  hidden_strengths: Type.Array(CompetencyGap),
  /** At most TOP_COUNT competencies at or above the bar (STRENGTH_SCORE), highest first; may be empty. */
  strengths: Type.Array(RankedCompetency),
  /** At most TOP_COUNT competencies below the bar, lowest all_others score first, then the largest self-over-others gap; may be empty. */
  development_areas: Type.Array(RankedCompetency),
  comments: Type.Array(ReportComment),
  /**
   * Where the disclosure auditor withheld figures from this reader (ACROSS_SURVEYS). `groups`: the groups with a
   * withheld figure; their type and overall scores and their comments are withheld with it. `benchmarks`: some
   * benchmark (overall or of a competency) is withheld. `reasons` (the feedback area only; empty for the ratee and
   * the manager): each withheld group figure and the surveys of the earlier releases it would combine with.
   */
  protection: obj({
    groups: Type.Array(Group),
    benchmarks: Type.Boolean(),
    reasons: Type.Array(
      obj({
        group: Group,
        competency_id: Type.Integer(),
        competency: Type.String(),
        combines_with: Type.Array(obj({ id: Type.Integer(), title: Type.String() })),
      }),
    ),
  }),
});
export type FeedbackReport = Static<typeof FeedbackReport>;
export type WithheldReason = FeedbackReport['protection']['reasons'][number];

/**
 * GET /feedback/surveys/: the company's published surveys, newest first, with how far their answers are. Results
 * (scores, reports, analytics, alerts, exports, releases) exist only once a survey is closed (`results_available`).
 */
export const FeedbackSurvey = obj({
  id: Type.Integer(),
  title: Type.String(),
  start_date: Type.String({ format: 'date' }),
  end_date: Type.String({ format: 'date' }),
  status: literalUnion(SURVEY_STATUSES),
  results_available: Type.Boolean(),
  results_opened_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  anonymity_threshold: Type.Integer(),
  ratees: Type.Integer(),
  responses: obj({ submitted: Type.Integer(), assigned: Type.Integer() }),
  released: Type.Integer(),
});
export type FeedbackSurvey = Static<typeof FeedbackSurvey>;

/** Raters of one relationship for one ratee: how many were asked and how many have submitted (the feedback area only). */
export const RelationshipProgress = obj({ relationship: Relationship, assigned: Type.Integer(), submitted: Type.Integer() });
export type RelationshipProgress = Static<typeof RelationshipProgress>;

/**
 * One row of GET /feedback/survey/{id}/ratees/: every ratee's progress and, once the survey is closed, their
 * headline (null while it is open), with percents of 4 computed from the unrounded scores.
 */
export const RateeSummary = obj({
  ratee: ReportPerson,
  responses: obj({ submitted: Type.Integer(), assigned: Type.Integer() }),
  progress: Type.Array(RelationshipProgress),
  overall: Num,
  overall_percent: Num,
  self: Num,
  self_percent: Num,
  /** True when the overall score is withheld to protect raters across surveys (ACROSS_SURVEYS), not missing. */
  overall_withheld: Type.Boolean(),
  released_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type RateeSummary = Static<typeof RateeSummary>;

/** PUT /feedback/survey/{id}/release/: show reports to their ratees, or take them back. No `ratees` = every ratee of the survey. */
export const ReportRelease = obj({
  released: Type.Boolean(),
  ratees: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 10000 })),
});
export type ReportRelease = Static<typeof ReportRelease>;
export const ReleaseResult = obj({ changed: Type.Integer() });

export const EXPORT_FORMATS = ['pdf', 'csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const ExportQuery = obj({ format: Type.Union([L('pdf'), L('csv'), L('xlsx')]) });

/** GET /feedback/my-reports/: the caller's released reports. */
export const MyReport = obj({
  /** closed_on: the day it actually closed (closed early, or its end date). */
  survey: obj({ id: Type.Integer(), title: Type.String(), end_date: Type.String({ format: 'date' }), closed_on: Type.String({ format: 'date' }) }),
  released_at: Type.String({ format: 'date-time' }),
});
export type MyReport = Static<typeof MyReport>;

export const SurveyRateeParams = obj({ id: Type.Integer({ minimum: 1 }), ratee: Type.Integer({ minimum: 1 }) });
export const SurveyParam = obj({ survey: Type.Integer({ minimum: 1 }) });
