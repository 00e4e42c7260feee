import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@somo/contract/endpoints';
import { openApiDocument } from '@somo/contract/openapi';
import { referenceEndpoints } from '@somo/contract/reference';
import { notFound } from '../../lib/errors';
import { route, sendJsonText } from '../../lib/route';

const VERSION = '1.0.0';

/** Our own starter script: the page's policy allows scripts from this origin only, never inline ones. */
const STARTER = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#reference', deepLinking: true });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Somo API reference</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <main id="reference"></main>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/reference.js"></script>
  </body>
</html>
`;

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** Swagger UI's files from the installed package, read once when first asked for: only this page loads them. */
function swaggerFiles() {
  const require = createRequire(import.meta.url);
  const folder = path.dirname(require.resolve('swagger-ui-dist/package.json'));
  const cache = new Map<string, Promise<Buffer>>();
  return (file: string) => {
    let content = cache.get(file);
    if (!content) {
      content = readFile(path.join(folder, file));
      cache.set(file, content);
    }
    return content;
  };
}

export async function referenceRoutes(app: FastifyInstance) {
  const document = JSON.stringify(
    openApiDocument(endpoints, {
      title: 'Somo API',
      version: VERSION,
      description:
        'The JSON API of Somo. Sign in with POST /api/auth/login/ and send the access token as ' +
        '`Authorization: Bearer <token>`. Errors answer `{error, detail, code, fields?}`; branch on `code`.',
      serverUrl: '/api',
    }),
  );
  const readSwagger = swaggerFiles();

  route(app, referenceEndpoints, 'GET /openapi.json', (_request, reply) =>
    sendJsonText(reply.header('cache-control', 'no-cache'), document),
  );
  route(app, referenceEndpoints, 'GET /docs/', (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(PAGE),
  );
  route(app, referenceEndpoints, 'GET /docs/:file', async (request, reply) => {
    const { file } = request.params;
    const type = TYPES[path.extname(file)];
    if (!type) return notFound('File not found.');
    const content = file === 'reference.js' ? STARTER : await readSwagger(file);
    return reply.type(type).header('cache-control', 'public, max-age=86400').send(content);
  });
}
