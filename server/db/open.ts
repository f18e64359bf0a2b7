// Opens the database the server runs on: real PostgreSQL when a connection string is given
// (DATABASE_URL), otherwise embedded PGlite in a data folder (./data/db by default; `memory://`
// for tests). Both go through the same Drizzle code; the checked-in migrations run at every open.
// Any number of server processes may share one PostgreSQL: migrations (and whatever else must run
// once at a time, such as the first start's seeding) run under a Postgres advisory lock, and
// `listen` hears the NOTIFYs of every process.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Client, Pool } from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** What a LISTEN hears: each NOTIFY's payload, and a gap when the connection was lost a while. */
export type ListenHandlers = {
  onPayload(payload: string): void;
  /** The listening connection was lost and is back: notifications in between were missed. */
  onGap(): void;
};

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs `task` while no other server process on this database runs one (an advisory lock). */
  exclusively<T>(task: () => Promise<T>): Promise<T>;
  /** LISTENs on `channel` on a connection of its own; resolves to the function that stops it. */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  /** Safe to call again (a shutdown after a test closed it): the first close is returned. */
  close(): Promise<void>;
};

function once(close: () => Promise<void>) {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The advisory lock of start-up work (any number; data writes take row locks, never advisory ones). */
const STARTUP_LOCK = 7300;

/** Connections per server process: four servers stay well under PostgreSQL's default 100. */
const POOL_SIZE = 10;

/** How long the listening connection waits before it tries again after losing PostgreSQL. */
const RELISTEN_MS = 1000;

export type OpenOptions = {
  /** A postgres:// URL: use PostgreSQL. */
  databaseUrl?: string | undefined;
  /** PGlite's folder, or `memory://` for a database that lives only in this process. */
  dataDir?: string | undefined;
  logger?: Pick<Console, 'error'>;
};

export async function openDatabase({
  databaseUrl,
  dataDir,
  logger = console,
}: OpenOptions): Promise<Database> {
  if (databaseUrl) {
    const pg = (await import('pg')).default;
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // Every connection is opened at start and kept (min = max): a burst (twenty registers
    // submitted as classes begin) never waits for PostgreSQL to start a backend per connection.
    const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE, min: POOL_SIZE });
    // A kept connection that PostgreSQL drops (a restart) is removed by the pool; without a
    // listener its error would end the process.
    pool.on('error', (error) => logger.error(`A database connection was lost: ${error.message}`));
    const db = drizzle(pool, { schema });
    const exclusively = <T>(task: () => Promise<T>) => withAdvisoryLock(pool, task);
    await exclusively(() => migrate(db, { migrationsFolder }));
    await openEveryConnection(pool);
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      exclusively,
      listen: (channel, handlers) =>
        listenOnPostgres(() => new pg.Client({ connectionString: databaseUrl }), channel, {
          handlers,
          logger,
        }),
      close: once(() => pool.end()),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const folder = dataDir ?? path.resolve('data', 'db');
  if (!folder.startsWith('memory://')) mkdirSync(folder, { recursive: true });
  // pg_trgm backs the lists' search indexes (migration 0001); btree_gist the timetable's
  // clash constraints (migration 0030).
  const client = await PGlite.create(folder, { extensions: { pg_trgm, btree_gist } });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    // One process owns a PGlite folder: there is nobody to wait for.
    exclusively: (task) => task(),
    async listen(channel, { onPayload }) {
      const stop = await client.listen(channel, onPayload);
      return () => stop();
    },
    close: once(() => client.close()),
  };
}

/** Holds a session-level advisory lock on one pooled connection while `task` runs. */
async function openEveryConnection(pool: Pool) {
  const clients = await Promise.all(Array.from({ length: POOL_SIZE }, () => pool.connect()));
  for (const client of clients) client.release();
}

async function withAdvisoryLock<T>(pool: Pool, task: () => Promise<T>): Promise<T> {
  const connection = await pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    try {
      return await task();
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]);
    }
  } finally {
    connection.release();
  }
}

/**
 * LISTEN on a dedicated connection (a pooled one would be handed to other queries). When it is
 * lost (PostgreSQL restarted, a network cut) it comes back every second until it can, and then
 * reports the gap, since notifications sent meanwhile are gone.
 */
async function listenOnPostgres(
  newClient: () => Client,
  channel: string,
  { handlers, logger }: { handlers: ListenHandlers; logger: Pick<Console, 'error'> },
): Promise<() => Promise<void>> {
  let current: Client | undefined;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  async function connect(): Promise<Client> {
    const client = newClient();
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.onPayload(message.payload ?? '');
    });
    const lost = (error?: Error) => {
      if (stopped || current !== client) return;
      if (error) logger.error(error);
      current = undefined;
      client.removeAllListeners('end');
      void client.end().catch(() => undefined);
      scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    try {
      await client.connect();
      await client.query(`listen ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      client.removeAllListeners();
      await client.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      await client.end().catch(() => undefined);
      throw new Error('No longer listening.');
    }
    current = client;
    return client;
  }

  function scheduleReconnect() {
    retry = setTimeout(() => {
      retry = undefined;
      if (stopped) return;
      connect().then(
        () => handlers.onGap(),
        () => scheduleReconnect(),
      );
    }, RELISTEN_MS);
  }

  await connect();
  return async () => {
    stopped = true;
    if (retry !== undefined) clearTimeout(retry);
    const client = current;
    current = undefined;
    await client?.end().catch(() => undefined);
  };
}
