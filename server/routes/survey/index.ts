import { routeGroups } from '../route-groups';
import { aRater, mayUseSurveys } from './access';
import { externalAnswerRoutes } from './external-answer';
import { surveyAnswerRoutes } from './survey-answer';
import { ownerAssignmentRoutes, raterAssignmentRoutes, surveyProgressRoutes } from './survey-assign';
import { surveyCreationRoutes } from './survey-creation';
import { surveyDeleteRoutes } from './survey-delete';
import { surveyExternalRaterRoutes } from './survey-external-raters';
import { surveyMailRoutes } from './survey-mail';
import { surveyMailFailureRoutes } from './survey-mail-failures';
import { surveyReadRoutes } from './survey-read';

/**
 * The survey calls of the contract and those added beside them, in the contract's order: the
 * survey area's own (creating, reading, assigning, mailing, deleting), a rater's, and an
 * outside rater's, whose personal link stands in for a sign-in.
 */
export const surveyRoutes = routeGroups([
  { guards: [mayUseSurveys], routes: [surveyCreationRoutes, surveyReadRoutes, ownerAssignmentRoutes] },
  { guards: [aRater], routes: [raterAssignmentRoutes] },
  { guards: [mayUseSurveys], routes: [surveyProgressRoutes, surveyMailRoutes, surveyMailFailureRoutes, surveyDeleteRoutes, surveyExternalRaterRoutes] },
  { guards: [aRater], routes: [surveyAnswerRoutes] },
  { anyone: [externalAnswerRoutes] },
]);
