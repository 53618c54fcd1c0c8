import { anEmployee } from './access';
import { routeGroups } from '../../http/route-groups';
import { teamActionRoutes } from './team-action-routes';
import { teamRoutes } from './team-routes';

/** A manager's, owner's or coach's view: any employee of a company, each reaching only their own team. */
export const teamArea = routeGroups([{ guards: [anEmployee], routes: [teamRoutes, teamActionRoutes] }]);
