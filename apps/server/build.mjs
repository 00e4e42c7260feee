// Bundles the server (with the contract package inlined) into dist/, keeping npm dependencies external.
import { build } from 'esbuild';
import { cp, readFile, rm } from 'node:fs/promises';

const pkg = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {});

await rm('dist', { recursive: true, force: true });
await build({
  entryPoints: {
    main: 'src/main.ts',
    'create-admin': 'src/create-admin.ts',
    // Its own file: PDF text is read in worker threads, which load it by name (features/course-pdf/pdf-worker-pool.ts).
    'pdf-text.worker': 'src/features/course-pdf/pdf-text.worker.ts',
    // Certificates are drawn in worker threads too (features/certificates/certificate-pdf-thread.ts).
    'certificate-pdf.worker': 'src/features/certificates/certificate-pdf.worker.ts',
  },
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
