// `npm start`'s server: the API and the built SPA on one port. Configuration from the environment,
// checked by server/config.ts before anything is opened:
//   PORT            default 4173
//   HOST            default 127.0.0.1 (0.0.0.0 to serve a school's network)
//   DATABASE_URL    postgres://… to use PostgreSQL; otherwise embedded PGlite in DATA_DIR
//   DATA_DIR        default ./data/db (`memory://`: nothing kept, for tests)
//   STATIC_DIR      the built SPA, default ./dist-server-mode (API only when that is not built)
//   ADMIN_EMAIL, ADMIN_PASSWORD   the first admin (else a one-time password is printed)
//   SEED_DEMO       0 to start with no demo records and accounts
//   TRUST_PROXY     how many reverse proxies in front that append X-Forwarded-For and set -Proto
//                   (1 for one; the client's address is the one the outermost proxy appended)
//   ALLOWED_ORIGINS comma-separated extra origins allowed to send unsafe requests
//   GEMINI_API_KEY  Generate Mock Data asks Gemini from the server (else the offline generator)
//   RATE_LIMIT_LOOKUPS, RATE_LIMIT_REGISTRATIONS, RATE_LIMIT_WINDOW_MINUTES   per-address limits
//                   on the public result/admit card lookups and registration (300, 60, 15)
//   RATE_LIMIT_PAYMENTS   a student's Pay Now and UPI claims per student per window (10)
//   RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET   online payments (all or none)
//   RAZORPAY_BASE_URL  Razorpay's API (a local fake in tests)
//   PUBLIC_URL      the portal's address as a browser reaches it: links in messages, Razorpay's
//                   return (default http://HOST:PORT)
//   RECONCILE_EVERY_MINUTES  how often open orders are checked with Razorpay (5)
//   SMTP_URL, MAIL_FROM                  e-mail (both or none)
//   SMS_AUTH_KEY, SMS_SENDER_ID          SMS through an MSG91-style provider (both or none);
//                   SMS_BASE_URL its API (https://control.msg91.com)
//   WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID   WhatsApp's Cloud API (both or none);
//                   WHATSAPP_BASE_URL its API (https://graph.facebook.com/v21.0)
//   OUTBOX_CLAIM_TIMEOUT_SECONDS  a message claimed by a server that has not finished it this long
//                   is taken by another (120; keep it well above the 20 s send time limit)
//   TZ              default Asia/Kolkata: the institute's calendar (a fee plan's first due date, a
//                   notification's day) is India's, whatever zone the machine is set to
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import {
  DEMO_SCHOOL_EMAIL,
  DEMO_SCHOOL_PASSWORD,
  DEMO_STUDENT_EMAIL,
  DEMO_STUDENT_PASSWORD,
  createSeedData,
  defaultTemplate,
} from '../src/data/server';
import { examTestSchema } from '../src/data/server-exams';
import type { ExamTest } from '../src/data/server-exams';
import { seedDatabase } from './data/portal-data';
import type { UploadedFile } from './data/portal-data';
import { MEMORY_DATA_DIR, readConfig } from './config';
import { jsonLines } from './http/request-log';
import { SHUTDOWN_GRACE_MS, startServer } from './server';

// Before any date is read: "today" in the rules is the day in India, as the people's devices and
// the timetable's rules (indiaDayOf) have it; a machine in UTC would be a day behind after 18:30.
process.env.TZ ??= 'Asia/Kolkata';

const read = readConfig(process.env);
if (!read.ok) {
  console.error(
    `The server did not start: ${read.problems.length === 1 ? 'a setting is' : 'settings are'} wrong.`,
  );
  for (const problem of read.problems) console.error(`  ${problem}`);
  process.exit(1);
}
const config = read.config;
const { adminEmail, adminPassword } = config;
// The end-to-end journeys only (never in production): each journey starts from the demo data.
const { resetToken } = config.e2e;

const started = Date.now();
const server = await startServer({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  port: config.port,
  host: config.host,
  staticDir: config.staticDir,
  trustProxy: config.trustProxy,
  gemini: config.gemini,
  // The end-to-end journeys see busy states as in the browser demo (never set in production).
  apiDelayMs: config.e2e.apiDelayMs,
  allowedOrigins: config.allowedOrigins,
  rateLimits: config.rateLimits,
  razorpay: config.razorpay,
  reconcileEveryMinutes: config.reconcileEveryMinutes,
  publicUrl: config.publicUrl,
  messaging: config.messaging,
  log: jsonLines(process.stdout),
});

/** The demo records and the demo accounts' passwords, in place of whatever is stored; a journey
 *  may add online tests the demo lacks. */
async function seedDemo(examTests: ExamTest[] = []) {
  const seed = createSeedData(new Date());
  const { materialFiles, ...collections } = seed;
  collections.examTests = [...collections.examTests, ...examTests];
  if (resetToken) {
    // The journeys' server sends SMS to a fake provider, and an SMS goes only on a template with
    // a DLT id: the parents' sign-in code and the absence alert have one, as the institute would
    // have registered them, in English and (their own DLT templates) in Hindi.
    collections.messageTemplates = [
      { ...defaultTemplate('login-code', 'sms'), dltTemplateId: '1107160000000000036' },
      { ...defaultTemplate('absent-today', 'sms'), dltTemplateId: '1107160000000000037' },
      { ...defaultTemplate('login-code', 'sms', 'hi'), dltTemplateId: '1107160000000000038' },
      { ...defaultTemplate('absent-today', 'sms', 'hi'), dltTemplateId: '1107160000000000039' },
    ];
  }
  const files: Record<string, UploadedFile> = {};
  for (const [id, file] of Object.entries(materialFiles)) {
    files[id] = {
      name: file.name,
      type: file.type,
      bytes: new Uint8Array(await file.bytes.arrayBuffer()),
    };
  }
  await seedDatabase(server.database.db, () => new Date(), collections, files);
  const student = (await server.data.findStudentsByEmail(DEMO_STUDENT_EMAIL))[0];
  const school = (await server.data.findSchoolsByEmail(DEMO_SCHOOL_EMAIL))[0];
  if (student) await server.accounts.setPasswordOf('student', student.id, DEMO_STUDENT_PASSWORD);
  if (school) await server.accounts.setPasswordOf('school', school.id, DEMO_SCHOOL_PASSWORD);
}

// Added before the first start's seeding: the server already answers then, and Hono takes no
// route after its first request.
if (resetToken) {
  server.app.post('/__e2e/reset', async (c) => {
    if (c.req.header('x-reset-token') !== resetToken) return c.text('no', 403);
    // The exam hall's journeys add a published test: `{ examTests: [...] }` (optional).
    const body: unknown = await c.req.json().catch(() => ({}));
    const examTests = examTestSchema
      .array()
      .default([])
      .parse((body as { examTests?: unknown } | null)?.examTests);
    await seedDemo(examTests);
    await server.accounts.clearLoginAttempts();
    await server.rateLimiter.clear();
    return c.text('reset');
  });
}

// Several servers starting at once on one empty PostgreSQL: one of them seeds and creates the
// admin, the others then find the admin there (and print no one-time password of their own).
const { firstStart, oneTimePassword } = await server.database.exclusively(async () => {
  const firstStart = (await server.accounts.adminCount()) === 0;
  let oneTimePassword: string | undefined;
  if (firstStart) {
    if (config.seedDemo) await seedDemo();
    oneTimePassword = adminPassword ? undefined : randomBytes(12).toString('base64url');
    await server.accounts.ensureAdmin(adminEmail, 'Admin', adminPassword ?? oneTimePassword!);
  } else if (adminPassword) {
    // Setting ADMIN_PASSWORD again resets that admin's password (a way back in).
    await server.accounts.ensureAdmin(adminEmail, 'Admin', adminPassword);
  }
  return { firstStart, oneTimePassword };
});

const { host } = config;
const shownHost = host === '127.0.0.1' || host === '0.0.0.0' ? 'localhost' : host;
const dataPlace =
  server.database.kind === 'postgres'
    ? 'PostgreSQL (DATABASE_URL)'
    : config.dataDir === MEMORY_DATA_DIR
      ? 'PGlite in memory (nothing is kept after a stop)'
      : `PGlite in ${path.relative(process.cwd(), config.dataDir).startsWith('..') ? config.dataDir : path.relative(process.cwd(), config.dataDir) || '.'}`;
const lines = [
  '',
  `Sankalp portal (server mode) at http://${shownHost}:${server.port}/`,
  `  data: ${dataPlace}${firstStart ? ` — created${config.seedDemo ? ' and seeded' : ''} now` : ''}`,
  ...(config.staticDir
    ? []
    : ['  pages: none (the API only: dist-server-mode is not built; `npm start` builds it)']),
  '',
  'Sign in:',
  `  admin    ${adminEmail}  ${oneTimePassword ? `password ${oneTimePassword}  (shown once: note it now)` : adminPassword ? '(password from ADMIN_PASSWORD)' : '(the password set at first start)'}`,
];
if (config.seedDemo) {
  lines.push(
    `  student  ${DEMO_STUDENT_EMAIL}  password ${DEMO_STUDENT_PASSWORD}  (demo account)`,
    `  school   ${DEMO_SCHOOL_EMAIL}  password ${DEMO_SCHOOL_PASSWORD}  (demo account)`,
  );
}
lines.push(
  '',
  `Ready in ${((Date.now() - started) / 1000).toFixed(1)} s. Requests are logged below as JSON lines. Ctrl+C stops it.`,
  '',
);
console.log(lines.join('\n'));

// Ctrl+C or SIGTERM (systemd, docker stop): refuse new connections, let requests under way finish,
// then close the database cleanly (PGlite writes its files on close). A second signal is ignored
// (npm and the terminal both pass Ctrl+C on): the stop is already under way and bounded.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(
      `${signal}: stopping (requests under way have ${SHUTDOWN_GRACE_MS / 1000} s to finish)…`,
    );
    server.close().then(
      ({ cutOff }) => {
        if (cutOff === 0) {
          console.log('Stopped cleanly.');
          process.exit(0);
        }
        console.error(
          `Stopped after ${SHUTDOWN_GRACE_MS / 1000} s with ${cutOff} request${cutOff === 1 ? '' : 's'} still running: ${cutOff === 1 ? 'it was' : 'they were'} cut off.`,
        );
        process.exit(1);
      },
      (error: unknown) => {
        console.error('The server did not stop cleanly:', error);
        process.exit(1);
      },
    );
  });
}
