import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * English, the spec's texts, is the source; each feature has its own catalogue per language (so a change to one
 * feature's texts touches one file per language), and the app shell, shared components and helpers share one.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr', 'es', 'sw'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/{name}',
      include: ['<rootDir>/src/features/{name}/'],
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/shared',
      include: [
        '<rootDir>/src/app/',
        '<rootDir>/src/components/',
        '<rootDir>/src/lib/',
        '<rootDir>/src/api/',
      ],
      exclude: ['**/*.test.*'],
    },
  ],
  orderBy: 'message',
  // Origins without line numbers, so moving code does not rewrite every catalogue.
  format: formatter({ lineNumbers: false }),
});
