import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiPath } from '@somo/contract/openapi';
import { call, createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Document = { openapi: string; paths: Record<string, Record<string, unknown>> };

async function openApi(): Promise<Document> {
  const answer = await call(t.app, 'GET', '/api/openapi.json');
  expect(answer.status).toBe(200);
  return answer.body as Document;
}

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const document = await openApi();
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes every route the server registers under /api, and nothing it does not', async () => {
    const document = await openApi();
    const registered = t.app.registeredRoutes
      // Fastify adds a HEAD route beside each GET by itself.
      .filter((routeItem) => routeItem.url.startsWith('/api/') && routeItem.method !== 'HEAD')
      .map(
        (routeItem) => `${routeItem.method.toLowerCase()} ${openApiPath(routeItem.url.slice('/api'.length))}`,
      );
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method} ${path}`),
    );
    expect(registered.filter((routeItem) => !documented.includes(routeItem))).toEqual([]);
    expect(documented.filter((routeItem) => !registered.includes(routeItem))).toEqual([]);
  });

  it('lists the error codes an endpoint can answer', async () => {
    const document = await openApi();
    const refund = document.paths['/payments/{id}/refund/']?.post as {
      responses: Record<string, { description: string }>;
    };
    expect(refund.responses['403']?.description).toContain('refund_window_closed');
    expect(refund.responses['404']?.description).toContain('not_found');
  });

  it('offers JSON and a multipart form where an endpoint takes either', async () => {
    const document = await openApi();
    const settings = document.paths['/instructor/courses/{id}/settings/update/']?.put as {
      requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
    };
    const { content } = settings.requestBody;
    expect(Object.keys(content).sort()).toEqual(['application/json', 'multipart/form-data']);
    expect(Object.keys(content['application/json']?.schema.properties ?? {})).toContain('title');
    expect(content['multipart/form-data']?.schema.properties).toMatchObject({
      title: { type: 'string' },
      thumbnail: { type: 'string', contentMediaType: 'application/octet-stream' },
    });
    const upload = document.paths['/instructor/courses/pdf/analyze/']?.post as typeof settings;
    expect(Object.keys(upload.requestBody.content)).toEqual(['multipart/form-data']);
  });
});

describe('the reference page', () => {
  it('is served with its own scripts, from this origin only', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('/api/docs/swagger-ui-bundle.js');
    expect(page.body).not.toMatch(/<script>(?!<\/script>)/);
    const bundle = await t.app.inject({ method: 'GET', url: '/api/docs/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toContain('javascript');
    const starter = await t.app.inject({ method: 'GET', url: '/api/docs/reference.js' });
    expect(starter.body).toContain('/api/openapi.json');
    expect((await call(t.app, 'GET', '/api/docs/other.js')).status).toBe(400);
  });
});
