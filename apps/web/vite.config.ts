import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { bundleBudget } from './build/bundle-budget.ts';
import { inlineCss } from './build/inline-css.ts';
import { precompress } from './build/precompress.ts';

const apiServer = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), inlineCss(), precompress(), bundleBudget()],
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
