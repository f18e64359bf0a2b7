// A throw-away PostgreSQL for tests: Debian's server (initdb in a temp folder owned by postgres,
// listening on 127.0.0.1 and a free port), removed again by stop().
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian's newest installed server (15 here; another Debian release may bring another major). */
function findPostgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(path.join(root, name, 'bin', 'initdb')))
        .sort((first, second) => Number(second) - Number(first))
    : [];
  return path.join(root, versions[0] ?? '15', 'bin');
}

export const POSTGRES_BIN = process.env.POSTGRES_BIN ?? findPostgresBin();

function postgresAvailable(): boolean {
  return existsSync(path.join(POSTGRES_BIN, 'initdb'));
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function idOf(name: string, flag: '-u' | '-g'): number {
  return Number(execFileSync('id', [flag, name], { encoding: 'utf8' }).trim());
}

export type TempPostgres = { url: string; stop(): void };

export async function startTempPostgres(): Promise<TempPostgres> {
  if (!postgresAvailable()) {
    throw new Error(
      `PostgreSQL is not installed (no ${POSTGRES_BIN}/initdb). Install the Debian package "postgresql".`,
    );
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'sankalp-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, idOf('postgres', '-u'), idOf('postgres', '-g'));
  const run = (command: string, args: string[]) =>
    asRoot
      ? execFileSync(
          'runuser',
          ['-u', 'postgres', '--', path.join(POSTGRES_BIN, command), ...args],
          {
            stdio: 'pipe',
          },
        )
      : execFileSync(path.join(POSTGRES_BIN, command), args, { stdio: 'pipe' });
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const port = await freePort();
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
