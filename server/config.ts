// The server's settings, read once from the environment and checked before anything is opened:
// every wrong setting gets one line naming it, what it must be and what it was (secrets are
// never echoed), so a mistyped PORT or DATABASE_URL is fixed in one go instead of one crash at a
// time. An empty variable counts as unset.
import { existsSync, statSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { setPasswordBodySchema } from '../src/data/server';
import {
  DEFAULT_LOOKUPS_PER_WINDOW,
  DEFAULT_PAYMENTS_PER_WINDOW,
  DEFAULT_RATE_LIMIT_WINDOW_MINUTES,
  DEFAULT_REGISTRATIONS_PER_WINDOW,
  rateLimitsOf,
} from './http/rate-limit';
import type { RateLimits } from './http/rate-limit';
import { flag, httpUrl, isOrigin, ok, setting, shown, wholeNumber, wrong } from './config-rules';
import { messagingOf, messagingSettings } from './messaging/config';
import type { MessagingConfig } from './messaging/config';
import { razorpayOf, razorpaySettings } from './payments/config';
import type { RazorpayConfig } from './payments/config';

export const DEFAULT_PORT = 4173;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_ADMIN_EMAIL = 'admin@sankalp.example.com';
export const DEFAULT_STATIC_DIR = 'dist-server-mode';
/** PGlite in this process's memory only (tests): nothing is written, everything is lost at stop. */
export const MEMORY_DATA_DIR = 'memory://';
/** More proxies than this in a row is a typing mistake rather than a network. */
const MAX_PROXY_HOPS = 10;

const passwordRule = setPasswordBodySchema.shape.password;

export type ServerConfig = {
  port: number;
  host: string;
  /** PostgreSQL; when set, DATA_DIR is not used. */
  databaseUrl: string | undefined;
  /** PGlite's folder (absolute) or `memory://`. */
  dataDir: string;
  /** The built SPA; undefined serves the API only (no build in the default folder). */
  staticDir: string | undefined;
  /** How many reverse proxies stand in front; 0 trusts no X-Forwarded-* header. */
  trustProxy: number;
  seedDemo: boolean;
  allowedOrigins: string[];
  adminEmail: string;
  adminPassword: string | undefined;
  gemini: { apiKey: string | undefined; baseUrl: string | undefined };
  /** Per-address limits on the public lookups and registration. */
  rateLimits: RateLimits;
  /** Online payments through Razorpay: undefined when its keys are not set (no online payment). */
  razorpay: RazorpayConfig | undefined;
  /** How often the server asks the provider about open orders (reconciliation). */
  reconcileEveryMinutes: number;
  /** The portal's address as a browser reaches it: links in messages, Razorpay's return. */
  publicUrl: string;
  /** The message channels set up (each all or none) and the outbox's claim timeout. */
  messaging: MessagingConfig;
  /** The end-to-end journeys only: the reset route's token and an artificial API latency. */
  e2e: { resetToken: string | undefined; apiDelayMs: number };
};

export const DEFAULT_RECONCILE_EVERY_MINUTES = 5;

export type ConfigResult = { ok: true; config: ServerConfig } | { ok: false; problems: string[] };

const settings = {
  PORT: setting((value) => {
    if (value === undefined) return ok(DEFAULT_PORT);
    const port = Number(value);
    // 0 asks the system for any free port (the banner prints the one it got).
    if (/^\d+$/.test(value) && port <= 65535) return ok(port);
    return wrong(
      `PORT must be a whole number from 0 (any free port) to 65535 (got ${shown(value)}).`,
    );
  }),
  HOST: setting((value) => {
    if (value === undefined) return ok(DEFAULT_HOST);
    if (isIP(value) || /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?$/.test(value)) {
      return ok(value);
    }
    return wrong(
      `HOST must be an IP address such as 127.0.0.1 or 0.0.0.0, or a host name (got ${shown(value)}).`,
    );
  }),
  DATABASE_URL: setting((value) => {
    if (value === undefined) return ok(undefined);
    // The URL holds the database password: show only its scheme.
    const scheme = /^[A-Za-z][A-Za-z0-9+.-]*:/.exec(value)?.[0];
    if ((scheme === 'postgres:' || scheme === 'postgresql:') && URL.canParse(value)) {
      return ok(value);
    }
    const got = scheme
      ? `an address starting with ${shown(scheme)}`
      : 'something that is not a URL';
    return wrong(
      `DATABASE_URL must be a postgres:// or postgresql:// connection URL, such as postgres://user:password@localhost:5432/sankalp (got ${got}).`,
    );
  }),
  DATA_DIR: setting((value) => {
    if (value === undefined) return ok(path.resolve('data', 'db'));
    if (value === MEMORY_DATA_DIR) return ok(value);
    if (existsSync(value) && !statSync(value).isDirectory()) {
      return wrong(`DATA_DIR must be a folder (got ${shown(value)}, which is a file).`);
    }
    return ok(path.resolve(value));
  }),
  STATIC_DIR: setting((value) => {
    if (value === undefined) {
      // Not built yet (`npm run start:server-only` on a fresh checkout): serve the API alone.
      const fallback = path.resolve(DEFAULT_STATIC_DIR);
      return ok(existsSync(path.join(fallback, 'index.html')) ? fallback : undefined);
    }
    if (existsSync(path.join(value, 'index.html'))) return ok(path.resolve(value));
    return wrong(
      `STATIC_DIR must be a folder holding the built portal (index.html); ${shown(value)} has none. Build it with \`npm start\`, or leave STATIC_DIR unset to serve the API only.`,
    );
  }),
  TRUST_PROXY: setting((value) => {
    if (value === undefined) return ok(0);
    if (/^\d+$/.test(value) && Number(value) <= MAX_PROXY_HOPS) return ok(Number(value));
    return wrong(
      `TRUST_PROXY must be how many reverse proxies stand in front of the server, a whole number from 0 (none: X-Forwarded-For is ignored) to ${MAX_PROXY_HOPS} (got ${shown(value)}).`,
    );
  }),
  SEED_DEMO: flag('SEED_DEMO', true),
  ALLOWED_ORIGINS: setting((value) => {
    const origins = (value ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean);
    const notOrigins = origins.filter((origin) => !isOrigin(origin));
    if (notOrigins.length === 0) return ok(origins);
    return wrong(
      `ALLOWED_ORIGINS must be a comma-separated list of origins such as https://portal.example.com, with no path or trailing slash (got ${notOrigins.map(shown).join(', ')}).`,
    );
  }),
  ADMIN_EMAIL: setting((value) => {
    const email = (value ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
    if (z.email().safeParse(email).success) return ok(email);
    return wrong(`ADMIN_EMAIL must be an e-mail address (got ${shown(value ?? '')}).`);
  }),
  // Spaces may be part of a password: kept as typed.
  ADMIN_PASSWORD: setting(
    (value) => {
      if (value === undefined || passwordRule.safeParse(value).success) return ok(value);
      return wrong(
        `ADMIN_PASSWORD must be ${passwordRule.minLength} to ${passwordRule.maxLength} characters long (it has ${value.length}).`,
      );
    },
    { trim: false },
  ),
  GEMINI_API_KEY: setting((value) => ok(value)),
  GEMINI_BASE_URL: httpUrl('GEMINI_BASE_URL'),
  RATE_LIMIT_LOOKUPS: wholeNumber(
    'RATE_LIMIT_LOOKUPS',
    DEFAULT_LOOKUPS_PER_WINDOW,
    1,
    1_000_000,
    'lookups per address per window',
  ),
  RATE_LIMIT_REGISTRATIONS: wholeNumber(
    'RATE_LIMIT_REGISTRATIONS',
    DEFAULT_REGISTRATIONS_PER_WINDOW,
    1,
    1_000_000,
    'registrations per address per window',
  ),
  RATE_LIMIT_PAYMENTS: wholeNumber(
    'RATE_LIMIT_PAYMENTS',
    DEFAULT_PAYMENTS_PER_WINDOW,
    1,
    1_000_000,
    'payments started per student per window',
  ),
  RATE_LIMIT_WINDOW_MINUTES: wholeNumber(
    'RATE_LIMIT_WINDOW_MINUTES',
    DEFAULT_RATE_LIMIT_WINDOW_MINUTES,
    1,
    1440,
    'minutes',
  ),
  // RAZORPAY_KEY_ID, _KEY_SECRET, _WEBHOOK_SECRET, _BASE_URL (payments/config.ts).
  ...razorpaySettings,
  PUBLIC_URL: setting((value) => {
    if (value === undefined) return ok(undefined);
    const trimmed = value.replace(/\/+$/, '');
    if (isOrigin(trimmed)) return ok(trimmed);
    return wrong(
      `PUBLIC_URL must be the portal's address as a browser reaches it, such as https://portal.example.com, with no path (got ${shown(value)}).`,
    );
  }),
  // SMTP_URL, MAIL_FROM, SMS_*, WHATSAPP_*, OUTBOX_CLAIM_TIMEOUT_SECONDS (messaging/config.ts).
  ...messagingSettings,
  RECONCILE_EVERY_MINUTES: wholeNumber(
    'RECONCILE_EVERY_MINUTES',
    DEFAULT_RECONCILE_EVERY_MINUTES,
    1,
    1440,
    'minutes',
  ),
  E2E_RESET_TOKEN: setting((value) => ok(value)),
  E2E_API_DELAY_MS: setting((value) => {
    if (value === undefined) return ok(0);
    if (/^\d+$/.test(value) && Number(value) <= 60_000) return ok(Number(value));
    return wrong(
      `E2E_API_DELAY_MS must be a whole number of milliseconds from 0 to 60000 (got ${shown(value)}).`,
    );
  }),
};

/** Each variable's rule; `pick` lets a command check only the ones it uses. */
export const settingsSchema = z.object(settings);

/** One line per wrong setting, in the order of the schema. */
export function problemsOf(error: z.ZodError) {
  return error.issues.map((issue) => issue.message);
}

export function readConfig(env: Record<string, string | undefined>): ConfigResult {
  const parsed = settingsSchema.safeParse(env);
  if (!parsed.success) return { ok: false, problems: problemsOf(parsed.error) };
  const s = parsed.data;
  const publicUrl = s.PUBLIC_URL ?? `http://${s.HOST}:${s.PORT}`;
  const razorpay = razorpayOf(s, publicUrl);
  const messaging = messagingOf(s);
  const problems = [
    ...('problem' in razorpay ? [razorpay.problem] : []),
    ...('problems' in messaging ? messaging.problems : []),
  ];
  if (!('value' in razorpay) || !('value' in messaging)) return { ok: false, problems };
  return {
    ok: true,
    config: {
      port: s.PORT,
      host: s.HOST,
      databaseUrl: s.DATABASE_URL,
      dataDir: s.DATA_DIR,
      staticDir: s.STATIC_DIR,
      trustProxy: s.TRUST_PROXY,
      seedDemo: s.SEED_DEMO,
      allowedOrigins: s.ALLOWED_ORIGINS,
      adminEmail: s.ADMIN_EMAIL,
      adminPassword: s.ADMIN_PASSWORD,
      gemini: { apiKey: s.GEMINI_API_KEY, baseUrl: s.GEMINI_BASE_URL },
      rateLimits: rateLimitsOf({
        lookups: s.RATE_LIMIT_LOOKUPS,
        registrations: s.RATE_LIMIT_REGISTRATIONS,
        payments: s.RATE_LIMIT_PAYMENTS,
        windowMinutes: s.RATE_LIMIT_WINDOW_MINUTES,
      }),
      razorpay: razorpay.value,
      reconcileEveryMinutes: s.RECONCILE_EVERY_MINUTES,
      publicUrl,
      messaging: messaging.value,
      // The latency is never applied without the reset token (so never in production).
      e2e: {
        resetToken: s.E2E_RESET_TOKEN,
        apiDelayMs: s.E2E_RESET_TOKEN ? s.E2E_API_DELAY_MS : 0,
      },
    },
  };
}

/** Only the database settings (`npm run db:backup` / `db:restore` need no admin or port). */
export function readDatabaseConfig(
  env: Record<string, string | undefined>,
):
  | { ok: true; config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'> }
  | { ok: false; problems: string[] } {
  const parsed = settingsSchema.pick({ DATABASE_URL: true, DATA_DIR: true }).safeParse(env);
  if (!parsed.success) return { ok: false, problems: problemsOf(parsed.error) };
  return {
    ok: true,
    config: { databaseUrl: parsed.data.DATABASE_URL, dataDir: parsed.data.DATA_DIR },
  };
}
