/** Where the feedback screens live (src/app/screen-registry.ts). */
export const FEEDBACK_PATH = '/portrayal/admin/feedback';
export const feedbackPath = (surveyId: number) => `${FEEDBACK_PATH}?survey=${surveyId}`;
export const reportPath = (surveyId: number, rateeId: number) => `${FEEDBACK_PATH}/${surveyId}/${rateeId}`;
export const NEW_SURVEY_PATH = '/portrayal/admin/survey/new';

/** `?survey=12` → 12; anything else asks for nothing. */
export function idParam(value: string | null | undefined): number | undefined {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : undefined;
}
