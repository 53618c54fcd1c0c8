import { surveyAnswerRoutes } from './answers';
import { routeGroups } from '../../http/route-groups';
import { aRater, mayEditWording, mayUseSurveys } from './access';
import { externalAnswerRoutes } from './external-answer';
import { nominationApprovalRoutes } from './nomination-approval';
import { nominationRateeRoutes } from './nomination-ratee';
import { nominationSettingsRoutes } from './nomination-settings';
import { ownerAssignmentRoutes, raterAssignmentRoutes, surveyProgressRoutes } from './survey-assign';
import { surveyCopyRoutes } from './survey-copy';
import { surveyCreationRoutes } from './survey-creation';
import { surveyDeleteRoutes } from './survey-delete';
import { surveyExternalRaterRoutes } from './survey-external-raters';
import { surveyMailRoutes } from './survey-mail';
import { surveyMailFailureRoutes } from './survey-mail-failures';
import { surveyMailSettingsRoutes } from './survey-mail-settings';
import { surveyRaterChangeRoutes } from './survey-rater-changes';
import { surveyRaterRoutes } from './survey-raters';
import { surveyReadRoutes } from './survey-read';
import { surveyRecurrenceRoutes } from './survey-recurrence';
import { wordingListRoutes } from './wording-list';

/**
 * The survey calls of the contract and those added beside them, in the contract's order: the
 * survey area's own (creating, reading, assigning, mailing, deleting), a rater's, an outside
 * rater's, whose personal link stands in for a sign-in; then nomination: HR's settings, and the
 * ratee's and approver's sides, which any employee may reach.
 */
export const surveyRoutes = routeGroups([
  { guards: [mayUseSurveys], routes: [surveyCreationRoutes, surveyReadRoutes, ownerAssignmentRoutes] },
  { guards: [aRater], routes: [raterAssignmentRoutes] },
  {
    guards: [mayUseSurveys],
    routes: [
      surveyProgressRoutes,
      surveyMailRoutes,
      surveyMailFailureRoutes,
      surveyDeleteRoutes,
      surveyExternalRaterRoutes,
      surveyRaterRoutes,
      surveyMailSettingsRoutes,
      surveyRaterChangeRoutes,
      surveyCopyRoutes,
      surveyRecurrenceRoutes,
    ],
  },
  { guards: [aRater], routes: [surveyAnswerRoutes] },
  { anyone: [externalAnswerRoutes] },
  { guards: [mayUseSurveys], routes: [nominationSettingsRoutes] },
  { guards: [aRater], routes: [nominationRateeRoutes, nominationApprovalRoutes] },
  { guards: [mayEditWording], routes: [wordingListRoutes] },
]);
