import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { apiNotFound } from '../../lib/error-handler';
import { registerManifestRoute } from './manifest';
import { readPagePreloads, withPreloads } from './preloads';
import { pageMeta, registerShareRoutes, withPageMeta } from './share';

const HASHED_ASSET = /\/assets\//;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * index.html carries each page's own preview tags and early fetches (the latter by the reader's language), so
 * it is rendered per page and compressed here.
 */
async function sendPage(reply: FastifyReply, request: FastifyRequest, html: string) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding, accept-language');
  if (/\bbr\b/.test(accepts)) {
    const body = await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(await gzipAsync(html));
  return reply.send(html);
}

/** Serves the built web app; client routes fall back to index.html, unknown /api paths answer JSON. */
export async function registerSpa(
  app: FastifyInstance,
  { webDist, db, config }: { webDist: string | undefined; db: Db; config: Config },
) {
  registerShareRoutes(app, { db, config });
  registerManifestRoute(app, { db });
  const indexFile = webDist ? path.join(webDist, 'index.html') : undefined;
  const indexHtml = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  const pages = webDist ? readPagePreloads(webDist) : [];
  if (indexHtml !== undefined && webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset; browsers that accept them get those bytes.
      preCompressed: true,
      // Our own cache-control below; the plugin's default would replace it with max-age=0.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader(
          'cache-control',
          HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        );
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    if (url === '/api' || url.startsWith('/api/') || url.startsWith('/media/')) return apiNotFound(reply);
    if (indexHtml === undefined || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return apiNotFound(reply);
    }
    const html = withPreloads(withPageMeta(indexHtml, await pageMeta({ db, config, request })), {
      pages,
      pathname: url.split('?')[0] ?? '/',
      acceptLanguage: request.headers['accept-language'],
    });
    return sendPage(reply, request, html);
  });
}
