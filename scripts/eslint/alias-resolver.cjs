// An eslint-plugin-import resolver (interface v2) for this project: `@/x` means `src/x`, and
// TypeScript files resolve without their extension. Packages are reported as found without a
// path, so rules such as no-cycle look only at our own files.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..');
const extensions = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js'];

function fileFor(base) {
  for (const extension of extensions) {
    const candidate = base + extension;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

exports.interfaceVersion = 2;

exports.resolve = function resolve(source, file) {
  if (source.startsWith('@/')) {
    const found = fileFor(path.join(root, 'src', source.slice(2)));
    return found ? { found: true, path: found } : { found: false };
  }
  if (source.startsWith('.')) {
    const found = fileFor(path.resolve(path.dirname(file), source));
    return found ? { found: true, path: found } : { found: false };
  }
  return { found: true, path: null };
};
