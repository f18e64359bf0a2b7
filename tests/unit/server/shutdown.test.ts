// @vitest-environment node
// A stop (SIGTERM from systemd or `docker stop`, Ctrl+C) lets requests under way finish, refuses
// new connections and closes the database cleanly; one that does not finish in time is cut off.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { openDatabase } from '../../../server/db/open';
import { startServer } from '../../../server/server';

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-shutdown-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function freePort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Resolves with the error code of a new TCP connection, or 'connected'. */
function tryConnect(port: number) {
  return new Promise<string>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });
}

test('SIGTERM: the request under way is answered, new connections are refused, exit code 0', async () => {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      ADMIN_PASSWORD: 'admin-password-1',
      // Every API answer waits this long: the request is still under way at the SIGTERM.
      E2E_RESET_TOKEN: 'shutdown-test',
      E2E_API_DELAY_MS: '1500',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => stdout.includes('Ready in') && resolve());
    void exited.then(() => reject(new Error(`The server did not start:\n${stdout}${stderr}`)));
  });

  const started = Date.now();
  const slow = fetch(`http://127.0.0.1:${port}/api/health`, {
    headers: { 'x-request-id': 'under-way' },
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(await tryConnect(port)).toBe('connected');
  child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 300));

  expect(await tryConnect(port)).toBe('ECONNREFUSED');
  const response = await slow;
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
  expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
  expect(await exited).toBe(0);

  expect(stderr).toBe('');
  const logged = stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(logged).toContainEqual(
    expect.objectContaining({ requestId: 'under-way', path: '/api/health', status: 200 }),
  );
  expect(stdout).toContain('SIGTERM: stopping (requests under way have 10 s to finish)…');
  expect(stdout.trimEnd().endsWith('Stopped cleanly.')).toBe(true);
  // PGlite closed its folder (no lock left behind) and it opens again.
  expect(existsSync(path.join(dataDir, 'postmaster.pid'))).toBe(false);
  const reopened = await openDatabase({ dataDir });
  await reopened.close();
}, 120_000);

test('close(): shutdown tasks run first; a request past the grace is cut off and counted', async () => {
  const server = await startServer({ dataDir: 'memory://', apiDelayMs: 3000 });
  const events: string[] = [];
  server.onShutdown(() => events.push('shutdown task'));
  const slow = fetch(`${server.url}/api/health`).then(
    () => events.push('answered'),
    () => events.push('cut off'),
  );
  await new Promise((resolve) => setTimeout(resolve, 200));
  const stop = server.close({ graceMs: 300 });
  expect(server.close()).toBe(stop);
  expect(await stop).toEqual({ cutOff: 1 });
  await slow;
  expect(events).toEqual(['shutdown task', 'cut off']);
}, 60_000);
