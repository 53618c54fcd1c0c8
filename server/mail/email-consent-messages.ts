import { PRODUCT_NAME } from '../../schemas/product';
import type { OutgoingMail } from './mailer';
import { compose, hello } from './messages';

/** To the CURRENT address: someone else asks to move the account; nothing happens unless its owner agrees. */
export function emailConsentMail(to: string, name: string, askedBy: string, newEmail: string, appUrl: string, token: string): OutgoingMail {
  return compose({
    to,
    subject: 'Do you agree to change your sign-in address?',
    greeting: hello(name),
    paragraphs: [
      `${askedBy} asked to change the sign-in address of your ${PRODUCT_NAME} account from this address to ${newEmail}.`,
      'Nothing changes unless you agree. If you do, we mail a link to the new address, and the change takes effect when it is opened there.',
    ],
    link: { url: `${appUrl}/authentication/email-change-consent/${token}`, label: 'Agree or refuse' },
    after: ['The link works for 24 hours and only once. If you do not expect this, refuse, or ignore this message, and tell your company admin.'],
  });
}

/** To the CURRENT address: an admin changes it without the owner's consent, and says why. */
export function emailChangeForcedMail(to: string, name: string, newEmail: string, reason: string): OutgoingMail {
  return compose({
    to,
    subject: 'Your admin is changing your sign-in address',
    greeting: hello(name),
    paragraphs: [
      `An admin of your company is changing your ${PRODUCT_NAME} sign-in address to ${newEmail} without asking you first. The reason they gave: ${reason}`,
      'It changes when a link we mailed there is opened; until then you keep signing in with this address.',
      'If this is wrong, contact your company admin at once.',
    ],
  });
}
