import { chooseRatersMail } from '../../mail/nomination-messages';
import type { NominationMailTo, NominationSurvey } from './nominations';

/** The "choose your raters" mail of one ratee of the survey. */
export const chooseRaters = (survey: NominationSurvey, appUrl: string) => (to: NominationMailTo) =>
  chooseRatersMail({ ...to, companyName: survey.companyName, title: survey.title, deadline: survey.nominationDeadline }, appUrl);
