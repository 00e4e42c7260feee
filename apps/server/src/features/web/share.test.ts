import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCourse, buildUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="The generic description."
    />
    <title>Somo</title>
  </head>
  <body><div id="root"></div><script type="module" src="/assets/main.js"></script></body>
</html>`;

let t: TestApp;
let webDist: string;
let published: { id: number };
let draft: { id: number };

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'somo-web-'));
  await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  t = await createTestApp({ webDist, publicUrl: 'https://learn.example.org' });
  const instructor = await buildUser(t.db, { role: 'instructor' });
  published = await buildCourse(t.db, {
    instructorId: instructor.id,
    title: 'Kiswahili for "Beginners" <1>',
    description: 'Greetings, numbers and everyday phrases for travellers and new teachers.',
    thumbnail: '/media/thumbnails/abc.webp',
  });
  draft = await buildCourse(t.db, {
    instructorId: instructor.id,
    title: 'Secret draft course',
    isPublished: false,
  });
});

afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

async function page(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, html: response.body, type: response.headers['content-type'] };
}

describe('link previews and search engines', () => {
  it('serves a published course page with its title, description and picture in the HTML', async () => {
    const { status, html, type } = await page(`/courses/${published.id}`);
    expect(status).toBe(200);
    expect(type).toContain('text/html');
    expect(html).toContain(
      '<meta property="og:title" content="Kiswahili for &quot;Beginners&quot; &lt;1&gt; · Somo" />',
    );
    expect(html).toContain(
      '<meta property="og:description" content="Greetings, numbers and everyday phrases for travellers and new teachers." />',
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://learn.example.org/media/thumbnails/abc.webp" />',
    );
    expect(html).toContain(
      `<link rel="canonical" href="https://learn.example.org/courses/${published.id}" />`,
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<title>Kiswahili for &quot;Beginners&quot; &lt;1&gt; · Somo</title>');
    expect(html).not.toContain('The generic description.');
    expect(html.match(/name="description"/g)).toHaveLength(1);
  });

  it('gives a draft or unknown course only the site facts', async () => {
    for (const url of [`/courses/${draft.id}`, '/courses/999999', '/courses/99999999999']) {
      const { status, html } = await page(url);
      expect(status).toBe(200);
      expect(html).not.toContain('Secret draft course');
      expect(html).toContain('<meta property="og:title" content="Somo" />');
      expect(html).not.toContain('og:image');
    }
  });

  it('gives other pages a canonical URL without the query', async () => {
    const { html } = await page('/courses?search=python');
    expect(html).toContain('<link rel="canonical" href="https://learn.example.org/courses" />');
  });

  it('compresses the page for browsers that accept it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/courses/${published.id}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('lists the home page, the catalogue and published courses, never drafts, in the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.body).toContain('<loc>https://learn.example.org/</loc>');
    expect(response.body).toContain('<loc>https://learn.example.org/courses</loc>');
    expect(response.body).toContain(`<loc>https://learn.example.org/courses/${published.id}</loc>`);
    expect(response.body).not.toContain(`/courses/${draft.id}<`);
  });

  it('answers robots.txt as text naming the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('Sitemap: https://learn.example.org/sitemap.xml');
    expect(response.body).toContain('Disallow: /api/');
  });
});
