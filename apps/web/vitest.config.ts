import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { classMergeConfig } from './build/class-merge-config.ts';
import { LINGUI_CONFIG, linguiMacro } from './build/lingui-macro.ts';

export default defineProject({
  plugins: [classMergeConfig(), linguiMacro(), react(), lingui({ configPath: LINGUI_CONFIG })],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
