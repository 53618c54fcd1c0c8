import type { FastifyInstance } from 'fastify';
import { emailChangeForcedMail, emailConsentMail } from '../../mail/email-consent-messages';
import { emailChangeLinkMail, emailChangeRequestedMail } from '../../mail/messages';
import { hashToken, newToken } from '../../security/one-time-tokens';
import type { EmailChangeRequest } from './email-changes';
import type { EmailConsentRequest } from './email-consents';

/** A new sign-in address's link lives as long as a confirmation link: both prove the address is the person's. */
export const EMAIL_CHANGE_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** What the links need of the server: the app's URL for the mails and the clock for their end. */
type LinkServices = Pick<FastifyInstance, 'config' | 'now'>;

/** What the current address hears when the link goes to the new one: nothing once its owner agreed. */
type CurrentNotice = { kind: 'requested' } | { kind: 'forced'; reason: string } | { kind: 'agreed' };

/**
 * The link and mails of a change of sign-in address, ready for a repository to use inside
 * its transaction if the account turns out to sign in already: the new address gets the
 * link, the current one the notice at once.
 */
export function emailChangeRequest(services: LinkServices, notice: CurrentNotice = { kind: 'requested' }): EmailChangeRequest {
  const token = newToken();
  return {
    tokenHash: hashToken(token),
    expiresAt: new Date(services.now().getTime() + EMAIL_CHANGE_LIFETIME_MS),
    mails: (current, newEmail) => [
      emailChangeLinkMail(newEmail, current.firstName, services.config.appUrl, token, current.language),
      ...(notice.kind === 'requested' ? [emailChangeRequestedMail(current.email, current.firstName, newEmail, current.language)] : []),
      ...(notice.kind === 'forced' ? [emailChangeForcedMail(current.email, current.firstName, newEmail, notice.reason, current.language)] : []),
    ],
  };
}

/** The link to an activated account's current address, asking its owner to agree to `askedBy`'s change. */
export function emailConsentRequest(services: LinkServices, askedBy: string): EmailConsentRequest {
  const token = newToken();
  return {
    tokenHash: hashToken(token),
    expiresAt: new Date(services.now().getTime() + EMAIL_CHANGE_LIFETIME_MS),
    mail: (current, newEmail) => emailConsentMail(current.email, current.firstName, askedBy, newEmail, services.config.appUrl, token, current.language),
  };
}
