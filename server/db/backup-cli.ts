// `npm run db:backup -- [file] [--force]` and `npm run db:restore -- <file> [--force]`: the
// embedded database's folder (DATA_DIR, default ./data/db) to one file and back, with the server
// stopped. On PostgreSQL (DATABASE_URL) they say how to use pg_dump and pg_restore instead.
import path from 'node:path';
import { MEMORY_DATA_DIR, readDatabaseConfig } from '../config';
import { BackupRefusal, backupDataDir, defaultBackupFile, restoreDataDir } from './backup';

const POSTGRES_HELP = `DATABASE_URL is set: the data is in PostgreSQL, which has its own tools.
  Back up (any time, the server may run):
    pg_dump --format=custom --file=sankalp-$(date +%F).dump "$DATABASE_URL"
  Restore into an empty database (create one with createdb), then point DATABASE_URL at it:
    pg_restore --no-owner --dbname="postgres://user:password@host:5432/sankalp_restored" sankalp-2026-01-31.dump
See "Backups" in docs/operator-guide.md.`;

const [command, ...rest] = process.argv.slice(2);
const force = rest.includes('--force');
const [fileArgument] = rest.filter((argument) => argument !== '--force');

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const read = readDatabaseConfig(process.env);
if (!read.ok) fail(read.problems.join('\n'));
const { databaseUrl, dataDir } = read.config;
if (databaseUrl) fail(POSTGRES_HELP);
if (dataDir === MEMORY_DATA_DIR)
  fail('DATA_DIR=memory:// keeps nothing on disk to back up or restore.');
/** Inside this folder as a relative path, elsewhere in full. */
const shown = (file: string) => {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') ? file : relative || '.';
};

try {
  if (command === 'backup') {
    const started = Date.now();
    const { file, bytes } = await backupDataDir({
      dataDir,
      file: fileArgument ? path.resolve(fileArgument) : defaultBackupFile(new Date()),
      force,
    });
    console.log(
      `Backed up ${shown(dataDir)} to ${shown(file)} (${(bytes / 1024 / 1024).toFixed(1)} MB, ${((Date.now() - started) / 1000).toFixed(1)} s).`,
    );
    console.log('Copy it off this machine; restore it with `npm run db:restore -- <file>`.');
  } else if (command === 'restore') {
    if (!fileArgument) fail('Which backup? npm run db:restore -- <file> [--force]');
    const { keptAs } = await restoreDataDir({ file: path.resolve(fileArgument), dataDir, force });
    console.log(`Restored ${shown(path.resolve(fileArgument))} into ${shown(dataDir)}.`);
    if (keptAs)
      console.log(`The folder it replaced is kept as ${shown(keptAs)} (delete it when sure).`);
    console.log('Start the server as usual (npm start).');
  } else {
    fail('Use: npm run db:backup -- [file] [--force]  or  npm run db:restore -- <file> [--force]');
  }
} catch (error) {
  if (error instanceof BackupRefusal) fail(error.message);
  throw error;
}
