import * as oidc from 'openid-client';
import { SSO_SIGN_IN_MINUTES, type SsoRefusalCode } from '../../../schemas/sso';
import { discoverProvider } from '../oidc-client';
import { ssoSettingsRepository } from '../queries/sso-settings';
import { ssoSignInsRepository } from '../queries/sso-sign-ins';
import { domainOfEmail } from '../rules/settings-rules';
import { redirectUriOf, secretContext, type SsoServices } from './sso-services';

export type SsoStartOutcome = { ok: true; redirectUrl: string; state: string } | { ok: false; code: SsoRefusalCode };

/**
 * Leads an address to its company's provider: the company of the account it names, else the one company whose
 * settings list its domain. The state, the nonce and the PKCE verifier are kept here; the browser carries only the
 * state (in the provider's round trip and in a cookie of this site), and the provider sees only the verifier's hash.
 */
export async function startSsoSignIn(services: SsoServices, email: string): Promise<SsoStartOutcome> {
  const signIns = ssoSignInsRepository(services.db);
  const person = await signIns.person(email);
  const companyId = person ? person.companyId : await signIns.companyOfDomain(domainOfEmail(email));
  if (companyId === null) return { ok: false, code: 'unknown_company' };
  const stored = await ssoSettingsRepository(services.db).read(companyId);
  const secret = stored && services.ssoSecrets.open(stored.row.clientSecretSealed, secretContext(companyId));
  if (!stored || !secret) return { ok: false, code: person ? 'not_configured' : 'unknown_company' };
  const now = services.now();
  let config: oidc.Configuration;
  try {
    config = await discoverProvider({ issuer: stored.row.issuer, clientId: stored.row.clientId, clientSecret: secret }, now);
  } catch {
    return { ok: false, code: 'provider_unreachable' };
  }
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  await signIns.remember(state, { companyId, nonce, codeVerifier, expiresAt: new Date(now.getTime() + SSO_SIGN_IN_MINUTES * 60_000) }, now);
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUriOf(services.config.appUrl),
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    login_hint: email,
  });
  return { ok: true, redirectUrl: url.href, state };
}
