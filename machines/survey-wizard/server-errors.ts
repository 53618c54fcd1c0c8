import type { Failure } from '../failure';
import { STEPS, type StepName } from './wizard-data';

/** Which step shows a field of the payload, by its contract name. */
const FIELD_STEPS: Record<string, StepName> = {
  title: 'details',
  description: 'details',
  start_date: 'details',
  end_date: 'details',
  anonymity_threshold: 'details',
  invitation_intro: 'details',
  languages: 'details',
  audience: 'audience',
  position: 'audience',
  designation: 'audience',
  department: 'audience',
  group: 'audience',
  competencies: 'competencies',
  type_values: 'competencies',
  competency: 'competencies',
  weight: 'competencies',
  expected_level: 'competencies',
  survey_assign: 'raters',
  ratee: 'raters',
  rater: 'raters',
  relationship: 'raters',
};

/** "survey.end_date", "survey_assign[3].rater", "end_date" → the field a step knows ("end_date", "survey_assign"). */
export function fieldOf(key: string): string {
  const parts = key.split(/[.[\]/]+/).filter((p) => p && p !== 'survey' && !/^\d+$/.test(p));
  return parts.find((p) => p in FIELD_STEPS) ?? parts[0] ?? key;
}

export const stepOfField = (key: string): StepName => FIELD_STEPS[fieldOf(key)] ?? 'review';

/** The earliest step a refusal is about: the wizard shows that step with the messages at their fields. */
export function failedStep(failure: Failure | null): StepName {
  const steps = Object.keys(failure?.fieldErrors ?? {}).map(stepOfField);
  return STEPS.find((s) => steps.includes(s)) ?? 'review';
}

/** The part of a refusal one step shows at its fields, under the names that step uses. */
export function failureForStep(failure: Failure | null, step: StepName): Failure | null {
  if (!failure?.fieldErrors) return null;
  const fieldErrors: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(failure.fieldErrors)) {
    if (stepOfField(key) === step) fieldErrors[fieldOf(key)] = [...(fieldErrors[fieldOf(key)] ?? []), ...messages];
  }
  // Without the detail: the step shows only its fields; the rest is said once, above the step.
  return Object.keys(fieldErrors).length ? { ...failure, fieldErrors, detail: undefined } : null;
}
