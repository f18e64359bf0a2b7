// npm start: build the portal for server mode, then run the server (API + the built pages) on
// port 4173 over the embedded database in ./data (or PostgreSQL when DATABASE_URL is set).
// SKIP_BUILD=1 reuses the last build.
import { spawn, spawnSync } from 'node:child_process';

const outDir = process.env.STATIC_DIR || 'dist-server-mode';
if (process.env.SKIP_BUILD !== '1') {
  // The browser never sees a Gemini key in server mode: the server holds it.
  const env = { ...process.env };
  delete env.VITE_GEMINI_API_KEY;
  const build = spawnSync(
    'node_modules/.bin/vite',
    ['build', '--outDir', outDir, '--emptyOutDir'],
    {
      stdio: 'inherit',
      env: { ...env, VITE_DATA_MODE: 'server' },
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, STATIC_DIR: outDir },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => process.exit(code ?? 0));
