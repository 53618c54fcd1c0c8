import type { Detail } from '../../../schemas/errors';
import { conflicting, done, invalid, type Outcome } from '../../http/outcome';
import { emailChangedMail } from '../../mail/messages';
import { hashToken } from '../../security/one-time-tokens';
import type { AccountServices } from './account-services';

export const BAD_EMAIL_CHANGE_LINK =
  'This link is invalid or has expired, or a newer change or a new password replaced it. ' + 'The sign-in address was not changed.';
const EMAIL_TAKEN_MEANWHILE = 'Another account now uses this address, so it cannot become your sign-in address. ' + 'Your sign-in address was not changed.';
const emailChanged = (email: string) => `Your sign-in address is now ${email}. Sign in with it; every earlier session has ended.`;

/**
 * Open the link mailed to a new sign-in address: it becomes the account's, every session ends
 * and the old address is told (email-changes.ts writes it all in one transaction).
 */
export async function confirmNewEmail(services: AccountServices, token: string, ip: string): Promise<Outcome<Detail>> {
  const change = await services.accounts.confirmEmailChange(hashToken(token), services.now(), emailChangedMail, ip);
  if (change === 'invalid') return invalid({ non_field_errors: [BAD_EMAIL_CHANGE_LINK] });
  if (change === 'taken') return conflicting(EMAIL_TAKEN_MEANWHILE);
  services.mailer.deliverStored([change.mail]);
  return done({ detail: emailChanged(change.email) });
}
