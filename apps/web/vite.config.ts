import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { lingui } from '@lingui/vite-plugin';

import { classMergeConfig } from './build/class-merge-config.ts';
import { inlineCss } from './build/inline-css.ts';
import { LINGUI_CONFIG, linguiMacro } from './build/lingui-macro.ts';
import { precompress } from './build/precompress.ts';
import { publicPages } from './build/public-pages.ts';
import { serviceWorker } from './src/pwa/service-worker-plugin.ts';

const apiServer = 'http://localhost:3000';

/**
 * React Router's package exports only its development build (dev warnings on), whatever the mode; a build takes its
 * production files instead, the same code with those warnings compiled out.
 */
const reactRouterProduction = (file: string) =>
  path.join(path.dirname(fileURLToPath(import.meta.resolve('react-router'))), '../production', file);

export default defineConfig(({ command }) => ({
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : [],
  },
  plugins: [
    classMergeConfig(),
    linguiMacro(),
    react(),
    lingui({ configPath: LINGUI_CONFIG }),
    tailwindcss(),
    inlineCss(),
    precompress(),
    publicPages(),
    serviceWorker(),
  ],
  server: {
    proxy: {
      '/api': { target: apiServer, changeOrigin: true },
      '/media': { target: apiServer, changeOrigin: true },
      '/manifest.webmanifest': { target: apiServer, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiServer, changeOrigin: true },
      '/media': { target: apiServer, changeOrigin: true },
      '/manifest.webmanifest': { target: apiServer, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser we support preloads modules itself.
    modulePreload: false,
    // Chunks named by their hash alone: the entry lists every lazy chunk's file for preloading, and the names
    // cost public pages over a kilobyte of first-load JavaScript.
    rolldownOptions: { output: { chunkFileNames: 'assets/c-[hash].js' } },
  },
}));
