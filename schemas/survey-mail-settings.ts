import Type, { type Static } from 'typebox';
import { literalUnion } from './literal-union';

export const MAX_INTRO_LENGTH = 2000;
/** The days before the end date a new survey's reminders go out on: its column's default (server/db/schema.ts). */
export const DEFAULT_REMINDER_DAYS = [7, 3, 1] as const;
/** The days before the end date a reminder may go out on, furthest first. */
export const REMINDER_DAY_CHOICES = [30, 21, 14, 10, 7, 5, 3, 2, 1] as const;

// The clean-text format of text-fields.ts: no control characters or direction overrides in a mail.
// Optional so the form does not mark them as required: a missing text is an empty one.
const Intro = (title: string, description: string) =>
  Type.Optional(Type.String({ title, description, maxLength: MAX_INTRO_LENGTH, format: 'clean-text', default: '' }));

/** The texts a survey's mails open with, and when its reminders go out; HR edits them on the survey page. */
export const SurveyMailSettings = Type.Object(
  {
    invitation_intro: Intro('Invitation text', 'Plain text, shown after the greeting of every invitation. Leave empty for none.'),
    reminder_intro: Intro('Reminder text', 'Plain text, shown after the greeting of every reminder. Leave empty for none.'),
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

export const MailPreviewQuery = Type.Object({ kind: literalUnion(MAIL_PREVIEW_KINDS) }, { additionalProperties: false });
export type MailPreviewQuery = Static<typeof MailPreviewQuery>;

/** A mail exactly as it goes out, addressed to a sample rater. */
export const MailPreview = Type.Object(
  { to: Type.String(), subject: Type.String(), text: Type.String(), html: Type.String() },
  { additionalProperties: false },
);
export type MailPreview = Static<typeof MailPreview>;
