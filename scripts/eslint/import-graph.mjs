import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// The import graph of our own files, as the no-cycle rule sees it. Every way one file names
// another counts: `import`, `import type`, `export ... from`, `import()` and `typeof import()`.
// A type-only edge still says "this file cannot be understood without that one", so a circle of
// them is a circle of dependency even though it vanishes from the built JavaScript.

const extensions = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js'];

/** Every module specifier a file names (TypeScript's own scanner, so comments do not count). */
export function importSpecifiers(text) {
  return ts.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName);
}

function fileFor(base) {
  for (const extension of extensions) {
    const candidate = base + extension;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The file a specifier names (`@/x` is `<root>/src/x`), or null for a package or a miss. */
export function resolveImport(specifier, importer, root) {
  if (specifier.startsWith('@/')) return fileFor(path.join(root, 'src', specifier.slice(2)));
  if (specifier.startsWith('.')) return fileFor(path.resolve(path.dirname(importer), specifier));
  return null;
}

// Parsed imports by file, kept while the file's modification time stays the same (an editor's
// ESLint server lints many times in one process).
const parsed = new Map();

function importsOnDisk(file, root) {
  let mtimeMs;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const key = `${root}\0${file}`;
  const cached = parsed.get(key);
  if (cached && cached.mtimeMs === mtimeMs) return cached.targets;
  const targets = targetsOf(fs.readFileSync(file, 'utf8'), file, root);
  parsed.set(key, { mtimeMs, targets });
  return targets;
}

function targetsOf(text, file, root) {
  const targets = new Set();
  for (const specifier of importSpecifiers(text)) {
    const target = resolveImport(specifier, file, root);
    if (target && target !== file) targets.add(target);
  }
  return [...targets];
}

/**
 * The files that import `file` back, directly or not: its strongly connected component, `file`
 * included, or just `[file]` when it is in no cycle. `text` is the file's current text (the
 * editor's, which may not be saved yet).
 */
export function cycleComponent(file, text, root) {
  const importsOf = (node) =>
    node === file ? targetsOf(text, file, root) : importsOnDisk(node, root);
  // Everything `file` reaches, with the reverse edges among them.
  const importers = new Map([[file, []]]);
  const queue = [file];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const target of importsOf(node)) {
      if (!importers.has(target)) {
        importers.set(target, []);
        queue.push(target);
      }
      importers.get(target).push(node);
    }
  }
  // Of those, the ones that lead back to `file`.
  const component = new Set([file]);
  const back = [file];
  while (back.length > 0) {
    for (const importer of importers.get(back.shift())) {
      if (!component.has(importer)) {
        component.add(importer);
        back.push(importer);
      }
    }
  }
  return { files: [...component].sort(), importsOf };
}

/** The shortest way from `from` back to `to` inside a component, both ends included. */
export function shortestPath(from, to, component, importsOf) {
  const cameFrom = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const node = queue.shift();
    if (node === to) break;
    for (const target of importsOf(node)) {
      if (component.has(target) && !cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  const route = [];
  for (let node = to; node !== null; node = cameFrom.get(node)) route.unshift(node);
  return route;
}

/** Every cycle group (strongly connected component of two or more files) among `files` (Tarjan). */
export function findCycles(files, root) {
  const importsOf = (file) => importsOnDisk(file, root);
  const index = new Map();
  const lowLink = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let counter = 0;
  function visit(node) {
    index.set(node, counter);
    lowLink.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of importsOf(node)) {
      if (!index.has(target)) {
        visit(target);
        lowLink.set(node, Math.min(lowLink.get(node), lowLink.get(target)));
      } else if (onStack.has(target)) {
        lowLink.set(node, Math.min(lowLink.get(node), index.get(target)));
      }
    }
    if (lowLink.get(node) !== index.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) groups.push(group.sort());
  }
  for (const file of files) if (!index.has(file)) visit(file);
  return groups;
}
