// @vitest-environment node
// The linter refuses `export *` in every file (eslint.config.js): the entries name their exports.
import path from 'node:path';
import { ESLint } from 'eslint';
import { expect, test } from 'vitest';

const root = path.resolve(__dirname, '../../..');
const RULE = 'no-restricted-syntax';
/** The repository's own configuration; its first use loads every plugin (seconds). */
const eslint = new ESLint({ cwd: root });
const LOAD_MS = 60_000;

async function exportAllProblems(text: string, file: string) {
  const [result] = await eslint.lintText(text, {
    filePath: path.join(root, file),
  });
  return result!.messages.filter((message) => message.ruleId === RULE);
}

test.each(['src/data/index.ts', 'src/data/server.ts', 'server/db/schema.ts', 'scripts/x.mjs'])(
  '`export *` is refused in %s',
  async (file) => {
    const problems = await exportAllProblems("export * from './elsewhere';\n", file);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toMatch(/^Name each export/);
  },
  LOAD_MS,
);

test(
  'named re-exports pass, and the entries have no `export *` left',
  async () => {
    expect(
      await exportAllProblems("export { a } from './elsewhere';\n", 'src/data/index.ts'),
    ).toEqual([]);
    const results = await eslint.lintFiles([
      'src/data/index.ts',
      'src/data/server.ts',
      'server/db/schema.ts',
    ]);
    expect(results.flatMap((result) => result.messages.filter((m) => m.ruleId === RULE))).toEqual(
      [],
    );
  },
  LOAD_MS,
);
