// Live updates across any number of server processes on one database: every successful write
// NOTIFYs one Postgres channel with the collections it changed (delivered when it commits); each
// process LISTENs on that channel on a connection of its own and passes the keys on to the
// browsers it holds a GET /api/events stream (server-sent events) for. Nothing here is state a
// second process would need: the open streams are this process's own connections. A write from a
// page that names its stream (src/data/adapters/http-stream-id.ts) is left out of that stream,
// whichever process holds it: the name travels with the keys.
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { SSEStreamingApi } from 'hono/streaming';
import {
  CHANGES_EVENT,
  RESET_EVENT,
  changedKeysSchema,
  newId,
  streamIdOf,
} from '../../src/data/server';
import type { CollectionKey, HttpErrorBody } from '../../src/data/server';
import type { Database } from '../db/open';

/**
 * The one channel every server process LISTENs on; a payload is a JSON list of collection keys,
 * or `{ keys, from }` for a write from the page holding stream `from`.
 */
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

/**
 * The open streams one client address holds at most: a person has a few tabs open, an office
 * behind one address a few dozen pages; anyone opening more is refused (429) so that one address
 * cannot take the whole process's share.
 */
export const MAX_STREAMS_PER_ADDRESS = 20;

/**
 * What a visitor's stream hears: the collections the public pages show (the downloads page's
 * materials, the settings the registration, admit-card and result pages read). Signed-in pages
 * hear every collection; a visitor never learns that tickets, payments or the audit log changed.
 */
export const PUBLIC_COLLECTIONS: readonly CollectionKey[] = ['materials', 'settings'];

/** Which collections one stream hears: all of them, or only those listed. */
export type Hears = 'everything' | readonly CollectionKey[];

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
  /** Each open stream with the collections it hears and its name. */
  const streams = new Map<SSEStreamingApi, { hears: Hears; id: string }>();
  const streamsPerAddress = new Map<string, number>();
  /** Ends each open stream (its request handler is waiting on it). */
  const enders = new Set<() => void>();
  let closed = false;

  const reset = () => {
    for (const stream of streams.keys())
      void stream.writeSSE({ event: RESET_EVENT, data: 'reload' });
  };
  const announce = ({ keys, from }: Announcement) => {
    for (const [stream, { hears, id }] of streams) {
      if (id === from) continue;
      const heard = hears === 'everything' ? keys : keys.filter((key) => hears.includes(key));
      if (heard.length > 0)
        void stream.writeSSE({ event: CHANGES_EVENT, data: JSON.stringify(heard) });
    }
  };

  const stopListening = await database.listen(CHANGES_CHANNEL, {
    onPayload(payload) {
      const announcement = parseAnnouncement(payload);
      if (announcement.keys.length > 0) announce(announcement);
    },
    // Notifications were lost while PostgreSQL was out of reach: every page reloads.
    onGap: reset,
  });

  return {
    /** How many pages this process is streaming to now. */
    get openStreams() {
      return streams.size;
    },

    /**
     * Tells every server process's open pages that these collections changed, except the stream
     * `from` names (the page that wrote them has refreshed already).
     */
    async notify(keys: readonly CollectionKey[], from?: string) {
      if (keys.length === 0) return;
      const payload = JSON.stringify(from === undefined ? keys : { keys, from });
      await database.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${payload})`);
    },

    /**
     * GET /api/events: a `reset` first (the stream is live from here on), then the changes it
     * hears; 503 while this process already holds `maxStreams`, 429 while `address` holds
     * MAX_STREAMS_PER_ADDRESS.
     */
    stream(c: Context, { address, hears }: { address: string; hears: Hears }): Response {
      if (streams.size >= maxStreams) {
        c.header('Retry-After', String(FULL_RETRY_AFTER_S));
        const message = 'This server is sending live updates to as many pages as it can.';
        return c.json({ error: { kind: 'server', message } satisfies HttpErrorBody }, 503);
      }
      const fromAddress = streamsPerAddress.get(address) ?? 0;
      if (fromAddress >= MAX_STREAMS_PER_ADDRESS) {
        c.header('Retry-After', String(FULL_RETRY_AFTER_S));
        const message = 'Too many pages from your address are receiving live updates.';
        return c.json({ error: { kind: 'rate-limited', message } satisfies HttpErrorBody }, 429);
      }
      // Counted now, not when the stream starts, so a burst of requests cannot slip past.
      streamsPerAddress.set(address, fromAddress + 1);
      let counted = true;
      const uncount = () => {
        if (!counted) return;
        counted = false;
        const left = (streamsPerAddress.get(address) ?? 1) - 1;
        if (left > 0) streamsPerAddress.set(address, left);
        else streamsPerAddress.delete(address);
      };
      c.header('X-Accel-Buffering', 'no'); // nginx would otherwise hold the events back
      return streamSSE(c, async (stream) => {
        if (closed) return uncount();
        await new Promise<void>((resolve) => {
          const heartbeat = setInterval(() => void stream.write(': keep-alive\n\n'), heartbeatMs);
          const end = () => {
            clearInterval(heartbeat);
            uncount();
            streams.delete(stream);
            enders.delete(end);
            resolve();
          };
          enders.add(end);
          stream.onAbort(end);
          // The stream's name, for its page's writes to send (the event's id).
          const id = newId();
          streams.set(stream, { hears, id });
          void stream.writeSSE({ event: RESET_EVENT, data: 'reload', id, retry: RECONNECT_MS });
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

type Announcement = { keys: readonly CollectionKey[]; from: string | undefined };

function parseAnnouncement(payload: string): Announcement {
  try {
    const value: unknown = JSON.parse(payload);
    const written =
      typeof value === 'object' && value !== null && !Array.isArray(value) && 'keys' in value;
    const parsed = changedKeysSchema.safeParse(written ? value.keys : value);
    const from = written && 'from' in value ? streamIdOf(String(value.from)) : undefined;
    return { keys: parsed.success ? parsed.data : [], from };
  } catch {
    return { keys: [], from: undefined };
  }
}
