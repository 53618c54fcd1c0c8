import type { Detail } from '../../../schemas/errors';
import { done, type Outcome } from '../../http/outcome';
import { passwordResetMail } from '../../mail/messages';
import { hashToken, newToken, TOKEN_LIFETIME_MS } from '../../security/one-time-tokens';
import { mailRules } from '../routes/mail-rules';
import type { AccountServices } from './account-services';

const RESET_SENT = 'If an account uses this address, a link to choose a new password is on its way.';

/**
 * Mail a link to choose a new password (voiding the older ones). The answer is the same
 * whether or not the address has an account, and the mail limits count either way.
 */
export async function requestPasswordReset(services: AccountServices, email: string, ip: string): Promise<Outcome<Detail>> {
  await services.limiter.consume(mailRules(services, email, ip));
  const account = await services.accounts.byEmail(email);
  if (account) {
    const token = newToken();
    const now = services.now();
    services.mailer.deliverStored([
      await services.accounts.issueToken(
        { userId: account.id, purpose: 'reset', tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS.reset) },
        now,
        passwordResetMail(account.email, account.firstName, services.config.appUrl, token, account.language),
      ),
    ]);
  }
  return done({ detail: RESET_SENT });
}
