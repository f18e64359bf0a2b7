// The outbox worker: every server runs one. It claims due messages with one statement (FOR UPDATE
// SKIP LOCKED, so any number of servers on one PostgreSQL each take different rows; PGlite has one
// connection, so its claim is exclusive anyway), sends them a few at a time, and marks each only
// while the claim is still its own. A claim older than the timeout (its server died) is taken
// again; a message therefore goes twice only when a server dies between the provider accepting it
// and the row being marked sent.
import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import {
  CLAIM_TIMEOUT_MS,
  MAX_ATTEMPTS,
  retryDelayMs,
  shownVariables,
} from '../../src/data/server';
import type {
  MessageAttempt,
  MessageChannel,
  MessageTemplate,
  TemplateKey,
} from '../../src/data/server';
import type { Db } from '../db/open';
import * as t from '../db/schema';
import { describeError, silentLog } from '../http/request-log';
import type { LogSink } from '../http/request-log';
import type { Channel, SendResult } from './channel';
import { prepareMessage, savedTemplates } from './render';

export const NOT_SET_UP = 'Not sent: channel not set up';
const ABANDONED = 'The server stopped while sending; tried again at once.';
/** How often a worker looks for due messages by default. */
export const DEFAULT_POLL_MS = 1000;
/** How long a stopping worker lets sends under way finish before it abandons them. */
export const STOP_WAIT_MS = 5000;

export type OutboxWorkerOptions = {
  db: Db;
  now: () => Date;
  /** This server's name in `claimed_by`: unique among the servers sharing the database. */
  serverId: string;
  /** The channels set up on this server; a message for another is marked not sent. */
  channels: Partial<Record<MessageChannel, Channel>>;
  /** How many messages one claim takes. */
  batchSize?: number;
  /** How many sends run at once. */
  concurrency?: number;
  claimTimeoutMs?: number;
  log?: LogSink;
};

type ClaimedRow = typeof t.outboxMessages.$inferSelect;

/** The row's new state after an attempt's result, at time `at`. */
export function afterAttempt(row: ClaimedRow, result: SendResult, at: number) {
  const attempt = (outcome: MessageAttempt['outcome'], error: string | null): MessageAttempt => ({
    at: new Date(at).toISOString(),
    outcome,
    error,
  });
  switch (result.outcome) {
    case 'sent':
      return {
        status: 'sent',
        sentAt: at,
        nextAttemptAt: null,
        lastError: null,
        variables: shownVariables(row.variables),
        attemptLog: [...row.attemptLog, attempt('sent', null)],
      };
    case 'not-sent':
      return {
        status: 'not-sent',
        nextAttemptAt: null,
        lastError: result.reason,
        attemptLog: [...row.attemptLog, attempt('not-sent', result.reason)],
      };
    case 'failed': {
      const attemptLog = [...row.attemptLog, attempt('failed', result.error)];
      if (result.permanent || row.attempts >= MAX_ATTEMPTS) {
        return {
          status: 'gave-up',
          nextAttemptAt: null,
          lastError: result.error,
          variables: shownVariables(row.variables),
          attemptLog,
        };
      }
      return {
        status: 'failed',
        nextAttemptAt: at + retryDelayMs(row.attempts),
        lastError: result.error,
        attemptLog,
      };
    }
  }
}

/** Runs `task` over `items`, at most `limit` at a time. */
async function inParallel<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await task(items[next++]!);
  });
  await Promise.all(lanes);
}

export function createOutboxWorker(options: OutboxWorkerOptions) {
  const { db, now, serverId, channels } = options;
  const batchSize = options.batchSize ?? 50;
  const concurrency = options.concurrency ?? 8;
  const claimTimeoutMs = options.claimTimeoutMs ?? CLAIM_TIMEOUT_MS;
  const log = options.log ?? silentLog;
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<unknown> = Promise.resolve();
  let stopped = false;

  async function claim(): Promise<ClaimedRow[]> {
    const at = now().getTime();
    const o = t.outboxMessages;
    const due = db
      .select({ id: o.id })
      .from(o)
      .where(
        or(
          and(inArray(o.status, ['queued', 'failed']), lte(o.nextAttemptAt, at)),
          and(eq(o.status, 'sending'), lt(o.claimedAt, at - claimTimeoutMs)),
        ),
      )
      .orderBy(o.nextAttemptAt)
      .limit(batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(o)
      .set({
        status: 'sending',
        claimedBy: serverId,
        claimedAt: at,
        attempts: sql`${o.attempts} + 1`,
      })
      .where(inArray(o.id, due))
      .returning();
  }

  async function attempt(row: ClaimedRow, saved: readonly MessageTemplate[]): Promise<SendResult> {
    const channel = channels[row.channel as MessageChannel];
    if (!channel) return { outcome: 'not-sent', reason: NOT_SET_UP };
    const message = await prepareMessage(
      db,
      {
        channel: row.channel as MessageChannel,
        recipient: row.recipient,
        template: row.template as TemplateKey,
        language: row.language,
        variables: row.variables,
        dedupeKey: row.dedupeKey,
        attachment: row.attachment,
      },
      saved,
    );
    return channel.send(message, stopping.signal);
  }

  /** Marks the row, only while the claim is still this server's (else another has taken it). */
  async function mark(row: ClaimedRow, result: SendResult) {
    const o = t.outboxMessages;
    const at = now().getTime();
    const state = afterAttempt(row, result, at);
    // Abandoned at shutdown: no fault of the provider's, so any server may try again at once.
    const abandoned =
      state.status === 'failed' && result.outcome === 'failed' && result.error === ABANDONED;
    await db
      .update(o)
      .set(abandoned ? { ...state, nextAttemptAt: at } : state)
      .where(
        and(
          eq(o.id, row.id),
          eq(o.status, 'sending'),
          eq(o.claimedBy, serverId),
          eq(o.claimedAt, row.claimedAt!),
        ),
      );
  }

  /** One round: claim what is due, send it, mark it. Resolves to how many were claimed. */
  async function runOnce(): Promise<number> {
    const rows = await claim();
    if (rows.length === 0) return 0;
    const saved = await savedTemplates(db);
    await inParallel(rows, concurrency, async (row) => {
      let result: SendResult;
      try {
        result = await attempt(row, saved);
        if (result.outcome === 'failed' && stopping.signal.aborted) {
          result = { outcome: 'failed', permanent: false, error: ABANDONED };
        }
      } catch (error) {
        result = {
          outcome: 'failed',
          permanent: false,
          error: `Could not be sent: ${error instanceof Error ? error.message : String(error)}`,
        };
      }
      await mark(row, result).catch((error: unknown) =>
        log({
          time: new Date().toISOString(),
          level: 'error',
          message: `A sent message could not be marked; its claim runs out and it is tried again.`,
          error: describeError(error),
        }),
      );
    });
    return rows.length;
  }

  function schedule(pollMs: number, delay: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      round = runOnce().then(
        (claimed) => schedule(pollMs, claimed === batchSize ? 0 : pollMs),
        (error: unknown) => {
          log({
            time: new Date().toISOString(),
            level: 'error',
            message: 'The outbox worker could not claim messages; it tries again.',
            error: describeError(error),
          });
          schedule(pollMs, pollMs);
        },
      );
    }, delay);
    // The worker never keeps the process alive.
    timer.unref();
  }

  return {
    runOnce,
    /** Looks for due messages every `pollMs`, at once again after a full batch. */
    start(pollMs = DEFAULT_POLL_MS) {
      schedule(pollMs, 0);
    },
    /**
     * Claims nothing more; sends under way have `waitMs` to finish, then are abandoned (their
     * rows are marked failed and tried again at once, by any server).
     */
    async stop({ waitMs = STOP_WAIT_MS }: { waitMs?: number } = {}) {
      stopped = true;
      clearTimeout(timer);
      let wait: NodeJS.Timeout | undefined;
      await Promise.race([
        round,
        new Promise((resolve) => {
          wait = setTimeout(resolve, waitMs);
        }),
      ]);
      clearTimeout(wait);
      stopping.abort();
      await round.catch(() => undefined);
      for (const channel of Object.values(channels)) channel.close?.();
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
