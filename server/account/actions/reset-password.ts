import type { PasswordSetAnswer } from '../../../schemas/auth';
import { done, invalid, type Outcome } from '../../http/outcome';
import { passwordChangedMail } from '../../mail/messages';
import { hashToken } from '../../security/one-time-tokens';
import { hashPassword } from '../../security/passwords';
import { forgetGuesses } from '../routes/guess-rules';
import { sessionFrom, type AccountServices, type Client } from './account-services';

export const BAD_RESET_LINK = 'This password reset link is invalid or has expired. Ask for a new one.';
const PASSWORD_SET = 'Your new password is set. You can sign in with it now.';
const FIRST_PASSWORD_SET = 'Your password is set. Welcome!';

/**
 * Set a new password with the mailed link, spending it and ending every session. A first
 * password (a new employee's welcome link) is not reported by mail and signs the person in:
 * the answer carries the JWT of the session it opened.
 */
export async function resetPassword(services: AccountServices, token: string, password: string, client: Client): Promise<Outcome<PasswordSetAnswer>> {
  const passwordHash = await hashPassword(password);
  let email = '';
  const now = services.now();
  const reset = await services.accounts.resetPassword(
    hashToken(token),
    passwordHash,
    now,
    (account) => {
      email = account.email;
      return passwordChangedMail(account.email, account.firstName, services.config.appUrl, account.language);
    },
    sessionFrom(client, now),
  );
  if (!reset) return invalid({ non_field_errors: [BAD_RESET_LINK] });
  if (reset.mail) services.mailer.deliverStored([reset.mail]);
  // The password is set whatever happens here: a counter left as it was only slows the owner a little.
  await forgetGuesses(services, email).catch((err: unknown) => services.log.warn({ err }, 'could not clear the sign-in count after a reset'));
  if (!reset.sessionId) return done({ detail: PASSWORD_SET });
  return done({
    detail: FIRST_PASSWORD_SET,
    token: await services.jwt.sign({ userId: reset.account.id, version: reset.account.tokenVersion, sessionId: reset.sessionId }),
  });
}
