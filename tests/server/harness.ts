// Starts the real server (HTTP on a free port) over a test database, signs in as the admin, and
// hands out HTTP repositories whose store is reset and seeded for each test.
import { sha256 } from '../../server/auth/account-basics';
import { hash } from '@node-rs/argon2';
import { and, eq, sql } from 'drizzle-orm';
import { createHttpRepository } from '@/data/adapters/http';
import type { Repository, SeedData } from '@/data';
import { seedDatabase } from '../../server/data/portal-data';
import * as t from '../../server/db/schema';
import type { UploadedFile } from '../../server/data/portal-data';
import type { LogSink } from '../../server/http/request-log';
import { startServer } from '../../server/server';
import type { MessagingOptions } from '../../server/server';
import type { RunningServer } from '../../server/server';
import type { RazorpayConfig } from '../../server/payments/config';
import { freePort, startTempPostgres } from './postgres';
import type { TempPostgres } from './postgres';

export const ADMIN = { email: 'admin@test.example.com', password: 'admin-password-1' };

const STUDENT_PASSWORD = 'student-password-1';
const SCHOOL_PASSWORD = 'school-password-1';
export const STAFF_PASSWORD = 'staff-password-1';

export type DatabaseKind = 'pglite' | 'postgres';

/** A fetch that keeps cookies (one browser), optionally sending an Origin header. */
export function cookieFetch(options: { origin?: string } = {}) {
  let cookie = '';
  const wrapped = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookie) headers.set('cookie', cookie);
    if (options.origin) headers.set('origin', options.origin);
    const response = await fetch(input, { ...init, headers });
    const set = response.headers.get('set-cookie');
    if (set) {
      const [pair] = set.split(';');
      const [name, value] = pair!.split('=');
      cookie = value ? `${name}=${value}` : '';
    }
    return response;
  };
  return Object.assign(wrapped as typeof fetch, {
    cookie: () => cookie,
    setCookie: (value: string) => {
      cookie = value;
    },
  });
}

export type TestServer = {
  /** The server running now (a new one after each restart). */
  readonly server: RunningServer;
  /** The PostgreSQL it runs on (undefined on PGlite). */
  databaseUrl: string | undefined;
  setClock(now: () => Date): void;
  reset(seed?: Partial<SeedData>): Promise<void>;
  /** A new browser: a cookie jar, signed in when credentials are given. */
  client(
    credentials?: { role: 'admin' | 'student' | 'school'; email: string; password: string },
    options?: { origin?: string },
  ): Promise<{ repository: Repository; fetch: ReturnType<typeof cookieFetch> }>;
  /** A new browser signed in as this student (their account's password set first). */
  studentClient(student: { id: string; email: string }): Promise<Repository>;
  /** A new browser signed in as this school (its account's password set first). */
  schoolClient(school: { id: string; contactEmail: string }): Promise<Repository>;
  /** A new browser signed in as the parent of this mobile, with the code the outbox holds. */
  parentClient(mobile: string): Promise<Repository>;
  /** The same browser's cookie jar, for raw requests. */
  parentJar(mobile: string): Promise<ReturnType<typeof cookieFetch>>;
  /** The newest sign-in code queued for this mobile (what the parent's SMS says). */
  lastLoginCode(mobile: string): Promise<string | undefined>;
  /** A new browser signed in as this staff member (their password set first, as their set-up
   *  link would). */
  staffClient(member: { email: string }): Promise<Repository>;
  /** Stops the server (gracefully) and starts a new one on the same database and port, as a
   *  process manager restarts it; for a database that outlives it (a folder or PostgreSQL). */
  restart(): Promise<void>;
  stop(): Promise<void>;
};

export async function startTestServer(
  kind: DatabaseKind,
  options: {
    gemini?: { apiKey?: string; baseUrl?: string };
    log?: LogSink;
    /** Razorpay's settings (a fake's), given the server's own address. */
    razorpay?: (publicUrl: string) => RazorpayConfig;
    /** An existing PostgreSQL to share (a second server on the same database). */
    databaseUrl?: string;
    /** PGlite in this folder rather than in memory, so that a restart finds the same data. */
    dataDir?: string;
    /** The outbox's channels and worker; by default no worker runs, so a test reads the
     *  outbox as its operations left it. */
    messaging?: MessagingOptions;
    /** The online tests' sweep and tick; off by default, so attempts stay as a test left them. */
    examClock?: boolean;
  } = {},
): Promise<TestServer> {
  let postgres: TempPostgres | undefined;
  if (kind === 'postgres' && !options.databaseUrl) postgres = await startTempPostgres();
  const databaseUrl = options.databaseUrl ?? postgres?.url;
  let clock: () => Date = () => new Date();
  // Known before the start, so the provider's return address can name it.
  const port = options.razorpay ? await freePort() : 0;
  const launch = (onPort: number) =>
    startServer({
      ...(databaseUrl ? { databaseUrl } : { dataDir: options.dataDir ?? 'memory://' }),
      port: onPort,
      ...(options.razorpay ? { razorpay: options.razorpay(`http://127.0.0.1:${onPort}`) } : {}),
      now: () => clock(),
      ...(options.gemini ? { gemini: options.gemini } : {}),
      ...(options.log ? { log: options.log } : {}),
      messaging: options.messaging ?? { worker: false },
      examClock: options.examClock ?? false,
    });
  let server = await launch(port);
  await server.accounts.ensureAdmin(ADMIN.email, 'Admin', ADMIN.password);

  async function client(
    credentials?: { role: 'admin' | 'student' | 'school'; email: string; password: string },
    options: { origin?: string } = {},
  ) {
    const jar = cookieFetch(options);
    if (credentials) {
      const response = await jar(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(credentials),
      });
      if (!response.ok) throw new Error(`Sign-in failed: ${await response.text()}`);
    }
    return { repository: createHttpRepository({ baseUrl: server.url, fetch: jar }), fetch: jar };
  }

  /** The code of the mobile's sign-in code now stored, read from the messages that carried it
   *  (several may share the clock's one time). */
  async function lastLoginCode(mobile: string): Promise<string | undefined> {
    const db = server.database.db;
    const [stored] = await db.select().from(t.loginCodes).where(eq(t.loginCodes.mobile, mobile));
    if (!stored) return undefined;
    const rows = await db
      .select({ variables: t.outboxMessages.variables })
      .from(t.outboxMessages)
      .where(
        and(eq(t.outboxMessages.template, 'login-code'), eq(t.outboxMessages.recipient, mobile)),
      );
    return rows
      .map((row) => (row.variables as { code?: string }).code ?? '')
      .find((code) => sha256(`${mobile}:${code}`) === stored.codeHash);
  }

  async function parentJar(mobile: string) {
    await server.accounts.requestParentCode({ mobile, ip: '127.0.0.2' });
    const code = await lastLoginCode(mobile);
    const jar = cookieFetch({});
    const response = await jar(`${server.url}/api/auth/parent-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile, code }),
    });
    if (!response.ok) throw new Error(`Parent sign-in failed: ${await response.text()}`);
    return jar;
  }

  return {
    get server() {
      return server;
    },
    databaseUrl,
    setClock(now) {
      clock = now;
    },
    async reset(seed = {}) {
      const { materialFiles = {}, ...collections } = seed;
      const files: Record<string, UploadedFile> = {};
      for (const [id, file] of Object.entries(materialFiles)) {
        files[id] = {
          name: file.name,
          type: file.type,
          bytes: new Uint8Array(await file.bytes.arrayBuffer()),
        };
      }
      await seedDatabase(server.database.db, () => clock(), collections, files);
      // Each test starts with no failed sign-ins and no public lookups counted against it.
      await server.database.db.execute(sql`truncate table login_attempts`);
      await server.rateLimiter.clear();
    },
    client,
    async studentClient(student) {
      await server.accounts.setPasswordOf('student', student.id, STUDENT_PASSWORD);
      return (await client({ role: 'student', email: student.email, password: STUDENT_PASSWORD }))
        .repository;
    },
    async schoolClient(school) {
      await server.accounts.setPasswordOf('school', school.id, SCHOOL_PASSWORD);
      return (
        await client({ role: 'school', email: school.contactEmail, password: SCHOOL_PASSWORD })
      ).repository;
    },
    lastLoginCode,
    async parentClient(mobile) {
      const jar = await parentJar(mobile);
      return createHttpRepository({ baseUrl: server.url, fetch: jar });
    },
    parentJar,
    async staffClient(member) {
      await server.database.db
        .update(t.users)
        .set({ passwordHash: await hash(STAFF_PASSWORD) })
        .where(and(eq(t.users.role, 'admin'), eq(t.users.email, member.email)));
      return (await client({ role: 'admin', email: member.email, password: STAFF_PASSWORD }))
        .repository;
    },
    async restart() {
      if (!databaseUrl && !options.dataDir)
        throw new Error('An in-memory database ends with its server.');
      await server.close();
      // The same port: open pages, the provider's return address and webhooks keep reaching it.
      server = await launch(server.port);
    },
    async stop() {
      await server.close();
      postgres?.stop();
    },
  };
}
