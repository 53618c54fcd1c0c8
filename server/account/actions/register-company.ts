import type { RegistrationAnswer } from '../../../schemas/answers';
import { DEFAULT_LANGUAGE } from '../../../schemas/language';
import { registrationChoices, type Registration } from '../../../schemas/registration';
import { blankFields } from '../../http/blank-fields';
import { done, invalid, type Outcome } from '../../http/outcome';
import { alreadyRegisteredMail, confirmationMail } from '../../mail/messages';
import { hashToken, newToken, TOKEN_LIFETIME_MS } from '../../security/one-time-tokens';
import { hashPassword } from '../../security/passwords';
import { mailRules } from '../routes/mail-rules';
import type { AccountServices } from './account-services';

/** Registration fields that pick from a platform list, and that list's name ('/api/industry/' → 'industry'). */
const choiceLists = Object.entries(registrationChoices).map(([field, url]) => [field as keyof typeof registrationChoices, url.split('/')[2]!] as const);

/**
 * Register a company and its first admin, mailing a confirmation link. An address registered
 * before gets a notice instead, and the answer is the same either way: nobody learns who has
 * an account here.
 */
export async function registerCompany(services: AccountServices, input: Registration, ip: string): Promise<Outcome<RegistrationAnswer>> {
  const errors = blankFields(input, ['company_name', 'first_name', 'last_name']);
  for (const [field, list] of choiceLists) {
    const id = input[field];
    if (id != null && !(await services.platformList(list).get(id))) errors[field] = ['Select a valid choice. That choice is not one of the available choices.'];
  }
  if (Object.keys(errors).length) return invalid(errors);

  const email = input.email.trim();
  await services.limiter.consume(mailRules(services, email, ip));
  const { appUrl } = services.config;
  // Hashing on both paths keeps their timing alike: the answer must not tell them apart.
  const passwordHash = await hashPassword(input.password);
  const existing = await services.accounts.byEmail(email);
  const token = newToken();
  const now = services.now();
  const result = existing
    ? 'exists'
    : await services.accounts.register(
        { ...input, email },
        passwordHash,
        { purpose: 'confirm', tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS.confirm) },
        now,
        // A new company starts in the default language, and its admin has chosen none yet.
        confirmationMail(email, input.first_name.trim(), appUrl, token, DEFAULT_LANGUAGE),
      );
  if (result === 'exists')
    await services.mailer.send(alreadyRegisteredMail(existing?.email ?? email, existing?.firstName ?? '', appUrl, existing?.language ?? DEFAULT_LANGUAGE));
  else services.mailer.deliverStored([result.mail]);
  return done({
    email,
    first_name: input.first_name.trim(),
    last_name: input.last_name.trim(),
    company_name: input.company_name.trim(),
  });
}
