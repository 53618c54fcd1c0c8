import type { ErrorSchema, RJSFSchema } from '@rjsf/utils';
import type { Failure } from '../../../machines/failure';
import { firstMessages, NON_FIELD_ERRORS } from '../../lib/error-messages';

export function fieldNames(schema: RJSFSchema): string[] {
  return Object.keys(schema.properties ?? {});
}

export function fieldTitles(schema: RJSFSchema): Record<string, string> {
  const titles: Record<string, string> = {};
  for (const [name, sub] of Object.entries(schema.properties ?? {})) {
    if (typeof sub === 'object' && typeof sub.title === 'string') titles[name] = sub.title;
  }
  return titles;
}

/**
 * The server's 400 field errors as rjsf extraErrors, so they show at their fields:
 * the first message of each field the form has and the person has not edited since.
 */
export function toExtraErrors(failure: Failure | null | undefined, fields: string[], edited: ReadonlySet<string>): ErrorSchema {
  const errors: Record<string, { __errors: string[] }> = {};
  for (const [field, message] of Object.entries(firstMessages(failure?.fieldErrors))) {
    if (field !== NON_FIELD_ERRORS && fields.includes(field) && !edited.has(field)) errors[field] = { __errors: [message] };
  }
  return errors as ErrorSchema;
}
