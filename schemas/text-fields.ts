import Type from 'typebox';

/*
 * Text fields a person types, with the formats of text-rules.ts: what they hold is shown to
 * others (names in lists, titles in mails, comments in reports), so it must be visible text.
 */

/** A name, code or title: one line, at least one visible character. */
export const VisibleLine = (title: string, maxLength: number) => Type.String({ title, minLength: 1, maxLength, format: 'visible-line' });

/** A definition or statement: a paragraph with at least one visible character. */
export const VisibleText = (title: string, maxLength: number) => Type.String({ title, minLength: 1, maxLength, format: 'visible-text' });

/** An optional paragraph (a description, notes, a comment): may be empty, never holds controls or direction overrides. */
export const CleanText = (title: string, maxLength: number) => Type.String({ title, maxLength, format: 'clean-text' });
