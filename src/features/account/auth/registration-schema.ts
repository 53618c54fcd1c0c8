import type { RJSFSchema } from '@rjsf/utils';
import type { RegistrationChoices } from '../../../../machines/flows';
import { Registration, registrationChoices } from '../../../../schemas/registration';

type ChoiceField = keyof typeof registrationChoices;
const CHOICE_FIELDS = Object.keys(registrationChoices) as ChoiceField[];

/**
 * The registration schema with the platform lists filled in as `oneOf` choices. Without
 * the lists (still loading, or failed) the optional choice fields are left out.
 */
export function registrationFormSchema(choices: RegistrationChoices | undefined): RJSFSchema {
  const schema = structuredClone(Registration) as RJSFSchema;
  const properties = { ...(schema.properties ?? {}) } as Record<string, RJSFSchema>;
  for (const field of CHOICE_FIELDS) {
    const items = choices?.[field] ?? [];
    const title = properties[field]?.title;
    if (items.length === 0) {
      delete properties[field];
      continue;
    }
    properties[field] = { title, type: 'integer', oneOf: items.map((item) => ({ const: item.id, title: item.name })) };
  }
  return { ...schema, properties };
}
