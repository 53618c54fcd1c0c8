/** Where the dashboard's links go (src/app/screen-registry.ts). */
export const PATHS = {
  toAnswer: '/portrayal/user/survey-list',
  myFeedback: '/portrayal/user/my-feedback',
  chooseRaters: '/portrayal/nominations',
  approveRaters: '/portrayal/nomination-approvals',
  alerts: '/portrayal/admin/feedback/alerts',
  newSurvey: '/portrayal/admin/survey/new',
  survey: (id: number) => `/portrayal/admin/survey/${id}`,
};

/** A share in whole percent; 0 of 0 is 0. */
export const rate = (done: number, of: number): number => (of > 0 ? Math.round((done / of) * 100) : 0);

// English is formatted without Intl (src/i18n/format.ts): the dashboard is the first screen, and ICU's start would land in its first render.
export { count, dateTime, day, relativeTime } from '../../i18n/format';
