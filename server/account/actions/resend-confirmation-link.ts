import type { Detail } from '../../../schemas/errors';
import { done, type Outcome } from '../../http/outcome';
import { confirmationMail } from '../../mail/messages';
import { hashToken, newToken, TOKEN_LIFETIME_MS } from '../../security/one-time-tokens';
import { mailRules } from '../routes/mail-rules';
import type { AccountServices } from './account-services';

const LINK_SENT = 'If an unconfirmed account uses this address, a new link is on its way.';

/**
 * Mail a new confirmation link (voiding the older ones) to an unconfirmed account. The answer
 * is the same whether or not there is one, and the mail limits count either way, so neither
 * tells who has an account.
 */
export async function resendConfirmationLink(services: AccountServices, email: string, ip: string): Promise<Outcome<Detail>> {
  await services.limiter.consume(mailRules(services, email, ip));
  const account = await services.accounts.byEmail(email);
  if (account && !account.emailVerifiedAt) {
    const token = newToken();
    const now = services.now();
    services.mailer.deliverStored([
      await services.accounts.issueToken(
        { userId: account.id, purpose: 'confirm', tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS.confirm) },
        now,
        confirmationMail(account.email, account.firstName, services.config.appUrl, token, account.language),
      ),
    ]);
  }
  return done({ detail: LINK_SENT });
}
