import { routeGroups } from '../../http/route-groups';
import { mayMoveOrWriteWorkforce, mayReadWorkforce, mayWriteWorkforce } from './access';
import { employeeRegistrationRoutes, employeeUpdateRoutes } from './employee-registration';
import { userBulkRoutes } from './user-bulk';
import { userExportRoutes } from './user-export';
import { userGetRoutes } from './user-get';
import { userImportRoutes } from './user-import';
import { userImportTemplateRoutes } from './user-import-template';
import { userInviteRoutes } from './user-invite';

/**
 * The workforce: read by the areas that pick people, written by the workforce area; an
 * employee's manager is also the organisation area's to move (employee-registration.ts).
 */
export const workforceRoutes = routeGroups([
  { guards: [mayReadWorkforce], routes: [userGetRoutes] },
  { guards: [mayWriteWorkforce], routes: [employeeRegistrationRoutes] },
  { guards: [mayMoveOrWriteWorkforce], routes: [employeeUpdateRoutes] },
  { guards: [mayWriteWorkforce], routes: [userImportRoutes, userImportTemplateRoutes, userInviteRoutes, userExportRoutes, userBulkRoutes] },
]);
