import { fileURLToPath, URL } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import type { OutputChunk, RolldownOutput } from 'rolldown';
import { build, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';

import { bootScriptPlugin } from './scripts/vite/boot-script.ts';
import { appCodeSplitting, planFromChunks } from './scripts/vite/chunk-groups.ts';
import {
  contentPlugin,
  LESSON_CHUNK_DIR,
  LESSON_FILES,
  lessonChunkFileName,
} from './scripts/vite/content-plugin.ts';
import { mantineCssPlugin } from './scripts/vite/mantine-css.ts';
import { pagesPlugin } from './scripts/vite/pages-plugin.ts';
import { precacheSelection } from './scripts/vite/precache-plugin.ts';
import { prerenderPlugin } from './scripts/vite/prerender-plugin.ts';
import { securityHeadersPlugin } from './scripts/vite/security-headers.ts';
import { parseEnv } from './src/config/parse-env.ts';

const THEME_COLOR = '#0b7a6b';

/**
 * Issue 38: what the first visit precaches (≤ 80 files, ≤ 1.5 MiB; scripts/size-budgets.json).
 * Chunks are followed through the build manifest's import graph from these modules and pages;
 * every other route is cached by the worker when first used (sw/sw.ts).
 */
const precacheOptions = {
  modules: [
    // The member start: '/' (a member's home) and /app with the dashboard below the fold, the
    // lock screen an installed app with a device PIN opens at, and the sign-in a member whose
    // session ended is sent to (it says what still waits on the phone).
    'src/routes/index.tsx',
    'src/routes/-member-home-page.tsx',
    'src/routes/_member.tsx',
    'src/routes/_member/app/index.tsx',
    'src/routes/-member-home-more.tsx',
    'src/routes/_public/las-upp.tsx',
    'src/routes/_public/login.tsx',
    // The transaction form.
    'src/routes/_member/add-transaction.tsx',
    // The public and free courses a visitor reads offline (their lessons: sw/sw.ts).
    'src/routes/_public.tsx',
    'src/routes/_public/lektioner/index.tsx',
    'src/routes/_public/lektioner/kurs.tsx',
    'src/routes/_public/kurser/publika/index.tsx',
    'src/routes/_public/kurser/publika/kurs.tsx',
  ],
  // Passkey sign-in asks the server: on /login and the lock screen it loads when shown.
  onlineOnly: ['src/features/auth/passkey-sign-in/'],
  // The app shell: offline, every address opens from it (sw/sw.ts), a prerendered page's too
  // (the landing page, the course pages: rendered in the browser; their HTML alone would be a
  // fifth of the budget). The marketing pages' own chunks are cached when first used.
  pages: [/^shell\.html$/],
  // What a member opens next from the start (the navigation's pages, the bell, the family page):
  // fetched while the start is idle, so they open at once and offline (sw/sw.ts).
  likely: [
    'src/routes/_member/leaderboard.tsx',
    'src/routes/_member/vanner.tsx',
    'src/routes/_member/profile.tsx',
    'src/routes/_member/menu.tsx',
    'src/routes/_member/aviseringar.tsx',
    'src/routes/_member/familj.tsx',
  ],
};
/** Set while the build's first pass plans the start path (scripts/vite/chunk-groups.ts). */
const PLANNING = 'SLANTIS_CHUNK_PLAN';

/** The first pass: an unminified build in memory whose chunks show what each start step loads. */
async function planStartPath() {
  process.env[PLANNING] = '1';
  try {
    const result = (await build({
      configFile: fileURLToPath(import.meta.url),
      logLevel: 'silent',
      build: { write: false, minify: false, sourcemap: false, copyPublicDir: false },
    })) as RolldownOutput | RolldownOutput[];
    const outputs = Array.isArray(result) ? result : [result];
    return planFromChunks(
      outputs.flatMap(({ output }) =>
        output.filter((item): item is OutputChunk => item.type === 'chunk'),
      ),
    );
  } finally {
    delete process.env[PLANNING];
  }
}

export default defineConfig(async ({ command, mode, isSsrBuild }) => {
  const planning = Boolean(process.env[PLANNING]);
  // The browser reads the VITE_ variables unchecked (src/config/env.ts): check them here.
  if (!process.env.VITEST) parseEnv(loadEnv(mode, process.cwd(), 'VITE_'));
  const plan = command === 'build' && !isSsrBuild && !planning ? await planStartPath() : null;
  const precache = precacheSelection(precacheOptions);
  return {
    plugins: [
      // The router plugin must run before react() so the generated route tree is ready.
      tanstackRouter({ target: 'react', autoCodeSplitting: true }),
      react(),
      // content/courses (Markdown) → course summaries, lesson chunks and search texts.
      contentPlugin(fileURLToPath(new URL('./content/courses', import.meta.url))),
      // content/pages (Markdown) → the marketing, legal and help pages' text.
      pagesPlugin({
        pagesDir: fileURLToPath(new URL('./content/pages', import.meta.url)),
        valuesModule: '@/features/marketing/page-content/values',
        fillModule: '@/features/marketing/page-content/fill',
      }),
      // Mantine's CSS per component, in the chunk that renders it (issue 24).
      mantineCssPlugin(),
      // The rest writes files the planning pass does not need.
      ...(planning
        ? []
        : [
            // /boot.js, one classic script built from src/boot/ (runs before the app).
            bootScriptPlugin(),
            // CSP and the other security headers for `vite preview` and dist/_headers (see README).
            securityHeadersPlugin(),
            // Public pages as real HTML (issue 24); before VitePWA so the worker precaches them.
            prerenderPlugin({ siteUrl: process.env.SITE_URL || 'https://slantis.se' }),
            precache.plugin,
            VitePWA({
              strategies: 'injectManifest',
              srcDir: 'sw',
              filename: 'sw.ts',
              injectRegister: false,
              // Icons are fetched by the OS when installing; the app never needs them offline.
              includeManifestIcons: false,
              manifest: {
                id: '/',
                name: 'Slantis – budget, sparande och ekonomi för unga',
                short_name: 'Slantis',
                description:
                  'Budgetera, spara mot mål och lär dig om pengar i korta lektioner. För unga 13–23 år och deras föräldrar.',
                lang: 'sv',
                start_url: '/',
                scope: '/',
                display: 'standalone',
                theme_color: THEME_COLOR,
                background_color: '#f4faf8',
                categories: ['education', 'finance'],
                // All rendered from assets/icon.svg by scripts/generate-icons.mjs.
                icons: [
                  {
                    src: '/icons/icon-192.png',
                    sizes: '192x192',
                    type: 'image/png',
                    purpose: 'any',
                  },
                  {
                    src: '/icons/icon-512.png',
                    sizes: '512x512',
                    type: 'image/png',
                    purpose: 'any',
                  },
                  {
                    src: '/icons/icon-maskable-512.png',
                    sizes: '512x512',
                    type: 'image/png',
                    purpose: 'maskable',
                  },
                  { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
                ],
                screenshots: [
                  {
                    src: '/screenshots/narrow.png',
                    sizes: '390x844',
                    type: 'image/png',
                    form_factor: 'narrow',
                    label: 'Korta kurser om budget och sparande',
                  },
                  {
                    src: '/screenshots/wide.png',
                    sizes: '1280x800',
                    type: 'image/png',
                    form_factor: 'wide',
                    label: 'Korta kurser om budget och sparande',
                  },
                ],
                shortcuts: [
                  {
                    name: 'Lägg till köp',
                    short_name: 'Nytt köp',
                    url: '/add-transaction',
                    icons: [{ src: '/icons/shortcut-add.png', sizes: '96x96', type: 'image/png' }],
                  },
                  {
                    name: 'Lektioner',
                    url: '/lektioner',
                    icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
                  },
                ],
              },
              injectManifest: {
                globPatterns: ['**/*.{js,css,html,svg}', LESSON_FILES],
                // Lesson texts are cached when read or downloaded ('Ladda ner kursen'), not up front.
                globIgnores: [`${LESSON_CHUNK_DIR}/**`],
                // Of those, only the start (above); the rest is cached when first used.
                manifestTransforms: [precache.manifestTransform],
                buildPlugins: { vite: [precache.workerPlugin] },
                // The SW build runs through rollup with an IIFE output on this toolchain.
                rollupFormat: 'iife',
              },
            }),
          ]),
    ],
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        '@test-utils': fileURLToPath(new URL('./tests/utils/index.ts', import.meta.url)),
      },
    },
    // The manifest lets `npm run bench` measure what the first page load downloads.
    build: {
      manifest: true,
      rolldownOptions: {
        output: {
          chunkFileNames: lessonChunkFileName,
          // Files grouped by when they are needed: the start path is a handful of files.
          // The prerender's server build keeps rolldown's own chunks.
          codeSplitting: isSsrBuild ? undefined : appCodeSplitting(plan),
        },
      },
    },
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
    preview: { host: '127.0.0.1', port: 5173, strictPort: true },
    test: {
      globals: true,
      environment: 'jsdom',
      setupFiles: ['./tests/setup.ts'],
      include: [
        'src/**/*.test.{ts,tsx}',
        'tests/integration/**/*.test.{ts,tsx}',
        'scripts/**/*.test.ts',
      ],
      css: false,
      restoreMocks: true,
      // The CI machine runs this suite about twice as slowly as a developer's two cores; a test
      // that renders several lazy routes must not fail on time alone (it ends as soon as it can).
      testTimeout: 15_000,
      hookTimeout: 20_000,
    },
  };
});
