// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterEach, expect, test } from 'vitest';
import { findCycles, importSpecifiers } from '../../../scripts/eslint/import-graph.mjs';
import { noCycleRule } from '../../../scripts/eslint/no-cycle-rule.mjs';

let root = '';
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/** A tiny project on disk: file path (relative to its root) to text. */
function project(files: Record<string, string>) {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'no-cycle-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  return root;
}

function lint(name: string, allow: string[][] = []) {
  const filename = path.join(root, name);
  return new Linter({ configType: 'flat', cwd: root }).verify(
    fs.readFileSync(filename, 'utf8'),
    [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { house: { rules: { 'no-cycle': noCycleRule } } },
        rules: { 'house/no-cycle': ['error', { root, allow }] },
      },
    ],
    filename,
  );
}

const typeOnlyCycle = {
  'src/data/repository.ts':
    "import type { Backup } from './backup';\nexport type Key = 'a';\nexport type Uses = Backup;\n",
  'src/data/backup.ts':
    "import type { Key } from '@/data/repository';\nexport type Backup = { key: Key };\n",
};

test('every way of naming a file counts, type-only ones included', () => {
  const text = [
    "import type { A } from './a';",
    "import { type B } from './b';",
    "export type { C } from './c';",
    "export * from './d';",
    "const e = () => import('./e');",
    "type F = typeof import('./f');",
  ].join('\n');
  expect(importSpecifiers(text)).toEqual(['./a', './b', './c', './d', './e', './f']);
});

test('finds a cycle made of type imports only, with its files', () => {
  project(typeOnlyCycle);
  const files = Object.keys(typeOnlyCycle).map((name) => path.join(root, name));
  expect(findCycles(files, root)).toEqual([[files[1], files[0]]]);

  const [message, ...rest] = lint('src/data/repository.ts');
  expect(rest).toEqual([]);
  expect(message?.ruleId).toBe('house/no-cycle');
  expect(message?.message).toBe(
    'Import cycle (type imports count): src/data/repository.ts -> src/data/backup.ts -> src/data/repository.ts.',
  );
  expect(lint('src/data/backup.ts')).toHaveLength(1);
});

test('passes an acyclic graph', () => {
  project({
    'src/data/keys.ts': "export type Key = 'a';\n",
    'src/data/repository.ts':
      "import type { Key } from './keys';\nimport type { Backup } from './backup';\nexport type Uses = [Key, Backup];\n",
    'src/data/backup.ts':
      "import type { Key } from '@/data/keys';\nexport type Backup = { key: Key };\n",
  });
  const files = ['keys', 'repository', 'backup'].map((name) =>
    path.join(root, `src/data/${name}.ts`),
  );
  expect(findCycles(files, root)).toEqual([]);
  for (const name of ['keys', 'repository', 'backup'])
    expect(lint(`src/data/${name}.ts`)).toEqual([]);
});

test('an allowed cycle passes only while its files are exactly those listed', () => {
  project(typeOnlyCycle);
  expect(
    lint('src/data/repository.ts', [['src/data/backup.ts', 'src/data/repository.ts']]),
  ).toEqual([]);
  expect(lint('src/data/repository.ts', [['src/data/repository.ts']])).toHaveLength(1);
});
