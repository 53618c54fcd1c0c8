import { expectedStatus } from './catalog/expected';
import { targetsOf, type Endpoint, type Req } from './catalog/types';
import { cellOf } from './matrix';
import type { Actor, World } from './world/world';

export interface Sendable {
  req: Req;
  headers: Record<string, string>;
}

/**
 * A valid request of the first actor an endpoint is meant for (naming a row of their own
 * company, or a good mailed link, when it names one): what the hostile and fault suites
 * start from. `write` asks for the write itself where the matrix's request stops short of it.
 */
export function permitted(w: World, e: Endpoint, options: { write?: boolean } = {}): () => Promise<Sendable> {
  if (options.write && e.write) return () => e.write!(w);
  const targets = targetsOf(e.names);
  const target = targets.find((x) => x === 'own' || x === 'token') ?? targets[0]!;
  const actor: Actor = w.actors.find((a) => expectedStatus(e, a, target) === e.ok) ?? w.actors[0]!;
  return async () => {
    const req = await e.request(cellOf(w, actor, target));
    return { req, headers: { ...actor.headers, ...req.headers } };
  };
}
