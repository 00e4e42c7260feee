import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';

const web = './apps/web/src';
const webFeatures = readdirSync(new URL(`${web}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const SHARED_PLACES =
  'move what they share to src/api (a resource), src/components (UI) or src/lib (helpers)';

/**
 * The web app's layers: a feature never reaches into another feature, shared code never reaches up into
 * features or the app shell, and pages are composed by the router alone.
 */
const webBoundaries = [
  ...webFeatures.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message: `Features do not import each other: ${SHARED_PLACES}.`,
  })),
  {
    target: [`${web}/api`, `${web}/components`, `${web}/lib`],
    from: [`${web}/features`, `${web}/app`],
    message: 'Shared code does not depend on features or on the app shell.',
  },
  {
    target: [`${web}/app/guards`, `${web}/app/layout`, `${web}/app/providers.tsx`],
    from: `${web}/features/*/pages/**`,
    message: 'Pages are imported by the router only.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'e2e/artifacts/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'error',
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/global-setup.ts', 'apps/server/build.mjs'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The cycle check reads every imported module, so it needs to know they are TypeScript.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: webBoundaries }],
      'import-x/no-cycle': 'error',
    },
  },
);
