// The processes `npm run bench:server` measures: the real server and the floor (./floor.ts), each
// a child process on 127.0.0.1 (so its memory and CPU are its own), on the database given.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

export type BenchDatabase = { url?: string; dataDir?: string };

/** The bench's admin, made at the server's first start. */
export const ADMIN_EMAIL = 'bench-admin@example.com';
export const ADMIN_PASSWORD = 'bench-password-1';

const databaseEnv = (database: BenchDatabase) =>
  database.url ? { DATABASE_URL: database.url } : { DATA_DIR: database.dataDir };

/** BENCH_NODE_ARGS: node flags for the server and the floor (e.g. `--cpu-prof
 *  --cpu-prof-dir=/tmp/profiles` to profile them under the crowd). */
const nodeArgs = () => (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);

/** Peak and current resident memory of a process, in MB (Linux). */
export function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { peakMb: Math.round(kb('VmHWM') / 1024), nowMb: Math.round(kb('VmRSS') / 1024) };
}

/** The CPU time a process has used so far, user and system, in ms (Linux, 100 ticks a second). */
export function cpuMsOf(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Waits until `ready` answers, or the child exits, or a minute passes. */
async function whenAnswering(child: ChildProcess, ready: () => Promise<boolean>) {
  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null) throw new Error(`the child exited (${child.exitCode})`);
    try {
      if (await ready()) return;
    } catch {
      // not listening yet
    }
    if (tries > 600) throw new Error('the child did not start in 60 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** `npm start`'s server, API only, with the bench's admin; `settings`: more of its environment
 *  (an SMS provider, say). */
export async function startServerChild(
  database: BenchDatabase,
  port: number,
  settings: Record<string, string> = {},
) {
  const child = spawn(process.execPath, [...nodeArgs(), '--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      STATIC_DIR: '',
      ...databaseEnv(database),
      ...settings,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await whenAnswering(child, async () => (await fetch(`${base}/api/settings`)).ok);
  return { child, base };
}

/** The floor: the public requests' SQL behind a bare node:http server (./floor.ts). */
export async function startFloorChild(database: BenchDatabase, port: number) {
  const child = spawn(
    process.execPath,
    [...nodeArgs(), '--import', 'tsx', 'server/bench/floor.ts'],
    {
      env: { ...process.env, FLOOR_PORT: String(port), ...databaseEnv(database) },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  // Any answer at all: it has no route to ask.
  await whenAnswering(child, async () => (await fetch(base)).status > 0);
  return { child, base };
}

export function stopChild(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    // A child killed by a signal has no exit code, only the signal.
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
