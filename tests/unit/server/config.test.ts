// @vitest-environment node
// The server's settings: defaults when unset, and one exact line per wrong setting.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { readConfig, readDatabaseConfig } from '../../../server/config';

const scratch = mkdtempSync(path.join(tmpdir(), 'portal-config-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// The default STATIC_DIR depends on whether this checkout has a build: always name one here.
const builtDir = path.join(scratch, 'built');
mkdirSync(builtDir);
writeFileSync(path.join(builtDir, 'index.html'), '<h1>Home</h1>');

function problems(env: Record<string, string>) {
  const result = readConfig({ STATIC_DIR: builtDir, ...env });
  return result.ok ? [] : result.problems;
}

test('unset settings take the documented defaults', () => {
  const result = readConfig({ STATIC_DIR: builtDir });
  expect(result).toEqual({
    ok: true,
    config: {
      port: 4173,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: path.resolve('data', 'db'),
      staticDir: builtDir,
      trustProxy: 0,
      seedDemo: true,
      allowedOrigins: [],
      adminEmail: 'admin@sankalp.example.com',
      adminPassword: undefined,
      gemini: { apiKey: undefined, baseUrl: undefined },
      rateLimits: {
        lookups: { hits: 300, windowMs: 15 * 60 * 1000 },
        registrations: { hits: 60, windowMs: 15 * 60 * 1000 },
        payments: { hits: 10, windowMs: 15 * 60 * 1000 },
      },
      razorpay: undefined,
      reconcileEveryMinutes: 5,
      publicUrl: 'http://127.0.0.1:4173',
      messaging: {
        email: undefined,
        sms: undefined,
        whatsapp: undefined,
        claimTimeoutMs: 120_000,
      },
      e2e: { resetToken: undefined, apiDelayMs: 0 },
    },
  });
});

test('set settings are read, and an empty variable counts as unset', () => {
  const result = readConfig({
    PORT: '8080',
    HOST: '0.0.0.0',
    DATABASE_URL: 'postgresql://portal:secret@db.internal:5432/sankalp',
    DATA_DIR: 'memory://',
    STATIC_DIR: builtDir,
    TRUST_PROXY: '1',
    SEED_DEMO: '0',
    ALLOWED_ORIGINS: 'https://portal.example.com, http://localhost:5173',
    ADMIN_EMAIL: ' Office@Sankalp.example.com ',
    ADMIN_PASSWORD: ' a password ',
    GEMINI_API_KEY: '',
    E2E_API_DELAY_MS: '300',
  });
  expect(result.ok && result.config).toEqual({
    port: 8080,
    host: '0.0.0.0',
    databaseUrl: 'postgresql://portal:secret@db.internal:5432/sankalp',
    dataDir: 'memory://',
    staticDir: builtDir,
    trustProxy: 1,
    seedDemo: false,
    allowedOrigins: ['https://portal.example.com', 'http://localhost:5173'],
    adminEmail: 'office@sankalp.example.com',
    // Spaces count in a password: kept as typed.
    adminPassword: ' a password ',
    gemini: { apiKey: undefined, baseUrl: undefined },
    rateLimits: {
      lookups: { hits: 300, windowMs: 15 * 60 * 1000 },
      registrations: { hits: 60, windowMs: 15 * 60 * 1000 },
      payments: { hits: 10, windowMs: 15 * 60 * 1000 },
    },
    razorpay: undefined,
    reconcileEveryMinutes: 5,
    publicUrl: 'http://0.0.0.0:8080',
    messaging: { email: undefined, sms: undefined, whatsapp: undefined, claimTimeoutMs: 120_000 },
    // The artificial latency needs the end-to-end reset token as well.
    e2e: { resetToken: undefined, apiDelayMs: 0 },
  });
});

test('TRUST_PROXY names how many proxies stand in front', () => {
  expect(readConfig({ STATIC_DIR: builtDir, TRUST_PROXY: '2' })).toMatchObject({
    ok: true,
    config: { trustProxy: 2 },
  });
  expect(problems({ TRUST_PROXY: '11' })).toEqual([
    'TRUST_PROXY must be how many reverse proxies stand in front of the server, a whole number from 0 (none: X-Forwarded-For is ignored) to 10 (got "11").',
  ]);
});

test('the public routes’ per-address limits and the students’ payments limit are set by the environment, and checked', () => {
  const result = readConfig({
    STATIC_DIR: builtDir,
    RATE_LIMIT_LOOKUPS: '1000',
    RATE_LIMIT_REGISTRATIONS: '200',
    RATE_LIMIT_PAYMENTS: '20',
    RATE_LIMIT_WINDOW_MINUTES: '60',
  });
  expect(result.ok && result.config.rateLimits).toEqual({
    lookups: { hits: 1000, windowMs: 60 * 60 * 1000 },
    registrations: { hits: 200, windowMs: 60 * 60 * 1000 },
    payments: { hits: 20, windowMs: 60 * 60 * 1000 },
  });
  expect(
    problems({
      RATE_LIMIT_LOOKUPS: '0',
      RATE_LIMIT_REGISTRATIONS: 'many',
      RATE_LIMIT_WINDOW_MINUTES: '1441',
    }),
  ).toEqual([
    'RATE_LIMIT_LOOKUPS must be a whole number of lookups per address per window from 1 to 1000000 (got "0").',
    'RATE_LIMIT_REGISTRATIONS must be a whole number of registrations per address per window from 1 to 1000000 (got "many").',
    'RATE_LIMIT_WINDOW_MINUTES must be a whole number of minutes from 1 to 1440 (got "1441").',
  ]);
});

test('the end-to-end latency applies only with the reset token', () => {
  const result = readConfig({
    STATIC_DIR: builtDir,
    E2E_RESET_TOKEN: 't',
    E2E_API_DELAY_MS: '250',
  });
  expect(result.ok && result.config.e2e).toEqual({ resetToken: 't', apiDelayMs: 250 });
});

test('every wrong setting gets its own line, in one go', () => {
  expect(
    problems({
      PORT: 'abc',
      HOST: 'bad host',
      DATABASE_URL: 'mysql://user:secret@localhost/sankalp',
      TRUST_PROXY: 'yes',
      SEED_DEMO: '2',
      ALLOWED_ORIGINS: 'https://ok.example.com,foo,https://x.example.com/',
      ADMIN_EMAIL: 'nobody',
      ADMIN_PASSWORD: 'short',
      GEMINI_BASE_URL: 'localhost:9999',
      E2E_API_DELAY_MS: '-5',
    }),
  ).toEqual([
    'PORT must be a whole number from 0 (any free port) to 65535 (got "abc").',
    'HOST must be an IP address such as 127.0.0.1 or 0.0.0.0, or a host name (got "bad host").',
    'DATABASE_URL must be a postgres:// or postgresql:// connection URL, such as postgres://user:password@localhost:5432/sankalp (got an address starting with "mysql:").',
    'TRUST_PROXY must be how many reverse proxies stand in front of the server, a whole number from 0 (none: X-Forwarded-For is ignored) to 10 (got "yes").',
    'SEED_DEMO must be 0 or 1 (got "2").',
    'ALLOWED_ORIGINS must be a comma-separated list of origins such as https://portal.example.com, with no path or trailing slash (got "foo", "https://x.example.com/").',
    'ADMIN_EMAIL must be an e-mail address (got "nobody").',
    'ADMIN_PASSWORD must be 10 to 200 characters long (it has 5).',
    'GEMINI_BASE_URL must be an http:// or https:// address (got "localhost:9999").',
    'E2E_API_DELAY_MS must be a whole number of milliseconds from 0 to 60000 (got "-5").',
  ]);
});

test.each([
  ['-1', 'PORT must be a whole number from 0 (any free port) to 65535 (got "-1").'],
  ['65536', 'PORT must be a whole number from 0 (any free port) to 65535 (got "65536").'],
  ['80.5', 'PORT must be a whole number from 0 (any free port) to 65535 (got "80.5").'],
])('PORT %s is refused', (port, message) => {
  expect(problems({ PORT: port })).toEqual([message]);
});

test('the edges of the port range are accepted', () => {
  expect(problems({ PORT: '0' })).toEqual([]);
  expect(problems({ PORT: '1' })).toEqual([]);
  expect(problems({ PORT: '65535' })).toEqual([]);
});

test('a DATABASE_URL that is not a URL says so without echoing it (it may hold a password)', () => {
  expect(problems({ DATABASE_URL: 'secret-password@localhost' })).toEqual([
    'DATABASE_URL must be a postgres:// or postgresql:// connection URL, such as postgres://user:password@localhost:5432/sankalp (got something that is not a URL).',
  ]);
});

test('a password that is too long gives its length, never the password', () => {
  expect(problems({ ADMIN_PASSWORD: 'x'.repeat(201) })).toEqual([
    'ADMIN_PASSWORD must be 10 to 200 characters long (it has 201).',
  ]);
});

test('STATIC_DIR must hold a build; unset, the default folder is used only when built', () => {
  const empty = path.join(scratch, 'empty');
  mkdirSync(empty);
  expect(problems({ STATIC_DIR: empty })).toEqual([
    `STATIC_DIR must be a folder holding the built portal (index.html); "${empty}" has none. Build it with \`npm start\`, or leave STATIC_DIR unset to serve the API only.`,
  ]);
  const cwd = process.cwd();
  process.chdir(scratch);
  try {
    const result = readConfig({});
    expect(result.ok && result.config.staticDir).toBe(undefined);
  } finally {
    process.chdir(cwd);
  }
});

test('DATA_DIR must not be a file', () => {
  const file = path.join(scratch, 'a-file');
  writeFileSync(file, '');
  expect(problems({ DATA_DIR: file })).toEqual([
    `DATA_DIR must be a folder (got "${file}", which is a file).`,
  ]);
});

test('the backup commands read only the database settings', () => {
  expect(readDatabaseConfig({ PORT: 'abc', DATA_DIR: 'memory://' })).toEqual({
    ok: true,
    config: { databaseUrl: undefined, dataDir: 'memory://' },
  });
  expect(readDatabaseConfig({ DATABASE_URL: 'http://x' })).toEqual({
    ok: false,
    problems: [
      'DATABASE_URL must be a postgres:// or postgresql:// connection URL, such as postgres://user:password@localhost:5432/sankalp (got an address starting with "http:").',
    ],
  });
});

test('Razorpay: all three keys and PUBLIC_URL are read together', () => {
  const result = readConfig({
    STATIC_DIR: builtDir,
    RAZORPAY_KEY_ID: 'rzp_test_abc',
    RAZORPAY_KEY_SECRET: 'key-secret',
    RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
    PUBLIC_URL: 'https://portal.example.com/',
    RECONCILE_EVERY_MINUTES: '10',
  });
  expect(result.ok && result.config.razorpay).toEqual({
    keyId: 'rzp_test_abc',
    keySecret: 'key-secret',
    webhookSecret: 'webhook-secret',
    baseUrl: undefined,
    publicUrl: 'https://portal.example.com',
  });
  expect(result.ok && result.config.reconcileEveryMinutes).toBe(10);
});

test('Razorpay: a partial set names what is missing and echoes no secret', () => {
  const found = problems({ RAZORPAY_KEY_ID: 'rzp_test_abc', RAZORPAY_KEY_SECRET: 'key-secret' });
  expect(found).toEqual([
    'Razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET all set (or none, for no online payment): RAZORPAY_WEBHOOK_SECRET is missing.',
  ]);
  expect(found.join(' ')).not.toContain('key-secret');
});

test("Razorpay takes PUBLIC_URL, else the server's own address; the base URL and the reconcile interval are checked", () => {
  const keys = {
    RAZORPAY_KEY_ID: 'rzp_test_abc',
    RAZORPAY_KEY_SECRET: 'key-secret',
    RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
  };
  const result = readConfig({ STATIC_DIR: builtDir, ...keys, PORT: '8080' });
  expect(result.ok && result.config.razorpay?.publicUrl).toBe('http://127.0.0.1:8080');
  expect(result.ok && result.config.publicUrl).toBe('http://127.0.0.1:8080');
  expect(
    problems({
      ...keys,
      PUBLIC_URL: 'portal.example.com/fees',
      RAZORPAY_BASE_URL: 'ftp://x',
      RECONCILE_EVERY_MINUTES: '0',
    }),
  ).toEqual([
    'RAZORPAY_BASE_URL must be an http:// or https:// address (got "ftp://x").',
    'PUBLIC_URL must be the portal\'s address as a browser reaches it, such as https://portal.example.com, with no path (got "portal.example.com/fees").',
    'RECONCILE_EVERY_MINUTES must be a whole number of minutes from 1 to 1440 (got "0").',
  ]);
});

test("message channels: each set up with all its settings, the providers' defaults filled in", () => {
  const result = readConfig({
    STATIC_DIR: builtDir,
    PUBLIC_URL: 'https://portal.example.com',
    SMTP_URL: 'smtps://office:mail-secret@smtp.example.com:465',
    MAIL_FROM: 'Sankalp Institute <office@sankalp.example.com>',
    SMS_AUTH_KEY: 'sms-secret',
    SMS_SENDER_ID: 'snklpi',
    WHATSAPP_TOKEN: 'wa-secret',
    WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
    WHATSAPP_BASE_URL: 'http://127.0.0.1:9000/v21.0',
    OUTBOX_CLAIM_TIMEOUT_SECONDS: '300',
  });
  expect(result.ok && result.config.publicUrl).toBe('https://portal.example.com');
  expect(result.ok && result.config.messaging).toEqual({
    email: {
      url: 'smtps://office:mail-secret@smtp.example.com:465',
      from: 'Sankalp Institute <office@sankalp.example.com>',
    },
    sms: { baseUrl: 'https://control.msg91.com', authKey: 'sms-secret', senderId: 'SNKLPI' },
    whatsapp: {
      baseUrl: 'http://127.0.0.1:9000/v21.0',
      token: 'wa-secret',
      phoneNumberId: '106540352242922',
    },
    claimTimeoutMs: 300_000,
  });
});

test('message channels: a partial set names what is missing, and no secret is echoed', () => {
  const found = problems({
    SMTP_URL: 'smtp://office:mail-secret@smtp.example.com',
    SMS_SENDER_ID: 'SNKLPI',
    WHATSAPP_TOKEN: 'wa-secret',
  });
  expect(found).toEqual([
    'E-mail needs SMTP_URL, MAIL_FROM all set (or none, for no e-mail): MAIL_FROM is missing.',
    'SMS needs SMS_AUTH_KEY, SMS_SENDER_ID all set (or none, for no SMS): SMS_AUTH_KEY is missing.',
    'WhatsApp needs WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID all set (or none, for no WhatsApp): WHATSAPP_PHONE_NUMBER_ID is missing.',
  ]);
  expect(found.join(' ')).not.toMatch(/secret/);
  const wrong = problems({
    SMTP_URL: 'https://office:mail-secret@smtp.example.com',
    MAIL_FROM: 'the office',
    SMS_SENDER_ID: 'SANKALP1',
    WHATSAPP_PHONE_NUMBER_ID: '+91 98290',
    OUTBOX_CLAIM_TIMEOUT_SECONDS: '0',
  });
  expect(wrong).toEqual([
    'SMTP_URL must be an smtp:// or smtps:// URL with the mail server, such as smtps://user:password@smtp.example.com:465 (got an address starting with "https:").',
    'MAIL_FROM must be the sender\'s address, such as office@sankalp.example.com or "Sankalp Institute <office@sankalp.example.com>" (got "the office").',
    'SMS_SENDER_ID must be the 6-letter sender id (header) registered on the DLT platform, such as SNKLPI (got "SANKALP1").',
    'WHATSAPP_PHONE_NUMBER_ID must be the sending number\'s id from WhatsApp Manager, digits only (got "+91 98290").',
    'OUTBOX_CLAIM_TIMEOUT_SECONDS must be a whole number of seconds from 1 to 3600 (got "0").',
  ]);
  expect(wrong.join(' ')).not.toMatch(/secret/);
});
