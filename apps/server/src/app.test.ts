import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signIn } from '../test/factories';
import { call, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
const BROTLI_APP = brotliCompressSync('console.log(1)');

beforeAll(async () => {
  const webDist = await mkdtemp(path.join(tmpdir(), 'somo-web-'));
  await writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Somo</title></head><body><div id="root"></div></body></html>',
  );
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');
  await writeFile(path.join(webDist, 'assets', 'app-1234.js.br'), BROTLI_APP);
  await writeFile(
    path.join(webDist, 'page-preloads.json'),
    JSON.stringify({
      pages: [
        {
          route: '/courses/:courseId',
          files: ['assets/course-detail-page-1.js', 'assets/money-2.js'],
          texts: { fr: ['assets/shared-fr.js', 'assets/courses-fr.js'], sw: ['assets/shared-sw.js'] },
        },
      ],
    }),
  );
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t?.close();
});

describe('health', () => {
  it('answers alive and ready', async () => {
    expect((await call(t.app, 'GET', '/api/health/')).body).toEqual({ status: 'ok' });
    expect((await call(t.app, 'GET', '/api/ready/')).body).toEqual({ status: 'ready', database: 'ok' });
  });
});

describe('serving the web app', () => {
  it('falls back to index.html for client routes', async () => {
    for (const url of ['/', '/courses/12', '/admin/dashboard', '/no/such/page']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
    }
  });

  it("names a public page's chunks, and its texts in the reader's language, for the browser to fetch early", async () => {
    const french = await t.app.inject({
      method: 'GET',
      url: '/courses/12?ref=share',
      headers: { 'accept-language': 'en;q=0.5, fr-CD, sw;q=0.8' },
    });
    const preloaded = [...french.body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(preloaded).toEqual([
      '/assets/course-detail-page-1.js',
      '/assets/money-2.js',
      '/assets/shared-fr.js',
      '/assets/courses-fr.js',
    ]);
    expect(french.headers.vary).toContain('accept-language');
    const english = await t.app.inject({
      method: 'GET',
      url: '/courses/12/',
      headers: { 'accept-language': 'en-GB, fr' },
    });
    expect(english.body).toContain('/assets/course-detail-page-1.js');
    expect(english.body).not.toContain('shared-fr.js');
    const elsewhere = await t.app.inject({ method: 'GET', url: '/courses/12/forum' });
    expect(elsewhere.body).not.toContain('modulepreload');
  });

  it('serves hashed assets with a long cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends the precompressed copy to browsers that accept it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.equals(BROTLI_APP)).toBe(true);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    for (const url of ['/api/nothing-here/', '/api', '/media/missing.png']) {
      const response = await call(t.app, 'GET', url);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ code: 'not_found', error: expect.any(String) });
    }
    const post = await call(t.app, 'POST', '/api/unknown/', { body: {} });
    expect(post.status).toBe(404);
  });

  it('sends security headers with a CSP that allows YouTube embeds', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain('frame-src https://www.youtube.com https://www.youtube-nocookie.com');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    const script = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(script.headers['content-security-policy']).toBe(csp);
  });

  it('sends JSON answers, errors included, the short policy of data that is never rendered', async () => {
    for (const url of ['/api/courses/', '/api/nothing-here/', '/api/courses/0/']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['x-frame-options']).toBeUndefined();
    }
  });

  it('echoes a request id', async () => {
    const given = await t.app.inject({
      method: 'GET',
      url: '/api/health/',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const generated = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('GET /api/admin/settings/', () => {
  it('gives anyone the public part with the UGX default', async () => {
    const response = await call(t.app, 'GET', '/api/admin/settings/');
    expect(response.status).toBe(200);
    expect(response.body.pricing_settings).toEqual({ default_currency: 'UGX', allow_free_courses: true });
    expect(response.body.ai_settings).toBeUndefined();
    expect(response.body.platform_settings.max_file_upload_size).toBeUndefined();
  });

  it('gives admins every group', async () => {
    const admin = await buildUser(t.db, { role: 'admin' });
    const { access } = await signIn(t.app, admin);
    const response = await call(t.app, 'GET', '/api/admin/settings/', { token: access });
    expect(response.body.ai_settings).toEqual({
      pdf_processing_enabled: true,
      max_pdf_size: 10,
      ai_fallback_enabled: true,
    });
    expect(response.body.pricing_settings.max_course_price).toBe(3699963);
  });
});
