// The server for the end-to-end journeys in server mode (playwright.server.config.ts): the
// server-mode build (made unless SKIP_BUILD=1) over a fresh embedded database in a temp folder,
// removed again when the run ends. E2E_RESET_TOKEN lets each journey start from the demo data.
// Online payments go to a local fake of Razorpay on a free loopback port
// (tests/server/fake-razorpay.ts), started here unless E2E_FAKE_RAZORPAY=0; e-mail goes to a real
// SMTP server on loopback (tests/server/fake-smtp.ts), whose list of mails the journeys read at
// the address this script writes to E2E_MAILS_FILE; SMS and WhatsApp go to a fake of both
// providers (tests/server/fake-providers-main.ts), whose list of requests is at the address
// written to E2E_PROVIDERS_FILE.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const outDir = process.env.STATIC_DIR || 'dist-server-mode';
if (process.env.SKIP_BUILD !== '1') {
  const env = { ...process.env, VITE_DATA_MODE: 'server' };
  delete env.VITE_GEMINI_API_KEY;
  const build = spawnSync(
    'node_modules/.bin/vite',
    ['build', '--outDir', outDir, '--emptyOutDir'],
    {
      stdio: 'inherit',
      env,
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Playwright may end this script with SIGKILL, leaving no chance to clean up: folders of earlier
// runs on this port go now. A run on another port (E2E_SERVER_PORT) may be under way beside this
// one, so its folder stays.
const folderPrefix = `sankalp-e2e-${process.env.PORT}-`;
for (const name of readdirSync(tmpdir())) {
  if (name.startsWith(folderPrefix))
    rmSync(path.join(tmpdir(), name), { recursive: true, force: true });
}
const dataDir = mkdtempSync(path.join(tmpdir(), folderPrefix));

/** Starts a fake in a process of its own; answers the values it prints as `NAME=value` lines. */
async function startFake(script, names, env = {}) {
  const fake = spawn(process.execPath, ['--import', 'tsx', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  const values = await new Promise((resolve, reject) => {
    let seen = '';
    fake.stdout.on('data', (chunk) => {
      seen += chunk;
      const found = names.map((name) => new RegExp(`${name}=(\\S+)`).exec(seen)?.[1]);
      if (found.every(Boolean)) resolve(found);
    });
    fake.on('exit', () => reject(new Error(`${script} did not start.`)));
  });
  return { fake, values };
}

/** Starts the fake Razorpay and answers the server's settings for it. */
async function startFakeRazorpay() {
  const {
    fake,
    values: [url],
  } = await startFake('tests/server/fake-razorpay-main.ts', ['FAKE_RAZORPAY_URL'], {
    FAKE_RAZORPAY_WEBHOOK_URL: `http://127.0.0.1:${process.env.PORT}/api/payments/webhook/razorpay`,
  });
  return {
    fake,
    env: {
      RAZORPAY_KEY_ID: 'rzp_test_fakekey',
      RAZORPAY_KEY_SECRET: 'fake-key-secret-for-tests',
      RAZORPAY_WEBHOOK_SECRET: 'fake-webhook-secret-for-tests',
      RAZORPAY_BASE_URL: url,
      // The journeys' browser opens the portal at localhost (playwright.server.config.ts).
      PUBLIC_URL: `http://localhost:${process.env.PORT}`,
    },
  };
}

/** Starts the SMTP server the portal sends e-mail to, and tells the journeys where its mails are. */
async function startFakeSmtp() {
  const {
    fake,
    values: [url, mailsUrl],
  } = await startFake('tests/server/fake-smtp.ts', ['FAKE_SMTP_URL', 'FAKE_SMTP_MAILS_URL']);
  if (process.env.E2E_MAILS_FILE) writeFileSync(process.env.E2E_MAILS_FILE, mailsUrl);
  return {
    fake,
    env: {
      SMTP_URL: url,
      MAIL_FROM: 'Sankalp Institute <office@sankalp.example.com>',
      PUBLIC_URL: `http://localhost:${process.env.PORT}`,
    },
  };
}

/** Starts the fake SMS provider and WhatsApp Cloud API, and tells the journeys where their
 *  requests are listed. */
async function startFakeProviders() {
  const {
    fake,
    values: [url, requestsUrl],
  } = await startFake('tests/server/fake-providers-main.ts', [
    'FAKE_PROVIDERS_URL',
    'FAKE_PROVIDERS_REQUESTS_URL',
  ]);
  if (process.env.E2E_PROVIDERS_FILE) writeFileSync(process.env.E2E_PROVIDERS_FILE, requestsUrl);
  return {
    fake,
    env: {
      SMS_BASE_URL: url,
      SMS_AUTH_KEY: 'fake-sms-auth-key',
      SMS_SENDER_ID: 'SNKLPI',
      WHATSAPP_BASE_URL: url,
      WHATSAPP_TOKEN: 'fake-whatsapp-token',
      WHATSAPP_PHONE_NUMBER_ID: '100000000000001',
    },
  };
}

const razorpay = process.env.E2E_FAKE_RAZORPAY === '0' ? undefined : await startFakeRazorpay();
const smtp = await startFakeSmtp();
const providers = await startFakeProviders();
const fakes = [razorpay?.fake, smtp.fake, providers.fake].filter(Boolean);
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    ...razorpay?.env,
    ...smtp.env,
    ...providers.env,
    STATIC_DIR: outDir,
    DATA_DIR: dataDir,
  },
});
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const fake of fakes) fake.kill(signal);
    server.kill(signal);
  });
}
server.on('exit', (code) => {
  for (const fake of fakes) fake.kill();
  cleanUp();
  process.exit(code ?? 0);
});
