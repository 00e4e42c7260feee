import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** The public pages whose first load must stay small, by the module that renders each. */
const PAGES: Record<string, string> = {
  home: 'features/courses/pages/home-page.tsx',
  catalogue: 'features/courses/pages/course-catalog-page.tsx',
  course_detail: 'features/courses/pages/course-detail-page.tsx',
  login: 'features/auth/pages/login-page.tsx',
  register: 'features/auth/pages/register-page.tsx',
};
export const BUDGET_KB = 150;

/** A reader of another language also downloads that language's public texts before the first page shows. */
const LANGUAGE_CHUNKS: Record<string, string> = {
  en: '',
  fr: 'locales/fr-public.ts',
  es: 'locales/es-public.ts',
  sw: 'locales/sw-public.ts',
};

/**
 * Reports the gzipped JavaScript each public page loads first (the entry, the chunk holding the page and
 * everything they import statically, and for a language other than English its public texts), per language,
 * and writes it to dist/bundle-budget.json.
 */
export function bundleBudget(): Plugin {
  let outDir = 'dist';
  return {
    name: 'somo-bundle-budget',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      const report: Record<string, { kb_gzip: number; files: number; by_language: Record<string, number> }> =
        {};
      const sizes = new Map<string, number>();
      const gzipSize = (file: string) => {
        const size = sizes.get(file) ?? gzipSync((bundle[file] as OutputChunk).code).length;
        sizes.set(file, size);
        return size;
      };
      const kb = (files: Set<string>) =>
        Math.round([...files].reduce((sum, file) => sum + gzipSize(file), 0) / 102.4) / 10;
      for (const [name, modulePath] of Object.entries(PAGES)) {
        const page = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(modulePath)));
        if (!page) continue;
        const files = new Set([...closure(bundle, entry.fileName), ...closure(bundle, page.fileName)]);
        const byLanguage: Record<string, number> = {};
        for (const [language, catalogue] of Object.entries(LANGUAGE_CHUNKS)) {
          const chunk = catalogue && chunks.find((c) => c.moduleIds.some((id) => id.endsWith(catalogue)));
          byLanguage[language] = kb(chunk ? new Set([...files, ...closure(bundle, chunk.fileName)]) : files);
        }
        report[name] = {
          kb_gzip: Math.max(...Object.values(byLanguage)),
          files: files.size,
          by_language: byLanguage,
        };
      }
      this.info(
        `first-load JavaScript (gzip): ${Object.entries(report)
          .map(([name, r]) => `${name} ${r.kb_gzip} KB`)
          .join(', ')} (in the heaviest language; budget ${BUDGET_KB} KB each)`,
      );
      await writeFile(path.join(outDir, 'bundle-budget.json'), `${JSON.stringify(report, null, 2)}\n`);
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
