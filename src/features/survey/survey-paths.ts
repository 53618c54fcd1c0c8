/** Where the survey screens live (src/app/screen-registry.ts). */
export const SURVEYS_PATH = '/portrayal/admin/survey';
export const NEW_SURVEY_PATH = `${SURVEYS_PATH}/new`;
export const surveyPath = (id: number) => `${SURVEYS_PATH}/${id}`;
export const editSurveyPath = (id: number) => `${SURVEYS_PATH}/${id}/edit`;
/** The survey as its raters will see it (src/features/survey/answer/preview-page.tsx). */
export const previewSurveyPath = (id: number) => `${SURVEYS_PATH}/${id}/preview`;
