import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The sign-in and registration pages must draw within the first-load budget (150 KB of gzipped
 * JavaScript), so the validation and form libraries (zod comes with any contract module that builds a
 * schema) are fetched only once the form is used. This follows the pages' static imports, as the bundler
 * does, into the contract package too, and lists the packages they reach.
 */
const HEAVY = /^(zod|react-hook-form|@hookform\/resolvers)(\/|$)/;
const CONTRACT = '@somo/contract/';
const CONTRACT_SOURCE = path.resolve(import.meta.dirname, '../../../../../../packages/contract/src');

/** `import … from 'x'`, `export … from 'x'` and `import 'x'`, but not type-only or dynamic imports. */
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^;]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

/** The source file an import names: next to the importer, or in the contract package. */
function sourceOf(importer: string, specifier: string): string {
  const base = specifier.startsWith(CONTRACT)
    ? path.join(CONTRACT_SOURCE, specifier.slice(CONTRACT.length))
    : path.resolve(path.dirname(importer), specifier);
  const file = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) =>
    existsSync(candidate),
  );
  if (!file) throw new Error(`Cannot resolve ${specifier} from ${importer}`);
  return file;
}

function packagesReachedFrom(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const pending = [entry];
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const ours = specifier.startsWith('.') || specifier.startsWith(CONTRACT);
      if (!ours) packages.add(specifier);
      else if (!specifier.endsWith('.css')) pending.push(sourceOf(file, specifier));
    }
  }
  return packages;
}

describe('first load of the auth pages', () => {
  it.each(['login-page.tsx', 'register-page.tsx', 'forgot-password-page.tsx', 'reset-password-page.tsx'])(
    '%s reaches no form or validation library through static imports',
    (page) => {
      const reached = [...packagesReachedFrom(path.join(import.meta.dirname, page))];
      expect(reached.filter((name) => HEAVY.test(name))).toEqual([]);
    },
  );
});
