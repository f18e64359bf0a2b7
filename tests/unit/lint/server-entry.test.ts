// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { importSpecifiers, resolveImport } from '../../../scripts/eslint/import-graph.mjs';

const root = path.resolve(__dirname, '../../..');

/** Every file the entry loads, and every package those files name. */
function reach(entry: string) {
  const files = new Set([entry]);
  const packages = new Set<string>();
  for (const file of files) {
    for (const specifier of importSpecifiers(fs.readFileSync(file, 'utf8'))) {
      const target = resolveImport(specifier, file, root);
      if (target) files.add(target);
      else if (!specifier.startsWith('.') && !specifier.startsWith('@/')) packages.add(specifier);
    }
  }
  return { files: [...files].map((file) => path.relative(root, file)), packages: [...packages] };
}

test("the server's entry into src/data reaches no React", () => {
  const { files, packages } = reach(path.join(root, 'src/data/server.ts'));
  expect(files).toContain('src/data/schemas/index.ts');
  expect(
    files.filter((file) => file.startsWith('src/data/react/') || file.endsWith('.tsx')),
  ).toEqual([]);
  expect(
    files.filter((file) => !file.startsWith('src/data/') && !file.startsWith('src/lib/')),
  ).toEqual([]);
  expect(
    packages.filter(
      (name) => name === 'react' || name.startsWith('react-') || name.startsWith('react/'),
    ),
  ).toEqual([]);
});
