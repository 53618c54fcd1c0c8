import Type, { type Static } from 'typebox';
import { LANGUAGE_NAMES, LANGUAGES } from './language';
import { literalUnion } from './literal-union';
import { MAILS_PER_RECIPIENT_PER_SURVEY } from './mail-limits';
import { SurveyMailSettings } from './survey-mail-settings';
import { CleanText, VisibleLine } from './text-fields';

/*
 * Surveys. Field and key names are the contract's. A
 * survey picks competencies from the company's library, each with a weight under its
 * type's value, and pairs every ratee with raters (survey_assign). Ids are the company's
 * own: employees for ratee/rater, competency types and competencies from the library.
 */

export const AUDIENCES = ['Individual', 'Position/Group'] as const;
export type Audience = (typeof AUDIENCES)[number];

/** The four proficiency levels, the contract's spelling included (`advance`). */
export const PROFICIENCY_LEVELS = ['basic', 'intermediate', 'advance', 'expert'] as const;
export type ProficiencyLevel = (typeof PROFICIENCY_LEVELS)[number];
/** How every screen and file names a level (the stored value "advance" is the specification's). */
export const LEVEL_LABELS: Record<ProficiencyLevel, string> = { basic: 'Basic', intermediate: 'Intermediate', advance: 'Advanced', expert: 'Expert' };

export const RELATIONSHIPS = ['self', 'manager', 'peer', 'direct_report', 'other'] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];
/** Relationships whose raters stay anonymous, shown only as a group of enough of them; self and manager are named groups. */
export const ANONYMOUS_RELATIONSHIPS = ['peer', 'direct_report', 'other'] as const satisfies readonly Relationship[];
/** The others: self and manager, each shown under its own name whatever its size. */
export const NAMED_RELATIONSHIPS = RELATIONSHIPS.filter((r) => !(ANONYMOUS_RELATIONSHIPS as readonly Relationship[]).includes(r));

export const SURVEY_STATUSES = ['draft', 'open', 'closed'] as const;
export type SurveyStatus = (typeof SURVEY_STATUSES)[number];

/** What a new survey starts with: type value, weight, expected level, anonymity threshold. */
export const DEFAULT_TYPE_VALUE = 50;
export const DEFAULT_WEIGHT = 25;
export const DEFAULT_EXPECTED_LEVEL: ProficiencyLevel = 'basic';
export const DEFAULT_ANONYMITY_THRESHOLD = 3;
/** Every anonymity threshold, a survey's and the company's default, lies in these bounds. */
export const MIN_ANONYMITY_THRESHOLD = 3;
export const MAX_ANONYMITY_THRESHOLD = 10;

/** The threshold field of the survey form and of the company's feedback settings. */
export const AnonymityThreshold = (title: string) =>
  Type.Integer({
    title,
    minimum: MIN_ANONYMITY_THRESHOLD,
    maximum: MAX_ANONYMITY_THRESHOLD,
    default: DEFAULT_ANONYMITY_THRESHOLD,
    description: `Peers, direct reports and others are shown only as a group of at least this many submitted raters (${MIN_ANONYMITY_THRESHOLD}–${MAX_ANONYMITY_THRESHOLD})`,
  });

const id = (title: string) => Type.Integer({ title, minimum: 1 });
const percent = (title: string, def: number) => Type.Integer({ title, minimum: 0, maximum: 100, default: def });
const Level = (title: string) => literalUnion(PROFICIENCY_LEVELS, { title });
const RelationshipChoice = literalUnion(RELATIONSHIPS, { title: 'Relationship' });
const AudienceChoice = literalUnion(AUDIENCES, { title: 'Audience' });
const StatusChoice = literalUnion(SURVEY_STATUSES, { title: 'Status' });

/**
 * The details step of the wizard (rendered by rjsf) and the head of the payload. The end
 * may not come before the start: the form's custom check and the server both say so at
 * end_date.
 */
export const surveyDetailFields = {
  title: VisibleLine('Title', 200),
  description: Type.Optional(CleanText('Description', 2000)),
  start_date: Type.String({ title: 'Start date', format: 'date' }),
  end_date: Type.String({ title: 'End date', format: 'date' }),
  anonymity_threshold: Type.Optional(AnonymityThreshold('Anonymity threshold')),
  // The survey page's mail settings field, so that the wizard sets it before the first invitation goes; absent keeps it.
  invitation_intro: SurveyMailSettings.properties.invitation_intro,
  languages: Type.Optional(
    Type.Array(literalUnion(LANGUAGES, {}, LANGUAGE_NAMES), {
      title: 'Languages offered',
      description:
        'The languages raters may answer in, the first the main one; texts not translated show in English. Absent: English on a new survey, kept on a change.',
      minItems: 1,
      maxItems: LANGUAGES.length,
      uniqueItems: true,
    }),
  ),
};
export const SurveyDetails = Type.Object(surveyDetailFields, { additionalProperties: false });
export type SurveyDetails = Static<typeof SurveyDetails>;

export const TypeValue = Type.Object({ type: id('Competency type'), value: percent('Type value', DEFAULT_TYPE_VALUE) }, { additionalProperties: false });
export type TypeValue = Static<typeof TypeValue>;

export const SurveyCompetency = Type.Object(
  {
    competency: id('Competency'),
    weight: percent('Weight', DEFAULT_WEIGHT),
    expected_level: Level('Expected proficiency level'),
  },
  { additionalProperties: false },
);
export type SurveyCompetency = Static<typeof SurveyCompetency>;

const surveyBody = {
  ...surveyDetailFields,
  audience: AudienceChoice,
  /** Saved unfinished: no competencies or raters needed yet, nobody is mailed, raters do not see it. */
  is_draft: Type.Optional(Type.Boolean({ default: false })),
  /** A draft's ratees in the order chosen, raters or not yet (kept for drafts only; a sent survey's ratees are its assignments'). */
  chosen_ratees: Type.Optional(Type.Array(id('Ratee'), { maxItems: 20_000, uniqueItems: true })),
  type_values: Type.Array(TypeValue, { maxItems: 200 }),
  competencies: Type.Array(SurveyCompetency, { maxItems: 500 }),
};

/** Position/Group: at least one of the three; every ratee must match all that are given. */
export const SurveyPosition = Type.Object(
  {
    designation: Type.Optional(Type.Union([id('Designation'), Type.Null()])),
    department: Type.Optional(Type.Union([id('Department'), Type.Null()])),
    group: Type.Optional(Type.Union([id('Group'), Type.Null()])),
  },
  { additionalProperties: false },
);
export type SurveyPosition = Static<typeof SurveyPosition>;

export const SurveyAssign = Type.Object({ ratee: id('Ratee'), rater: id('Rater'), relationship: RelationshipChoice }, { additionalProperties: false });
export type SurveyAssign = Static<typeof SurveyAssign>;

/** 20,000 ratees × 10 raters: far above any real survey, low enough to bound one request. */
const MAX_ASSIGNMENTS = 200_000;

/** POST /survey/survey-creation/. */
export const SurveyCreation = Type.Object(
  {
    survey: Type.Object(surveyBody, { additionalProperties: false }),
    position: Type.Union([SurveyPosition, Type.Null()]),
    survey_assign: Type.Array(SurveyAssign, { maxItems: MAX_ASSIGNMENTS }),
  },
  { additionalProperties: false },
);

/**
 * PATCH /survey/survey-creation/: the whole survey again, with its id, and the whole list of
 * assignments wanted. Pairs not listed any more are removed (refused for a rater who has
 * answered); once any answer is submitted, competencies, type values, weights and levels
 * must stay as they are, while raters can still be added.
 */
export const SurveyUpdate = Type.Object(
  {
    survey: Type.Object({ id: Type.Integer({ minimum: 1 }), ...surveyBody }, { additionalProperties: false }),
    position: Type.Optional(Type.Union([SurveyPosition, Type.Null()])),
    survey_assign: Type.Array(SurveyAssign, { maxItems: MAX_ASSIGNMENTS }),
  },
  { additionalProperties: false },
);

export type SurveyCreation = Static<typeof SurveyCreation>;
export type SurveyUpdate = Static<typeof SurveyUpdate>;

const Progress = Type.Object(
  {
    assigned: Type.Integer({ description: 'Assignments (ratee × rater)' }),
    submitted: Type.Integer({ description: 'Assignments whose answers are submitted' }),
    ratees: Type.Integer(),
    ratees_complete: Type.Integer({ description: 'Ratees all of whose raters have submitted' }),
  },
  { additionalProperties: false },
);
export type SurveyProgress = Static<typeof Progress>;

const Nullable = <T extends ReturnType<typeof Type.Integer>>(t: T) => Type.Union([t, Type.Null()]);

/** One survey as every survey call answers it. */
export const Survey = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    description: Type.String(),
    start_date: Type.String({ format: 'date' }),
    end_date: Type.String({ format: 'date' }),
    anonymity_threshold: Type.Integer(),
    audience: AudienceChoice,
    /** The languages raters may answer in, the main one first (always sent; optional for answers recorded before it). */
    languages: Type.Optional(Type.Array(literalUnion(LANGUAGES))),
    position: Type.Union([
      Type.Object(
        { designation: Nullable(Type.Integer()), department: Nullable(Type.Integer()), group: Nullable(Type.Integer()) },
        { additionalProperties: false },
      ),
      Type.Null(),
    ]),
    is_draft: Type.Boolean(),
    /** A draft's ratees in the order chosen, those without raters yet included; only on drafts. */
    chosen_ratees: Type.Optional(Type.Array(Type.Integer())),
    status: StatusChoice,
    closed_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    /** True once any answer is submitted: competencies, type values, weights, levels and the anonymity threshold are locked. */
    locked: Type.Boolean(),
    /**
     * When a result of the survey (a report, an export, analytics, alerts, a release) was first read. From then on
     * the survey is closed for good: no answer, no new end date.
     */
    results_opened_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    /** Who made the survey; null once their account is deleted (the survey outlives it). */
    owner: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }, { additionalProperties: false }), Type.Null()]),
    type_values: Type.Array(Type.Object({ type: Type.Integer(), value: Type.Integer() }, { additionalProperties: false })),
    competencies: Type.Array(
      Type.Object({ competency: Type.Integer(), weight: Type.Integer(), expected_level: Level('Expected level') }, { additionalProperties: false }),
    ),
    progress: Progress,
    created_at: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
export type Survey = Static<typeof Survey>;

/** 201 of POST /survey/survey-creation/ and 200 of its PATCH. */
export const SurveyCreated = Type.Object({ id: Type.Integer(), Result: Type.Object({ survey: Survey }) }, { additionalProperties: false });
export type SurveyCreated = Static<typeof SurveyCreated>;

const Person = Type.Object(
  { id: Type.Integer({ description: "The employee's id" }), name: Type.String(), emp_code: Type.String() },
  { additionalProperties: false },
);

export const ASSIGNMENT_STATUSES = ['pending', 'draft', 'submitted'] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];
const AssignmentStatusChoice = literalUnion(ASSIGNMENT_STATUSES, { title: 'Status' });

/** One rater's assignment to one ratee, as the assignment calls answer it. */
export const Assignment = Type.Object(
  {
    id: Type.Integer(),
    survey: Type.Integer(),
    ratee: Person,
    /** null: a rater who has left the company after submitting; their answers still count, without their name. */
    rater: Type.Union([Person, Type.Null()]),
    /** Someone from outside the company (rater null, relationship other); HR sees whom they invited. */
    external: Type.Optional(
      Type.Union([Type.Object({ id: Type.Integer(), name: Type.String(), email: Type.String() }, { additionalProperties: false }), Type.Null()]),
    ),
    relationship: RelationshipChoice,
    status: AssignmentStatusChoice,
    invited_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    reminded_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    submitted_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  },
  { additionalProperties: false },
);
export type Assignment = Static<typeof Assignment>;
export type RatedAssignment = Assignment & { rater: NonNullable<Assignment['rater']> };

/** The assignments a survey edit carries: a rater who left or from outside is no pair of the payload (the server keeps them). */
export const withRater = (assignments: readonly Assignment[]): RatedAssignment[] => assignments.filter((a): a is RatedAssignment => a.rater !== null);

/** Per ratee: how many of their raters have submitted. */
export const RateeProgress = Type.Object({ ratee: Person, assigned: Type.Integer(), submitted: Type.Integer() }, { additionalProperties: false });
export type RateeProgress = Static<typeof RateeProgress>;

export const SurveyListQuery = Type.Object(
  { owner: Type.Optional(Type.Integer({ minimum: 1, description: "Only this user's surveys (a user id)" })) },
  { additionalProperties: false },
);
export const SurveyIdQuery = Type.Object({ survey_id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });
export const SurveyQuery = Type.Object({ survey: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });
export const DeleteSurveyQuery = Type.Object(
  { delete_answers: Type.Optional(Type.Boolean({ description: 'Confirms deleting the answers already given' })) },
  { additionalProperties: false },
);

/** POST /survey/send-email/: after a creation, or after an update (only raters not yet mailed). */
export const SendEmail = Type.Union([
  Type.Object({ survey_id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false }),
  Type.Object({ survey_update_id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false }),
]);
export type SendEmail = Static<typeof SendEmail>;

/** How many raters a send-email or a reminder mailed. */
export const MailedAnswer = Type.Object(
  {
    detail: Type.String(),
    sent: Type.Integer({ description: 'Raters mailed' }),
    skipped: Type.Optional(
      Type.Integer({ description: `Raters left out: their address already had ${MAILS_PER_RECIPIENT_PER_SURVEY} mails about this survey within a day` }),
    ),
  },
  { additionalProperties: false },
);
export type MailedAnswer = Static<typeof MailedAnswer>;

export const AnySubmittedAnswer = Type.Object(
  { survey_id: Type.Integer(), any_submitted: Type.Boolean(), submitted: Type.Integer() },
  { additionalProperties: false },
);
export type AnySubmittedAnswer = Static<typeof AnySubmittedAnswer>;
