import Type from 'typebox';

/**
 * A phone number as the person wrote it (trimmed): digits with the signs people write
 * around them (a leading +, spaces, brackets, dashes, dots) and at least one digit. Nothing
 * is stripped: "+44 (20) 7946 0018" is kept, since the digits alone lose the country code.
 */
// The signs before the first digit are not digits, so each character has one place to go: linear.
export const PHONE_PATTERN = '^(?:\\+?[ ().-]*[0-9][0-9 ().-]*)?$';
export const PHONE_MAX = 20;
export const PHONE_RULE = `May contain digits, spaces and + ( ) - . only (a + only first), at most ${PHONE_MAX} characters.`;

export const PhoneNumber = (title: string) => Type.String({ title, maxLength: PHONE_MAX, pattern: PHONE_PATTERN });

/** The username's characters, as Django's username validator allows them. */
export const USERNAME_PATTERN = '^[\\w.@+-]+$';
export const USERNAME_RULE = 'May contain letters, digits and . @ + - _ only (no spaces, apostrophes or accents).';
