import type { FastifyInstance } from 'fastify';
import { dashboardRoutes } from './dashboard/summary-routes';
import { feedbackRoutes } from './feedback';
import { emailConfirmationRoutes } from './auth/email-confirmation';
import { companyListRoutes } from './company-lists';
import { competencyRoutes } from './competency';
import { loginRoutes } from './auth/login';
import { passwordRoutes } from './auth/password';
import { registrationRoutes } from './auth/registration';
import { healthRoutes } from './health';
import { hierarchyRoutes } from './organization/hierarchy';
import { permissionRoutes } from './permissions/permissions';
import { platformListRoutes } from './platform-lists';
import { enquiryRoutes } from './public-site/enquiries';
import { roleRoutes } from './roles';
import { surveyRoutes } from './survey';
import { authUserRoutes } from './users/auth-user';
import { usersRoutes } from './users/users';
import { employeeRegistrationRoutes } from './workforce/employee-registration';
import { userGetRoutes } from './workforce/user-get';
import { userImportRoutes } from './workforce/user-import';
import { userImportTemplateRoutes } from './workforce/user-import-template';

/** Every area of the API contract; each plugin declares its paths in full. */
export async function routes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(loginRoutes);
  await app.register(registrationRoutes);
  await app.register(emailConfirmationRoutes);
  await app.register(passwordRoutes);
  await app.register(authUserRoutes);
  await app.register(usersRoutes);
  await app.register(platformListRoutes);
  await app.register(enquiryRoutes);
  await app.register(companyListRoutes);
  await app.register(competencyRoutes);
  await app.register(roleRoutes);
  await app.register(userGetRoutes);
  await app.register(employeeRegistrationRoutes);
  await app.register(userImportRoutes);
  await app.register(userImportTemplateRoutes);
  await app.register(hierarchyRoutes);
  await app.register(permissionRoutes);
  await app.register(surveyRoutes);
  await app.register(feedbackRoutes);
  await app.register(dashboardRoutes);
}
