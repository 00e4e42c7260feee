import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * The pages a guest can land on: the route (as in src/app/router.tsx), the module that renders it and the
 * catalogue its texts are in (the `page()` part there).
 */
const PAGES: Record<string, { route: string; module: string; texts: string }> = {
  home: { route: '/', module: 'features/courses/pages/home-page.tsx', texts: 'courses' },
  catalogue: {
    route: '/courses',
    module: 'features/courses/pages/course-catalog-page.tsx',
    texts: 'courses',
  },
  course_detail: {
    route: '/courses/:courseId',
    module: 'features/courses/pages/course-detail-page.tsx',
    texts: 'courses',
  },
  login: { route: '/login', module: 'features/auth/pages/login-page.tsx', texts: 'auth' },
  register: { route: '/register', module: 'features/auth/pages/register-page.tsx', texts: 'auth' },
  forgot_password: {
    route: '/forgot-password',
    module: 'features/auth/pages/forgot-password-page.tsx',
    texts: 'auth',
  },
  reset_password: {
    route: '/reset-password',
    module: 'features/auth/pages/reset-password-page.tsx',
    texts: 'auth',
  },
  terms: { route: '/terms', module: 'features/legal/pages/terms-page.tsx', texts: 'legal' },
  privacy: { route: '/privacy', module: 'features/legal/pages/privacy-page.tsx', texts: 'legal' },
  certificate: {
    route: '/certificates/:certificateId',
    module: 'features/certificates/pages/certificate-page.tsx',
    texts: 'certificates',
  },
};
export const BUDGET_KB = 150;

/** English texts are in the code; the others come from catalogues (src/lib/i18n/i18n.ts). */
const TRANSLATED = ['fr', 'es', 'sw'];
/** The frame's catalogues, which every page needs besides its own. */
const FRAME_TEXTS = ['shared', 'errors'];

/** What the server names in a page's HTML so the browser fetches it alongside the entry (see web/spa.ts). */
export type PagePreloads = {
  pages: { route: string; files: string[]; texts: Record<string, string[]> }[];
};

/**
 * For each public page, the JavaScript it needs before it can be drawn: the entry and everything it imports,
 * the page's chunk and its imports, and in a language other than English the frame's and the page's
 * catalogues. Writes their gzipped size per language to dist/bundle-budget.json (`npm run bench:web`), and
 * the files beyond the entry's, which index.html already names, to dist/page-preloads.json for the server.
 * Sizes are of the files as written: only then does the entry hold the lists of files each lazy chunk needs.
 */
export function publicPages(): Plugin {
  let outDir = 'dist';
  return {
    name: 'somo-public-pages',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      const chunkOf = (modulePath: string) => {
        const chunk = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(modulePath)));
        if (!chunk) throw new Error(`no chunk holds ${modulePath}`);
        return chunk.fileName;
      };
      const gzipSizes = new Map<string, number>();
      const kb = (files: Set<string>) =>
        Math.round(
          [...files].reduce((sum, file) => {
            const size = gzipSizes.get(file) ?? gzipSync(readFileSync(path.join(outDir, file))).length;
            gzipSizes.set(file, size);
            return sum + size;
          }, 0) / 102.4,
        ) / 10;
      const entryFiles = closure(bundle, entry.fileName);
      const beyondEntry = (files: Set<string>) => [...files].filter((file) => !entryFiles.has(file)).sort();

      const report: Record<string, { kb_gzip: number; files: number; by_language: Record<string, number> }> =
        {};
      const preloads: PagePreloads = { pages: [] };
      for (const [name, { route, module, texts }] of Object.entries(PAGES)) {
        const files = closure(bundle, chunkOf(module), new Set(entryFiles));
        const byLanguage: Record<string, number> = { en: kb(files) };
        const textFiles: Record<string, string[]> = {};
        for (const language of TRANSLATED) {
          const catalogues = new Set<string>();
          for (const catalogue of [...FRAME_TEXTS, texts]) {
            closure(bundle, chunkOf(`/locales/${language}/${catalogue}.po`), catalogues);
          }
          byLanguage[language] = kb(new Set([...files, ...catalogues]));
          textFiles[language] = beyondEntry(catalogues);
        }
        report[name] = {
          kb_gzip: Math.max(...Object.values(byLanguage)),
          files: files.size,
          by_language: byLanguage,
        };
        preloads.pages.push({ route, files: beyondEntry(files), texts: textFiles });
      }
      this.info(
        `first-load JavaScript (gzip): ${Object.entries(report)
          .map(([name, r]) => `${name} ${r.kb_gzip} KB`)
          .join(', ')} (in the heaviest language; budget ${BUDGET_KB} KB each)`,
      );
      await writeFile(path.join(outDir, 'bundle-budget.json'), `${JSON.stringify(report, null, 2)}\n`);
      await writeFile(path.join(outDir, 'page-preloads.json'), `${JSON.stringify(preloads)}\n`);
    },
  };
}

function closure(bundle: OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  if (seen.has(fileName)) return seen;
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk') return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) closure(bundle, imported, seen);
  return seen;
}
