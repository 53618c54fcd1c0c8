import { auditLogRoutes, mayReadAuditLog } from '../audit/routes/audit-log';
import { emailConfirmationRoutes } from '../account/routes/email-confirmation';
import { companyLanguageRoutes } from '../account/routes/company-language';
import { companySecurityRoutes, mayChangeCompanySecurity } from '../account/routes/company-security';
import { loginRoutes } from '../account/routes/login';
import { changePasswordRoutes, passwordResetRoutes } from '../account/routes/password';
import { registrationRoutes } from '../account/routes/registration';
import { sessionRoutes } from '../account/routes/sessions';
import { twoFactorRoutes } from '../account/routes/two-factor';
import { twoFactorSignInRoutes } from '../account/routes/two-factor-sign-in';
import { companyListRoutes } from '../master/routes/company-lists';
import { coachingRoutes } from '../coaching/routes/index';
import { competencyRoutes } from '../competency/routes/index';
import { mayUseDashboard } from '../dashboard/routes/access';
import { dashboardRoutes } from '../dashboard/routes/summary-routes';
import { feedbackRoutes } from '../feedback/routes/index';
import { healthRoutes } from './health';
import { hierarchyRoutes } from '../organization/routes/hierarchy';
import { permissionRoutes } from '../account/routes/permissions';
import { platformListRoutes } from '../master/routes/platform-lists';
import { personDataRoutes } from '../privacy/routes/person-data-index';
import { companyDeletionRoutes } from '../privacy/routes/company-deletion';
import { answerRetentionRoutes } from '../privacy/routes/retention';
import { enquiryRoutes } from '../public-site/routes/enquiries';
import { roleRoutes } from '../account/routes/roles';
import { scimRoutes } from '../provisioning/routes/scim-routes';
import { scimTokenRoutes } from '../provisioning/routes/token-routes';
import { routeGroups } from './route-groups';
import { mayConfigureSso, ssoSettingsRoutes } from '../sso/routes/sso-settings-routes';
import { ssoSignInRoutes } from '../sso/routes/sso-sign-in-routes';
import { surveyRoutes } from '../survey/routes/index';
import { teamArea } from '../feedback/routes/team';
import { authUserRoutes } from '../account/routes/auth-user';
import { usersRoutes } from '../account/routes/users';
import { mayManagePermissions, mayReadHierarchy } from '../workforce/routes/access';
import { workforceRoutes } from '../workforce/routes/index';

/**
 * Every area of the API contract, in the order the OpenAPI document lists them; each plugin
 * declares its paths in full. `anyone` for what needs no sign-in, `guards` for what follows
 * sign-in; the lists, competencies, workforce, surveys and feedback mix several, so their
 * own tables say who may call what.
 */
export const routes = routeGroups([
  { anyone: [healthRoutes, loginRoutes, twoFactorSignInRoutes, registrationRoutes, emailConfirmationRoutes] },
  { guards: [], routes: [changePasswordRoutes, sessionRoutes, twoFactorRoutes] },
  { guards: [mayChangeCompanySecurity], routes: [companySecurityRoutes, companyLanguageRoutes, scimTokenRoutes] },
  { guards: [mayChangeCompanySecurity], routes: [answerRetentionRoutes, companyDeletionRoutes] },
  { anyone: [ssoSignInRoutes] },
  { guards: [mayConfigureSso], routes: [ssoSettingsRoutes] },
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
  { mixed: [coachingRoutes] },
  { mixed: [personDataRoutes] },
  { guards: [mayUseDashboard], routes: [dashboardRoutes] },
  // A bearer token of the company's, never a user's JWT: the plugin checks it (server/provisioning/routes/scim-protocol.ts).
  { anyone: [scimRoutes] },
]);
