// The server for the end-to-end journeys in server mode (playwright.server.config.ts): the
// server-mode build (made unless SKIP_BUILD=1) over a fresh embedded database in a temp folder,
// removed again when the run ends. E2E_RESET_TOKEN lets each journey start from the demo data.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const outDir = process.env.STATIC_DIR || 'dist-server-mode';
if (process.env.SKIP_BUILD !== '1') {
  const env = { ...process.env, VITE_DATA_MODE: 'server' };
  delete env.VITE_GEMINI_API_KEY;
  const build = spawnSync(
    'node_modules/.bin/vite',
    ['build', '--outDir', outDir, '--emptyOutDir'],
    {
      stdio: 'inherit',
      env,
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Playwright may end this script with SIGKILL, leaving no chance to clean up: folders of earlier
// runs on this port go now. A run on another port (E2E_SERVER_PORT) may be under way beside this
// one, so its folder stays.
const folderPrefix = `sankalp-e2e-${process.env.PORT}-`;
for (const name of readdirSync(tmpdir())) {
  if (name.startsWith(folderPrefix))
    rmSync(path.join(tmpdir(), name), { recursive: true, force: true });
}
const dataDir = mkdtempSync(path.join(tmpdir(), folderPrefix));
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, STATIC_DIR: outDir, DATA_DIR: dataDir },
});
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
