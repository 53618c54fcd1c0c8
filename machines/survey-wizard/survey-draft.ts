import type { CompetencyRow } from '../../schemas/competency';
import type { Employee } from '../../schemas/employee';
import {
  DEFAULT_TYPE_VALUE,
  withRater,
  type Assignment,
  type Survey,
  type SurveyAssign,
  type SurveyCreation,
  type SurveyUpdate,
  type TypeValue,
} from '../../schemas/survey';
import { rateesOf, type RaterPick, type WizardData } from './wizard-data';

/** What the payload needs from the library and the workforce. */
export interface PayloadSources {
  employees: readonly Employee[];
  competencies: readonly CompetencyRow[];
}

/** One value per type of the competencies chosen, in the order the types first appear. */
function typeValuesOf(data: WizardData, library: readonly CompetencyRow[]): TypeValue[] {
  const typeOf = new Map(library.map((c) => [c.id, c.type]));
  const types = [...new Set(data.competencies.map((c) => typeOf.get(c.competency)).filter((t) => t !== undefined))];
  return types.map((type) => ({ type, value: data.typeValues[type] ?? DEFAULT_TYPE_VALUE }));
}

/** The survey part of the payload (without its id). */
function surveyBody(data: WizardData, sources: PayloadSources, isDraft: boolean) {
  const d = data.details;
  return {
    title: d.title ?? '',
    description: d.description ?? '',
    start_date: d.start_date ?? '',
    end_date: d.end_date ?? '',
    ...(d.anonymity_threshold !== undefined && { anonymity_threshold: d.anonymity_threshold }),
    // Sent only once known: a survey edited before its mail settings loaded keeps its text.
    ...(d.invitation_intro !== undefined && { invitation_intro: d.invitation_intro }),
    ...(d.languages !== undefined && { languages: d.languages }),
    audience: data.audience,
    is_draft: isDraft,
    // A draft keeps its ratees as chosen even before they have raters (the server keeps them for drafts only).
    ...(isDraft && data.audience === 'Individual' && { chosen_ratees: data.ratees }),
    type_values: typeValuesOf(data, sources.competencies),
    competencies: data.competencies.map((c) => ({ ...c })),
  };
}

/** Every ratee of the chosen audience with each of their raters. */
function assignmentsOf(data: WizardData, employees: readonly Employee[]): SurveyAssign[] {
  return rateesOf(data, employees).flatMap((ratee) => (data.raters[ratee] ?? []).map((p) => ({ ratee, rater: p.rater, relationship: p.relationship })));
}

const positionOf = (data: WizardData) => (data.audience === 'Position/Group' ? { ...data.position } : null);

/** POST /survey/survey-creation/. */
export function toCreation(data: WizardData, sources: PayloadSources, isDraft: boolean): SurveyCreation {
  return { survey: surveyBody(data, sources, isDraft), position: positionOf(data), survey_assign: assignmentsOf(data, sources.employees) };
}

/** PATCH /survey/survey-creation/: the whole survey and the whole list of assignments wanted. */
export function toUpdate(id: number, data: WizardData, sources: PayloadSources, isDraft: boolean): SurveyUpdate {
  return {
    survey: { id, ...surveyBody(data, sources, isDraft) },
    position: positionOf(data),
    survey_assign: assignmentsOf(data, sources.employees),
  };
}

/** A saved survey, its assignments and invitation text, back into the wizard's data (editing, or a draft resumed). */
export function fromSurvey(survey: Survey, assignments: readonly Assignment[], invitationIntro?: string): WizardData {
  const raters: Record<number, RaterPick[]> = {};
  // A draft's ratees as chosen first (those without raters yet included), then any only its assignments name.
  const ratees: number[] = [...(survey.chosen_ratees ?? [])];
  for (const a of withRater(assignments)) {
    if (!raters[a.ratee.id]) {
      raters[a.ratee.id] = [];
      if (!ratees.includes(a.ratee.id)) ratees.push(a.ratee.id);
    }
    raters[a.ratee.id]!.push({ rater: a.rater.id, relationship: a.relationship });
  }
  return {
    details: {
      title: survey.title,
      ...(survey.description && { description: survey.description }),
      start_date: survey.start_date,
      end_date: survey.end_date,
      anonymity_threshold: survey.anonymity_threshold,
      ...(invitationIntro !== undefined && { invitation_intro: invitationIntro }),
      ...(survey.languages && { languages: survey.languages }),
    },
    audience: survey.audience,
    ratees,
    position: { designation: null, department: null, group: null, ...survey.position },
    typeValues: Object.fromEntries(survey.type_values.map((t) => [t.type, t.value])),
    competencies: survey.competencies.map((c) => ({ ...c })),
    raters,
  };
}

/** One save of the survey: a first save creates it, every later one (a known id) updates it. */
export type SaveRequest = { method: 'POST'; body: SurveyCreation } | { method: 'PATCH'; body: SurveyUpdate };

export function saveRequest(surveyId: number | null, data: WizardData, sources: PayloadSources, isDraft: boolean): SaveRequest {
  return surveyId === null
    ? { method: 'POST', body: toCreation(data, sources, isDraft) }
    : { method: 'PATCH', body: toUpdate(surveyId, data, sources, isDraft) };
}
