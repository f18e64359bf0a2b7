// Opens the database, builds the app and listens: used by `npm start` (server/main.ts) and by the
// tests, which start one on a free port with an in-memory PGlite or a temporary PostgreSQL.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { ServerType } from '@hono/node-server';
import { createAccounts } from './auth/accounts';
import { createPortalData } from './data/portal-data';
import { openDatabase } from './db/open';
import type { Database, OpenOptions } from './db/open';
import type { GeminiOptions } from './gemini';
import { createApp } from './http/app';
import { startLiveUpdates } from './http/live';

export type StartOptions = OpenOptions & {
  port?: number;
  host?: string;
  now?: () => Date;
  staticDir?: string | undefined;
  allowedOrigins?: readonly string[];
  trustProxy?: boolean;
  logger?: Pick<Console, 'error'>;
  apiDelayMs?: number;
  gemini?: GeminiOptions;
};

export type RunningServer = Awaited<ReturnType<typeof startServer>>;

export async function startServer(options: StartOptions) {
  const database: Database = await openDatabase(options);
  const now = options.now ?? (() => new Date());
  const data = createPortalData({ db: database.db, now });
  const accounts = createAccounts({ db: database.db, data, now });
  const live = await startLiveUpdates({
    database,
    ...(options.logger ? { logger: options.logger } : {}),
  });
  const app = createApp({
    data,
    accounts,
    live,
    staticDir: options.staticDir,
    allowedOrigins: options.allowedOrigins ?? [],
    trustProxy: options.trustProxy ?? false,
    ...(options.logger ? { logger: options.logger } : {}),
    apiDelayMs: options.apiDelayMs ?? 0,
    gemini: options.gemini ?? {},
  });
  const server: ServerType = await new Promise((resolve) => {
    const started = serve(
      { fetch: app.fetch, port: options.port ?? 0, hostname: options.host ?? '127.0.0.1' },
      () => resolve(started),
    );
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    port,
    app,
    database,
    data,
    accounts,
    live,
    async close() {
      // Open event streams never end by themselves: the HTTP server would wait for them forever.
      await live.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}
