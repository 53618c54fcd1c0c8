import type { SsoSettings } from '../../../schemas/sso';
import type { AuditActor } from '../../audit/record';
import { done, invalid, type Outcome } from '../../http/outcome';
import { discoverProvider } from '../oidc-client';
import { settingsOf, ssoSettingsRepository } from '../queries/sso-settings';
import { discoveryFailed, domainsOf, domainTaken, NO_SUCH_ADMIN, SECRET_NEEDED } from '../rules/settings-rules';
import { secretContext, type SsoServices } from './sso-services';

/** The company's single sign-on as its admin sees it: the secret's field is always empty. */
export async function readSsoSettings(services: SsoServices, companyId: number): Promise<SsoSettings | null> {
  const stored = await ssoSettingsRepository(services.db).read(companyId);
  return stored && settingsOf(stored);
}

/**
 * Saves the company's single sign-on after reading the provider's discovery document with it, so a setting that
 * cannot sign anyone in is refused at its field instead of being found out by the first person locked out.
 */
export async function saveSsoSettings(services: SsoServices, by: AuditActor, companyId: number, input: SsoSettings): Promise<Outcome<SsoSettings>> {
  const repo = ssoSettingsRepository(services.db);
  const stored = await repo.read(companyId);
  const issuer = input.issuer.trim();
  const clientId = input.client_id.trim();
  const secret = (input.client_secret ?? '').trim() || (stored && services.ssoSecrets.open(stored.row.clientSecretSealed, secretContext(companyId)));
  if (!secret) return invalid({ client_secret: [SECRET_NEEDED] });
  const domains = domainsOf(input.email_domains ?? '');
  const taken = await repo.domainsTaken(companyId, domains);
  if (taken.length) return invalid({ email_domains: [domainTaken(taken)] });
  const breakGlassEmail = (input.break_glass_email ?? '').trim();
  const breakGlassUserId = breakGlassEmail ? await repo.adminId(companyId, breakGlassEmail) : null;
  if (breakGlassEmail && breakGlassUserId === null) return invalid({ break_glass_email: [NO_SUCH_ADMIN] });
  try {
    await discoverProvider({ issuer, clientId, clientSecret: secret }, services.now());
  } catch (err) {
    return invalid({ issuer: [discoveryFailed(err instanceof Error ? err.message : String(err))] });
  }
  const values = {
    issuer,
    clientId,
    clientSecretSealed: services.ssoSecrets.seal(secret, secretContext(companyId)),
    emailDomains: domains,
    claimEmail: input.claim_email,
    claimGivenName: input.claim_given_name ?? '',
    claimFamilyName: input.claim_family_name ?? '',
    claimEmployeeCode: input.claim_employee_code ?? '',
    createPeople: input.create_people,
    ssoOnly: input.sso_only,
    breakGlassUserId,
  };
  const shown = {
    ...input,
    claim_given_name: values.claimGivenName,
    claim_family_name: values.claimFamilyName,
    claim_employee_code: values.claimEmployeeCode,
    issuer,
    client_id: clientId,
    client_secret: '',
    email_domains: domains.join(', '),
    break_glass_email: breakGlassEmail,
  };
  return done(settingsOf(await repo.save(by, companyId, values, shown, services.now())));
}
