import type { ErrorTransformer } from '@rjsf/utils';
import { fillSentence, issueSentence } from '../../../schemas/messages';
import { formText } from './translate-schema';
import { CspSafeValidator } from './csp-validator';

/**
 * The form's validator: the same JSON Schemas and custom formats as the server, without
 * runtime code generation (see csp-validator.ts). csp-validator.test.ts checks that it
 * agrees with rjsf's Ajv validator (`customizeValidator({ customFormats })`).
 */
export const validator = new CspSafeValidator();

/** The form says exactly what the server would say for the same mistake, in the reader's language. */
export const transformErrors: ErrorTransformer = (errors) =>
  errors.map((error) => {
    const issue = issueSentence({ keyword: error.name ?? '', params: error.params ?? {}, message: error.message });
    const message = fillSentence({ ...issue, text: formText(issue.text) });
    return { ...error, message, stack: `${error.property ?? ''} ${message}`.trim() };
  });
