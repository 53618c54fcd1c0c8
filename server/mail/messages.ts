import { PRODUCT_NAME } from '../../schemas/product';
import type { ContactUs, DemoRequest } from '../../schemas/contact';
import type { OutgoingMail } from './mailer';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

interface Parts {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  link?: { url: string; label: string };
  after?: string[];
}

/** One plain, friendly layout for every message: text for every client, simple HTML beside it. */
export function compose({ to, subject, greeting, paragraphs, link, after = [] }: Parts): OutgoingMail {
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

export const hello = (name: string) => (name ? `Hello ${name},` : 'Hello,');

export function confirmationMail(to: string, name: string, appUrl: string, token: string): OutgoingMail {
  return compose({
    to,
    subject: 'Confirm your email address',
    greeting: hello(name),
    paragraphs: [`Thanks for registering with ${PRODUCT_NAME}. Please confirm that this is your email address:`],
    link: { url: `${appUrl}/authentication/confirmation-link/${token}`, label: 'Confirm my email address' },
    after: ['The link works for 24 hours. If you did not register, you can ignore this message.'],
  });
}

export function passwordResetMail(to: string, name: string, appUrl: string, token: string): OutgoingMail {
  return compose({
    to,
    subject: 'Reset your password',
    greeting: hello(name),
    paragraphs: [`Someone (we hope you) asked to reset the password of your ${PRODUCT_NAME} account. Choose a new one here:`],
    link: { url: `${appUrl}/authentication/password-reset/${token}`, label: 'Choose a new password' },
    after: ['The link works for 60 minutes and only once. If you did not ask, ignore this message: your password stays as it is.'],
  });
}

export function invitationMail(to: string, name: string, companyName: string, appUrl: string, token: string): OutgoingMail {
  return compose({
    to,
    subject: `Your ${PRODUCT_NAME} account at ${companyName}`,
    greeting: hello(name),
    paragraphs: [`${companyName} has added you to ${PRODUCT_NAME}, where you will answer and read 360° feedback surveys.`, 'Choose a password to sign in:'],
    link: { url: `${appUrl}/authentication/password-reset/${token}`, label: 'Choose my password' },
    after: ['The link works for 7 days and only once. When it has expired, use "Forgot password" on the sign-in page.'],
  });
}

export function alreadyRegisteredMail(to: string, name: string, appUrl: string): OutgoingMail {
  return compose({
    to,
    subject: 'You already have an account',
    greeting: hello(name),
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
    to,
    subject: 'Your password was changed',
    greeting: hello(name),
    paragraphs: [`The password of your ${PRODUCT_NAME} account was just changed, and every other session was signed out.`],
    after: [`If you did not do this, reset your password at once: ${appUrl}/authentication/login`],
  });
}

/** To the new address: the link that makes it the sign-in address (nothing changes until it is opened). */
export function emailChangeLinkMail(to: string, name: string, appUrl: string, token: string): OutgoingMail {
  return compose({
    to,
    subject: 'Confirm your new sign-in address',
    greeting: hello(name),
    paragraphs: [`This address was entered as the new sign-in address of your ${PRODUCT_NAME} account. It takes effect when you open this link:`],
    link: { url: `${appUrl}/authentication/email-change/${token}`, label: 'Use this address to sign in' },
    after: [
      'The link works for 24 hours and only once. Until it is opened, your account keeps its current address.',
      'If you do not expect this, ignore this message: nothing changes.',
    ],
  });
}

/** To the old address, at once: a change someone else made must not go unnoticed. */
export function emailChangeRequestedMail(to: string, name: string, newEmail: string): OutgoingMail {
  return compose({
    to,
    subject: 'Your sign-in address is being changed',
    greeting: hello(name),
    paragraphs: [
      `Your ${PRODUCT_NAME} sign-in address is being changed to ${newEmail}. It changes when a link we mailed there is opened; until then you keep signing in with this address.`,
      'If this was not you, contact your company admin at once.',
    ],
  });
}

/** To the old address, once the new one is confirmed: every session of the account has ended. */
export function emailChangedMail(to: string, name: string, newEmail: string): OutgoingMail {
  return compose({
    to,
    subject: 'Your sign-in address was changed',
    greeting: hello(name),
    paragraphs: [
      `Your ${PRODUCT_NAME} sign-in address is now ${newEmail}, and every session of your account was signed out. This address no longer signs in.`,
      'If this was not you, contact your company admin at once.',
    ],
  });
}

// The sales inbox's mails: a visitor's own words, line breaks kept, every value escaped.
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

interface Enquiry {
  to: string;
  replyTo: string;
  subject: string;
  intro: string;
  fields: [string, string | undefined][];
  message?: string;
}

function enquiryMail({ to, replyTo, subject, intro, fields, message }: Enquiry): OutgoingMail {
  const rows = fields.map(([label, value]) => [label, value ? oneLine(value) : '(not given)'] as const);
  const text = [
    intro,
    rows.map(([label, value]) => `${label}: ${value}`).join('\n'),
    ...(message ? [`Message:\n${message}`] : []),
    'Reply to this email to answer the visitor directly.',
    `— ${PRODUCT_NAME}`,
  ].join('\n\n');
  const html = [
    `<p>${escape(intro)}</p>`,
    `<table>${rows.map(([label, value]) => `<tr><th align="left">${escape(label)}</th><td>${escape(value)}</td></tr>`).join('')}</table>`,
    ...(message ? [`<p style="white-space:pre-wrap">${escape(message)}</p>`] : []),
    '<p>Reply to this email to answer the visitor directly.</p>',
    `<p>— ${PRODUCT_NAME}</p>`,
  ].join('\n');
  return { to, replyTo, subject: oneLine(subject).slice(0, 200), text, html };
}

export function contactUsMail(to: string, e: ContactUs): OutgoingMail {
  return enquiryMail({
    to,
    replyTo: e.email,
    subject: `Contact us: ${e.subject ? oneLine(e.subject) : `a message from ${oneLine(e.name)}`}`,
    intro: `A visitor wrote through the contact form of the ${PRODUCT_NAME} website.`,
    fields: [
      ['Name', e.name],
      ['Email', e.email],
      ['Subject', e.subject],
    ],
    message: e.message,
  });
}

export function demoRequestMail(to: string, e: DemoRequest): OutgoingMail {
  return enquiryMail({
    to,
    replyTo: e.email,
    subject: `Demo request: ${oneLine(e.company)} (${oneLine(e.name)})`,
    intro: `A visitor asked for a demo through the ${PRODUCT_NAME} website.`,
    fields: [
      ['Name', e.name],
      ['Business email', e.email],
      ['Company', e.company],
      ['Phone', e.phone],
    ],
    message: e.message,
  });
}
