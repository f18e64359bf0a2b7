import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import { architectureRule } from './scripts/eslint/architecture-rule.mjs';
import { noCycleRule } from './scripts/eslint/no-cycle-rule.mjs';

// What server/ may not import (Node only: no screens, no React).
const serverImportPatterns = [
  {
    group: [
      '**/src/ui/**',
      '**/src/features/**',
      '**/src/app/**',
      '@/ui/*',
      '@/features/*',
      '@/app/*',
      'react',
      'react-dom',
      'react-*',
    ],
    message: 'The server may import src/data only, never screens.',
  },
  {
    group: ['@/data', '**/src/data/index*', '**/src/data/react/**'],
    message: "Import src/data/server.ts, not src/data's index: the index loads React.",
  },
];
const serverImportsDataThroughItsEntry = {
  // The permissions (a zod-free list and its rules) are shared as they are by both sides; the
  // online tests' and the staff's names have their own server entries.
  group: [
    '**/src/data/**',
    '!**/src/data/server',
    '!**/src/data/server-exams',
    '!**/src/data/server-staff',
    '!**/src/data/server-batches',
    '!**/src/data/server-timetable',
    '!**/src/data/server-attendance',
    '!**/src/data/server-parents',
    '!**/src/data/server-enquiries',
    '!**/src/data/permissions',
  ],
  message:
    'The server imports src/data through its entries, src/data/server.ts, server-exams.ts, server-staff.ts, server-batches.ts, server-timetable.ts, server-attendance.ts, server-parents.ts and server-enquiries.ts (add the name there), or src/data/permissions.ts.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'storybook-static',
      'coverage',
      'test-results',
      'playwright-report',
      'screenshots',
      'audit-results',
      'dist-*',
      'data',
      'node_modules',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: {
      'react-hooks': reactHooks,
      'jsx-a11y': jsxA11y,
      house: { rules: { architecture: architectureRule, 'no-cycle': noCycleRule } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'house/architecture': 'error',
      // Our own no-cycle, which counts `import type` too (eslint-plugin-import's skips it).
      'house/no-cycle': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Every file: an entry names what it offers, so nothing reaches its users unseen.
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration',
          message:
            'Name each export (`export { a, b } from …`): `export *` passes on whatever the module adds, unseen.',
        },
      ],
    },
  },
  {
    // Scripts and journeys run in Node and hand functions to the browser page.
    files: ['scripts/**/*.{js,mjs}', '*.config.{js,ts}', 'tests/e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // The server (Node): never the screens, and src/data only through its one React-free entry,
    // src/data/server.ts.
    files: ['server/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...serverImportPatterns, serverImportsDataThroughItsEntry] },
      ],
    },
  },
  {
    // The browser never imports the server.
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/server', '!react-dom/server'],
              message: 'The browser never imports server/.',
            },
          ],
        },
      ],
    },
  },
  {
    // House rule: a file in server/ or src/data stays short enough to read in one sitting.
    files: ['server/**/*.ts', 'src/data/**/*.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
  ...storybook.configs['flat/recommended'],
);
