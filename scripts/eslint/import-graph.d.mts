export declare function importSpecifiers(text: string): string[];
export declare function resolveImport(
  specifier: string,
  importer: string,
  root: string,
): string | null;
export declare function findCycles(files: readonly string[], root: string): string[][];
