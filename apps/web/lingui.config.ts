import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * Shared code only signed-in screens use: its texts travel with the signed-in areas' catalogues, so a guest's
 * first page downloads only the frame's (src/lib/i18n/i18n.ts).
 */
const SIGNED_IN_SHARED = [
  '<rootDir>/src/app/layout/nav-items.ts',
  '<rootDir>/src/app/layout/profile-menu.tsx',
  '<rootDir>/src/app/layout/use-sign-out.ts',
  '<rootDir>/src/components/messages/',
  '<rootDir>/src/components/course-status-badge.tsx',
  '<rootDir>/src/lib/assessment-format.ts',
  '<rootDir>/src/lib/exam-result.ts',
  '<rootDir>/src/lib/payment-status.ts',
  '<rootDir>/src/lib/certificate-status.ts',
  '<rootDir>/src/components/certificate-status-note.tsx',
  '<rootDir>/src/lib/handout-kinds.ts',
];

/**
 * English, the spec's texts, is the source; each feature has its own catalogue per language (so a change to one
 * feature's texts touches one file per language), and the app shell, shared components and helpers share one
 * (two: what guests see, and what only signed-in screens use).
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
        '<rootDir>/src/pwa/',
      ],
      exclude: ['**/*.test.*', ...SIGNED_IN_SHARED],
    },
    {
      path: '<rootDir>/src/locales/{locale}/signed-in',
      include: SIGNED_IN_SHARED,
      exclude: ['**/*.test.*'],
    },
  ],
  orderBy: 'message',
  // Origins without line numbers, so moving code does not rewrite every catalogue.
  format: formatter({ lineNumbers: false }),
});
