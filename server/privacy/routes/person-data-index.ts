import { routeGroups } from '../../http/route-groups';
import { aMember, mayErasePeople, mayExportPeople } from './person-data-access';
import { employeeDataRoutes, erasureRoutes, myDataRoutes } from './person-data-routes';

/** A person's data (issue 43; docs/privacy.md): their export, by HR or by themselves, and their erasure by an admin. */
export const personDataRoutes = routeGroups([
  { guards: [mayExportPeople], routes: [employeeDataRoutes] },
  { guards: [aMember], routes: [myDataRoutes] },
  { guards: [mayErasePeople], routes: [erasureRoutes] },
]);
