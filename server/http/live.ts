// Live updates across any number of server processes on one database: every successful write
// NOTIFYs one Postgres channel with the collections it changed (delivered when it commits); each
// process LISTENs on that channel on a connection of its own and passes the keys on to the
// browsers it holds a GET /api/events stream (server-sent events) for. Nothing here is state a
// second process would need: the open streams are this process's own connections.
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { SSEStreamingApi } from 'hono/streaming';
import { CHANGES_EVENT, RESET_EVENT, changedKeysSchema } from '../../src/data/adapters/http-routes';
import type { HttpErrorBody } from '../../src/data/adapters/http-routes';
import type { CollectionKey } from '../../src/data/repository';
import type { Database } from '../db/open';

/** The one channel every server process LISTENs on; a payload is a JSON list of collection keys. */
export const CHANGES_CHANNEL = 'portal_changes';

/** A comment line this often keeps a quiet stream from being cut by a proxy's idle timeout. */
export const HEARTBEAT_MS = 25_000;

/** How long a browser waits before reconnecting a dropped stream (its EventSource does this). */
const RECONNECT_MS = 2000;

/**
 * The open streams one process holds at most. Each costs about 25 kB (2,000 streams took 48 MB
 * more), and nobody needs to sign in to open one, so without a bound enough open pages (or one
 * visitor opening them on purpose) would run the process out of memory and stop every request.
 * A page refused here works as before; it shows others' changes once it reloads or gets a stream.
 */
export const MAX_OPEN_STREAMS = 2000;
/** When a refused page's browser may try again, in seconds (the HTTP adapter also backs off). */
const FULL_RETRY_AFTER_S = 60;

export type LiveUpdates = Awaited<ReturnType<typeof startLiveUpdates>>;

export async function startLiveUpdates({
  database,
  logger = console,
  heartbeatMs = HEARTBEAT_MS,
  maxStreams = MAX_OPEN_STREAMS,
}: {
  database: Pick<Database, 'db' | 'listen'>;
  logger?: Pick<Console, 'error'>;
  heartbeatMs?: number;
  maxStreams?: number;
}) {
  const streams = new Set<SSEStreamingApi>();
  /** Ends each open stream (its request handler is waiting on it). */
  const enders = new Set<() => void>();
  let closed = false;

  const broadcast = (event: string, data: string) => {
    for (const stream of streams) void stream.writeSSE({ event, data });
  };

  const stopListening = await database.listen(CHANGES_CHANNEL, {
    onPayload(payload) {
      const keys = parseKeys(payload);
      if (keys.length > 0) broadcast(CHANGES_EVENT, JSON.stringify(keys));
    },
    // Notifications were lost while PostgreSQL was out of reach: every page reloads.
    onGap: () => broadcast(RESET_EVENT, 'reload'),
  });

  return {
    /** How many pages this process is streaming to now. */
    get openStreams() {
      return streams.size;
    },

    /** Tells every server process's open pages that these collections changed. */
    async notify(keys: readonly CollectionKey[]) {
      if (keys.length === 0) return;
      await database.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${JSON.stringify(keys)})`);
    },

    /**
     * GET /api/events: a `reset` first (the stream is live from here on), then the changes; 503
     * while this process already holds `maxStreams`.
     */
    stream(c: Context): Response {
      if (streams.size >= maxStreams) {
        c.header('Retry-After', String(FULL_RETRY_AFTER_S));
        const message = 'This server is sending live updates to as many pages as it can.';
        return c.json({ error: { kind: 'server', message } satisfies HttpErrorBody }, 503);
      }
      c.header('X-Accel-Buffering', 'no'); // nginx would otherwise hold the events back
      return streamSSE(c, async (stream) => {
        if (closed) return;
        await new Promise<void>((resolve) => {
          const heartbeat = setInterval(() => void stream.write(': keep-alive\n\n'), heartbeatMs);
          const end = () => {
            clearInterval(heartbeat);
            streams.delete(stream);
            enders.delete(end);
            resolve();
          };
          enders.add(end);
          stream.onAbort(end);
          streams.add(stream);
          void stream.writeSSE({ event: RESET_EVENT, data: 'reload', retry: RECONNECT_MS });
        });
      });
    },

    /**
     * Ends every open stream and stops listening. Call it before closing the HTTP server, which
     * otherwise waits for these never-ending responses; browsers then reconnect to another
     * server (or this one once it is back) and reload what they show.
     */
    async close() {
      closed = true;
      for (const end of [...enders]) end();
      await stopListening().catch((error: unknown) => logger.error(error));
    },
  };
}

function parseKeys(payload: string): CollectionKey[] {
  try {
    const parsed = changedKeysSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
