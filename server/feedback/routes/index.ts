import { routeGroups } from '../../http/route-groups';
import { anEmployee, mayUseFeedback } from './access';
import { actionSuggestionsRoutes } from './action-suggestions-routes';
import { alertsRoutes } from './alerts-routes';
import { analyticsRoutes } from './analytics-routes';
import { commentInsightsRoutes } from './comment-insights-routes';
import { developmentActionRoutes, myDevelopmentActionRoutes } from './development-action-routes';
import { myReportRoutes } from './my-report-routes';
import { reportRoutes } from './report-routes';
import { settingsRoutes } from './settings-routes';
import { myTrendRoutes, trendRoutes } from './trend-routes';

/**
 * The feedback area: reports, their release and exports, analytics, alerts, settings, development
 * plans; and, for every employee, their own released reports and development actions.
 */
export const feedbackRoutes = routeGroups([
  { guards: [mayUseFeedback], routes: [reportRoutes, commentInsightsRoutes] },
  { guards: [anEmployee], routes: [myReportRoutes] },
  { guards: [mayUseFeedback], routes: [analyticsRoutes, alertsRoutes, settingsRoutes, developmentActionRoutes, actionSuggestionsRoutes] },
  { guards: [anEmployee], routes: [myDevelopmentActionRoutes] },
  { guards: [mayUseFeedback], routes: [trendRoutes] },
  { guards: [anEmployee], routes: [myTrendRoutes] },
]);
