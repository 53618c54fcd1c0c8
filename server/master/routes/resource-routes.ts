import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import Type, { type Static, type TSchema } from 'typebox';
import { IdParam, type FieldErrors } from '../../../schemas/errors';
import { archivableListQuery, listQuery, type ListQuery } from '../../../schemas/list-query';
import { actorOf } from '../../audit/record';
import { INVALID_CHOICE } from '../messages';
import { isRefusal, type Refusal, type ResourceRepository } from '../queries/refusals';
import { badRequest, nonFieldError, notFound } from '../../http-errors';
import { editGuard } from '../../edits/guard';
import { assertNotBlank } from '../../http/blank-fields';
import { stampAgrees, stampFor } from '../../http/principal-in-query';
import { errorResponses } from '../../http/responses';
import { routeGroups } from '../../http/route-groups';

/** A list's rows are objects of named fields; its body schema says which. */
type Fields = Record<string, unknown>;

export interface ResourceRoutesOptions<B extends TSchema, R extends TSchema> {
  /** Where the contract puts it, without the trailing slash: '/competency/list'. */
  path: string;
  /** Human name for messages and docs: 'Competency'. */
  label: string;
  tags: string[];
  body: B;
  row: R;
  /** Fields `?ordering=` accepts, besides id. */
  orderings: readonly string[];
  /** Text fields that must say something once trimmed. */
  textFields: readonly (keyof Static<B> & string)[];
  /** The 400 answer when the row would duplicate another. */
  duplicate(body: Static<B>): FieldErrors;
  /** What an in-use refusal asks the person to do, e.g. "Move them to another type first." */
  inUseHint?: string;
  repo(req: FastifyRequest): ResourceRepository<Static<B>, Static<R>>;
  /** Who may read it once signed in, or 'anyone' for lists read without signing in (the platform lists). */
  readGuards: readonly onRequestHookHandler[] | 'anyone';
  /** false for the platform's lists: nothing of theirs is archived, their rows stay `{id, name}`. */
  archivable?: boolean;
  /** Who may write it once signed in. */
  writeGuards: readonly onRequestHookHandler[];
  /** The audit log's name for its rows ('master_item', 'competency'…), whose newest entry a stale write's 412 quotes. */
  auditEntity: string;
  /** The repository's list reads the principal's stamp too (principal-in-query.ts): the hot GET saves a round trip. */
  listChecksPrincipal?: boolean;
}

/**
 * One list of the contract — GET, POST, PUT {id}/, DELETE {id}/, POST {id}/archive/ and {id}/restore/ — as DRF answers it, whatever
 * its rows: every list of names, competencies and statements are registrations of this.
 */
export async function resourceRoutes<B extends TSchema, R extends TSchema>(app: FastifyInstance, o: ResourceRoutesOptions<B, R>): Promise<void> {
  const { path, label, tags } = o;
  const noun = label.toLowerCase();
  const refused = (body: Static<B> | null, refusal: Refusal) => {
    if (refusal.refused === 'duplicate') return badRequest(body ? o.duplicate(body) : {});
    if (refusal.refused === 'invalid-choice') return badRequest({ [refusal.field]: [INVALID_CHOICE] });
    if (refusal.refused === 'invalid') return badRequest({ [refusal.field]: [refusal.message] });
    return nonFieldError(`This ${noun} is still used by ${refusal.message}. ${o.inUseHint ?? 'Change them first, or archive it to stop offering it.'}`);
  };
  const writeErrors = errorResponses(400, 401, 403);

  const readGuards = o.readGuards === 'anyone' ? [] : o.readGuards;
  const read = async (scope: FastifyInstance) => {
    scope.get(
      `${path}/`,
      {
        config: { checksPrincipalStamp: o.listChecksPrincipal === true && o.readGuards !== 'anyone' },
        schema: {
          tags,
          summary: `${label} list`,
          description: 'An array, by id unless `?ordering=` says otherwise; the X-Total-Count header holds the number of matching rows.',
          querystring: o.archivable === false ? listQuery(o.orderings) : archivableListQuery(o.orderings),
          response: { 200: Type.Array(o.row), ...errorResponses(401, 403) },
        },
      },
      async (req, reply) => {
        const query = req.query as ListQuery;
        let page = await o.repo(req).list(query, stampFor(req));
        if (!(await stampAgrees(app, req, reply, readGuards, page.stamp))) page = await o.repo(req).list(query);
        void reply.header('x-total-count', String(page.total));
        // A page the database serialised goes out as it is.
        return 'json' in page ? reply.type('application/json; charset=utf-8').send(page.json) : page.rows;
      },
    );

    // One row with its ETag: what an edit holds to say which version it changes.
    scope.get(
      `${path}/:id/`,
      {
        config: { etag: {} },
        schema: { tags, summary: `One ${noun}`, params: IdParam, response: { 200: o.row, ...errorResponses(401, 403, 404) } },
      },
      async (req) => {
        const row = await o.repo(req).get((req.params as { id: number }).id);
        if (!row) throw notFound();
        return row;
      },
    );
  };

  const ifMatch = editGuard(o.auditEntity, (id) => `${path}/${id}/`);

  const write = async (scope: FastifyInstance) => {
    scope.post(
      `${path}/`,
      {
        schema: { tags, summary: `Add a ${noun}`, body: o.body, response: { 201: o.row, ...writeErrors } },
      },
      async (req, reply) => {
        // The body schema has validated it.
        const body = req.body as Static<B>;
        assertNotBlank(body as Fields, o.textFields);
        const created = await o.repo(req).create(body);
        if (isRefusal(created)) throw refused(body, created);
        return reply.code(201).send(created);
      },
    );

    scope.put(
      `${path}/:id/`,
      {
        config: { ifMatch },
        schema: {
          tags,
          summary: `Change a ${noun}`,
          params: IdParam,
          body: o.body,
          response: { 200: o.row, ...writeErrors, ...errorResponses(404) },
        },
      },
      async (req) => {
        const body = req.body as Static<B>;
        assertNotBlank(body as Fields, o.textFields);
        const updated = await o.repo(req).update((req.params as { id: number }).id, body, { by: actorOf(req), entity: o.auditEntity });
        if (isRefusal(updated)) throw refused(body, updated);
        if (!updated) throw notFound();
        return updated;
      },
    );

    scope.delete(
      `${path}/:id/`,
      {
        config: { ifMatch },
        schema: {
          tags,
          summary: `Delete a ${noun}`,
          params: IdParam,
          response: { 204: Type.Null({ description: 'Deleted' }), ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (req, reply) => {
        const removed = await o.repo(req).remove((req.params as { id: number }).id, { by: actorOf(req), entity: o.auditEntity });
        if (isRefusal(removed)) throw refused(null, removed);
        if (!removed) throw notFound();
        return reply.code(204).send(null);
      },
    );

    // Kept for what already names it, no longer offered: the way out when a delete is refused.
    for (const [action, archived] of o.archivable === false
      ? []
      : ([
          ['archive', true],
          ['restore', false],
        ] as const)) {
      scope.post(
        `${path}/:id/${action}/`,
        {
          schema: {
            tags,
            summary: archived ? `Archive a ${noun}` : `Restore an archived ${noun}`,
            params: IdParam,
            response: { 200: o.row, ...errorResponses(401, 403, 404) },
          },
        },
        async (req) => {
          const changed = await o.repo(req).archive((req.params as { id: number }).id, archived, { by: actorOf(req), entity: o.auditEntity });
          if (!changed) throw notFound();
          return changed;
        },
      );
    }
  };

  await app.register(
    routeGroups([o.readGuards === 'anyone' ? { anyone: [read] } : { guards: o.readGuards, routes: [read] }, { guards: o.writeGuards, routes: [write] }]),
  );
}
