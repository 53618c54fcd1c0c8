import { PRODUCT_NAME } from '../../schemas/product';
import type { OutgoingMail } from './mailer';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

interface Parts {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  link?: { url: string; label: string };
  after?: string[];
}

/** One plain, friendly layout for every message: text for every client, simple HTML beside it. */
function compose({ to, subject, greeting, paragraphs, link, after = [] }: Parts): OutgoingMail {
  const textParts = [greeting, ...paragraphs, ...(link ? [link.url] : []), ...after, `— ${PRODUCT_NAME}`];
  const html = [
    `<p>${escape(greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${escape(p)}</p>`),
    ...(link ? [`<p><a href="${escape(link.url)}">${escape(link.label)}</a></p>`, `<p style="color:#666">${escape(link.url)}</p>`] : []),
    ...after.map((p) => `<p>${escape(p)}</p>`),
    `<p>— ${PRODUCT_NAME}</p>`,
  ].join('\n');
  return { to, subject, text: textParts.join('\n\n'), html };
}

const hello = (name: string) => (name ? `Hello ${name},` : 'Hello,');

export function confirmationMail(to: string, name: string, appUrl: string, token: string): OutgoingMail {
  return compose({
    to, subject: 'Confirm your email address', greeting: hello(name),
    paragraphs: [`Thanks for registering with ${PRODUCT_NAME}. Please confirm that this is your email address:`],
    link: { url: `${appUrl}/authentication/confirmation-link/${token}`, label: 'Confirm my email address' },
    after: ['The link works for 24 hours. If you did not register, you can ignore this message.'],
  });
}

export function passwordResetMail(to: string, name: string, appUrl: string, token: string): OutgoingMail {
  return compose({
    to, subject: 'Reset your password', greeting: hello(name),
    paragraphs: [`Someone (we hope you) asked to reset the password of your ${PRODUCT_NAME} account. Choose a new one here:`],
    link: { url: `${appUrl}/authentication/password-reset/${token}`, label: 'Choose a new password' },
    after: ['The link works for 60 minutes and only once. If you did not ask, ignore this message: your password stays as it is.'],
  });
}

export function alreadyRegisteredMail(to: string, name: string, appUrl: string): OutgoingMail {
  return compose({
    to, subject: 'You already have an account', greeting: hello(name),
    paragraphs: [
      `Someone tried to register a company with this email address, but it already belongs to a ${PRODUCT_NAME} account, so nothing was changed.`,
      'If it was you, sign in instead. Forgot your password? Use "Forgot password" on the sign-in page.',
    ],
    link: { url: `${appUrl}/authentication/login`, label: 'Sign in' },
    after: ['If it was not you, you can ignore this message.'],
  });
}

export function passwordChangedMail(to: string, name: string, appUrl: string): OutgoingMail {
  return compose({
    to, subject: 'Your password was changed', greeting: hello(name),
    paragraphs: [`The password of your ${PRODUCT_NAME} account was just changed, and every other session was signed out.`],
    after: [`If you did not do this, reset your password at once: ${appUrl}/authentication/login`],
  });
}
