import { HOSTILE_NUMBERS, HOSTILE_STRINGS, wrongTypes } from './values';

/** One broken request: what it breaks, and the raw body and headers to send. */
export interface Probe {
  label: string;
  url: string;
  payload?: string | Buffer;
  headers?: Record<string, string>;
}

type Path = Array<string | number>;
/** The parts of a JSON Schema the probes read. */
export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  enum?: unknown[];
}

/** The branch of a union that describes objects or arrays, where there is one. */
const branch = (schema: Schema | undefined): Schema | undefined => schema?.anyOf?.find((s) => s.properties || s.items) ?? schema;

/** A value of the schema's kind, for a field the valid sample leaves out. */
function seedOf(schema: Schema): unknown {
  const s = branch(schema)!;
  if (s.enum?.length) return s.enum[0];
  const type = [s.type ?? s.anyOf?.[0]?.type].flat().find((x) => x !== 'null');
  return ({ string: 'x', integer: 1, number: 1, boolean: true, array: [], object: {} } as Record<string, unknown>)[String(type)] ?? 'x';
}
const JSON_TYPE = { 'content-type': 'application/json' };

function setAt(root: unknown, path: Path, value: unknown, remove = false): unknown {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (remove) delete node[last];
  else node[last] = value;
  return copy;
}

/** Broken versions of one value of the sample, and of what it holds. */
function* fieldProbes(sample: unknown, value: unknown, path: Path, schema?: Schema): Generator<[string, unknown]> {
  const name = path.join('.');
  const at = (v: unknown) => setAt(sample, path, v);
  if (typeof path.at(-1) === 'string') yield [`${name} left out`, setAt(sample, path, undefined, true)];
  for (const [kind, v] of wrongTypes(value)) yield [`${name} = ${kind}`, at(v)];
  if (typeof value === 'string') for (const [kind, v] of HOSTILE_STRINGS) yield [`${name} = ${kind}`, at(v)];
  if (typeof value === 'number') for (const [kind, v] of HOSTILE_NUMBERS) yield [`${name} = ${kind}`, at(v)];
  if (Array.isArray(value)) {
    yield [`${name} empty`, at([])];
    yield [`${name} with 10,000 items`, at(Array.from({ length: 10_000 }, () => value[0] ?? 1))];
    if (value.length) yield* fieldProbes(sample, value[0], [...path, 0], branch(schema)?.items);
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) yield* objectProbes(sample, value as Record<string, unknown>, path, schema);
}

/** Every field the sample has, and every field the schema allows that it leaves out. */
function* objectProbes(sample: unknown, object: Record<string, unknown>, path: Path, schema?: Schema): Generator<[string, unknown]> {
  const where = path.length ? path.join('.') : 'the body';
  yield [`${where} with an unknown field`, path.length ? setAt(sample, path, { ...object, unexpected_field: 1 }) : { ...object, unexpected_field: 1 }];
  const properties = branch(schema)?.properties ?? {};
  for (const [key, value] of Object.entries(object)) yield* fieldProbes(sample, value, [...path, key], properties[key]);
  for (const [key, property] of Object.entries(properties)) {
    if (key in object) continue;
    const seeded = setAt(sample, [...path, key], seedOf(property));
    yield* fieldProbes(seeded, seedOf(property), [...path, key], property);
  }
}

/** The JSON text of an object with one more member written first, as JSON.stringify cannot write `__proto__`. */
const withKey = (objectJson: string, member: string) =>
  objectJson.startsWith('{') ? `{${member}${objectJson.length > 2 ? ',' : ''}${objectJson.slice(1)}` : `{${member}}`;

/** Every broken JSON body for an operation whose valid body is `sample` and whose body schema is `schema`. */
export function bodyProbes(url: string, sample: unknown, schema?: Schema): Probe[] {
  const json = (label: string, value: unknown): Probe => ({ label, url, payload: JSON.stringify(value), headers: JSON_TYPE });
  const raw = (label: string, payload: string, type = 'application/json'): Probe => ({ label, url, payload, headers: { 'content-type': type } });
  const valid = JSON.stringify(sample ?? {});
  const probes: Probe[] = [
    raw('cut-off JSON', '{"a":'),
    raw('single quotes', "{'a': 1}"),
    raw('trailing garbage', `${valid}garbage`),
    raw('a bare word', 'nul'),
    raw('5,000 nested arrays', `${'['.repeat(5000)}${']'.repeat(5000)}`),
    raw('a prototype key', withKey(valid, '"__proto__":{"role":"superuser"}')),
    raw('a constructor key', withKey(valid, '"constructor":{"prototype":{"role":"superuser"}}')),
    raw('as plain text', valid, 'text/plain'),
    raw('as a form', 'a=1&b=2', 'application/x-www-form-urlencoded'),
    raw('as multipart without a boundary', valid, 'multipart/form-data'),
    raw('as XML', '<survey/>', 'application/xml'),
    raw('as UTF-16 JSON', valid, 'application/json; charset=utf-16'),
    { label: 'without a content type', url, payload: valid },
    json('a body of 1.5 MB', { padding: 'x'.repeat(1_500_000) }),
    ...[null, [], 'text', 42, true, {}].map((v) => json(`the body = ${JSON.stringify(v)}`, v)),
  ];
  if (sample && typeof sample === 'object' && !Array.isArray(sample)) {
    for (const [label, value] of objectProbes(sample, sample as Record<string, unknown>, [], schema)) probes.push(json(label, value));
  }
  return probes;
}
