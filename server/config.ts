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
  DEFAULT_RATE_LIMIT_WINDOW_MINUTES,
  DEFAULT_REGISTRATIONS_PER_WINDOW,
  rateLimitsOf,
} from './http/rate-limit';
import type { RateLimits } from './http/rate-limit';
import type { ChannelsConfig } from './messaging/channels';
import { SMS_BASE_URL } from './messaging/sms';
import { WHATSAPP_BASE_URL } from './messaging/whatsapp';
import { CLAIM_TIMEOUT_MS } from '../src/data/server';

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

export type RazorpayConfig = {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Razorpay's API; its own unless set (tests and the journeys point it at a local fake). */
  baseUrl: string | undefined;
  /** The portal's address as the payer's browser reaches it: where the provider sends them back. */
  publicUrl: string;
};

export type MessagingConfig = ChannelsConfig & { claimTimeoutMs: number };

export const DEFAULT_RECONCILE_EVERY_MINUTES = 5;
const RAZORPAY_KEYS = [
  'RAZORPAY_KEY_ID',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
] as const;

export type ConfigResult = { ok: true; config: ServerConfig } | { ok: false; problems: string[] };

const shown = (value: string) => JSON.stringify(value);

type Outcome<T> = { value: T } | { problem: string };
// Helpers rather than object literals, which TypeScript would widen to `{ value?: undefined }`.
const ok = <T>(value: T): Outcome<T> => ({ value });
const wrong = (problem: string): Outcome<never> => ({ problem });

/** A setting: an optional string that becomes a value, or an issue with the whole message. */
function setting<T>(read: (value: string | undefined) => Outcome<T>, { trim = true } = {}) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const value = trim ? raw?.trim() : raw;
      const result = read(value === '' ? undefined : value);
      if ('value' in result) return result.value;
      ctx.addIssue({ code: 'custom', message: result.problem });
      return z.NEVER;
    });
}

function flag(name: string, fallback: boolean) {
  return setting((value) => {
    if (value === undefined) return ok(fallback);
    if (value === '0' || value === '1') return ok(value === '1');
    return wrong(`${name} must be 0 or 1 (got ${shown(value)}).`);
  });
}

function isOrigin(value: string) {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
}

function httpUrl(name: string) {
  return setting((value) => {
    if (value === undefined) return ok(undefined);
    if (URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol)) {
      return ok(value);
    }
    return wrong(`${name} must be an http:// or https:// address (got ${shown(value)}).`);
  });
}

/** A whole number from `min` to `max`, or the fallback when unset. */
function wholeNumber(name: string, fallback: number, min: number, max: number, unit: string) {
  return setting((value) => {
    if (value === undefined) return ok(fallback);
    if (/^\d+$/.test(value) && Number(value) >= min && Number(value) <= max) {
      return ok(Number(value));
    }
    return wrong(
      `${name} must be a whole number of ${unit} from ${min} to ${max} (got ${shown(value)}).`,
    );
  });
}

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
  RATE_LIMIT_WINDOW_MINUTES: wholeNumber(
    'RATE_LIMIT_WINDOW_MINUTES',
    DEFAULT_RATE_LIMIT_WINDOW_MINUTES,
    1,
    1440,
    'minutes',
  ),
  // Secrets: never echoed; whether the three are set together is checked below.
  RAZORPAY_KEY_ID: setting((value) => ok(value)),
  RAZORPAY_KEY_SECRET: setting((value) => ok(value)),
  RAZORPAY_WEBHOOK_SECRET: setting((value) => ok(value)),
  RAZORPAY_BASE_URL: httpUrl('RAZORPAY_BASE_URL'),
  PUBLIC_URL: setting((value) => {
    if (value === undefined) return ok(undefined);
    const trimmed = value.replace(/\/+$/, '');
    if (isOrigin(trimmed)) return ok(trimmed);
    return wrong(
      `PUBLIC_URL must be the portal's address as a browser reaches it, such as https://portal.example.com, with no path (got ${shown(value)}).`,
    );
  }),
  // Messages: each channel's settings all or none (checked below); secrets never echoed.
  SMTP_URL: setting((value) => {
    if (value === undefined) return ok(undefined);
    // The URL holds the mail account's password: show only its scheme.
    const scheme = /^[A-Za-z][A-Za-z0-9+.-]*:/.exec(value)?.[0];
    if (
      (scheme === 'smtp:' || scheme === 'smtps:') &&
      URL.canParse(value) &&
      new URL(value).hostname
    ) {
      return ok(value);
    }
    const got = scheme
      ? `an address starting with ${shown(scheme)}`
      : 'something that is not a URL';
    return wrong(
      `SMTP_URL must be an smtp:// or smtps:// URL with the mail server, such as smtps://user:password@smtp.example.com:465 (got ${got}).`,
    );
  }),
  MAIL_FROM: setting((value) => {
    if (value === undefined) return ok(undefined);
    const address = /<([^<>]+)>\s*$/.exec(value)?.[1] ?? value;
    if (z.email().safeParse(address.trim()).success) return ok(value);
    return wrong(
      `MAIL_FROM must be the sender's address, such as office@sankalp.example.com or "Sankalp Institute <office@sankalp.example.com>" (got ${shown(value)}).`,
    );
  }),
  SMS_BASE_URL: httpUrl('SMS_BASE_URL'),
  SMS_AUTH_KEY: setting((value) => ok(value)),
  SMS_SENDER_ID: setting((value) => {
    if (value === undefined) return ok(undefined);
    if (/^[A-Za-z]{6}$/.test(value)) return ok(value.toUpperCase());
    return wrong(
      `SMS_SENDER_ID must be the 6-letter sender id (header) registered on the DLT platform, such as SNKLPI (got ${shown(value)}).`,
    );
  }),
  WHATSAPP_BASE_URL: httpUrl('WHATSAPP_BASE_URL'),
  WHATSAPP_TOKEN: setting((value) => ok(value)),
  WHATSAPP_PHONE_NUMBER_ID: setting((value) => {
    if (value === undefined || /^\d{1,30}$/.test(value)) return ok(value);
    return wrong(
      `WHATSAPP_PHONE_NUMBER_ID must be the sending number's id from WhatsApp Manager, digits only (got ${shown(value)}).`,
    );
  }),
  OUTBOX_CLAIM_TIMEOUT_SECONDS: wholeNumber(
    'OUTBOX_CLAIM_TIMEOUT_SECONDS',
    CLAIM_TIMEOUT_MS / 1000,
    1,
    3600,
    'seconds',
  ),
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

type Settings = z.output<typeof settingsSchema>;

/**
 * A group of settings that work only together (a channel, Razorpay): all or none. A partial set
 * names what is missing, never a value.
 */
function allOrNone<Key extends keyof Settings>(
  what: string,
  keys: readonly Key[],
  s: Settings,
  none: string,
): Outcome<boolean> {
  const missing = keys.filter((key) => s[key] === undefined);
  if (missing.length === keys.length) return ok(false);
  if (missing.length === 0) return ok(true);
  return wrong(
    `${what} needs ${keys.join(', ')} all set (or none, for ${none}): ${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} missing.`,
  );
}

/** Razorpay's settings: all three keys or none. */
function razorpayOf(s: Settings, publicUrl: string): Outcome<RazorpayConfig | undefined> {
  const set = allOrNone('Razorpay', RAZORPAY_KEYS, s, 'no online payment');
  if ('problem' in set) return set;
  if (!set.value) return ok(undefined);
  return ok({
    keyId: s.RAZORPAY_KEY_ID!,
    keySecret: s.RAZORPAY_KEY_SECRET!,
    webhookSecret: s.RAZORPAY_WEBHOOK_SECRET!,
    baseUrl: s.RAZORPAY_BASE_URL,
    publicUrl,
  });
}

/** The message channels: each set up with all its settings, or not at all. */
function messagingOf(s: Settings): { value: MessagingConfig } | { problems: string[] } {
  const email = allOrNone('E-mail', ['SMTP_URL', 'MAIL_FROM'], s, 'no e-mail');
  const sms = allOrNone('SMS', ['SMS_AUTH_KEY', 'SMS_SENDER_ID'], s, 'no SMS');
  const whatsapp = allOrNone(
    'WhatsApp',
    ['WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID'],
    s,
    'no WhatsApp',
  );
  const problems = [email, sms, whatsapp].flatMap((each) =>
    'problem' in each ? [each.problem] : [],
  );
  if (problems.length > 0) return { problems };
  const isSet = (outcome: Outcome<boolean>) => 'value' in outcome && outcome.value;
  return {
    value: {
      email: isSet(email) ? { url: s.SMTP_URL!, from: s.MAIL_FROM! } : undefined,
      sms: isSet(sms)
        ? {
            baseUrl: s.SMS_BASE_URL ?? SMS_BASE_URL,
            authKey: s.SMS_AUTH_KEY!,
            senderId: s.SMS_SENDER_ID!,
          }
        : undefined,
      whatsapp: isSet(whatsapp)
        ? {
            baseUrl: s.WHATSAPP_BASE_URL ?? WHATSAPP_BASE_URL,
            token: s.WHATSAPP_TOKEN!,
            phoneNumberId: s.WHATSAPP_PHONE_NUMBER_ID!,
          }
        : undefined,
      claimTimeoutMs: s.OUTBOX_CLAIM_TIMEOUT_SECONDS * 1000,
    },
  };
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
