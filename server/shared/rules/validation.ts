import { Ajv, type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FieldErrors } from '../../../schemas/errors';
import { customFormats } from '../../../schemas/formats';
import { hasSizeError, withoutPatterns } from '../../../schemas/length-first';
import { messageFor, type SchemaIssue } from '../../../schemas/messages';

// What the API accepts and how it says no, for a request's body as for a row of an import
// file: pure rules over the schemas, so the plugins and the domain's import checks share them.

// ajv-formats is CommonJS; under native ESM its plugin may sit one level down.
const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;

/**
 * An Ajv configured like the form's (@rjsf/validator-ajv8: allErrors, non-strict,
 * ajv-formats plus our custom formats), so both sides accept and reject alike.
 */
function createAjv(extra: Options = {}): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: false, multipleOfPrecision: 8, ...extra });
  addFormats(ajv);
  for (const [name, validate] of Object.entries(customFormats)) ajv.addFormat(name, { type: 'string', validate });
  return ajv;
}

/** Bodies exactly as sent (no coercion, nothing removed); query strings and params are text, so coerce. */
export const bodyAjv = createAjv({ coerceTypes: false, removeAdditional: false, useDefaults: false });
export const textAjv = createAjv({ coerceTypes: 'array', removeAdditional: false, useDefaults: true });

/** A compiled check as Ajv's: true or false, the errors of the last call beside it. */
interface Check {
  (value: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/**
 * The schema's check, sizes first (schemas/length-first.ts): a value with a string, list or
 * object over its limit is refused for that, and no pattern or format runs on it. Otherwise the
 * answer, errors included, is the full schema's, as the form gives it.
 */
export function compileLengthFirst(ajv: Ajv, schema: object): Check {
  const full = ajv.compile(schema);
  const relaxed = withoutPatterns(schema);
  if (relaxed === schema) return full;
  let sizes: ValidateFunction | undefined;
  const check: Check = (value) => {
    sizes ??= ajv.compile(relaxed);
    if (!sizes(value) && hasSizeError(sizes.errors)) {
      check.errors = sizes.errors;
      return false;
    }
    const valid = full(value);
    check.errors = full.errors;
    return valid;
  };
  return check;
}

/** What is read of a schema error: Ajv's own, or Fastify's copy of one on a rejected request. */
type SchemaError = SchemaIssue & { instancePath: string; schemaPath: string };

function fieldOf(error: SchemaError): string {
  const path = error.instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required') path.push(String(error.params.missingProperty));
  if (error.keyword === 'additionalProperties') path.push(String(error.params.additionalProperty));
  return path.length ? path.join('.') : 'non_field_errors';
}

/** Ajv errors in the API's error shape, `{"field": ["message"], "non_field_errors": [...]}`. */
export function toFieldErrors(errors: readonly SchemaError[]): FieldErrors {
  // A failed anyOf (a choice: id or null) says it once; its branches' errors only add noise.
  const unions = errors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf');
  const result: FieldErrors = {};
  for (const error of errors) {
    const insideUnion = unions.some((u) => error.schemaPath.startsWith(`${u.schemaPath}/`));
    if (insideUnion) continue;
    const field = fieldOf(error);
    const message = field === 'non_field_errors' && error.keyword === 'type' ? 'Invalid data. Expected a JSON object.' : messageFor(error);
    const messages = (result[field] ??= []);
    if (!messages.includes(message)) messages.push(message);
  }
  return result;
}

/** Paths (dotted, like field errors) of strings holding a NUL, which PostgreSQL text cannot store. */
export function fieldsWithNul(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [path.join('.') || 'non_field_errors'] : [];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => [...(k.includes('\u0000') ? ['non_field_errors'] : []), ...fieldsWithNul(v, [...path, k])]);
  }
  return [];
}
