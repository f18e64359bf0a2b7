// Builds the portal (unless told not to) and serves the build with vite preview on a free port.
// DIST_DIR picks another output folder than dist/, so a measurement can run beside other builds.
import { spawnSync } from 'node:child_process';
import { preview } from 'vite';

export const distDir = process.env.DIST_DIR || 'dist';

export async function serveProductionBuild({ build = true, port = 0 } = {}) {
  if (build) {
    const result = spawnSync(
      'node_modules/.bin/vite',
      ['build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'],
      { stdio: 'inherit' },
    );
    if (result.status !== 0) throw new Error('The build failed.');
  }
  const server = await preview({
    logLevel: 'warn',
    build: { outDir: distDir },
    preview: {
      port: port || 4300 + Math.floor(Math.random() * 500),
      strictPort: true,
      host: '127.0.0.1',
    },
  });
  const url = server.resolvedUrls.local[0].replace(/\/$/, '');
  return { url, close: () => server.close() };
}
