// @vitest-environment node
// npm run db:backup / db:restore: a PGlite folder to one file and back, never over a folder in
// use or holding data unless told, and never deleting the folder it replaces.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { createPortalData } from '../../../server/data/portal-data';
import { BackupRefusal, backupDataDir, restoreDataDir } from '../../../server/db/backup';
import { openDatabase } from '../../../server/db/open';

const scratch = mkdtempSync(path.join(tmpdir(), 'portal-backup-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const source = path.join(scratch, 'db');
const restored = path.join(scratch, 'restored');
const backup = path.join(scratch, 'backups', 'one.tar.gz');
const now = () => new Date('2026-11-25T09:30:00Z');

async function notificationTitles(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    const data = createPortalData({ db: database.db, now });
    return (await data.listNotifications()).map((notification) => notification.title);
  } finally {
    await database.close();
  }
}

test('a backup restored into a new folder holds the record', async () => {
  const database = await openDatabase({ dataDir: source });
  const data = createPortalData({ db: database.db, now });
  await data.addNotification({
    title: 'STSE admit cards are out',
    details: 'Download yours from the portal.',
    date: '2026-11-25',
  });
  // While the folder is open (as by a running server) the backup refuses.
  await expect(backupDataDir({ dataDir: source, file: backup })).rejects.toThrow(
    `The database in ${source} is open: a server is running on it.`,
  );
  await database.close();

  const made = await backupDataDir({ dataDir: source, file: backup });
  expect(made.file).toBe(backup);
  expect(statSync(backup).size).toBe(made.bytes);
  expect(made.bytes).toBeGreaterThan(100_000);
  expect(existsSync(`${backup}.partial`)).toBe(false);
  await expect(backupDataDir({ dataDir: source, file: backup })).rejects.toThrow(
    `${backup} already exists: choose another file name.`,
  );

  expect(await restoreDataDir({ file: backup, dataDir: restored })).toEqual({ keptAs: undefined });
  expect(await notificationTitles(restored)).toEqual(['STSE admit cards are out']);
}, 180_000);

test('a restore over data refuses without --force, and with it keeps the old folder', async () => {
  const before = readdirSync(restored).sort();
  const refusal = await restoreDataDir({ file: backup, dataDir: restored }).catch((e) => e);
  expect(refusal).toBeInstanceOf(BackupRefusal);
  expect(refusal.message).toBe(
    [
      `${restored} already holds data. To replace it with the backup, run`,
      `\`npm run db:restore -- ${backup} --force\`: the current folder is kept, renamed to`,
      `${restored}.before-restore-<date>, not deleted.`,
    ].join('\n'),
  );
  expect(readdirSync(restored).sort()).toEqual(before);

  const { keptAs } = await restoreDataDir({
    file: backup,
    dataDir: restored,
    force: true,
    now: now(),
  });
  expect(keptAs).toBe(`${restored}.before-restore-2026-11-25T09-30-00`);
  expect(readdirSync(keptAs!).sort()).toEqual(before);
  expect(await notificationTitles(restored)).toEqual(['STSE admit cards are out']);
}, 180_000);

test('a file that is not a backup changes nothing', async () => {
  const junk = path.join(scratch, 'junk.tar.gz');
  writeFileSync(junk, 'not a tarball');
  const before = readdirSync(restored).sort();
  const refusal = await restoreDataDir({ file: junk, dataDir: restored, force: true }).catch(
    (e) => e,
  );
  expect(refusal).toBeInstanceOf(BackupRefusal);
  expect(refusal.message).toMatch(
    new RegExp(`^${junk.replaceAll('.', '\\.')} could not be restored \\(.+\\): is it a backup`),
  );
  expect(readdirSync(restored).sort()).toEqual(before);
  expect(readdirSync(scratch).filter((name) => name.startsWith('restored.before-restore'))).toEqual(
    ['restored.before-restore-2026-11-25T09-30-00'],
  );
}, 180_000);

test('on PostgreSQL the commands say how to use pg_dump and pg_restore, and do nothing', () => {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'server/db/backup-cli.ts', 'backup'],
    {
      env: { PATH: process.env.PATH, DATABASE_URL: 'postgres://portal@localhost:5432/sankalp' },
      encoding: 'utf8',
    },
  );
  expect(run.status).toBe(1);
  expect(run.stdout).toBe('');
  expect(run.stderr).toContain('DATABASE_URL is set: the data is in PostgreSQL');
  expect(run.stderr).toContain(
    'pg_dump --format=custom --file=sankalp-$(date +%F).dump "$DATABASE_URL"',
  );
}, 60_000);
