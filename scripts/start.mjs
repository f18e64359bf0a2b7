// npm start: build the portal, then serve the production build on a fixed port.
import { spawn, spawnSync } from 'node:child_process';

const port = Number(process.env.PORT || 4173);
const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(
  'node_modules/.bin/vite',
  ['preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
server.stdout.on('data', (chunk) => process.stdout.write(chunk));
console.log(`\nThe portal is starting at http://localhost:${port}/ (Ctrl+C stops it).\n`);
server.on('exit', (code) => process.exit(code ?? 0));
