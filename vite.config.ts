/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';
import { chunkModulesPlugin } from './scripts/chunk-modules-plugin.mjs';
import { prerenderPlugin } from './scripts/prerender-plugin.mjs';
import { pseudoLengthenPlugin } from './scripts/pseudo-lengthen-plugin.mjs';
import { pwaPlugin } from './scripts/pwa-plugin.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const PRIVATE_ROUTE = /src\/app\/routes\/(admin|student|school)\//;
const PRIVATE_CHUNK = /(^|\/)assets\/(admin|student|school)-/;

export default defineConfig({
  plugins: [
    react(),
    // Lingui's macros (<Trans>, t`…`) become message ids at build time, through Babel on only the
    // files that import them (Lingui 6 does it without Babel, but needs Node 22).
    babel({
      presets: [
        {
          preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
          rolldown: { filter: { code: /from ["']@lingui\/(core|react)\/macro["']/ } },
        },
      ],
    }),
    // Compiles a language's .po catalog when it is imported; a message missing from one fails
    // the build.
    lingui({ failOnMissing: true }),
    // The translation test's pseudo-language, 40% longer than English (as translations run).
    pseudoLengthenPlugin(),
    chunkModulesPlugin(),
    prerenderPlugin(),
    pwaPlugin(),
  ],
  // The year the pages were prerendered in: the footer hydrates with it, then shows today's year.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: { alias: { '@': path.join(root, 'src') } },
  build: {
    target: 'es2022',
    sourcemap: false,
    // One stylesheet for the whole app (about 10 kB gzip): prerendered pages carry it inline
    // (scripts/prerender-plugin.mjs), so no page waits for a stylesheet or loads one twice.
    cssCodeSplit: false,
    // The prerender (a second build, then rendering) runs in a closeBundle callback on purpose;
    // Rolldown would otherwise warn on every build that plugin callbacks took longer than it.
    rolldownOptions: {
      checks: { bundlerTimings: false },
      // A signed-in area's page chunks are named by their area, so that (below) the entry does
      // not carry their preload lists.
      output: {
        // The institute's day's schemas and rules as one chunk: each chunk's name is written into
        // the entry's preload lists, which the home page's budget pays for.
        advancedChunks: {
          // Only these modules: their imports (zod among them) stay in their own chunks.
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'daily',
              test: /src[\\/]data[\\/](schemas|rules)[\\/](batches|timetable|attendance)\.ts$/,
            },
          ],
        },
        chunkFileNames: (chunk) => {
          const area = PRIVATE_ROUTE.exec(chunk.facadeModuleId ?? '')?.[1];
          return area ? `assets/${area}-[name]-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
    // Each lazy route's list of chunks to preload is written into the entry, which every visitor
    // downloads with the home page. The signed-in areas' pages (some 70 of them) load their
    // imports when opened instead: one round trip more on a first visit, behind a sign-in, for
    // a home page that stays inside its 110 kB budget.
    modulePreload: {
      resolveDependencies: (filename, deps) => (PRIVATE_CHUNK.test(filename) ? [] : deps),
    },
  },
  // Pre-bundled up front: discovered mid-run, Vite would re-optimise and reload the story tests
  // on a cold cache, failing them with "Invalid hook call".
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-router-dom',
      'react-hook-form',
      'zod',
      '@hookform/resolvers/zod',
      '@radix-ui/react-dialog',
      '@radix-ui/react-tabs',
      '@google/genai',
    ],
  },
  preview: { port: 4173, strictPort: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
              // The portal's people read India's calendar: a story's "today" is India's, as the
              // rules' is, whatever the machine's zone (UTC evenings are already tomorrow there).
              contextOptions: { timezoneId: 'Asia/Kolkata' },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
