import { createHash } from 'node:crypto';
import path from 'node:path';
import { build, type Plugin } from 'vite';

/** What the shell is: the page and every hashed script and style of the build (no source maps). */
const SHELL_FILE = /^(index\.html|assets\/.+\.(js|css))$/;

/**
 * Builds src/pwa/service-worker.ts on its own into /sw.js after the app, with the app's file list and a version
 * named after the build's contents: a new build, a new worker, which the page then offers as an update.
 */
export function serviceWorker(): Plugin {
  let root = '';
  let outDir = 'dist';
  return {
    name: 'somo-service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle)
        .filter((file) => SHELL_FILE.test(file))
        .sort();
      const page = bundle['index.html'];
      const pageSource = page?.type === 'asset' ? String(page.source) : '';
      const version = createHash('sha256')
        .update(files.join('\n'))
        .update(pageSource)
        .digest('hex')
        .slice(0, 12);
      await build({
        configFile: false,
        root,
        publicDir: false,
        logLevel: 'warn',
        define: {
          __SHELL_FILES__: JSON.stringify(files.map((file) => `/${file}`)),
          __SHELL_VERSION__: JSON.stringify(version),
        },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          lib: {
            entry: path.join(root, 'src/pwa/service-worker.ts'),
            formats: ['iife'],
            name: 'somoServiceWorker',
            fileName: () => 'sw.js',
          },
        },
      });
    },
  };
}
