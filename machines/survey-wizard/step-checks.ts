import Schema from 'typebox/schema';
import { messageFor } from '../../schemas/messages';
import { SurveyDetails } from '../../schemas/survey';
import { STEPS, hasPosition, rateesOf, type StepName, type WizardChoices, type WizardData } from './wizard-data';

/** Why a step may not be left forward yet: at a field, and for the raters step at a ratee. */
export interface Problem {
  field: string;
  message: string;
  ratee?: number;
}

export const END_BEFORE_START = 'The end date cannot be before the start date.';

/** Dates in ISO form compare as strings. */
export const endsBeforeStart = (d: Partial<SurveyDetails>): boolean => Boolean(d.start_date && d.end_date && d.end_date < d.start_date);

/** The JSON Schema of the details (the same the form and the server use), then the date order. */
export function detailsProblems(details: Partial<SurveyDetails>): Problem[] {
  const [, errors] = Schema.Errors(SurveyDetails, details);
  const problems = errors.flatMap((e): Problem[] => {
    const message = messageFor({ keyword: e.keyword, params: e.params as Record<string, unknown>, message: e.message });
    if (e.keyword === 'required') return (e.params as { requiredProperties: string[] }).requiredProperties.map((field) => ({ field, message }));
    return [{ field: e.instancePath.replace(/^\//, '') || 'non_field_errors', message }];
  });
  if (endsBeforeStart(details)) problems.push({ field: 'end_date', message: END_BEFORE_START });
  return problems;
}

function audienceProblems(data: WizardData, choices: WizardChoices): Problem[] {
  if (data.audience === 'Individual') return data.ratees.length ? [] : [{ field: 'ratees', message: 'Choose at least one ratee.' }];
  if (!hasPosition(data.position)) return [{ field: 'position', message: 'Choose a designation, a department or a group.' }];
  return rateesOf(data, choices.employees).length ? [] : [{ field: 'position', message: 'Nobody matches this choice: choose another.' }];
}

function competencyProblems(data: WizardData): Problem[] {
  return data.competencies.length ? [] : [{ field: 'competencies', message: 'Choose at least one competency.' }];
}

function raterProblems(data: WizardData, choices: WizardChoices): Problem[] {
  const problems: Problem[] = [];
  for (const ratee of rateesOf(data, choices.employees)) {
    const raters = data.raters[ratee] ?? [];
    if (raters.length === 0) problems.push({ field: 'survey_assign', ratee, message: 'Add at least one rater.' });
    else if (new Set(raters.map((r) => r.rater)).size !== raters.length) {
      problems.push({ field: 'survey_assign', ratee, message: 'A rater is listed twice for this ratee.' });
    }
  }
  return problems;
}

export function stepProblems(step: StepName, data: WizardData, choices: WizardChoices): Problem[] {
  switch (step) {
    case 'details':
      return detailsProblems(data.details);
    case 'audience':
      return audienceProblems(data, choices);
    case 'competencies':
      return competencyProblems(data);
    case 'raters':
      return raterProblems(data, choices);
    case 'review':
      return [];
  }
}

export const stepOk = (step: StepName, data: WizardData, choices: WizardChoices): boolean => stepProblems(step, data, choices).length === 0;

/** The first step with something missing ("review" when nothing is). */
export const firstIncomplete = (data: WizardData, choices: WizardChoices): StepName => STEPS.find((s) => !stepOk(s, data, choices)) ?? 'review';

/** Every step before `step` is complete: it may be shown. */
export const mayReach = (step: StepName, data: WizardData, choices: WizardChoices): boolean =>
  STEPS.indexOf(step) <= STEPS.indexOf(firstIncomplete(data, choices));
