import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Answers compressed by Accept-Encoding (brotli, else gzip) from 1 kB: a list or the
 * organisation tree is mostly repeated keys. Brotli at quality 4 is about as fast as gzip and
 * smaller; its default (11) would spend seconds on a large tree. The SPA's files come
 * precompressed (spa.ts), and an answer that already has an encoding is left as it is.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
});
