import Type, { type Static } from 'typebox';
import { literalUnion } from './literal-union';
import { ANONYMOUS_RELATIONSHIPS } from './survey';
import { VisibleText } from './text-fields';

/*
 * Rater nomination: in a survey whose raters are not all picked by HR, each ratee proposes
 * their peers, direct reports and others, and their manager or HR approves the list. Self
 * and manager stay as HR assigned them; only approved nominees become raters and are invited.
 */

export const RATER_SELECTIONS = ['hr', 'manager_approves', 'hr_approves'] as const;
export type RaterSelectionMode = (typeof RATER_SELECTIONS)[number];

/** The ratee proposes the raters who stay anonymous; self and manager, named, stay as HR assigned them. */
export const NOMINATED_RELATIONSHIPS = ANONYMOUS_RELATIONSHIPS;
export type NominatedRelationship = (typeof NOMINATED_RELATIONSHIPS)[number];

export const NOMINATION_STATUSES = ['open', 'submitted', 'returned', 'approved'] as const;
export type NominationStatus = (typeof NOMINATION_STATUSES)[number];

/** Far above any real list; low enough to bound one request. */
export const MAX_PER_RELATIONSHIP = 50;

const Mode = literalUnion(RATER_SELECTIONS, { title: 'Who picks the raters' });
const NominatedRelationshipChoice = literalUnion(NOMINATED_RELATIONSHIPS, { title: 'Relationship' });
const StatusChoice = literalUnion(NOMINATION_STATUSES, { title: 'Status' });
const Count = (title: string) => Type.Integer({ title, minimum: 0, maximum: MAX_PER_RELATIONSHIP });

export const RaterLimit = Type.Object(
  {
    min: Count('At least'),
    max: Type.Union([Count('At most'), Type.Null()], { description: 'null: no upper limit' }),
    /** The minimum is met by everyone the organisation tree offers when it offers fewer (docs/nomination-limits.md). */
    up_to_tree: Type.Optional(Type.Boolean({ description: 'true: a ratee whose tree offers fewer than `min` needs only as many' })),
  },
  { additionalProperties: false },
);
export type RaterLimit = Static<typeof RaterLimit>;

/** Per relationship; a relationship left out may have any number (0 upwards). */
export const RaterLimits = Type.Object(
  { peer: Type.Optional(RaterLimit), direct_report: Type.Optional(RaterLimit), other: Type.Optional(RaterLimit) },
  { additionalProperties: false },
);
export type RaterLimits = Static<typeof RaterLimits>;

/** GET and PUT /survey/survey/{id}/rater-selection/. The deadline is needed, and before the end date, unless HR picks. */
export const RaterSelection = Type.Object(
  {
    rater_selection: Mode,
    nomination_deadline: Type.Union([Type.String({ title: 'Nomination deadline', format: 'date' }), Type.Null()]),
    rater_limits: RaterLimits,
  },
  { additionalProperties: false },
);
export type RaterSelection = Static<typeof RaterSelection>;

const WORDS: Record<NominatedRelationship, [string, string]> = {
  peer: ['peer', 'peers'],
  direct_report: ['direct report', 'direct reports'],
  other: ['other rater', 'other raters'],
};
export const relationshipCount = (n: number, r: NominatedRelationship) => `${n} ${WORDS[r][n === 1 ? 0 : 1]}`;

/** Per relationship, how many of the list are of it. */
export function countsOf(nominees: ReadonlyArray<{ relationship: NominatedRelationship }>): Record<NominatedRelationship, number> {
  const counts = { peer: 0, direct_report: 0, other: 0 };
  for (const n of nominees) counts[n.relationship] += 1;
  return counts;
}

/** The relationships the organisation tree can offer a ratee: the others are never in it. */
export const TREE_RELATIONSHIPS = ['peer', 'direct_report'] as const;
export type TreeRelationship = (typeof TREE_RELATIONSHIPS)[number];
/** How many colleagues the ratee's tree offers: peers under the same manager, direct reports; fixed raters left out. */
export type TreeOffer = Record<TreeRelationship, number>;

/**
 * The limits a ratee is held to: a minimum set "up to what the tree offers" drops to the tree's count when it offers
 * fewer (a manager with one real peer is asked for one, not three). The rule: docs/nomination-limits.md.
 */
export function limitsFor(limits: RaterLimits, tree: TreeOffer): RaterLimits {
  const held: RaterLimits = { ...limits };
  for (const r of TREE_RELATIONSHIPS) {
    const limit = limits[r];
    if (limit?.up_to_tree && tree[r] < limit.min) held[r] = { ...limit, min: tree[r] };
  }
  return held;
}

/** What a list lacks, per relationship below its minimum: an approver may accept this with a reason. */
export function shortfallMessages(nominees: ReadonlyArray<{ relationship: NominatedRelationship }>, limits: RaterLimits): string[] {
  const counts = countsOf(nominees);
  return NOMINATED_RELATIONSHIPS.flatMap((r) => {
    const limit = limits[r];
    return limit && counts[r] < limit.min ? [`Choose at least ${relationshipCount(limit.min, r)} (${counts[r]} chosen).`] : [];
  });
}

/** What a list has too much of: never accepted. */
export function excessMessages(nominees: ReadonlyArray<{ relationship: NominatedRelationship }>, limits: RaterLimits): string[] {
  const counts = countsOf(nominees);
  return NOMINATED_RELATIONSHIPS.flatMap((r) => {
    const limit = limits[r];
    return limit && limit.max !== null && counts[r] > limit.max ? [`Choose at most ${relationshipCount(limit.max, r)} (${counts[r]} chosen).`] : [];
  });
}

/** What a list lacks or has too much of, in the survey's limits: the screens and the server say the same. */
export function limitMessages(nominees: ReadonlyArray<{ relationship: NominatedRelationship }>, limits: RaterLimits): string[] {
  return [...shortfallMessages(nominees, limits), ...excessMessages(nominees, limits)];
}

export const NomineeInput = Type.Object(
  { rater_id: Type.Integer({ title: 'Rater', minimum: 1 }), relationship: NominatedRelationshipChoice },
  { additionalProperties: false },
);
export type NomineeInput = Static<typeof NomineeInput>;

/** PUT /survey/nominations/{survey}/ (the ratee's list) and the approver's final list. */
export const NomineeList = Type.Object({ nominees: Type.Array(NomineeInput, { maxItems: 3 * MAX_PER_RELATIONSHIP }) }, { additionalProperties: false });
export type NomineeList = Static<typeof NomineeList>;

/** The approver's final list; below a minimum only with the reason, which HR sees and the audit log keeps. */
export const ApprovalDecision = Type.Object(
  {
    nominees: NomineeList.properties.nominees,
    below_minimum_reason: Type.Optional(VisibleText('Reason for approving fewer raters than asked', 1000)),
  },
  { additionalProperties: false },
);
export type ApprovalDecision = Static<typeof ApprovalDecision>;

/** Sending a list back to the ratee: the note says what to change. */
export const ReturnNomination = Type.Object({ note: VisibleText('Note to the ratee', 1000) }, { additionalProperties: false });
export type ReturnNomination = Static<typeof ReturnNomination>;

export const Colleague = Type.Object({ id: Type.Integer(), name: Type.String(), emp_code: Type.String() }, { additionalProperties: false });
export type Colleague = Static<typeof Colleague>;

export const Nominee = Type.Object({ rater: Colleague, relationship: NominatedRelationshipChoice }, { additionalProperties: false });
export type Nominee = Static<typeof Nominee>;

const Time = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

/** One ratee's nomination, as the ratee, the approver and HR read it. */
export const Nomination = Type.Object(
  {
    survey: Type.Object(
      {
        id: Type.Integer(),
        title: Type.String(),
        end_date: Type.String({ format: 'date' }),
        nomination_deadline: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
        rater_selection: Mode,
        rater_limits: RaterLimits,
      },
      { additionalProperties: false },
    ),
    ratee: Colleague,
    status: StatusChoice,
    /** The approver's note when the list was sent back. */
    note: Type.String(),
    submitted_at: Time,
    decided_at: Time,
    nominees: Type.Array(Nominee),
    /** What the ratee's organisation tree offers today, per relationship. */
    tree: Type.Object({ peer: Type.Integer(), direct_report: Type.Integer() }, { additionalProperties: false }),
    /** The approver's reason when they approved fewer raters than a minimum; empty otherwise. */
    below_minimum_reason: Type.String(),
  },
  { additionalProperties: false },
);
export type Nomination = Static<typeof Nomination>;

/** The limits this ratee's list is held to (`limitsFor` their tree). */
export const heldLimits = (n: Pick<Nomination, 'survey' | 'tree'>): RaterLimits => limitsFor(n.survey.rater_limits, n.tree);

/** The ratee's own nomination, with colleagues the organisation tree suggests. */
export const MyNomination = Type.Object(
  {
    ...Nomination.properties,
    suggestions: Type.Array(Type.Object({ person: Colleague, relationship: NominatedRelationshipChoice }, { additionalProperties: false })),
  },
  { additionalProperties: false },
);
export type MyNomination = Static<typeof MyNomination>;

export const NominationParams = Type.Object({ survey: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });
export const ApprovalParams = Type.Object({ survey: Type.Integer({ minimum: 1 }), ratee: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });
export const ColleagueQuery = Type.Object({ search: Type.Optional(Type.String({ maxLength: 100 })) }, { additionalProperties: false });

const ModeChoice = Type.Union(
  [
    Type.Literal('hr', { title: 'HR picks every rater' }),
    Type.Literal('manager_approves', { title: 'Ratee nominates, their manager approves' }),
    Type.Literal('hr_approves', { title: 'Ratee nominates, HR approves' }),
    // The form renders a choice only of a typed field.
  ],
  { title: 'Who picks the raters', type: 'string' },
);
const OptionalCount = (title: string) => Type.Optional(Count(title));

/**
 * The settings form (rjsf): RaterSelection with the limits laid flat, a count left empty
 * meaning "no minimum" or "no limit". `selectionFromForm` makes the body the server checks.
 */
export const RaterSelectionForm = Type.Object(
  {
    rater_selection: ModeChoice,
    nomination_deadline: Type.Optional(Type.String({ title: 'Nomination deadline', format: 'date', description: 'Before the end date' })),
    peer_min: OptionalCount('Peers: at least'),
    peer_max: OptionalCount('Peers: at most'),
    direct_report_min: OptionalCount('Direct reports: at least'),
    direct_report_max: OptionalCount('Direct reports: at most'),
    other_min: OptionalCount('Others: at least'),
    other_max: OptionalCount('Others: at most'),
    peer_up_to_tree: Type.Optional(Type.Boolean({ title: 'Peers: ask only as many as the tree offers, when fewer' })),
    direct_report_up_to_tree: Type.Optional(Type.Boolean({ title: 'Direct reports: ask only as many as the tree offers, when fewer' })),
  },
  { additionalProperties: false },
);
export type RaterSelectionForm = Static<typeof RaterSelectionForm>;

export function selectionFromForm(form: RaterSelectionForm): RaterSelection {
  const rater_limits: RaterLimits = {};
  for (const r of NOMINATED_RELATIONSHIPS) {
    const min = form[`${r}_min`];
    const max = form[`${r}_max`];
    const upToTree = r !== 'other' && form[`${r}_up_to_tree`] === true && min !== undefined && min > 0;
    if (min !== undefined || max !== undefined) rater_limits[r] = { min: min ?? 0, max: max ?? null, ...(upToTree ? { up_to_tree: true } : {}) };
  }
  const nominating = form.rater_selection !== 'hr';
  return { rater_selection: form.rater_selection, nomination_deadline: nominating ? (form.nomination_deadline ?? null) : null, rater_limits };
}

export function formFromSelection(selection: RaterSelection): RaterSelectionForm {
  const form: RaterSelectionForm = { rater_selection: selection.rater_selection };
  if (selection.nomination_deadline) form.nomination_deadline = selection.nomination_deadline;
  for (const r of NOMINATED_RELATIONSHIPS) {
    const limit = selection.rater_limits[r];
    if (!limit) continue;
    form[`${r}_min`] = limit.min;
    if (limit.max !== null) form[`${r}_max`] = limit.max;
    if (r !== 'other' && limit.up_to_tree) form[`${r}_up_to_tree`] = true;
  }
  return form;
}
