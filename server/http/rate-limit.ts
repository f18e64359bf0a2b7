// Per-address limits on the public routes that anyone may call (the result and admit card
// lookups, the registration form): a fixed-window counter per limit and address, kept in the
// database, so every server behind a load balancer counts the same hits. One atomic
// `insert … on conflict do update … returning` counts each hit, so a burst of concurrent requests
// cannot all read "under the limit" before any of them is counted.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import * as t from '../db/schema';

/** At most `hits` requests from one address in each window of `windowMs`. */
export type RateLimit = { hits: number; windowMs: number };

/** The limited routes' limits: the two lookups share one, registration has its own. */
export type RateLimits = { lookups: RateLimit; registrations: RateLimit };
export type RateLimitBucket = keyof RateLimits;

export const DEFAULT_RATE_LIMIT_WINDOW_MINUTES = 15;
/**
 * Per address per window. Generous enough for a school's computer lab or a cyber café behind one
 * address on result day (docs/decisions.md), far too few to walk roll numbers and dates of birth.
 */
export const DEFAULT_LOOKUPS_PER_WINDOW = 300;
export const DEFAULT_REGISTRATIONS_PER_WINDOW = 60;

const MINUTE_MS = 60 * 1000;

export function rateLimitsOf({
  lookups = DEFAULT_LOOKUPS_PER_WINDOW,
  registrations = DEFAULT_REGISTRATIONS_PER_WINDOW,
  windowMinutes = DEFAULT_RATE_LIMIT_WINDOW_MINUTES,
}: { lookups?: number; registrations?: number; windowMinutes?: number } = {}): RateLimits {
  const windowMs = windowMinutes * MINUTE_MS;
  return { lookups: { hits: lookups, windowMs }, registrations: { hits: registrations, windowMs } };
}

export type RateLimitOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The refusal the pages show, with the wait rounded up to whole minutes. */
export function tooManyTriesMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many tries from your network. Wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}

export function createRateLimiter({
  db,
  now,
  limits,
}: {
  db: Db;
  now: () => Date;
  limits: RateLimits;
}) {
  // The window each bucket's ended rows were last deleted for (once per window per process).
  const tidiedFor = new Map<RateLimitBucket, number>();

  async function tidy(bucket: RateLimitBucket, windowStart: number) {
    if (tidiedFor.get(bucket) === windowStart) return;
    tidiedFor.set(bucket, windowStart);
    await db
      .delete(t.rateLimits)
      .where(and(eq(t.rateLimits.bucket, bucket), lt(t.rateLimits.windowStart, windowStart)));
  }

  return {
    /** Counts one request from `address` against the bucket's limit; refused past the limit. */
    async hit(bucket: RateLimitBucket, address: string): Promise<RateLimitOutcome> {
      const { hits: allowed, windowMs } = limits[bucket];
      const at = now().getTime();
      const windowStart = at - (at % windowMs);
      // A row of an ended window starts counting again from 1.
      const [row] = await db
        .insert(t.rateLimits)
        .values({ bucket, key: address, windowStart, hits: 1 })
        .onConflictDoUpdate({
          target: [t.rateLimits.bucket, t.rateLimits.key],
          set: {
            // A server whose clock lags still counts into the newer window another one began.
            hits: sql`case when ${t.rateLimits.windowStart} >= excluded.window_start
                           then ${t.rateLimits.hits} + 1 else 1 end`,
            windowStart: sql`greatest(${t.rateLimits.windowStart}, excluded.window_start)`,
          },
        })
        .returning({ hits: t.rateLimits.hits, windowStart: t.rateLimits.windowStart });
      await tidy(bucket, windowStart);
      if (row!.hits <= allowed) return { allowed: true };
      const retryAfterSeconds = Math.ceil((row!.windowStart + windowMs - at) / 1000);
      return { allowed: false, retryAfterSeconds: Math.max(1, retryAfterSeconds) };
    },
    /** Forgets every count (the end-to-end journeys' and the tests' reset). */
    async clear() {
      tidiedFor.clear();
      await db.delete(t.rateLimits);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
