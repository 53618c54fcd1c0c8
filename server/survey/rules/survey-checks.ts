import type { FieldErrors } from '../../../schemas/errors';
import { DEFAULT_TYPE_VALUE, type SurveyAssign, type SurveyCompetency, type TypeValue } from '../../../schemas/survey';
import type { Lookups, SurveyWriteInput } from './survey-input';
import { checkAssignments, type StoredAssignment } from './survey-assign-checks';

const PUBLISHED_TO_DRAFT = 'A published survey cannot go back to being a draft.';
const CLOSED = 'This survey has been closed, so it can no longer be changed.';
const LOCKED = 'Answers have been submitted, so the competencies, their type values, weights and expected levels can no longer change.';
const THRESHOLD_LOCKED =
  'Answers have been submitted, so the anonymity threshold can no longer change: ' + 'moving it would show a group that was hidden when its raters answered.';
const LANGUAGE_ANSWERED = 'Answers have been submitted, so the languages offered can grow but not lose one: a rater may have answered in it.';
const RESULTS_OPENED =
  'Results of this survey have been opened, so it takes no more answers: ' +
  'its dates, raters and anonymity threshold can no longer change (only the title and description can).';

type Criteria = { designation: number | null; department: number | null; group: number | null };

/** A survey as stored, for the rules of a PATCH. */
export interface StoredSurvey {
  id: number;
  isDraft: boolean;
  closedAt: Date | null;
  resultsOpenedAt: Date | null;
  startDate: string;
  endDate: string;
  description: string;
  anonymityThreshold: number;
  languages: string[];
  position: Criteria | null;
  typeValues: TypeValue[];
  competencies: SurveyCompetency[];
  assignments: StoredAssignment[];
  /** Ratees whose anonymous raters are fixed, by name (anonymous-raters.ts). */
  fixedRatees: ReadonlyMap<number, string>;
}

/** What a checked payload writes. */
export interface SurveyPlan {
  title: string;
  description: string;
  startDate: string;
  endDate: string;
  anonymityThreshold: number;
  audience: 'Individual' | 'Position/Group';
  position: Criteria | null;
  isDraft: boolean;
  /** One per type of the chosen competencies, by type id. */
  typeValues: TypeValue[];
  competencies: SurveyCompetency[];
  assignments: SurveyAssign[];
  /** A draft's ratees as chosen (raters or not); empty once sent. */
  chosenRatees: number[];
  /** HR's words atop each invitation; undefined keeps what the survey has. */
  invitationIntro?: string;
  /** The languages offered, the main one first; undefined keeps what the survey has (a new one: English). */
  languages?: string[];
}

const addError = (errors: FieldErrors, field: string, message: string) => {
  (errors[field] ??= []).push(message);
};

/** Competencies and their type values: the company's own, each once, every type valued (DEFAULT_TYPE_VALUE when none is sent). */
function checkCompetencies(input: SurveyWriteInput, found: Lookups, stored: StoredSurvey | undefined, errors: FieldErrors): TypeValue[] {
  const { survey } = input;
  const seen = new Set<number>();
  // An archived competency is chosen for no new survey; one a survey already holds stays on it.
  const held = new Set(stored?.competencies.map((c) => c.competency));
  for (const { competency } of survey.competencies) {
    const known = found.competencies.get(competency);
    if (!known) addError(errors, 'competencies', `Competency ${competency} is not in your competency library.`);
    else if (seen.has(competency)) addError(errors, 'competencies', `“${known.title}” is chosen more than once.`);
    else if (known.archived && !held.has(competency)) {
      addError(errors, 'competencies', `“${known.title}” is archived: restore it in the competency library first, or choose another.`);
    }
    seen.add(competency);
  }
  if (!survey.is_draft && survey.competencies.length === 0) addError(errors, 'competencies', 'Choose at least one competency.');
  const chosenTypes = new Set([...seen].flatMap((id) => found.competencies.get(id)?.typeId ?? []));
  const values = new Map<number, number>();
  for (const { type, value } of survey.type_values) {
    const name = found.types.has(type) ? `“${found.types.get(type)}”` : `Competency type ${type}`;
    if (values.has(type)) addError(errors, 'type_values', `${name} has more than one value.`);
    else if (!chosenTypes.has(type)) addError(errors, 'type_values', `${name} is not the type of any chosen competency.`);
    values.set(type, value);
  }
  return [...chosenTypes].sort((a, b) => a - b).map((type) => ({ type, value: values.get(type) ?? DEFAULT_TYPE_VALUE }));
}

const CRITERIA = ['designation', 'department', 'group'] as const;

/** Position/Group: at least one criterion (a draft may wait), each an item of the company's lists. */
function checkPosition(input: SurveyWriteInput, found: Lookups, stored: StoredSurvey | undefined, errors: FieldErrors): Criteria | null {
  if (input.survey.audience === 'Individual') return null;
  const given = input.position === undefined ? (stored?.position ?? null) : input.position;
  const criteria: Criteria = { designation: given?.designation ?? null, department: given?.department ?? null, group: given?.group ?? null };
  if (CRITERIA.every((c) => criteria[c] === null)) {
    if (!input.survey.is_draft) addError(errors, 'position', 'Choose a designation, department or group.');
    return null;
  }
  for (const c of CRITERIA) {
    const id = criteria[c];
    if (id !== null && found.items.get(id) !== c) addError(errors, 'position', `That ${c} is not one of your company's ${c}s.`);
  }
  return criteria;
}

/**
 * Once results are opened (feedback/actions/results.ts) nothing that decides who answers or
 * what is shown may move: a later end date would take answers after someone has seen figures
 * without them, a new rater or a new threshold would change what a seen report holds.
 */
function checkResultsOpened(input: SurveyWriteInput, stored: StoredSurvey, errors: FieldErrors): void {
  const { survey } = input;
  if (survey.start_date !== stored.startDate) addError(errors, 'start_date', RESULTS_OPENED);
  if (survey.end_date !== stored.endDate) addError(errors, 'end_date', RESULTS_OPENED);
  if (survey.anonymity_threshold !== undefined && survey.anonymity_threshold !== stored.anonymityThreshold) {
    addError(errors, 'anonymity_threshold', RESULTS_OPENED);
  }
  const key = (ratee: number, rater: number | null, relationship: string) => `${ratee}:${rater}:${relationship}`;
  const kept = new Set(stored.assignments.filter((a) => a.rater !== null).map((a) => key(a.ratee, a.rater, a.relationship)));
  const sent = new Set(input.survey_assign.map((a) => key(a.ratee, a.rater, a.relationship)));
  if (kept.size !== sent.size || [...sent].some((k) => !kept.has(k))) addError(errors, 'survey_assign', RESULTS_OPENED);
}

/** Every rule of a survey write at once, so a form learns all its errors together; nothing is written. */
export function checkSurvey(input: SurveyWriteInput, found: Lookups, stored?: StoredSurvey): { errors: FieldErrors } | { plan: SurveyPlan } {
  const { survey } = input;
  const errors: FieldErrors = {};
  if (stored?.closedAt) return { errors: { non_field_errors: [CLOSED] } };
  if (stored?.resultsOpenedAt) checkResultsOpened(input, stored, errors);
  if (stored && !stored.isDraft && survey.is_draft) addError(errors, 'is_draft', PUBLISHED_TO_DRAFT);
  if (survey.title.trim() === '') addError(errors, 'title', 'This field may not be blank.');
  if (survey.end_date < survey.start_date) addError(errors, 'end_date', 'The end date cannot be before the start date.');

  const typeValues = checkCompetencies(input, found, stored, errors);
  const position = checkPosition(input, found, stored, errors);
  checkAssignments(input, found, position, stored?.assignments ?? [], errors, stored?.fixedRatees);
  for (const ratee of survey.chosen_ratees ?? []) {
    if (!found.people.has(ratee)) addError(errors, 'chosen_ratees', `Employee ${ratee} is not in your company.`);
  }

  const locked = stored?.assignments.some((a) => a.status === 'submitted') ?? false;
  if (locked && !errors.competencies && !errors.type_values && !sameModel(stored!, typeValues, survey.competencies)) {
    addError(errors, 'competencies', LOCKED);
  }
  const threshold = survey.anonymity_threshold;
  if (locked && !errors.anonymity_threshold && threshold !== undefined && threshold !== stored!.anonymityThreshold) {
    addError(errors, 'anonymity_threshold', THRESHOLD_LOCKED);
  }
  // Answers are stored by statement, not by language: which language a rater used is not kept, so any may have been.
  if (locked && survey.languages && stored!.languages.some((l) => !survey.languages!.includes(l as never))) {
    addError(errors, 'languages', LANGUAGE_ANSWERED);
  }
  if (Object.keys(errors).length) return { errors };
  return {
    plan: {
      title: survey.title.trim(),
      description: survey.description?.trim() ?? stored?.description ?? '',
      startDate: survey.start_date,
      endDate: survey.end_date,
      anonymityThreshold: survey.anonymity_threshold ?? stored?.anonymityThreshold ?? found.anonymityThreshold,
      audience: survey.audience,
      position,
      isDraft: survey.is_draft ?? false,
      typeValues,
      competencies: survey.competencies,
      assignments: input.survey_assign,
      chosenRatees: survey.is_draft ? (survey.chosen_ratees ?? []) : [],
      ...(survey.invitation_intro !== undefined && { invitationIntro: survey.invitation_intro.trim() }),
      ...(survey.languages !== undefined && { languages: survey.languages }),
    },
  };
}

/** The rated model as stored, whatever the order it is sent in. */
function sameModel(stored: StoredSurvey, typeValues: TypeValue[], competencies: SurveyCompetency[]): boolean {
  const key = <T>(rows: T[], of: (r: T) => string) => rows.map(of).sort().join('|');
  const competency = (c: SurveyCompetency) => `${c.competency}:${c.weight}:${c.expected_level}`;
  const typeValue = (v: TypeValue) => `${v.type}:${v.value}`;
  return key(stored.competencies, competency) === key(competencies, competency) && key(stored.typeValues, typeValue) === key(typeValues, typeValue);
}
