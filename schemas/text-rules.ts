/*
 * What a name, a title or any text a person types must hold to be shown to others: at least one
 * visible character, no control characters (BEL, ESC… — a line break only where the field is a
 * paragraph) and no direction embeddings, overrides or isolates (U+202A–U+202E, U+2066–U+2069),
 * which let a name display as something it is not. Used as JSON Schema formats (formats.ts), so
 * the form and the server refuse the same values.
 */

const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/u;
const CONTROLS = /\p{Cc}/u;
const CONTROLS_BUT_LINES = /(?![\t\n\r])\p{Cc}/u;
/** Whitespace, controls, format characters (zero-width spaces and joiners, soft hyphens…), lone combining marks and the letters that draw nothing. */
const INVISIBLE = /[\s\p{Cc}\p{Cf}\p{M}\p{Zs}\u115F\u1160\u2800\u3164\uFFA0]/gu;

// A high surrogate without its low half, or a low one without its high half.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The text as a column keeps it: a broken character (a lone surrogate) becomes U+FFFD, as the driver's UTF-8 writes it
 * in a text column. Needed before JSON goes into jsonb, which refuses the escape JSON.stringify writes for one.
 */
export const wellFormed = (value: string): string => value.replace(LONE_SURROGATE, '\uFFFD');

/** At least one character that draws something. */
export const hasVisible = (value: string) => value.replace(INVISIBLE, '').length > 0;

// Empty and whitespace-only values pass: minLength and the blank checks refuse them with "This field may not be blank."
const blank = (value: string) => value.trim() === '';

/** One line: visible, no control character at all. */
export const isVisibleLine = (value: string) => blank(value) || (hasVisible(value) && !CONTROLS.test(value) && !DIRECTION_CONTROLS.test(value));

/** A paragraph: visible; tabs and line breaks are its only control characters. */
export const isVisibleText = (value: string) => blank(value) || (hasVisible(value) && !CONTROLS_BUT_LINES.test(value) && !DIRECTION_CONTROLS.test(value));

/** An optional paragraph: may be empty or blank, but holds nothing that is not text. */
export const isCleanText = (value: string) => !CONTROLS_BUT_LINES.test(value) && !DIRECTION_CONTROLS.test(value);

export const TEXT_FORMAT_MESSAGES = {
  'visible-line': 'Enter visible text on one line: invisible, control and text-direction characters are not accepted.',
  'visible-text': 'Enter visible text: invisible, control and text-direction characters are not accepted.',
  'clean-text': 'Control and text-direction characters are not accepted.',
} as const;
