import type { RJSFSchema } from '@rjsf/utils';
import { ExternalRaterInput } from '../../../schemas/external-rater';
import { choices } from '../../components/form/choices';

/** A ratee of the survey, as the per-ratee progress lists them. */
export interface RateeChoice { id: number; name: string }

const input = ExternalRaterInput.properties;

/** ExternalRaterInput with the ratee as a choice among the survey's ratees; name and email as the server checks them. */
export function externalRaterFormSchema(ratees: readonly RateeChoice[]): RJSFSchema {
  return {
    type: 'object',
    required: ['ratee', 'name', 'email'],
    additionalProperties: false,
    properties: {
      ratee: choices('Person to rate', ratees, (r) => r.name),
      name: input.name as RJSFSchema,
      email: input.email as RJSFSchema,
    },
  };
}
