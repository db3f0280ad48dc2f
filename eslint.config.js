// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import pluginRouter from '@tanstack/eslint-plugin-router';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * One-direction data flow (ARCHITECTURE.md §3): component → feature hook → data/repos → Dexie →
 * data/sync → Supabase. Each zone names who may not import what.
 */
/** One channel to the server: src/data/remote wraps every call (rpc(), RemoteError, auth). */
const supabaseZone = {
  target: [
    './src/features',
    './src/app',
    './src/routes',
    './src/components',
    './src/hooks',
    './src/stores',
    './src/lib',
    './src/config',
    './src/main.tsx',
  ],
  from: './src/lib/supabase.ts',
  message: 'Only src/data talks to Supabase: call a module of src/data/remote.',
};

/** Test doubles (src/testing) serve tests only. */
const testingZone = {
  target: [
    './src/features',
    './src/app',
    './src/routes',
    './src/components',
    './src/data',
    './src/hooks',
    './src/stores',
    './src/lib',
  ],
  from: './src/testing',
  message: 'src/testing holds test doubles: only tests import them.',
};

/** /boot.js stays small and apart from the app (its tests may use the test packages). */
const bootPackagesZone = {
  target: './src/boot',
  from: './node_modules',
  message:
    'src/boot is built into /boot.js on its own: no packages (React, …), it must stay small.',
};

const importZones = [
  // Features stay apart: a feature imports only itself plus the shared layers.
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message:
      'Features stay apart: share code through content/, data/, hooks/, lib/, components/ or stores/.',
  })),
  supabaseZone,
  testingZone,
  {
    target: './src/features/**/components/**',
    from: ['./src/data', './src/lib/supabase.ts'],
    message: 'Components read and write through feature hooks, never data/ or Supabase directly.',
  },
  {
    target: './src/components',
    from: ['./src/data', './src/lib/supabase.ts', './src/features', './src/app', './src/routes'],
    message: 'Shared components are presentational: no data access, no features.',
  },
  {
    target: './src/data',
    from: ['./src/features', './src/app', './src/routes', './src/components'],
    message: 'data/ sits below the UI: it must not import UI code.',
  },
  {
    target: './src/hooks',
    from: ['./src/features', './src/app', './src/routes'],
    message: 'Shared hooks sit below the features: no feature, app or route code.',
  },
  {
    target: './src/stores',
    from: ['./src/features', './src/app', './src/routes', './src/components', './src/data'],
    message: 'Stores hold app state only; they import nothing above them.',
  },
  {
    target: './src/content',
    from: [
      './src/features',
      './src/app',
      './src/routes',
      './src/components',
      './src/data',
      './src/stores',
    ],
    message: 'content/ is the catalogue and its loaders: it sits below every feature and the app.',
  },
  {
    target: './src/lib',
    from: [
      './src/features',
      './src/app',
      './src/routes',
      './src/components',
      './src/data',
      './src/stores',
    ],
    message: 'lib/ is framework-free and imports nothing app-level.',
  },
  {
    target: ['./src/features', './src/components', './src/data', './src/stores', './src/lib'],
    from: './src/routes',
    message: 'Only the router imports routes.',
  },
  // /boot.js (src/boot) runs before the app, as one small classic script of its own.
  {
    target: './src/boot',
    from: './src',
    except: ['./boot'],
    message: 'src/boot is built into /boot.js on its own: it imports nothing from the app.',
  },
  bootPackagesZone,
  {
    target: [
      ...readdirSync('src')
        .filter((name) => name !== 'boot')
        .map((name) => `./src/${name}`),
      './sw',
    ],
    from: './src/boot',
    message: 'src/boot is /boot.js, loaded by the page before the app: the app does not import it.',
  },
  {
    target: './sw',
    from: './src',
    except: ['./lib/offline-cache.ts', './prerender/paths.ts'],
    message:
      'The service worker is built on its own: from src/ it shares only the cache names in lib/offline-cache.ts and the prerendered pages in prerender/paths.ts.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dev-dist',
      'node_modules',
      'src/routeTree.gen.ts',
      'test-results',
      'playwright-report',
      '.reports',
      'supabase/functions',
      '.tools',
      '.local',
      // The prerender step's server build; removed after a build, left behind by an interrupted one.
      '.prerender',
      // Runs under Deno and is checked by `deno check`/`deno lint` (scripts/test-functions.mjs).
      'supabase/local/deno-host.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser },
    },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: './tsconfig.app.json' }),
      ],
    },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { zones: importZones }],
      'import-x/no-cycle': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // The router's control flow throws redirect() and notFound() values by design.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            {
              from: 'package',
              package: '@tanstack/router-core',
              name: ['Redirect', 'NotFoundError'],
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, '@tanstack/router': pluginRouter },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      ...pluginRouter.configs['flat/recommended'].at(-1)?.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'dexie', message: 'Only src/data/ touches Dexie: use a repo from @/data.' },
          ],
          patterns: [
            {
              group: ['@/features/*/*'],
              message: 'Import a feature through its index.ts (@/features/<name>).',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.object.name='Intl']",
          message: 'Format numbers and dates through @/lib/format (sv-SE, SEK, Europe/Stockholm).',
        },
        {
          selector:
            'CallExpression[callee.property.name=/^toLocale(String|DateString|TimeString)$/]',
          message: 'Format numbers and dates through @/lib/format (sv-SE, SEK, Europe/Stockholm).',
        },
      ],
    },
  },
  {
    files: ['src/data/**', 'src/lib/format.ts', 'src/features/*/index.ts'],
    rules: { 'no-restricted-imports': 'off', 'no-restricted-syntax': 'off' },
  },
  {
    // Inside a feature, its own modules import each other freely (the zones above keep other
    // features out entirely).
    files: ['src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'dexie', message: 'Only src/data/ touches Dexie: use a repo from @/data.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**'],
    rules: {
      // A test may stand in for the Supabase client at its module boundary, and use the doubles.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: importZones.filter(
            (zone) => zone !== supabaseZone && zone !== testingZone && zone !== bootPackagesZone,
          ),
        },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: [
      '*.{js,ts,mjs,cjs}',
      'scripts/**',
      'supabase/local/**',
      'supabase/tests/**',
      'tests/e2e/**',
      'tests/plain-summary-reporter.ts',
    ],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
  {
    // Playwright reads a fixture's needs from its first parameter: one with none is `({}, use)`.
    files: ['tests/e2e/**'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  {
    files: ['sw/**'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
