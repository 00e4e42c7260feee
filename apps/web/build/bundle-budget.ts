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

/**
 * Reports the gzipped JavaScript each public page loads first (the entry, the chunk holding the page and
 * everything they import statically) and writes it to dist/bundle-budget.json.
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
      const report: Record<string, { kb_gzip: number; files: number }> = {};
      for (const [name, modulePath] of Object.entries(PAGES)) {
        const page = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(modulePath)));
        if (!page) continue;
        const files = new Set([...closure(bundle, entry.fileName), ...closure(bundle, page.fileName)]);
        const bytes = [...files].reduce(
          (sum, file) => sum + gzipSync((bundle[file] as OutputChunk).code).length,
          0,
        );
        report[name] = { kb_gzip: Math.round(bytes / 102.4) / 10, files: files.size };
      }
      this.info(
        `first-load JavaScript (gzip): ${Object.entries(report)
          .map(([name, r]) => `${name} ${r.kb_gzip} KB`)
          .join(', ')} (budget ${BUDGET_KB} KB each)`,
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
