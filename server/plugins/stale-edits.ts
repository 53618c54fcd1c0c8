import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { StaleEdit } from '../../schemas/stale-edit';
import { editLocks } from '../edits/edit-locks';
import { lastChange, staleMessage } from '../edits/last-change';
import { HttpError } from '../http-errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A GET answering one editable resource: it carries an ETag, a strong hash of the answer, or of what `of` makes
     * of it: what an edit replaces, without what moves by itself (a survey's progress) and with what the answer
     * leaves out (its raters).
     */
    etag?: { of?: (req: FastifyRequest, payload: unknown) => Promise<unknown> };
    /**
     * A write `If-Match` guards: `resource` is the GET path of what it changes (null: none; the write answers as it
     * would), `entity` and `id` name it in the audit log, whose newest entry the 412 quotes. Either may need a lookup.
     */
    ifMatch?: {
      resource(req: FastifyRequest): string | null | Promise<string | null>;
      entity: string;
      id(req: FastifyRequest): string | number | Promise<string | number>;
    };
  }
  interface FastifyRequest {
    /** Releases the lock a guarded write holds until it has answered. */
    releaseEdit: (() => Promise<void>) | null;
  }
}

// Past the server's request timeout (30 s): by then the write has answered or never will.
const HOLD_AT_MOST_MS = 60_000;

const hash = (text: string) => `"${createHash('sha256').update(text).digest('base64url')}"`;

/** RFC 9110: If-Match compares strongly, so a weak tag never matches; `*` matches any current representation. */
function matches(header: string, current: string): boolean {
  return header
    .split(',')
    .map((t) => t.trim())
    .some((t) => t === '*' || t === current);
}

const preconditionFailed = (detail: string, by: string | null, at: Date | null) =>
  new HttpError(412, detail, { detail, changed_by: by, changed_at: at?.toISOString() ?? null });

/**
 * Stale edits refused (optimistic concurrency, RFC 9110 §13.1.1). A guarded write with If-Match takes the resource's
 * lock, reads the resource through its own GET (same guards, same representation, so the tag is the one the client
 * was given) and answers 412, changing nothing, unless the tag is still current; the lock is held until the write
 * has answered, so a second write holding the same tag then sees the new one. Without If-Match nothing changes.
 */
export const staleEditsPlugin = fp(
  async (app: FastifyInstance) => {
    const lock = editLocks(app.db);
    app.decorateRequest('releaseEdit', null);
    // Documented beside the route's other answers (before the OpenAPI plugin reads them).
    app.addHook('onRoute', (route) => {
      if (!route.config?.ifMatch || !route.schema) return;
      ((route.schema.response ??= {}) as Record<number, unknown>)[412] ??= StaleEdit;
    });

    app.addHook('preSerialization', async (req, reply, payload) => {
      const etag = req.routeOptions.config.etag;
      if (!etag || req.method !== 'GET' || reply.statusCode !== 200) return payload;
      void reply.header('etag', hash(JSON.stringify(etag.of ? await etag.of(req, payload) : payload)));
      return payload;
    });

    app.addHook('preHandler', async (req) => {
      const guard = req.routeOptions.config.ifMatch;
      const ifMatch = req.headers['if-match'];
      if (!guard || !ifMatch) return;
      const resource = await guard.resource(req);
      if (!resource) return;
      req.releaseEdit = await lock(`${req.user?.companyId ?? 0}:${resource}`);
      // Should the answer never finish (a socket gone mid-write), the lock is not kept for good.
      setTimeout(() => void req.releaseEdit?.(), HOLD_AT_MOST_MS).unref();
      const current = await app.inject({ method: 'GET', url: resource, headers: { authorization: req.headers.authorization ?? '' } });
      // Gone or out of reach: the write answers that itself (404, 403) as it would without If-Match.
      if (current.statusCode !== 200) return;
      if (matches(ifMatch, String(current.headers.etag ?? ''))) return;
      const last = await lastChange(app.db, req.user?.companyId ?? null, guard.entity, String(await guard.id(req)));
      throw preconditionFailed(staleMessage(last), last.by, last.at);
    });

    // A guarded write that succeeded answers the resource's new tag (read while the lock is still held), so the editor
    // can save again without reloading (a removed rater changes the survey's; a deleted resource has none). For PATCH /survey/survey-creation/ it is the tag of GET /survey/survey/{id}/.
    app.addHook('onSend', async (req, reply, payload) => {
      const guard = req.routeOptions.config.ifMatch;
      if (!guard || reply.statusCode >= 300) return payload;
      try {
        const resource = await guard.resource(req);
        if (!resource) return payload;
        const now = await app.inject({ method: 'GET', url: resource, headers: { authorization: req.headers.authorization ?? '' } });
        if (now.statusCode === 200 && now.headers.etag) void reply.header('etag', now.headers.etag);
      } catch (err) {
        // The write is done: a tag that could not be read is left out (the editor reads it again), never a 500.
        req.log.warn({ err }, 'stale-edits: the new ETag could not be read');
      }
      return payload;
    });

    const release = async (req: FastifyRequest) => {
      await req.releaseEdit?.();
    };
    app.addHook('onResponse', release);
  },
  { name: 'stale-edits', dependencies: ['db'] },
);
