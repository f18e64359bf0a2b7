// Builds the portal (unless told not to) and serves dist/ with vite preview on a free port.
import { spawnSync } from 'node:child_process';
import { preview } from 'vite';

export async function serveProductionBuild({ build = true, port = 0 } = {}) {
  if (build) {
    const result = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
    if (result.status !== 0) throw new Error('The build failed.');
  }
  const server = await preview({
    logLevel: 'warn',
    preview: {
      port: port || 4300 + Math.floor(Math.random() * 500),
      strictPort: true,
      host: '127.0.0.1',
    },
  });
  const url = server.resolvedUrls.local[0].replace(/\/$/, '');
  return { url, close: () => server.close() };
}
