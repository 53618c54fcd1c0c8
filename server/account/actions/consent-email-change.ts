import type { EmailConsentProposal } from '../../../schemas/email-change';
import type { Detail } from '../../../schemas/errors';
import { done, invalid, type Outcome } from '../../http/outcome';
import { hashToken } from '../../security/one-time-tokens';
import type { AccountServices } from './account-services';
import { emailChangeRequest } from './email-change-links';

export const BAD_CONSENT_LINK =
  'This link is invalid or has expired, or it was already answered or replaced by a newer request. ' + 'The sign-in address was not changed.';
const consentGiven = (email: string) => `We mailed a link to ${email}. Your sign-in address changes when it is opened there; until then nothing changes.`;
const CONSENT_REFUSED = 'You refused: your sign-in address stays as it is.';

const badLink = () => invalid({ non_field_errors: [BAD_CONSENT_LINK] });

/** What a consent link mailed to the current address proposes; reading it spends nothing. */
export async function proposedEmailChange(services: AccountServices, token: string): Promise<Outcome<EmailConsentProposal>> {
  const proposal = await services.accounts.emailConsentProposal(hashToken(token), services.now());
  return proposal ? done(proposal) : badLink();
}

/**
 * The owner's answer to a change someone else asked for, spending the link either way: agreeing
 * mails the usual confirmation link to the new address (the address changes only when it is
 * opened, so the owner is not told again); refusing changes nothing.
 */
export async function consentEmailChange(services: AccountServices, token: string, agree: boolean, ip: string): Promise<Outcome<Detail>> {
  const answer = await services.accounts.answerEmailConsent(hashToken(token), agree, services.now(), emailChangeRequest(services, { kind: 'agreed' }), ip);
  if (answer === 'invalid') return badLink();
  if (!answer.agreed) return done({ detail: CONSENT_REFUSED });
  services.mailer.deliverStored(answer.mails);
  return done({ detail: consentGiven(answer.newEmail) });
}
