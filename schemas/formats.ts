import { isBusinessEmail, isEmail } from './email-rules';
import { isCommonPassword } from './common-passwords';
import { isCleanText, isVisibleLine, isVisibleText } from './text-rules';

/**
 * Custom JSON Schema formats, registered on the form's Ajv (rjsf customFormats) and on
 * the server's Ajv alike, so that both accept and reject the same values.
 */
export const customFormats = {
  email: (value: string) => isEmail(value),
  'business-email': (value: string) => isBusinessEmail(value),
  'new-password': (value: string) => !isCommonPassword(value),
  'visible-line': isVisibleLine,
  'visible-text': isVisibleText,
  'clean-text': isCleanText,
} satisfies Record<string, (value: string) => boolean>;

export type CustomFormat = keyof typeof customFormats;
