import { customizeValidator } from '@rjsf/validator-ajv8';
import type { ErrorTransformer } from '@rjsf/utils';
import { customFormats } from '../../../schemas/formats';
import { messageFor } from '../../../schemas/messages';

/** The form's Ajv knows the same custom formats as the server's. */
export const validator = customizeValidator({ customFormats });

/** The form says exactly what the server would say for the same mistake. */
export const transformErrors: ErrorTransformer = (errors) =>
  errors.map((error) => {
    const message = messageFor({ keyword: error.name ?? '', params: error.params ?? {}, message: error.message });
    return { ...error, message, stack: `${error.property ?? ''} ${message}`.trim() };
  });
