import type { FastifyInstance, FastifyPluginAsync, FastifyTypeProvider, onRequestHookHandler, RawServerDefault } from 'fastify';
import { confirmingRefusals } from './principal-in-query';
import { signedIn } from './responses';

/** A route plugin, whichever type provider its file uses. */
type RoutePlugin = FastifyPluginAsync<Record<never, never>, RawServerDefault, FastifyTypeProvider>;

/**
 * Routes that share who may call them: `anyone` for the public ones, or signed in and then
 * past `guards` (the area's permission), in that order, before each route's own hooks.
 * `mixed` holds areas whose routes differ, each with a table of its own.
 */
type RouteGroup =
  | { anyone: readonly RoutePlugin[] }
  | { mixed: readonly RoutePlugin[] }
  | { guards: readonly onRequestHookHandler[]; routes: readonly RoutePlugin[] };

const pluginsOf = (group: RouteGroup) => ('guards' in group ? group.routes : 'anyone' in group ? group.anyone : group.mixed);

/**
 * In this plugin's context only, every route answers 401 to an anonymous caller, then runs
 * `guards` (so a 403 comes before any body is looked at), and its OpenAPI operation says it
 * needs `Authorization: JWT <token>`. Added before the routes, as onRoute hooks see only
 * the routes registered after them. The hooks become each route's own, in the order a route
 * would list them, rather than hooks of the context: the 404 and 405 answers never meet them.
 */
function signInThen(app: FastifyInstance, guards: readonly onRequestHookHandler[]): void {
  app.addHook('onRoute', (route) => {
    // A route that checks the principal's stamp itself may start from this process's cached principal.
    const signIn = route.config?.checksPrincipalStamp
      ? [app.authenticateCached, ...guards.map((guard) => confirmingRefusals(app, guard))]
      : [app.authenticate, ...guards];
    route.onRequest = [...signIn, ...[route.onRequest ?? []].flat()];
    route.schema = { ...route.schema, security: signedIn };
  });
}

/** An area as a table of groups, registered in order, each in a context of its own. */
export function routeGroups(groups: readonly RouteGroup[]): FastifyPluginAsync {
  return async (app) => {
    for (const group of groups) {
      await app.register(async (scope) => {
        if ('guards' in group) signInThen(scope, group.guards);
        for (const plugin of pluginsOf(group)) await scope.register(plugin);
      });
    }
  };
}
