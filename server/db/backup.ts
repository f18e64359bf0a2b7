// Backup and restore of the embedded database's folder (PGlite): the whole data folder as one
// gzipped tarball (PGlite's own dumpDataDir / loadDataDir), taken while no server has it open.
// Nothing is ever deleted: a restore keeps the folder it replaces under a new name.
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/** A refusal with what to do instead: printed as it is, no stack. */
export class BackupRefusal extends Error {}

/** PGlite writes it while the folder is open and removes it on a clean close. */
const OPEN_MARKER = 'postmaster.pid';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const stamp = (now: Date) => now.toISOString().slice(0, 19).replaceAll(':', '-');

export function defaultBackupFile(now: Date) {
  return path.resolve('data', 'backups', `sankalp-db-${stamp(now)}.tar.gz`);
}

function refuseIfOpen(dataDir: string, command: string) {
  if (!existsSync(path.join(dataDir, OPEN_MARKER))) return;
  throw new BackupRefusal(
    [
      `The database in ${dataDir} is open: a server is running on it. Stop the server first`,
      '(Ctrl+C, or SIGTERM: it closes the database cleanly), then run this again.',
      'If no server is running, it was stopped without closing the database (a crash or a power',
      `cut): run \`${command} --force\`.`,
    ].join('\n'),
  );
}

function isDatabaseFolder(dataDir: string) {
  return existsSync(path.join(dataDir, 'PG_VERSION'));
}

export async function backupDataDir({
  dataDir,
  file,
  force = false,
}: {
  dataDir: string;
  file: string;
  force?: boolean;
}): Promise<{ file: string; bytes: number }> {
  if (!isDatabaseFolder(dataDir)) {
    throw new BackupRefusal(`There is no database in ${dataDir} to back up (DATA_DIR).`);
  }
  if (!force) refuseIfOpen(dataDir, 'npm run db:backup -- <file>');
  if (existsSync(file)) {
    throw new BackupRefusal(`${file} already exists: choose another file name.`);
  }
  const database = await PGlite.create(dataDir).catch((error: unknown) => {
    throw new BackupRefusal(
      `The database in ${dataDir} could not be opened (${messageOf(error)}).`,
    );
  });
  let tarball: Blob;
  try {
    tarball = await database.dumpDataDir('gzip');
  } finally {
    await database.close();
  }
  const bytes = new Uint8Array(await tarball.arrayBuffer());
  mkdirSync(path.dirname(file), { recursive: true });
  // Written under another name first: a cut-off backup never looks like a whole one.
  const partial = `${file}.partial`;
  await writeFile(partial, bytes);
  renameSync(partial, file);
  return { file, bytes: bytes.byteLength };
}

export async function restoreDataDir({
  file,
  dataDir,
  force = false,
  now = new Date(),
}: {
  file: string;
  dataDir: string;
  force?: boolean;
  now?: Date;
}): Promise<{ keptAs: string | undefined }> {
  if (!existsSync(file) || !statSync(file).isFile()) {
    throw new BackupRefusal(`There is no backup file ${file}.`);
  }
  const existed = existsSync(dataDir);
  const occupied = existed && readdirSync(dataDir).length > 0;
  let keptAs: string | undefined;
  if (occupied) {
    if (!force) {
      refuseIfOpen(dataDir, `npm run db:restore -- ${file}`);
      throw new BackupRefusal(
        [
          `${dataDir} already holds data. To replace it with the backup, run`,
          `\`npm run db:restore -- ${file} --force\`: the current folder is kept, renamed to`,
          `${dataDir}.before-restore-<date>, not deleted.`,
        ].join('\n'),
      );
    }
    keptAs = `${dataDir}.before-restore-${stamp(now)}`;
    renameSync(dataDir, keptAs);
  }
  mkdirSync(dataDir, { recursive: true });
  try {
    const tarball = new Blob([await readFile(file)]);
    const database = await PGlite.create(dataDir, { loadDataDir: tarball });
    try {
      await database.query('select 1');
    } finally {
      await database.close();
    }
  } catch (error) {
    // Put things back as they were: only what the restore wrote is removed.
    rmSync(dataDir, { recursive: true, force: true });
    if (keptAs) renameSync(keptAs, dataDir);
    else if (existed) mkdirSync(dataDir);
    throw new BackupRefusal(
      `${file} could not be restored (${messageOf(error)}): ` +
        'is it a backup made by `npm run db:backup` with this version of the portal? Nothing was changed.',
    );
  }
  return { keptAs };
}
