import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { SsoSettings } from '../../../schemas/sso';
import { actorOf } from '../../audit/record';
import { forbidden } from '../../http-errors';
import { sendOutcome } from '../../http/outcome';
import { errorResponses } from '../../http/responses';
import { readSsoSettings, saveSsoSettings } from '../actions/save-sso-settings';

const tags = ['auth'];
const MEANING =
  'Your company’s OpenID Connect provider: its issuer, our client’s id and secret (write-only: always answered empty), the domains ' +
  'that lead an address to it, which claims carry the address, names and employee code, whether people are created at their first ' +
  'sign-in, and whether passwords are refused (except the break-glass admin’s).';

/** Single sign-on is a company's security rule: its admin's alone, as the two-factor rule. */
export async function mayConfigureSso(req: FastifyRequest): Promise<void> {
  if (req.user.companyId === null || req.user.role !== 'admin') throw forbidden();
}

const NOT_SET: SsoSettings = {
  issuer: '',
  client_id: '',
  client_secret: '',
  email_domains: '',
  claim_email: 'email',
  claim_given_name: 'given_name',
  claim_family_name: 'family_name',
  claim_employee_code: '',
  create_people: false,
  sso_only: false,
  break_glass_email: '',
};

/** GET/PUT /api/sso/: the company's single sign-on settings. */
export const ssoSettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const companyOf = (req: FastifyRequest) => req.user.companyId!;

  app.get(
    '/api/sso/',
    {
      config: { etag: {} },
      schema: {
        tags,
        summary: 'Your company’s single sign-on (admins only)',
        description: `${MEANING} Before it is set up, the answer has an empty issuer and the usual claims.`,
        response: { 200: SsoSettings, ...errorResponses(401, 403) },
      },
    },
    async (req) => (await readSsoSettings(app, companyOf(req))) ?? NOT_SET,
  );

  app.put(
    '/api/sso/',
    {
      config: { ifMatch: { resource: () => '/api/sso/', entity: 'settings', id: (req) => req.user.companyId ?? '' } },
      schema: {
        tags,
        summary: 'Set up or change your company’s single sign-on (admins only)',
        description: `${MEANING} The provider’s discovery document is read before saving: one that cannot be read is refused at \`issuer\`. The change is logged, the secret never.`,
        body: SsoSettings,
        response: { 200: SsoSettings, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => sendOutcome(await saveSsoSettings(app, actorOf(req), companyOf(req), req.body)),
  );
};
