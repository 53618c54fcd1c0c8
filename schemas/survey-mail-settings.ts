import Type, { type Static } from 'typebox';
import { perLanguage } from './content-translations';
import { LANGUAGES } from './language';
import { literalUnion } from './literal-union';

export const MAX_INTRO_LENGTH = 2000;
/** The days before the end date a new survey's reminders go out on: its column's default (server/db/schema.ts). */
export const DEFAULT_REMINDER_DAYS = [7, 3, 1] as const;
/** The days before the end date a reminder may go out on, furthest first. */
export const REMINDER_DAY_CHOICES = [30, 21, 14, 10, 7, 5, 3, 2, 1] as const;

// The clean-text format of text-fields.ts: no control characters or direction overrides in a mail.
// Optional so the form does not mark them as required: a missing text is an empty one.
const IntroText = (title: string, description: string) => Type.String({ title, description, maxLength: MAX_INTRO_LENGTH, format: 'clean-text' });
const Intro = (title: string, description: string) =>
  Type.Optional(Type.String({ title, description, maxLength: MAX_INTRO_LENGTH, format: 'clean-text', default: '' }));

/**
 * The two texts in the raters' other languages (issue 42): a rater's mail is in their language, so HR's words in it
 * are too when HR wrote them; a text left out is the survey's own. Stored trimmed, empty ones dropped.
 */
export const IntroTranslations = perLanguage({
  invitation_intro: IntroText('Invitation text', 'Shown after the greeting of every invitation in this language.'),
  reminder_intro: IntroText('Reminder text', 'Shown after the greeting of every reminder in this language.'),
});
export type IntroTranslations = Static<typeof IntroTranslations>;

/** The texts a survey's mails open with, and when its reminders go out; HR edits them on the survey page. */
export const SurveyMailSettings = Type.Object(
  {
    invitation_intro: Intro('Invitation text', 'Plain text, shown after the greeting of every invitation. Leave empty for none.'),
    reminder_intro: Intro('Reminder text', 'Plain text, shown after the greeting of every reminder. Leave empty for none.'),
    intro_translations: Type.Optional(IntroTranslations),
    reminder_days: Type.Array(Type.Integer({ enum: [...REMINDER_DAY_CHOICES] }), {
      title: 'Automatic reminders',
      uniqueItems: true,
      maxItems: REMINDER_DAY_CHOICES.length,
      description: 'Days before the end date on which raters with answers missing are reminded; none ticked, none sent.',
    }),
  },
  { additionalProperties: false },
);
export type SurveyMailSettings = Static<typeof SurveyMailSettings>;

export const MAIL_PREVIEW_KINDS = ['invitation', 'reminder'] as const;
export type MailPreviewKind = (typeof MAIL_PREVIEW_KINDS)[number];

export const MailPreviewQuery = Type.Object(
  {
    kind: literalUnion(MAIL_PREVIEW_KINDS),
    /** The rater's language to preview; absent: the company's, as a rater without a choice of their own reads it. */
    language: Type.Optional(literalUnion(LANGUAGES)),
  },
  { additionalProperties: false },
);
export type MailPreviewQuery = Static<typeof MailPreviewQuery>;

/** A mail exactly as it goes out, addressed to a sample rater. */
export const MailPreview = Type.Object(
  { to: Type.String(), subject: Type.String(), text: Type.String(), html: Type.String() },
  { additionalProperties: false },
);
export type MailPreview = Static<typeof MailPreview>;
