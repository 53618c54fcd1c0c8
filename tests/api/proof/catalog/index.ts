import { accountEndpoints } from './accounts';
import { auditLogEndpoints } from './audit-log';
import { coachingWebhookEndpoints } from './coaching-webhooks';
import { coachingCoreEndpoints } from './coaching-core';
import { coachingSessionEndpoints } from './coaching-sessions';
import { companyLifecycleEndpoints } from './company-lifecycle';
import { externalRaterEndpoints } from './external';
import { feedbackEndpoints } from './feedback';
import { languageEndpoints } from './languages';
import { listEndpoints } from './lists';
import { nominationEndpoints } from './nomination';
import { personDataEndpoints } from './person-data';
import { provisioningEndpoints } from './provisioning';
import { sessionEndpoints } from './sessions';
import { ssoEndpoints } from './sso';
import { surveyEndpoints } from './survey';
import { surveyRaterEndpoints } from './survey-raters';
import { twoFactorEndpoints } from './two-factor';
import type { Endpoint } from './types';
import { workforceEndpoints } from './workforce';

/**
 * Every endpoint of the API with who may call it and a valid request for each cell. The
 * suites fail for an endpoint the server has and this does not (authorization-matrix.test.ts).
 */
export const catalog: Endpoint[] = [
  ...accountEndpoints,
  ...sessionEndpoints,
  ...twoFactorEndpoints,
  ...languageEndpoints,
  ...companyLifecycleEndpoints,
  ...ssoEndpoints,
  ...auditLogEndpoints,
  ...listEndpoints,
  ...workforceEndpoints,
  ...surveyEndpoints,
  ...surveyRaterEndpoints,
  ...externalRaterEndpoints,
  ...nominationEndpoints,
  ...feedbackEndpoints,
  ...coachingWebhookEndpoints,
  ...coachingCoreEndpoints,
  ...coachingSessionEndpoints,
  ...personDataEndpoints,
  ...provisioningEndpoints,
];
