// Per-address limits on the public routes that anyone may call (the result and admit card
// lookups, the registration form): a fixed-window counter per limit and address, kept in the
// database, so every server behind a load balancer counts the same hits.
//
// A database round trip per request cost the busiest public request a third of its throughput
// (measured with `npm run bench:server`, where the crowd, like the public on result day, comes
// from many addresses), so each server decides from a tally of its own and sends the hits it
// admitted together every FLUSH_MS, in one `insert … on conflict do update … returning` that
// also brings back every server's total for those addresses. Within one server a burst can
// never pass the limit; across servers an address can gain at most what the others admitted
// from it in one FLUSH_MS before they hear of each other.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Caller, RateLimitBucket } from '../../src/data/server';
import type { Db } from '../db/open';
import * as t from '../db/schema';

/** At most `hits` requests from one address in each window of `windowMs`. */
export type RateLimit = { hits: number; windowMs: number };

/**
 * The limited routes' limits: the two lookups share one, registration has its own (per address),
 * and a student's Pay Now and UPI claims share one (per student).
 */
export type RateLimits = Record<RateLimitBucket, RateLimit>;

export const DEFAULT_RATE_LIMIT_WINDOW_MINUTES = 15;
/**
 * Per address per window. Generous enough for a school's computer lab or a cyber café behind one
 * address on result day (docs/decisions.md), far too few to walk roll numbers and dates of birth.
 */
export const DEFAULT_LOOKUPS_PER_WINDOW = 300;
export const DEFAULT_REGISTRATIONS_PER_WINDOW = 60;
/**
 * Per student per window: a student pays an installment or two at a time, and a retry after a
 * failed payment reuses its order; a flood of orders or claims is refused.
 */
export const DEFAULT_PAYMENTS_PER_WINDOW = 10;

const MINUTE_MS = 60 * 1000;

export function rateLimitsOf({
  lookups = DEFAULT_LOOKUPS_PER_WINDOW,
  registrations = DEFAULT_REGISTRATIONS_PER_WINDOW,
  payments = DEFAULT_PAYMENTS_PER_WINDOW,
  windowMinutes = DEFAULT_RATE_LIMIT_WINDOW_MINUTES,
}: {
  lookups?: number;
  registrations?: number;
  payments?: number;
  windowMinutes?: number;
} = {}): RateLimits {
  const windowMs = windowMinutes * MINUTE_MS;
  return {
    lookups: { hits: lookups, windowMs },
    registrations: { hits: registrations, windowMs },
    payments: { hits: payments, windowMs },
  };
}

/**
 * Whose tally a request counts in: a student's payments count per student (one student behind
 * many addresses, or many behind a school's one), the public requests per address.
 */
export function rateLimitKey(bucket: RateLimitBucket, caller: Caller, address: string): string {
  return bucket === 'payments' && caller.role === 'student'
    ? `student:${caller.studentId}`
    : address;
}

export type RateLimitOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The refusal the pages show, with the wait rounded up to whole minutes. */
export function tooManyTriesMessage(
  retryAfterSeconds: number,
  bucket: RateLimitBucket = 'lookups',
): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const wait = `Wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
  return bucket === 'payments'
    ? `Too many payments started in a short time. ${wait}`
    : `Too many tries from your network. ${wait}`;
}

/** How often a server sends the hits it admitted to the database. */
export const FLUSH_MS = 100;

type Tally = {
  bucket: RateLimitBucket;
  address: string;
  windowStart: number;
  /** The window's hits the database last reported, from every server. */
  counted: number;
  /** Admitted here and on their way to the database. */
  sending: number;
  /** Admitted here, not yet sent. */
  pending: number;
};

export function createRateLimiter({
  db,
  now,
  limits,
}: {
  db: Db;
  now: () => Date;
  limits: RateLimits;
}) {
  const tallies = new Map<string, Tally>();
  // The window each bucket's ended rows were last deleted for (once per window per process).
  const tidiedFor = new Map<RateLimitBucket, number>();
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  let flushing: Promise<void> = Promise.resolve();

  const tallyKey = (bucket: string, address: string) => `${bucket} ${address}`;

  /** Ended windows: their rows go from the database and their tallies from memory. */
  async function tidy() {
    for (const bucket of Object.keys(limits) as RateLimitBucket[]) {
      const at = now().getTime();
      const windowStart = at - (at % limits[bucket].windowMs);
      if (tidiedFor.get(bucket) === windowStart) continue;
      tidiedFor.set(bucket, windowStart);
      for (const [key, tally] of tallies) {
        if (tally.bucket === bucket && tally.windowStart < windowStart) tallies.delete(key);
      }
      await db
        .delete(t.rateLimits)
        .where(and(eq(t.rateLimits.bucket, bucket), lt(t.rateLimits.windowStart, windowStart)));
    }
  }

  async function flush() {
    const entries = [...tallies.values()]
      .filter((tally) => tally.pending > 0)
      .map((tally) => ({ tally, hits: tally.pending }));
    if (entries.length === 0) return;
    for (const { tally, hits } of entries) {
      tally.pending -= hits;
      tally.sending += hits;
    }
    let rows: { bucket: string; key: string; hits: number }[];
    try {
      rows = await db
        .insert(t.rateLimits)
        .values(
          entries.map(({ tally, hits }) => ({
            bucket: tally.bucket,
            key: tally.address,
            windowStart: tally.windowStart,
            hits,
          })),
        )
        .onConflictDoUpdate({
          target: [t.rateLimits.bucket, t.rateLimits.key],
          set: {
            // A row of an ended window starts counting again; a server whose clock lags still
            // counts into the newer window another one began.
            hits: sql`case when ${t.rateLimits.windowStart} >= excluded.window_start
                           then ${t.rateLimits.hits} + excluded.hits else excluded.hits end`,
            windowStart: sql`greatest(${t.rateLimits.windowStart}, excluded.window_start)`,
          },
        })
        .returning({ bucket: t.rateLimits.bucket, key: t.rateLimits.key, hits: t.rateLimits.hits });
    } catch {
      // The database is away: the hits stay admitted here and go with the next flush.
      for (const { tally, hits } of entries) {
        tally.sending -= hits;
        tally.pending += hits;
      }
      flushSoon();
      return;
    }
    // In one step, so no hit is decided while the sent hits count both as sent and as counted.
    for (const { tally, hits } of entries) tally.sending -= hits;
    for (const row of rows) {
      const tally = tallies.get(tallyKey(row.bucket, row.key));
      if (tally) tally.counted = Math.max(tally.counted, row.hits);
    }
    // Ended windows' rows are only untidy; the next window tries again.
    await tidy().catch(() => undefined);
  }

  function flushSoon() {
    flushTimer ??= setTimeout(() => {
      flushTimer = undefined;
      flushing = flushing.then(flush);
    }, FLUSH_MS);
    flushTimer.unref?.();
  }

  return {
    /**
     * Counts one request from `address` (or, for a student's payments, the student:
     * rateLimitKey) against the bucket's limit; refused past the limit.
     */
    hit(bucket: RateLimitBucket, address: string): RateLimitOutcome {
      const { hits: allowed, windowMs } = limits[bucket];
      const at = now().getTime();
      const windowStart = at - (at % windowMs);
      const key = tallyKey(bucket, address);
      let tally = tallies.get(key);
      if (!tally || tally.windowStart < windowStart) {
        tally = { bucket, address, windowStart, counted: 0, sending: 0, pending: 0 };
        tallies.set(key, tally);
      }
      if (tally.counted + tally.sending + tally.pending >= allowed) {
        const retryAfterSeconds = Math.ceil((tally.windowStart + windowMs - at) / 1000);
        return { allowed: false, retryAfterSeconds: Math.max(1, retryAfterSeconds) };
      }
      tally.pending += 1;
      flushSoon();
      return { allowed: true };
    },
    /** Sends the hits admitted since the last flush now (tests; a server does it every FLUSH_MS). */
    async flush() {
      await (flushing = flushing.then(flush));
    },
    /** Forgets every count (the end-to-end journeys' and the tests' reset). */
    async clear() {
      // A flush under way would write its hits back after the delete.
      clearTimeout(flushTimer);
      flushTimer = undefined;
      await flushing;
      tidiedFor.clear();
      tallies.clear();
      await db.delete(t.rateLimits);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
