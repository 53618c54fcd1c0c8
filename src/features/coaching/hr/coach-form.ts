import type { RJSFSchema } from '@rjsf/utils';
import { CoachInput, COACHING_LANGUAGES, type Coach, type CoachChoices, type CoachingLanguage } from '../../../../schemas/coaching';

export type CoachKind = Coach['kind'];

/** The form's values: CoachInput without the null employee of an outside coach (the kind says which fields apply). */
export interface CoachValues {
  employee?: number;
  name?: string;
  email?: string;
  organisation?: string;
  competencies?: number[];
  languages?: CoachInput['languages'];
  capacity?: number;
  active?: boolean;
}

const P = CoachInput.properties;

/** The array of CoachInput's field `key`, its items a choice among `options` (none: an impossible choice). */
function checklist(key: 'competencies' | 'languages', options: { const: number | string; title: string }[]): RJSFSchema {
  const { title, minItems, maxItems, uniqueItems } = P[key] as RJSFSchema;
  const items: RJSFSchema =
    options.length > 0 ? { type: key === 'languages' ? 'string' : 'integer', oneOf: options } : { type: 'integer', minimum: 1, maximum: 0 };
  return { type: 'array', title, minItems, maxItems, uniqueItems, items };
}

/**
 * The rjsf schema of one kind of coach, from CoachInput's own fields: an internal coach names an employee, an outside
 * coach a name, an address and an organisation. Competencies are the company's (archived ones only where the coach
 * has them already), languages the product's, each named by `languageName` in the reader's language.
 */
export function coachFormSchema(
  kind: CoachKind,
  { competencies, employees }: CoachChoices,
  current: Coach | null,
  languageName: (code: CoachingLanguage) => string,
): RJSFSchema {
  const offered = competencies.map((c) => ({ const: c.id, title: c.title }));
  // A competency the coach holds that the active list no longer offers (archived): kept, so saving does not drop it silently.
  for (const c of current?.competencies ?? []) if (!offered.some((o) => o.const === c.id)) offered.push({ const: c.id, title: c.title });
  const languages = COACHING_LANGUAGES.map((code) => ({ const: code, title: languageName(code) }));
  const shared = {
    competencies: checklist('competencies', offered),
    languages: checklist('languages', languages),
    capacity: P.capacity as RJSFSchema,
    active: P.active as RJSFSchema,
  };
  if (kind === 'internal') {
    const people = employees.map((e) => ({ const: e.id, title: e.name }));
    const employee: RJSFSchema =
      people.length > 0 ? { type: 'integer', title: 'Employee', oneOf: people } : { type: 'integer', title: 'Employee', minimum: 1, maximum: 0 };
    return { type: 'object', required: ['employee', 'competencies', 'languages', 'capacity'], properties: { employee, ...shared } };
  }
  return {
    type: 'object',
    required: ['name', 'email', 'competencies', 'languages', 'capacity'],
    properties: { name: { ...(P.name as RJSFSchema), minLength: 1 }, email: P.email as RJSFSchema, organisation: P.organisation as RJSFSchema, ...shared },
  };
}

/** The form's values for a coach (none: a new one, taking coachees, three at once). */
export function coachValues(coach: Coach | null): CoachValues {
  if (!coach) return { competencies: [], languages: [], capacity: 3, active: true };
  const shared = { competencies: coach.competencies.map((c) => c.id), languages: coach.languages, capacity: coach.capacity, active: coach.active };
  return coach.kind === 'internal'
    ? { employee: coach.employee ?? undefined, ...shared }
    : { name: coach.name, email: coach.email, organisation: coach.organisation, ...shared };
}

/** The body of POST or PUT: only the kind's own fields, `employee` null for an outside coach. */
export function coachBody(kind: CoachKind, values: CoachValues): CoachInput {
  const shared = { competencies: values.competencies ?? [], languages: values.languages ?? [], capacity: values.capacity ?? 0, active: values.active ?? true };
  if (kind === 'internal') return { employee: values.employee ?? null, ...shared };
  return { employee: null, name: values.name ?? '', email: values.email ?? '', organisation: values.organisation ?? '', ...shared };
}
