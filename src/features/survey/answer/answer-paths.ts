/** The rater's routes (src/app/screen-registry.ts). */
export const SURVEY_LIST_PATH = '/portrayal/user/survey-list';
export const SUBMITTED_LIST_PATH = '/portrayal/user/submited-survey-list';
export const answerPath = (assignment: number) => `${SURVEY_LIST_PATH}/${assignment}`;
export const reviewPath = (assignment: number) => `${SUBMITTED_LIST_PATH}/${assignment}`;
