import type { ConfirmationAnswer } from '../../../schemas/auth';
import { done, invalid, type Outcome } from '../../http/outcome';
import { hashToken } from '../../security/one-time-tokens';
import type { AccountServices } from './account-services';

export const BAD_CONFIRMATION_LINK = 'This confirmation link is invalid or has expired. Ask for a new one.';
const CONFIRMED = 'Your email address is confirmed. You can sign in now.';
const ALREADY_CONFIRMED = 'Your address is already confirmed. Sign in.';

/** Confirm an address with the mailed link; a link opened again once its address stands confirmed says so instead of failing. */
export async function confirmEmail(services: AccountServices, token: string): Promise<Outcome<ConfirmationAnswer>> {
  const confirmed = await services.accounts.confirmEmail(hashToken(token), services.now());
  if (!confirmed) return invalid({ non_field_errors: [BAD_CONFIRMATION_LINK] });
  return done(confirmed === 'already' ? { detail: ALREADY_CONFIRMED, already_confirmed: true } : { detail: CONFIRMED, already_confirmed: false });
}
