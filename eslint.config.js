import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import lingui from 'eslint-plugin-lingui';

const web = './apps/web/src';
const webFeatures = readdirSync(new URL(`${web}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** Tailwind classes bound to a physical side: they would not mirror in a right-to-left language. */
const PHYSICAL_CLASSES =
  '/(^|[\\s:])-?(ml|mr|pl|pr|left|right|rounded-[lr]|rounded-[tb][lr]|border-[lr]|scroll-m[lr]|scroll-p[lr])-|(^|[\\s:])(text|float|clear)-(left|right)(\\s|$)/';
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
  {
    // Every text a person reads comes from the message catalogues (Lingui macros); CI fails on a bare one.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/**/test/**', 'apps/web/src/locales/**'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: [
            // Identifiers, codes, paths, CSS classes and keys: no spaces and no capital letter leading a word.
            '^[a-z0-9_./:#?=&@%-]+$',
            '^[A-Z0-9_]+$',
            '^(GET|POST|PUT|PATCH|DELETE) /',
            // Tailwind classes: lower-case tokens, at least one with a dash or a colon.
            '^(?=.*[-:])[a-z0-9:_\\[\\]()/.#%!&>*=,-]+( [a-z0-9:_\\[\\]()/.#%!&>*=,-]+)*$',
          ],
          ignoreNames: [
            {
              regex: {
                pattern:
                  '(className|class|Class|variant|size|tone|type|key|Key|id|Id|ID|name|href|to|path|Path|url|Url|src|role|method|icon|mode|status|state|format|rel|target|autoComplete|inputMode|as|side|align|lang|dir|accept|testId|queryKey|kind|color|intent|layout|code|field|event|style|Style|locale|Locale|LOCALE|LOCALE_TAG)$',
              },
            },
          ],
          ignoreFunctions: [
            'cn',
            'clsx',
            'twMerge',
            'console.*',
            'Error',
            'ApiError',
            'URLSearchParams',
            'document.querySelector',
            'document.getElementById',
            'localStorage.*',
            'sessionStorage.*',
            '*.addEventListener',
            '*.removeEventListener',
            '*.setAttribute',
            '*.getAttribute',
            '*.startsWith',
            '*.endsWith',
            '*.includes',
            '*.split',
            '*.join',
            '*.append',
            '*.set',
            '*.get',
            '*.has',
            '*.delete',
            'api.call',
            'useRouteParam',
            'Intl.*',
            'new Intl.*',
            'matchMedia',
            'window.matchMedia',
          ],
        },
      ],
      'lingui/t-call-in-function': 'error',
      'lingui/no-trans-inside-trans': 'error',
      'lingui/no-expression-in-message': 'error',
    },
  },
  {
    // Logical CSS only (start/end, not left/right), so a right-to-left language needs just its catalogue and dir.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal', 'TemplateElement > .value'].map((node) => ({
          selector: `${node}[${node === 'Literal' ? 'value' : 'raw'}=${PHYSICAL_CLASSES}]`,
          message:
            'Use logical classes (ms-/me-/ps-/pe-/start-/end-/text-start/text-end/rounded-s/border-s…) so right-to-left languages work.',
        })),
      ],
    },
  },
);
