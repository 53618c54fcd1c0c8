import type { Language } from '../../schemas/language';
import { wordsFor } from '../i18n/words';
import type { OutgoingMail } from './mailer';
import { compose, hello } from './messages';

/** To the CURRENT address: someone else asks to move the account; nothing happens unless its owner agrees. */
export function emailConsentMail(to: string, name: string, askedBy: string, newEmail: string, appUrl: string, token: string, language: Language): OutgoingMail {
  const t = wordsFor(language, 'mail');
  return compose({
    to,
    subject: t('emailConsent.subject'),
    greeting: hello(t, name),
    paragraphs: [t('emailConsent.body', { name: askedBy, email: newEmail }), t('emailConsent.nothingChanges')],
    link: { url: `${appUrl}/authentication/email-change-consent/${token}`, label: t('emailConsent.link') },
    after: [t('emailConsent.after')],
  });
}

/** To the CURRENT address: an admin changes it without the owner's consent, and says why. */
export function emailChangeForcedMail(to: string, name: string, newEmail: string, reason: string, language: Language): OutgoingMail {
  const t = wordsFor(language, 'mail');
  return compose({
    to,
    subject: t('emailChangeForced.subject'),
    greeting: hello(t, name),
    paragraphs: [t('emailChangeForced.body', { email: newEmail, reason }), t('emailChangeForced.when'), t('emailChangeForced.wrong')],
  });
}
