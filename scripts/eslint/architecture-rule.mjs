import path from 'node:path';

// The house rules of docs/architecture: which room may import from which.
//   lib      imports nothing else from src;
//   ui, data import lib only (ui knows no domain, data knows no screens);
//   features import lib, ui, data and other features' index.ts only, never app;
//   app      composes everything, and alone loads the language catalogs (locales).
const srcRoot = path.resolve(process.cwd(), 'src');

function locate(file) {
  const relative = path.relative(srcRoot, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [room, feature, ...rest] = relative.split(path.sep);
  if (room === 'features') return { room, feature, inner: rest.join('/') };
  return { room };
}

function resolveSource(source, importer) {
  if (source.startsWith('@/')) return path.join(srcRoot, source.slice(2));
  if (source.startsWith('.')) return path.resolve(path.dirname(importer), source);
  return null; // a package
}

const allowedRooms = {
  lib: ['lib'],
  ui: ['lib', 'ui'],
  data: ['lib', 'data'],
  features: ['lib', 'ui', 'data', 'features'],
  app: ['lib', 'ui', 'data', 'features', 'app', 'locales'],
};

const isFeatureIndex = (inner) => inner === '' || /^index(\.tsx?)?$/.test(inner);

export const architectureRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep every import in its architectural room.' },
    schema: [],
  },
  create(context) {
    const importer = locate(context.filename);
    if (!importer) return {};
    function check(node) {
      if (!node.source || typeof node.source.value !== 'string') return;
      const resolved = resolveSource(node.source.value, context.filename);
      if (!resolved) return;
      const target = locate(resolved);
      if (!target) return;
      if (!allowedRooms[importer.room]?.includes(target.room)) {
        context.report({
          node: node.source,
          message: `src/${importer.room} may not import from src/${target.room}.`,
        });
        return;
      }
      if (
        importer.room === 'features' &&
        target.room === 'features' &&
        target.feature !== importer.feature &&
        !isFeatureIndex(target.inner)
      ) {
        context.report({
          node: node.source,
          message: `Import the "${target.feature}" feature through its index.ts, not its inner file "${target.inner}".`,
        });
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
