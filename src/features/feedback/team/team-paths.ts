/** My team, a manager's view of their direct reports, and a direct report's released report from there. */
export const MY_TEAM_PATH = '/portrayal/user/my-team';
export const teamReportPath = (survey: number, ratee: number) => `${MY_TEAM_PATH}/${survey}/${ratee}`;
export const SURVEY_LIST_PATH = '/portrayal/user/survey-list';
