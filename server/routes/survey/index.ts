import { routeGroups } from '../route-groups';
import { aRater, mayUseSurveys } from './access';
import { surveyAnswerRoutes } from './survey-answer';
import { ownerAssignmentRoutes, raterAssignmentRoutes, surveyProgressRoutes } from './survey-assign';
import { surveyCreationRoutes } from './survey-creation';
import { surveyDeleteRoutes } from './survey-delete';
import { surveyMailRoutes } from './survey-mail';
import { surveyMailSettingsRoutes } from './survey-mail-settings';
import { surveyRaterRoutes } from './survey-raters';
import { surveyReadRoutes } from './survey-read';

/**
 * The survey calls of the contract and those added beside them, in the contract's order: the
 * survey area's own (creating, reading, assigning, mailing, deleting), and a rater's.
 */
export const surveyRoutes = routeGroups([
  { guards: [mayUseSurveys], routes: [surveyCreationRoutes, surveyReadRoutes, ownerAssignmentRoutes] },
  { guards: [aRater], routes: [raterAssignmentRoutes] },
  { guards: [mayUseSurveys], routes: [surveyProgressRoutes, surveyMailRoutes, surveyDeleteRoutes, surveyRaterRoutes, surveyMailSettingsRoutes] },
  { guards: [aRater], routes: [surveyAnswerRoutes] },
]);
