import path from 'node:path';
import { cycleComponent, resolveImport, shortestPath } from './import-graph.mjs';

// house/no-cycle: no file imports itself back through any chain of imports. Unlike
// eslint-plugin-import's no-cycle, `import type` counts (it is skipped there, with no option to
// count it), and so do `export ... from` and `import()` (no-cycle counted those already, and the
// code has no cycle through them: a lazy import in a cycle still makes two modules need each other).
//
// Options: { root: the project root (default: the working directory), allow: cycle groups that
// are known and being removed, each the exact list of its files relative to root }. A group is
// allowed only while it is exactly that list: one that grows or shrinks is reported again.
export const noCycleRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles, type-only imports included.' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          allow: { type: 'array', items: { type: 'array', items: { type: 'string' } } },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const options = context.options[0] ?? {};
    const root = path.resolve(options.root ?? process.cwd());
    const allowed = new Set((options.allow ?? []).map((group) => [...group].sort().join('\n')));
    const file = context.physicalFilename ?? context.filename;
    const relative = (name) => path.relative(root, name).split(path.sep).join('/');
    let component = null;
    function check(node) {
      if (!node.source || typeof node.source.value !== 'string') return;
      const target = resolveImport(node.source.value, file, root);
      if (!target || target === file) return;
      component ??= cycleComponent(file, context.sourceCode.text, root);
      const members = new Set(component.files);
      if (!members.has(target)) return;
      if (allowed.has(component.files.map(relative).join('\n'))) return;
      const route = shortestPath(target, file, members, component.importsOf);
      context.report({
        node: node.source,
        message: `Import cycle (type imports count): ${[file, ...route].map(relative).join(' -> ')}.`,
      });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
      TSImportType(node) {
        // `typeof import('./x')` or `import('./x').T`: the argument is a literal type.
        const literal = node.argument?.literal ?? node.argument;
        if (literal?.type === 'Literal') check({ source: literal });
      },
    };
  },
};
