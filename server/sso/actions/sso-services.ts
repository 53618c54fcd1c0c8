import type { FastifyInstance } from 'fastify';

/** What the single sign-on actions need of the server (a route passes `app`). */
export type SsoServices = Pick<FastifyInstance, 'db' | 'config' | 'now' | 'ssoSecrets' | 'tenantFor' | 'mailer' | 'invitations'>;

/** Where the provider sends the browser back: a page of the app, which hands the answer to POST /auth/sso/callback/. */
export const redirectUriOf = (appUrl: string) => `${appUrl}/authentication/sso/callback`;

/** The sealed secret is bound to its company's row: copied to another company, it does not open. */
export const secretContext = (companyId: number) => `company_sso:${companyId}`;
