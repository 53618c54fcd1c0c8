/*
 * Sizes before patterns. A validator that reports every error (the form's, the server's Ajv with
 * allErrors) still runs `pattern` and `format` on a string already too long, so a megabyte costs
 * a megabyte of regex work per pattern. Validators check a value first against the schema without
 * its patterns and formats; when that finds a size over its limit, they answer with it and stop.
 */

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keywords whose value is a map of subschemas, a list of them, or one (or a tuple). */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
const SCHEMA_LISTS = new Set(['allOf', 'anyOf', 'prefixItems']);
const SCHEMA_ONE = new Set([
  'items',
  'additionalItems',
  'additionalProperties',
  'contains',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties',
  'then',
  'else',
]);
// `not`, `if` and `oneOf` are copied whole: dropping a check inside them could make the schema
// refuse a value the full one accepts, and the first pass must only ever accept more.

/** The keywords that bound a value's size. */
export const SIZE_KEYWORDS: ReadonlySet<string> = new Set(['maxLength', 'maxItems', 'maxProperties']);

const relaxedCache = new WeakMap<object, unknown>();

/**
 * The schema without `pattern` and `format` anywhere a value must satisfy every part of it, so
 * that it accepts at least what the schema accepts. The same object when it has neither.
 */
export function withoutPatterns<T>(schema: T): T {
  if (!isObject(schema)) return schema;
  const cached = relaxedCache.get(schema);
  if (cached) return cached as T;
  let changed = false;
  const keep = (value: unknown) => {
    const relaxed = withoutPatterns(value);
    if (relaxed !== value) changed = true;
    return relaxed;
  };
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'pattern' || key === 'format') changed = true;
    else if (SCHEMA_MAPS.has(key) && isObject(value)) out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, keep(v)]));
    else if ((SCHEMA_LISTS.has(key) || SCHEMA_ONE.has(key)) && Array.isArray(value)) out[key] = value.map(keep);
    else if (SCHEMA_ONE.has(key)) out[key] = keep(value);
    else out[key] = value;
  }
  const result = changed ? out : schema;
  relaxedCache.set(schema, result);
  return result as T;
}

/** True when one of the errors is a size over its limit: then the value is refused for that alone. */
export const hasSizeError = (errors: readonly { keyword: string }[] | null | undefined): boolean =>
  (errors ?? []).some((error) => SIZE_KEYWORDS.has(error.keyword));
