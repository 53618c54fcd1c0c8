/** Where the ratee's feedback screens live (src/app/screen-registry.ts). */
export const MY_FEEDBACK_PATH = '/portrayal/user/my-feedback';
export const myReportPath = (surveyId: number) => `${MY_FEEDBACK_PATH}/${surveyId}`;
