import { auditLogRoutes, mayReadAuditLog } from './audit/audit-log';
import { emailConfirmationRoutes } from './auth/email-confirmation';
import { companySecurityRoutes, mayChangeCompanySecurity } from './auth/company-security';
import { loginRoutes } from './auth/login';
import { changePasswordRoutes, passwordResetRoutes } from './auth/password';
import { registrationRoutes } from './auth/registration';
import { sessionRoutes } from './auth/sessions';
import { twoFactorRoutes } from './auth/two-factor';
import { twoFactorSignInRoutes } from './auth/two-factor-sign-in';
import { companyListRoutes } from './company-lists';
import { competencyRoutes } from './competency';
import { mayUseDashboard } from './dashboard/access';
import { dashboardRoutes } from './dashboard/summary-routes';
import { feedbackRoutes } from './feedback';
import { healthRoutes } from './health';
import { hierarchyRoutes } from './organization/hierarchy';
import { permissionRoutes } from './permissions/permissions';
import { platformListRoutes } from './platform-lists';
import { enquiryRoutes } from './public-site/enquiries';
import { roleRoutes } from './roles';
import { routeGroups } from './route-groups';
import { surveyRoutes } from './survey';
import { teamArea } from './team';
import { authUserRoutes } from './users/auth-user';
import { usersRoutes } from './users/users';
import { mayManagePermissions, mayReadHierarchy } from './workforce/access';
import { workforceRoutes } from './workforce';

/**
 * Every area of the API contract, in the order the OpenAPI document lists them; each plugin
 * declares its paths in full. `anyone` for what needs no sign-in, `guards` for what follows
 * sign-in; the lists, competencies, workforce, surveys and feedback mix several, so their
 * own tables say who may call what.
 */
export const routes = routeGroups([
  { anyone: [healthRoutes, loginRoutes, twoFactorSignInRoutes, registrationRoutes, emailConfirmationRoutes] },
  { guards: [], routes: [changePasswordRoutes, sessionRoutes, twoFactorRoutes] },
  { guards: [mayChangeCompanySecurity], routes: [companySecurityRoutes] },
  { anyone: [passwordResetRoutes] },
  { guards: [], routes: [authUserRoutes, usersRoutes] },
  { mixed: [platformListRoutes] },
  { anyone: [enquiryRoutes] },
  { mixed: [companyListRoutes, competencyRoutes] },
  { guards: [], routes: [roleRoutes] },
  { mixed: [workforceRoutes] },
  { guards: [mayReadHierarchy], routes: [hierarchyRoutes] },
  { guards: [mayManagePermissions], routes: [permissionRoutes] },
  { guards: [mayReadAuditLog], routes: [auditLogRoutes] },
  { mixed: [surveyRoutes, feedbackRoutes] },
  { mixed: [teamArea] },
  { guards: [mayUseDashboard], routes: [dashboardRoutes] },
]);
