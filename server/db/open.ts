// Opens the database the server runs on: real PostgreSQL when a connection string is given
// (DATABASE_URL), otherwise embedded PGlite in a data folder (./data/db by default; `memory://`
// for tests). Both go through the same Drizzle code; the checked-in migrations run at every open.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Safe to call again (a shutdown after a test closed it): the first close is returned. */
  close(): Promise<void>;
};

function once(close: () => Promise<void>) {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type OpenOptions = {
  /** A postgres:// URL: use PostgreSQL. */
  databaseUrl?: string | undefined;
  /** PGlite's folder, or `memory://` for a database that lives only in this process. */
  dataDir?: string | undefined;
};

export async function openDatabase({ databaseUrl, dataDir }: OpenOptions): Promise<Database> {
  if (databaseUrl) {
    const { Pool } = (await import('pg')).default;
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: databaseUrl, max: 10 });
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: once(() => pool.end()) };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const folder = dataDir ?? path.resolve('data', 'db');
  if (!folder.startsWith('memory://')) mkdirSync(folder, { recursive: true });
  // pg_trgm backs the lists' search indexes (migration 0001).
  const client = await PGlite.create(folder, { extensions: { pg_trgm } });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: once(() => client.close()) };
}
