import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/**
 * What the OpenAPI document (/api/docs/json) promises each operation answers: its statuses and,
 * for each, the content types of its body. Every answer the proof suites receive is held to it.
 */
export interface Contract {
  /** Status → media types ([] for an answer without a body); undefined for an operation the document lacks. */
  responses(key: string): Map<string, string[]> | undefined;
  keys(): string[];
}

interface Operation {
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

export async function loadContract(app: FastifyInstance): Promise<Contract> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, Operation>> };
  const byKey = new Map<string, Map<string, string[]>>();
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      byKey.set(`${method} ${path}`, new Map(Object.entries(operation.responses ?? {}).map(([status, r]) => [status, Object.keys(r.content ?? {})])));
    }
  }
  return { responses: (key) => byKey.get(key), keys: () => [...byKey.keys()] };
}

const mediaTypeOf = (res: LightMyRequestResponse) =>
  String(res.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();

/** Why this answer is not one the document declares for the operation, or null when it is. */
export function undeclared(contract: Contract, key: string, res: LightMyRequestResponse): string | null {
  const declared = contract.responses(key);
  if (!declared) return `${key} is not in the OpenAPI document`;
  const status = String(res.statusCode);
  const types = declared.get(status) ?? declared.get(`${status[0]}XX`);
  if (!types) return `${key} answered ${status}, which it does not declare (declared: ${[...declared.keys()].join(', ')})`;
  const type = mediaTypeOf(res);
  const hasBody = res.rawPayload.length > 0;
  if (!hasBody && !type) return null;
  if (types.length === 0) return `${key} answered ${status} with a ${type || 'typeless'} body, declared without one`;
  if (!types.includes(type)) return `${key} answered ${status} as ${type || 'no content type'}, declared as ${types.join(' or ')}`;
  return null;
}
