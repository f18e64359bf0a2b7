import path from 'node:path';

// Writes dist/chunk-modules.json: for every JavaScript chunk, the source modules inside it and
// the chunks it imports. scripts/check-bundle.mjs reads it to prove the public site never
// downloads admin, student or school code and stays inside its size budget.
export function chunkModulesPlugin() {
  return {
    name: 'chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const root = process.cwd();
      const chunks = {};
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[fileName] = {
          isEntry: output.isEntry,
          facade: output.facadeModuleId ? path.relative(root, output.facadeModuleId) : null,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          css: [...(output.viteMetadata?.importedCss ?? [])],
          modules: Object.keys(output.modules)
            .filter((id) => !id.startsWith('\0'))
            .map((id) => path.relative(root, id)),
        };
      }
      this.emitFile({
        type: 'asset',
        fileName: 'chunk-modules.json',
        source: JSON.stringify(chunks, null, 2),
      });
    },
  };
}
