import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from '../api-paths';
import { pageHtml } from './spa-page';

/** The build's hashed files; no page of the app is ever served under it (its headers are an asset's, security-headers.ts). */
export const BUILD_ASSETS = '/assets/';

const NOT_BUILT = 'The web app is not built yet. Run `npm run build` (or `npm start`, which builds it first).\n';

/**
 * Serves Vite's dist/: hashed files under /assets/ are cached for a year, and every
 * other GET that is no API path and no file gets index.html, so the SPA's router decides.
 */
export const spaPlugin = fp(
  async (app: FastifyInstance, { distDir }: { distDir: string }) => {
    // dist/ may appear after start (npm run build in another terminal); until then the root is empty, not a warning.
    await mkdir(distDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      index: 'index.html',
      cacheControl: false,
      // The build writes .br and .gz beside each file (scripts/vite-precompress.ts).
      preCompressed: true,
      dotfiles: 'ignore',
      // Source maps stay on the build machine (README: Security): the app's code is public, its comments and layout need not be.
      allowedPath: (pathName) => !pathName.endsWith('.map'),
      setHeaders(res, filePath) {
        const immutable = filePath.startsWith(path.join(distDir, BUILD_ASSETS));
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });

    app.setNotFoundHandler(async (req, reply) => {
      const lastSegment = req.url.split('?')[0]!.split('/').pop() ?? '';
      // A path the API has, asked with another method: 405 naming the methods it has (as Django REST Framework words it).
      const allowed = app.allowedMethods(req.url);
      if (allowed.length)
        return reply
          .code(405)
          .header('Allow', allowed.join(', '))
          .send({ detail: `Method "${req.method}" not allowed.` });
      if (isApiPath(req.url) || (req.method !== 'GET' && req.method !== 'HEAD')) {
        return reply.code(404).send({ detail: 'Not found.' });
      }
      // A missing file (a stale chunk name) must not get HTML under a script's URL.
      if (lastSegment.includes('.') || req.url.startsWith(BUILD_ASSETS)) return reply.code(404).type('text/plain; charset=utf-8').send('Not found.\n');
      try {
        const html = await pageHtml(distDir, req.url.split('?')[0]!);
        return reply.code(200).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
      } catch {
        return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
      }
    });
  },
  { name: 'spa' },
);
