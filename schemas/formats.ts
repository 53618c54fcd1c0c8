import { isBusinessEmail, isEmail } from './email-rules';
import { isCommonPassword } from './common-passwords';

/**
 * Custom JSON Schema formats, registered on the form's Ajv (rjsf customFormats) and on
 * the server's Ajv alike, so that both accept and reject the same values.
 */
export const customFormats = {
  email: (value: string) => isEmail(value),
  'business-email': (value: string) => isBusinessEmail(value),
  'new-password': (value: string) => !isCommonPassword(value),
} satisfies Record<string, (value: string) => boolean>;

export type CustomFormat = keyof typeof customFormats;
