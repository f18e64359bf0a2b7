// Opens the database, builds the app and listens: used by `npm start` (server/main.ts) and by the
// tests, which start one on a free port with an in-memory PGlite or a temporary PostgreSQL.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { MESSAGE_CHANNELS } from '../src/data/server';
import { createAccounts } from './auth/accounts';
import type { RazorpayConfig } from './payments/config';
import { DEFAULT_RECONCILE_EVERY_MINUTES } from './config';
import { scheduleExamClock } from './data/exam-clock';
import { scheduleFeeReminders } from './data/fee-reminders';
import { scheduleFollowUpDigests } from './data/follow-up-digest';
import { scheduleAbsenceAlerts } from './data/absence-alerts';
import { RAZORPAY_ACTOR } from './data/online-payments';
import { createPortalData } from './data/portal-data';
import { openDatabase } from './db/open';
import type { Database, OpenOptions } from './db/open';
import type { GeminiOptions } from './gemini';
import { createApp } from './http/app';
import { startLiveUpdates } from './http/live';
import { createRateLimiter, rateLimitsOf } from './http/rate-limit';
import type { RateLimits } from './http/rate-limit';
import { describeError, silentLog } from './http/request-log';
import type { LogSink } from './http/request-log';
import { createChannels } from './messaging/channels';
import type { ChannelsConfig } from './messaging/channels';
import { createOutboxWorker, DEFAULT_POLL_MS, STOP_WAIT_MS } from './messaging/worker';
import { createRazorpay, RAZORPAY_BASE_URL } from './payments/razorpay';

export type StartOptions = OpenOptions & {
  port?: number;
  host?: string;
  now?: () => Date;
  staticDir?: string | undefined;
  allowedOrigins?: readonly string[];
  /** How many reverse proxies stand in front (0: none). */
  trustProxy?: number;
  /** Request logs; none by default (tests stay quiet), JSON lines to stdout in `npm start`. */
  log?: LogSink;
  apiDelayMs?: number;
  gemini?: GeminiOptions;
  /** The public lookups' and registration's per-address limits; the defaults when not given. */
  rateLimits?: RateLimits;
  /** Online payments through Razorpay; none when not given. */
  razorpay?: RazorpayConfig | undefined;
  /** How often open orders are reconciled with the provider (with Razorpay set). */
  reconcileEveryMinutes?: number;
  /** The portal's address as a browser reaches it (links in messages; Razorpay's return). */
  publicUrl?: string | undefined;
  /** The outbox worker and the channels it sends by; none set up when not given. */
  messaging?: MessagingOptions;
  /** false: no online-test clock runs (a test calls the sweep and the tick itself). */
  examClock?: boolean;
};

export type MessagingOptions = ChannelsConfig & {
  /** How often the worker looks for due messages (1 s). */
  pollMs?: number;
  /** This server's name in the outbox's claims (a new one each start when not given). */
  serverId?: string;
  /** A claim older than this is taken again (tests shorten it). */
  claimTimeoutMs?: number;
  /** false: no worker runs (a test drives `outbox.runOnce()` itself). */
  worker?: boolean;
};

export type RunningServer = Awaited<ReturnType<typeof startServer>>;

/** How long requests under way may take to finish once the server is told to stop. */
export const SHUTDOWN_GRACE_MS = 10_000;

/** What a graceful stop achieved: `cutOff` requests were still running at the end of the grace. */
export type Shutdown = { cutOff: number };

const STOPPING_BODY = JSON.stringify({
  error: { kind: 'server', message: 'The server is stopping. Try again in a moment.' },
});

export async function startServer(options: StartOptions) {
  const database: Database = await openDatabase(options);
  const now = options.now ?? (() => new Date());
  const { razorpay } = options;
  const provider = razorpay && createRazorpay(razorpay);
  const messaging = options.messaging ?? {};
  const channels = createChannels(messaging);
  const publicUrl = options.publicUrl ?? razorpay?.publicUrl;
  const data = createPortalData({
    db: database.db,
    now,
    ...(provider ? { provider } : {}),
    ...(publicUrl ? { publicUrl } : {}),
    channels: MESSAGE_CHANNELS.filter((channel) => channels[channel]),
  });
  const log = options.log ?? silentLog;
  const outbox = createOutboxWorker({
    db: database.db,
    now,
    serverId: messaging.serverId ?? `server-${randomUUID()}`,
    channels,
    log,
    ...(messaging.claimTimeoutMs ? { claimTimeoutMs: messaging.claimTimeoutMs } : {}),
  });
  const accounts = createAccounts({ db: database.db, data, now });
  const stopping = new AbortController();
  const live = await startLiveUpdates({ database });
  const rateLimiter = createRateLimiter({
    db: database.db,
    now,
    limits: options.rateLimits ?? rateLimitsOf(),
  });
  // Open event streams never end by themselves: ending them first lets their connections close.
  const shutdownTasks: Array<() => unknown> = [() => live.close()];
  const app = createApp({
    data,
    accounts,
    live,
    staticDir: options.staticDir,
    allowedOrigins: options.allowedOrigins ?? [],
    trustProxy: options.trustProxy ?? 0,
    log,
    pingDatabase: () => database.db.execute(sql`select 1`),
    apiDelayMs: options.apiDelayMs ?? 0,
    gemini: options.gemini ?? {},
    rateLimiter,
    now,
    checkoutOrigins: razorpay ? [new URL(razorpay.baseUrl ?? RAZORPAY_BASE_URL).origin] : [],
  });
  // A request that slips in on a kept-alive connection after the stop began is turned away.
  const fetch: typeof app.fetch = (request, ...rest) =>
    stopping.signal.aborted
      ? new Response(STOPPING_BODY, {
          status: 503,
          headers: { 'content-type': 'application/json', connection: 'close' },
        })
      : app.fetch(request, ...rest);
  const server = await new Promise<Server>((resolve) => {
    const started = serve(
      { fetch, port: options.port ?? 0, hostname: options.host ?? '127.0.0.1' },
      () => resolve(started as Server),
    );
  });
  let running = 0;
  server.on('request', (_request, response) => {
    running += 1;
    response.on('close', () => (running -= 1));
  });
  const { port } = server.address() as AddressInfo;

  // Reconciliation on a timer: any number of servers may run it at once (each order's row lock
  // keeps a payment recorded once). It never keeps the process alive, and stops at shutdown.
  if (provider) {
    const minutes = options.reconcileEveryMinutes ?? DEFAULT_RECONCILE_EVERY_MINUTES;
    let running: Promise<unknown> = Promise.resolve();
    const timer = setInterval(() => {
      running = running.then(() =>
        data
          .as(RAZORPAY_ACTOR)
          .reconcilePayments()
          .catch((error: unknown) =>
            log({
              time: new Date().toISOString(),
              level: 'error',
              message: 'Reconciling online payments failed; the next run tries again.',
              error: describeError(error),
            }),
          ),
      );
    }, minutes * 60_000);
    timer.unref();
    shutdownTasks.push(async () => {
      clearInterval(timer);
      await running;
    });
  }

  // Fee reminders on a timer in every server: each reminder's dedupe key queues it once.
  const feeReminders = scheduleFeeReminders(data.context, (error) =>
    log({
      time: new Date().toISOString(),
      level: 'error',
      message: 'Queueing fee reminders failed; the next run tries again.',
      error: describeError(error),
    }),
  );
  shutdownTasks.push(() => feeReminders.stop());

  // Counsellors' morning digests on a timer in every server: one per counsellor and day (its key).
  const followUpDigests = scheduleFollowUpDigests(data.context, (error) =>
    log({
      time: new Date().toISOString(),
      level: 'error',
      message: 'Queueing the follow-up digests failed; the next run tries again.',
      error: describeError(error),
    }),
  );
  shutdownTasks.push(() => followUpDigests.stop());

  // Absence alerts on a timer in every server: each register's row is taken by one only.
  const absenceAlerts = scheduleAbsenceAlerts(data.context, (error) =>
    log({
      time: new Date().toISOString(),
      level: 'error',
      message: 'Queueing absence alerts failed; the next run tries again.',
      error: describeError(error),
    }),
  );
  shutdownTasks.push(() => absenceAlerts.stop());

  // Online tests in every server: the time-out sweep (each attempt's row lock times it out once)
  // and the live monitor's saves per minute, told to the open pages at most once per tick.
  if (options.examClock !== false) {
    const examClock = scheduleExamClock(data.context, {
      announce: (keys) =>
        live.notify(keys).catch((error: unknown) =>
          log({
            time: new Date().toISOString(),
            level: 'error',
            message: 'The online tests’ change could not be announced to open pages.',
            error: describeError(error),
          }),
        ),
      onError: (what, error) =>
        log({
          time: new Date().toISOString(),
          level: 'error',
          message: `${what}; the next run tries again.`,
          error: describeError(error),
        }),
    });
    shutdownTasks.push(() => examClock.stop());
  }

  // The outbox worker: never keeps the process alive; at shutdown its sends under way finish or
  // are abandoned for another try, and its channels' connections close, before the database does.
  if (messaging.worker !== false) outbox.start(messaging.pollMs ?? DEFAULT_POLL_MS);
  shutdownTasks.push(() => outbox.stop({ waitMs: Math.min(STOP_WAIT_MS, SHUTDOWN_GRACE_MS / 2) }));

  let closed: Promise<Shutdown> | undefined;
  /**
   * Stops listening (new connections are refused), runs the shutdown tasks (the live-update
   * streams end first, and whatever registered with onShutdown), lets requests under way finish
   * for up to `graceMs`,
   * cuts off the rest, then closes the database (PGlite writes its files on close).
   */
  async function shutdown(graceMs: number): Promise<Shutdown> {
    stopping.abort();
    const listening = new Promise<void>((resolve) => server.close(() => resolve()));
    // The tasks share the grace with the requests: a task that hangs cannot hold the stop.
    const tasks = Promise.allSettled(shutdownTasks.map(async (task) => task()));
    // Kept-alive connections close as soon as their request is answered.
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    let timer: NodeJS.Timeout | undefined;
    const cutOff = await Promise.race([
      Promise.all([listening, tasks]).then(() => 0),
      new Promise<number>((resolve) => {
        timer = setTimeout(() => resolve(running), graceMs);
      }),
    ]);
    clearInterval(idle);
    clearTimeout(timer);
    server.closeAllConnections();
    await database.close();
    return { cutOff };
  }
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    port,
    app,
    database,
    data,
    accounts,
    live,
    rateLimiter,
    outbox,
    /** Runs `task` when the server starts to stop (before waiting for requests under way). */
    onShutdown(task: () => unknown) {
      shutdownTasks.push(task);
    },
    /** A graceful stop; calling it again returns the same stop. */
    close({ graceMs = SHUTDOWN_GRACE_MS }: { graceMs?: number } = {}): Promise<Shutdown> {
      closed ??= shutdown(graceMs);
      return closed;
    },
  };
}
