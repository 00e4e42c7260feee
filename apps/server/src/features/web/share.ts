import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { courses } from '../../db/schema/courses';
import { publicUrl } from '../../lib/public-url';
import { getSettings } from '../settings/settings.service';

/** What a link preview (WhatsApp, Facebook, search engines) shows for a page, read before any script runs. */
export type PageMeta = { title: string; description: string; url: string; image: string | null };

const COURSE_PAGE = /^\/courses\/(\d{1,10})\/?$/;
const DESCRIPTION_MAX = 200;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

function shorten(text: string, max: number) {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

async function publishedCourse(db: Db, id: number) {
  const [course] = await db
    .select({ title: courses.title, description: courses.description, thumbnail: courses.thumbnail })
    .from(courses)
    .where(and(eq(courses.id, id), eq(courses.isPublished, true)))
    .limit(1);
  return course;
}

/** The preview facts for a page of the web app; a draft or unknown course gets the site's own. */
export async function pageMeta({
  db,
  config,
  request,
}: {
  db: Db;
  config: Pick<Config, 'publicUrl'>;
  request: FastifyRequest;
}): Promise<PageMeta> {
  const base = publicUrl(config, request);
  const pathname = request.url.split('?')[0] ?? '/';
  const { platform_settings: site } = await getSettings({ db });
  const siteMeta = { title: site.site_name, description: site.site_description, image: null };
  const courseId = COURSE_PAGE.exec(pathname)?.[1];
  const id = courseId ? Number(courseId) : 0;
  const course = id > 0 && id <= 2_147_483_647 ? await publishedCourse(db, id) : undefined;
  if (!course) return { ...siteMeta, url: `${base}${pathname === '/' ? '/' : pathname.replace(/\/$/, '')}` };
  return {
    title: `${course.title} · ${site.site_name}`,
    description: shorten(course.description || site.site_description, DESCRIPTION_MAX),
    url: `${base}/courses/${id}`,
    image: course.thumbnail ? new URL(course.thumbnail, `${base}/`).toString() : null,
  };
}

/** index.html with the page's title, description, canonical link, Open Graph and Twitter card tags. */
export function withPageMeta(html: string, meta: PageMeta): string {
  const tags = [
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
    meta.image ? `<meta property="og:image" content="${escapeHtml(meta.image)}" />` : '',
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
    meta.image ? `<meta name="twitter:image" content="${escapeHtml(meta.image)}" />` : '',
  ].filter(Boolean);
  return html
    .replace(/<meta\s+name="description"[^>]*>/s, '')
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace('</head>', `${tags.join('\n')}\n</head>`);
}

/** Pages search engines may index; signed-in areas and the API are left out. */
const PRIVATE_PREFIXES = [
  '/api/',
  '/admin',
  '/student',
  '/instructor',
  '/messages',
  '/notifications',
  '/settings',
];

function robotsTxt(base: string) {
  const disallow = PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`).join('\n');
  return `User-agent: *\nAllow: /\n${disallow}\n\nSitemap: ${base}/sitemap.xml\n`;
}

async function sitemapXml(db: Db, base: string) {
  const published = await db
    .select({ id: courses.id, updatedAt: courses.updatedAt })
    .from(courses)
    .where(eq(courses.isPublished, true))
    .orderBy(asc(courses.id));
  const entry = (loc: string, lastmod?: Date) =>
    `  <url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;
  const urls = [
    entry(`${base}/`),
    entry(`${base}/courses`),
    ...published.map((course) => entry(`${base}/courses/${course.id}`, course.updatedAt)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function registerShareRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(publicUrl(config, request))),
  );
  app.get('/sitemap.xml', async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .send(await sitemapXml(db, publicUrl(config, request))),
  );
}
