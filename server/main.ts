// `npm start`'s server: the API and the built SPA on one port. Configuration from the environment:
//   PORT            default 4173
//   HOST            default 127.0.0.1 (0.0.0.0 to serve a school's network)
//   DATABASE_URL    postgres://… to use PostgreSQL; otherwise embedded PGlite in DATA_DIR
//   DATA_DIR        default ./data/db
//   STATIC_DIR      the built SPA, default ./dist-server-mode
//   ADMIN_EMAIL, ADMIN_PASSWORD   the first admin (else a one-time password is printed)
//   SEED_DEMO       0 to start with no demo records and accounts
//   TRUST_PROXY     1 behind a reverse proxy that sets X-Forwarded-For/-Proto (https → Secure cookie)
//   ALLOWED_ORIGINS comma-separated extra origins allowed to send unsafe requests
//   GEMINI_API_KEY  Generate Mock Data asks Gemini from the server (else the offline generator)
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import {
  DEMO_SCHOOL_EMAIL,
  DEMO_SCHOOL_PASSWORD,
  DEMO_STUDENT_EMAIL,
  DEMO_STUDENT_PASSWORD,
} from '../src/data/demo-logins';
import { createSeedData } from '../src/data/seed';
import { seedDatabase } from './data/portal-data';
import type { UploadedFile } from './data/portal-data';
import { startServer } from './server';

const DEFAULT_ADMIN_EMAIL = 'admin@sankalp.example.com';

const env = process.env;
const port = Number(env.PORT || 4173);
const host = env.HOST || '127.0.0.1';
const staticDir = path.resolve(env.STATIC_DIR || 'dist-server-mode');
const adminEmail = (env.ADMIN_EMAIL || DEFAULT_ADMIN_EMAIL).trim().toLowerCase();

const started = Date.now();
const server = await startServer({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.resolve('data', 'db'),
  port,
  host,
  staticDir,
  trustProxy: env.TRUST_PROXY === '1',
  gemini: { apiKey: env.GEMINI_API_KEY || undefined, baseUrl: env.GEMINI_BASE_URL || undefined },
  // The end-to-end journeys see busy states as in the browser demo (never set in production).
  apiDelayMs: env.E2E_RESET_TOKEN ? Number(env.E2E_API_DELAY_MS || 0) : 0,
  allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean),
});

/** The demo records and the demo accounts' passwords, in place of whatever is stored. */
async function seedDemo() {
  const seed = createSeedData(new Date());
  const { materialFiles, ...collections } = seed;
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

// The end-to-end journeys only (never in production): each journey starts from the demo data.
// Added before the first start's seeding: the server already answers then, and Hono takes no
// route after its first request.
if (env.E2E_RESET_TOKEN) {
  server.app.post('/__e2e/reset', async (c) => {
    if (c.req.header('x-reset-token') !== env.E2E_RESET_TOKEN) return c.text('no', 403);
    await seedDemo();
    await server.accounts.clearLoginAttempts();
    return c.text('reset');
  });
}

const firstStart = (await server.accounts.adminCount()) === 0;
let oneTimePassword: string | undefined;
if (firstStart) {
  if (env.SEED_DEMO !== '0') await seedDemo();
  oneTimePassword = env.ADMIN_PASSWORD ? undefined : randomBytes(12).toString('base64url');
  await server.accounts.ensureAdmin(adminEmail, 'Admin', env.ADMIN_PASSWORD || oneTimePassword!);
} else if (env.ADMIN_PASSWORD) {
  // Setting ADMIN_PASSWORD again resets that admin's password (a way back in).
  await server.accounts.ensureAdmin(adminEmail, 'Admin', env.ADMIN_PASSWORD);
}

const shownHost = host === '127.0.0.1' || host === '0.0.0.0' ? 'localhost' : host;
const lines = [
  '',
  `Sankalp portal (server mode) at http://${shownHost}:${server.port}/`,
  `  data: ${server.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${path.relative(process.cwd(), env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.resolve('data', 'db')) || '.'}`}${firstStart ? ' — created and seeded now' : ''}`,
  '',
  'Sign in:',
  `  admin    ${adminEmail}  ${oneTimePassword ? `password ${oneTimePassword}  (shown once: note it now)` : env.ADMIN_PASSWORD ? '(password from ADMIN_PASSWORD)' : '(the password set at first start)'}`,
];
if (env.SEED_DEMO !== '0') {
  lines.push(
    `  student  ${DEMO_STUDENT_EMAIL}  password ${DEMO_STUDENT_PASSWORD}  (demo account)`,
    `  school   ${DEMO_SCHOOL_EMAIL}  password ${DEMO_SCHOOL_PASSWORD}  (demo account)`,
  );
}
lines.push('', `Ready in ${((Date.now() - started) / 1000).toFixed(1)} s. Ctrl+C stops it.`, '');
console.log(lines.join('\n'));

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    // Close the database cleanly: PGlite writes its files on close.
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
