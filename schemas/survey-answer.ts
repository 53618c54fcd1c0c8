import Type, { type Static } from 'typebox';
import { LANGUAGES } from './language';
import { LanguageCode } from './language-schemas';
import { literalUnion } from './literal-union';
import { ASSIGNMENT_STATUSES, PROFICIENCY_LEVELS, RELATIONSHIPS, SURVEY_STATUSES } from './survey';
import { CleanText } from './text-fields';

/*
 * Answering. A rater answers one assignment
 * (one ratee) at a time: each statement of the survey's competencies on the 0–4 scale,
 * an observed proficiency level per competency (basic at first) and an optional comment.
 */

export const ANSWER_SCALE = [0, 1, 2, 3, 4] as const;
/**
 * "Not observed" is sent as `value: null`: the statement counts as answered for a submit but
 * is left out of every mean, and a rater counts for a competency only when at least half of
 * its statements got a value on the scale.
 */
export const NOT_OBSERVED = null;
export type AnswerScaleValue = (typeof ANSWER_SCALE)[number] | typeof NOT_OBSERVED;

const id = (title: string) => Type.Integer({ title, minimum: 1 });
const L = Type.Literal;
const Level = literalUnion(PROFICIENCY_LEVELS, { title: 'Observed proficiency level' });
const Relationship = literalUnion(RELATIONSHIPS);

export const AnswerValue = Type.Object(
  {
    statement: id('Statement'),
    value: Type.Union([Type.Integer({ minimum: 0, maximum: 4 }), Type.Null()], {
      title: 'Answer',
      description: '0 (never) to 4 (always), or null: not observed',
    }),
  },
  { additionalProperties: false },
);
export const LevelValue = Type.Object({ competency: id('Competency'), level: Level }, { additionalProperties: false });
export const CommentValue = Type.Object({ competency: id('Competency'), text: CleanText('Comment', 2000) }, { additionalProperties: false });

/**
 * POST /survey/surveyuserans/. A draft carries what changed since the last save: each answer,
 * level and comment sent replaces the saved one, the others stay as saved; a blank comment and
 * the statements and competencies listed in `cleared` remove what was saved for them. A submit
 * may carry changes too; it needs every statement answered (saved or sent) and is final.
 * `submit_key` is made by the rater's browser with the draft: a submit sent again with the
 * same key (a retry after a time-out) answers as the first did and changes nothing.
 */
export const SurveyUserAnswer = Type.Object(
  {
    assignment: id('Assignment'),
    status: Type.Union([L('draft'), L('submitted')]),
    answers: Type.Array(AnswerValue, { maxItems: 2000 }),
    levels: Type.Array(LevelValue, { maxItems: 500 }),
    comments: Type.Optional(Type.Array(CommentValue, { maxItems: 500 })),
    cleared: Type.Optional(
      Type.Object(
        {
          answers: Type.Optional(Type.Array(id('Statement'), { maxItems: 2000, description: 'Statements whose saved answer is removed' })),
          levels: Type.Optional(Type.Array(id('Competency'), { maxItems: 500, description: 'Competencies whose saved level is removed' })),
        },
        { additionalProperties: false },
      ),
    ),
    submit_key: Type.Optional(Type.String({ minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })),
  },
  { additionalProperties: false },
);
export type SurveyUserAnswer = Static<typeof SurveyUserAnswer>;

const Person = Type.Object({ id: Type.Integer(), name: Type.String() }, { additionalProperties: false });
const Stamp = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

/** The survey as a rater sees it. */
export const RaterSurvey = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    description: Type.String(),
    start_date: Type.String({ format: 'date' }),
    end_date: Type.String({ format: 'date' }),
    status: literalUnion(SURVEY_STATUSES),
    /** Peers, direct reports and other raters are shown only pooled in groups of at least this many. */
    anonymity_threshold: Type.Integer(),
  },
  { additionalProperties: false },
);

/** One assignment in the rater's lists: whom they rate, as what, and how far they got. */
export const RaterAssignment = Type.Object(
  {
    id: Type.Integer(),
    ratee: Person,
    relationship: Relationship,
    status: literalUnion(ASSIGNMENT_STATUSES),
    answered: Type.Integer({ description: 'Statements answered so far' }),
    total: Type.Integer({ description: 'Statements in the survey' }),
    draft_saved_at: Stamp,
    submitted_at: Stamp,
  },
  { additionalProperties: false },
);
export type RaterAssignment = Static<typeof RaterAssignment>;

/** GET /survey/survey_by_user_draft/ and /survey/survey_by_user_complete/: `{result: [...]}`. */
export const RaterSurveyList = Type.Object(
  { result: Type.Array(Type.Object({ survey: RaterSurvey, assignments: Type.Array(RaterAssignment) }, { additionalProperties: false })) },
  { additionalProperties: false },
);
export type RaterSurveyList = Static<typeof RaterSurveyList>;

/**
 * GET /survey/surveyuserans/{assignment}/ and the answer of the POST: everything a rater
 * needs to answer (or review) one assignment, with what is saved so far.
 */
export const AnswerSheet = Type.Object(
  {
    assignment: RaterAssignment,
    survey: RaterSurvey,
    competencies: Type.Array(
      Type.Object(
        {
          id: Type.Integer(),
          type: Type.String({ description: "The competency type's name" }),
          title: Type.String(),
          defination: Type.String(),
          statements: Type.Array(Type.Object({ id: Type.Integer(), statement: Type.String() }, { additionalProperties: false })),
        },
        { additionalProperties: false },
      ),
    ),
    answers: Type.Array(AnswerValue),
    levels: Type.Array(LevelValue),
    comments: Type.Array(CommentValue),
    submit_key: Type.Union([Type.String(), Type.Null()], { description: 'The key the draft was saved with' }),
    /** Always sent; optional for sheets made without a server (previews, fakes). */
    language: Type.Optional(literalUnion(LANGUAGES, { description: 'The language the texts are in, where translated (else English)' })),
    languages: Type.Optional(Type.Array(LanguageCode, { description: 'The languages the survey offers, its main one first' })),
  },
  { additionalProperties: false },
);
export type AnswerSheet = Static<typeof AnswerSheet>;

/** `?language=`: the rater's switch. A language the survey does not offer gives its first (or the rater's own). */
export const ContentLanguageQuery = Type.Object(
  { language: Type.Optional(literalUnion(LANGUAGES, { description: 'The language to read the content in, if the survey offers it' })) },
  { additionalProperties: false },
);
export type ContentLanguageQuery = Static<typeof ContentLanguageQuery>;

export const AssignmentParam = Type.Object({ assignment: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });

/** The answer of a draft save: which assignment, and when the server stored it. */
export const DraftSaved = Type.Object(
  { assignment: Type.Integer(), status: L('draft'), draft_saved_at: Type.String({ format: 'date-time' }) },
  { additionalProperties: false },
);
export type DraftSaved = Static<typeof DraftSaved>;

/** The answer of POST /survey/surveyuserans/: a draft's acknowledgement, or a submit's sheet as stored. */
export const AnswerSaved = Type.Union([DraftSaved, AnswerSheet]);
export type AnswerSaved = Static<typeof AnswerSaved>;
