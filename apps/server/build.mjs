// Bundles the server (with the contract package inlined) into dist/, keeping npm dependencies external.
import { build } from 'esbuild';
import { cp, readFile, rm } from 'node:fs/promises';

const pkg = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {});

await rm('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts', 'src/create-admin.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
await cp('src/db/migrations', 'dist/migrations', { recursive: true });
console.log('server built to apps/server/dist');
