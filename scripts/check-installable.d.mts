export function installabilityProblems(distDir: string, prerenderedRoutes: string[]): string[];
