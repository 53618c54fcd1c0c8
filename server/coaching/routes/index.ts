import { routeGroups } from '../../http/route-groups';
import { anEmployee, mayUseFeedback } from '../../feedback/routes/access';
import { coachLinkRoutes } from './coach-link-routes';
import { engagementRoutes } from './engagement-routes';
import { myCoachingRoutes } from './my-coaching-routes';
import { outcomeRoutes } from './outcome-routes';
import { LINK, SIGNED_IN } from './party-mount';
import { poolRoutes } from './pool-routes';
import { requestRoutes } from './request-routes';
import { sessionRoutes } from './session-routes';
import { webhookRoutes } from './webhook-routes';

/**
 * The coaching area (issue 41). HR (the feedback permission) keeps the coach pool, approves requests, connects
 * providers' webhooks and reads outcomes; every employee asks for coaching and works in their engagements; an outside
 * coach reaches their coachees' shared material by their personal link only.
 */
export const coachingRoutes = routeGroups([
  { guards: [mayUseFeedback], routes: [poolRoutes, requestRoutes, webhookRoutes, outcomeRoutes] },
  { guards: [anEmployee], routes: [myCoachingRoutes, engagementRoutes(SIGNED_IN), sessionRoutes(SIGNED_IN)] },
  { anyone: [coachLinkRoutes, engagementRoutes(LINK), sessionRoutes(LINK)] },
]);
