import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { lingui } from '@lingui/vite-plugin';
import { bundleBudget } from './build/bundle-budget.ts';
import { inlineCss } from './build/inline-css.ts';
import { LINGUI_CONFIG, linguiMacro } from './build/lingui-macro.ts';
import { precompress } from './build/precompress.ts';

const apiServer = 'http://localhost:3000';

export default defineConfig({
  plugins: [
    linguiMacro(),
    react(),
    lingui({ configPath: LINGUI_CONFIG }),
    tailwindcss(),
    inlineCss(),
    precompress(),
    bundleBudget(),
  ],
  server: {
    proxy: {
      '/api': { target: apiServer, changeOrigin: true },
      '/media': { target: apiServer, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiServer, changeOrigin: true },
      '/media': { target: apiServer, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
