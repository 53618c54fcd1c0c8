import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's own statement reads the principal's stamp and the handler passes it to
     * stampAgrees: authentication may then take the principal from this process's cache
     * and save a round trip (route-groups.ts).
     */
    checksPrincipalStamp?: boolean;
  }
}

/*
 * A cached principal is a guess. It is confirmed by the stamp that the route's statement
 * reads in its own snapshot, which begins after the client's request arrived, so after any
 * change the client was told of, through whichever process: permissions removed apply on the
 * next request, with one round trip (the route's) instead of two. A guess that differs, or
 * one that a guard would refuse, is replaced by the principal read afresh before anything is
 * answered.
 */

const noop = () => undefined;

/** The user whose stamp the route's statement should read, or undefined when req.user is already confirmed. */
export const stampFor = (req: FastifyRequest): number | undefined => (req.principalStamp === null ? undefined : req.user.id);

/** A guard that, refusing a cached principal, asks the database before refusing (a permission may have been given). */
export function confirmingRefusals(app: FastifyInstance, guard: onRequestHookHandler): onRequestHookHandler {
  return async (req, reply) => {
    try {
      await guard.call(app, req, reply, noop);
    } catch (err) {
      if (req.principalStamp === null) throw err;
      await app.confirmPrincipal(req);
      await guard.call(app, req, reply, noop);
    }
  };
}

/**
 * After the route's statement: true when its answer may be sent (req.user was confirmed
 * already, or the stamp it read is the cached one). Otherwise the principal is read afresh
 * (401 if it may no longer sign in), `guards` run again on it (403 if it may no longer use the
 * route) and false says to run the statement again, now for the current principal.
 * `stamp` undefined: the statement had no row to carry it.
 */
export async function stampAgrees(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  guards: readonly onRequestHookHandler[],
  stamp: string | null | undefined,
): Promise<boolean> {
  if (req.principalStamp === null) return true;
  if (stamp !== undefined && stamp === req.principalStamp) {
    req.principalStamp = null;
    return true;
  }
  await app.confirmPrincipal(req);
  for (const guard of guards) await guard.call(app, req, reply, noop);
  return false;
}
