import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiNotFound } from '../../lib/error-handler';

const HASHED_ASSET = /\/assets\//;

/** Serves the built web app; client routes fall back to index.html, unknown /api paths answer JSON. */
export async function registerSpa(app: FastifyInstance, webDist: string | undefined) {
  const indexFile = webDist ? path.join(webDist, 'index.html') : undefined;
  const hasSpa = !!indexFile && existsSync(indexFile);
  if (hasSpa && webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset; browsers that accept them get those bytes.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        res.header(
          'cache-control',
          HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (url === '/api' || url.startsWith('/api/') || url.startsWith('/media/')) return apiNotFound(reply);
    if (!hasSpa || (request.method !== 'GET' && request.method !== 'HEAD')) return apiNotFound(reply);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
