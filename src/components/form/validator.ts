import type { ErrorTransformer } from '@rjsf/utils';
import { messageFor } from '../../../schemas/messages';
import { CspSafeValidator } from './csp-validator';

/**
 * The form's validator: the same JSON Schemas and custom formats as the server, without
 * runtime code generation (see csp-validator.ts). csp-validator.test.ts checks that it
 * agrees with rjsf's Ajv validator (`customizeValidator({ customFormats })`).
 */
export const validator = new CspSafeValidator();

/** The form says exactly what the server would say for the same mistake. */
export const transformErrors: ErrorTransformer = (errors) =>
  errors.map((error) => {
    const message = messageFor({ keyword: error.name ?? '', params: error.params ?? {}, message: error.message });
    return { ...error, message, stack: `${error.property ?? ''} ${message}`.trim() };
  });
