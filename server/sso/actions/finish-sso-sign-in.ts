import * as oidc from 'openid-client';
import type { SsoRefusalCode } from '../../../schemas/sso';
import type { AuditActor } from '../../audit/record';
import { registerEmployee } from '../../workforce/actions/register-employee';
import { discoverProvider } from '../oidc-client';
import { recordSsoSignIn } from '../queries/sso-sign-in-record';
import { ssoSettingsRepository, type SsoRow } from '../queries/sso-settings';
import { ssoSignInsRepository, type PendingSignIn } from '../queries/sso-sign-ins';
import { domainOfEmail } from '../rules/settings-rules';
import { claimText, emailVerified, employeeFromClaims, type Claims } from '../rules/claims';
import { redirectUriOf, secretContext, type SsoServices } from './sso-services';

export type SsoFinishOutcome = { ok: true; userId: number; tokenVersion: number } | { ok: false; code: SsoRefusalCode };

type Refused = { ok: false; code: SsoRefusalCode };
const refuse = (code: SsoRefusalCode): Refused => ({ ok: false, code });

/** The provider's verified claims (the ID token's, with the userinfo answer's for the same subject), or why not. */
async function verifiedClaims(
  services: SsoServices,
  row: SsoRow,
  pending: PendingSignIn,
  search: URLSearchParams,
  state: string,
): Promise<{ ok: true; claims: Claims } | Refused> {
  const secret = services.ssoSecrets.open(row.clientSecretSealed, secretContext(row.companyId));
  if (!secret) return refuse('not_configured');
  let config: oidc.Configuration;
  try {
    config = await discoverProvider({ issuer: row.issuer, clientId: row.clientId, clientSecret: secret }, services.now());
  } catch {
    return refuse('provider_unreachable');
  }
  if (search.has('error')) return refuse('provider_refused');
  try {
    const tokens = await oidc.authorizationCodeGrant(config, new URL(`${redirectUriOf(services.config.appUrl)}?${search}`), {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims()!;
    const userinfo = tokens.access_token ? await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub).catch(() => ({})) : {};
    return { ok: true, claims: { ...userinfo, ...idClaims } as Claims };
  } catch (err) {
    // The token endpoint's own refusal (a code used twice, a wrong verifier) is the provider's; anything else is a token we could not trust.
    return refuse(err instanceof oidc.ResponseBodyError ? 'provider_refused' : 'token_invalid');
  }
}

/**
 * The provider's answer, checked from end to end: the state this browser was given (and not used before), the code
 * traded with the PKCE verifier, the ID token's signature, issuer, audience, times and nonce (openid-client), then the
 * verified address matched to a person of THAT company only, or created when the company asked for it.
 */
export async function finishSsoSignIn(services: SsoServices, search: string, browserState: string | null, ip: string): Promise<SsoFinishOutcome> {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const state = params.get('state');
  if (!state || state !== browserState) return refuse('wrong_state');
  const signIns = ssoSignInsRepository(services.db);
  const pending = await signIns.take(state);
  if (!pending) return refuse('wrong_state');
  if (pending.expiresAt <= services.now()) return refuse('expired');
  const stored = await ssoSettingsRepository(services.db).read(pending.companyId);
  if (!stored) return refuse('not_configured');
  const { row } = stored;
  const checked = await verifiedClaims(services, row, pending, params, state);
  if (!checked.ok) return checked;
  const email = claimText(checked.claims, row.claimEmail).toLowerCase();
  if (!email.includes('@') || !emailVerified(checked.claims)) return refuse('email_unverified');
  const by: AuditActor = { companyId: row.companyId, userId: null, actor: `Single sign-on <${email}>`, ip };
  let person = await signIns.person(email);
  if (person && person.companyId !== row.companyId) return refuse('email_other_company');
  const created = !person;
  if (!person) {
    // Only an address of the company's own domains is created: its provider may vouch for others, but they are not its to claim.
    if (!row.createPeople || !row.emailDomains.includes(domainOfEmail(email))) return refuse('unknown_person');
    await registerEmployee(services, services.tenantFor(row.companyId), employeeFromClaims(checked.claims, email, row), by);
    // Read back rather than trusted: a refused add (an employee code taken) leaves nobody, a race may have added them.
    person = await signIns.person(email);
    if (!person) return refuse('not_created');
    if (person.companyId !== row.companyId) return refuse('email_other_company');
  }
  await recordSsoSignIn(services.db, { ...by, userId: person.id }, { id: person.id, email }, row.issuer, created, services.now());
  return { ok: true, userId: person.id, tokenVersion: person.tokenVersion };
}
