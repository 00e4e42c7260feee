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

export default defineConfig({
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
    modulePreload: { polyfill: false },
  },
});
