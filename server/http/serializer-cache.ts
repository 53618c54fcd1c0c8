import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type SerializerFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildSerializer'];
type Serialize = (data: unknown) => string;

const build = SerializerSelector();
/** Compiled serializers by response schema: every app of the process uses the same schema objects and options. */
const compiled = new WeakMap<object, Serialize>();

/**
 * Fastify's own response serializers (fast-json-stringify), compiled once per schema for the process rather than once
 * per app. One server builds one app; the API tests build one per file in one process, and compiling every route's
 * answer again took about a second of each.
 */
export const cachedSerializers: SerializerFactory = (externalSchemas, options) => {
  const compile = build(externalSchemas, options);
  // Another set of shared schemas would make the same schema object mean another thing: only ours (none) is cached.
  if (externalSchemas && Object.keys(externalSchemas).length) return compile;
  return (route) => {
    const schema = route.schema as object;
    let serialize = compiled.get(schema);
    if (!serialize) {
      serialize = compile(route) as Serialize;
      compiled.set(schema, serialize);
    }
    return serialize;
  };
};
