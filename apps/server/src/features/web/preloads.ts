import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * What the web build lists per public page (apps/web/build/public-pages.ts): the page's own chunks and, per
 * language other than English, its catalogues. Named in the HTML, the browser fetches them at once, beside
 * the entry, instead of after the entry has run.
 */
const PagePreloads = z.object({
  pages: z.array(
    z.object({
      route: z.string(),
      files: z.array(z.string()),
      texts: z.record(z.string(), z.array(z.string())),
    }),
  ),
});

type Page = { pattern: RegExp; files: string[]; texts: Record<string, string[]> };

/** '/courses/:courseId' matches '/courses/12' and '/courses/12/'. */
function routePattern(route: string) {
  const escaped = route
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${escaped === '' ? '/' : escaped}/?$`);
}

export function readPagePreloads(webDist: string): Page[] {
  const file = path.join(webDist, 'page-preloads.json');
  if (!existsSync(file)) return [];
  const { pages } = PagePreloads.parse(JSON.parse(readFileSync(file, 'utf8')));
  return pages.map(({ route, files, texts }) => ({ pattern: routePattern(route), files, texts }));
}

/**
 * The reader's first language among those with catalogues, from Accept-Language as the browser orders it by
 * quality, like the web app's own choice for a guest (src/lib/i18n/languages.ts); English needs none.
 */
export function catalogueLanguage(
  acceptLanguage: string | undefined,
  languages: string[],
): string | undefined {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((item, index) => {
      const [tag = '', ...params] = item.trim().split(';');
      const quality = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return {
        primary: tag.trim().toLowerCase().split('-')[0] ?? '',
        quality: quality ? Number(quality) : 1,
        index,
      };
    })
    .filter(({ quality }) => quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { primary } of ranked) {
    if (primary === 'en') return undefined;
    if (languages.includes(primary)) return primary;
  }
  return undefined;
}

/** index.html naming the page's chunks (and its texts in the reader's language) for the browser to fetch early. */
export function withPreloads(
  html: string,
  {
    pages,
    pathname,
    acceptLanguage,
  }: { pages: Page[]; pathname: string; acceptLanguage: string | undefined },
): string {
  const page = pages.find(({ pattern }) => pattern.test(pathname));
  if (!page) return html;
  const language = catalogueLanguage(acceptLanguage, Object.keys(page.texts));
  const files = [...page.files, ...(language ? (page.texts[language] ?? []) : [])];
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`).join('\n');
  return html.replace('</head>', `${links}\n</head>`);
}
