import { PRODUCT_NAME } from '../../schemas/product';
import type { ContactUs, DemoRequest } from '../../schemas/contact';
import type { Language } from '../../schemas/language';
import { wordsFor, type Words } from '../i18n/words';
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

/** "Hello Ann," or, for no name, "Hello," in the reader's words. */
export const hello = (t: Words<'mail'>, name: string) => (name ? t('hello', { name }) : t('helloNoName'));

export function confirmationMail(to: string, name: string, appUrl: string, token: string, language: Language): OutgoingMail {
  const t = wordsFor(language, 'mail');
  return compose({
    to,
    subject: t('confirmation.subject'),
    greeting: hello(t, name),
    paragraphs: [t('confirmation.body')],
    link: { url: `${appUrl}/authentication/confirmation-link/${token}`, label: t('confirmation.link') },
    after: [t('confirmation.after')],
  });
}

export function passwordResetMail(to: string, name: string, appUrl: string, token: string, language: Language): OutgoingMail {
  const t = wordsFor(language, 'mail');
  return compose({
    to,
    subject: t('passwordReset.subject'),
    greeting: hello(t, name),
    paragraphs: [t('passwordReset.body')],
    link: { url: `${appUrl}/authentication/password-reset/${token}`, label: t('passwordReset.link') },
    after: [t('passwordReset.after')],
  });
}

export function invitationMail(to: string, name: string, companyName: string, appUrl: string, token: string, language: Language): OutgoingMail {
  const t = wordsFor(language, 'mail');
  return compose({
    to,
    subject: t('welcome.subject', { company: companyName }),
    greeting: hello(t, name),
    paragraphs: [t('welcome.body', { company: companyName }), t('welcome.choose')],
    link: { url: `${appUrl}/authentication/password-reset/${token}`, label: t('welcome.link') },
    after: [t('welcome.after')],
  });
}

export function alreadyRegisteredMail(to: string, name: string, appUrl: string, language: Language): OutgoingMail {
  const t = wordsFor(language, 'mail');
  return compose({
    to,
    subject: t('alreadyRegistered.subject'),
    greeting: hello(t, name),
    paragraphs: [t('alreadyRegistered.body'), t('alreadyRegistered.signIn')],
    link: { url: `${appUrl}/authentication/login`, label: t('alreadyRegistered.link') },
    after: [t('alreadyRegistered.after')],
  });
}

export function passwordChangedMail(to: string, name: string, appUrl: string, language: Language): OutgoingMail {
  const t = wordsFor(language, 'mail');
  return compose({
    to,
    subject: t('passwordChanged.subject'),
    greeting: hello(t, name),
    paragraphs: [t('passwordChanged.body')],
    after: [t('passwordChanged.after', { url: `${appUrl}/authentication/login` })],
  });
}

/** To the new address: the link that makes it the sign-in address (nothing changes until it is opened). */
export function emailChangeLinkMail(to: string, name: string, appUrl: string, token: string, language: Language): OutgoingMail {
  const t = wordsFor(language, 'mail');
  return compose({
    to,
    subject: t('emailChangeLink.subject'),
    greeting: hello(t, name),
    paragraphs: [t('emailChangeLink.body')],
    link: { url: `${appUrl}/authentication/email-change/${token}`, label: t('emailChangeLink.link') },
    after: [t('emailChangeLink.expiry'), t('emailChangeLink.unexpected')],
  });
}

/** To the old address, at once: a change someone else made must not go unnoticed. */
export function emailChangeRequestedMail(to: string, name: string, newEmail: string, language: Language): OutgoingMail {
  const t = wordsFor(language, 'mail');
  return compose({
    to,
    subject: t('emailChangeRequested.subject'),
    greeting: hello(t, name),
    paragraphs: [t('emailChangeRequested.body', { email: newEmail }), t('contactAdmin')],
  });
}

/** To the old address, once the new one is confirmed: every session of the account has ended. */
export function emailChangedMail(to: string, name: string, newEmail: string, language: Language): OutgoingMail {
  const t = wordsFor(language, 'mail');
  return compose({
    to,
    subject: t('emailChanged.subject'),
    greeting: hello(t, name),
    paragraphs: [t('emailChanged.body', { email: newEmail }), t('contactAdmin')],
  });
}

// The sales inbox's mails, in English (our own staff read them): a visitor's own words, line breaks kept, every value escaped.
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
