// @vitest-environment node
// Two real server processes (server/main.ts) on one PostgreSQL, as behind a load balancer: they
// start at the same moment (migrations and the first start's seeding run once), a session made
// on one works on the other, concurrent registrations and payments split across both lose
// nothing and repeat no number, and a write on one reaches a page listening on the other within
// a second, also after the listening connection was cut.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PaymentRejectedError } from '@/data';
import { createHttpRepository } from '@/data/adapters/http';
import { cookieFetch } from '../../server/harness';
import { openEvents } from '../../server/events';
import { startTempPostgres } from '../../server/postgres';
import type { TempPostgres } from '../../server/postgres';
import { allCandidates, newCandidate, newStudent } from './fixtures';

const ADMIN = {
  role: 'admin' as const,
  email: 'admin@many.example.com',
  password: 'many-servers-1',
};

type Child = { url: string; process: ChildProcess; output: () => string };

/** Starts server/main.ts on a free port (PORT=0; the port is read from what it prints). */
function startChild(databaseUrl: string): Promise<Child> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    const ready = setInterval(() => {
      const port = /at http:\/\/localhost:(\d+)\//.exec(output)?.[1];
      if (!port || !output.includes('Ready in')) return;
      clearInterval(ready);
      resolve({ url: `http://127.0.0.1:${port}`, process: child, output: () => output });
    }, 50);
    child.once('exit', (code) => {
      clearInterval(ready);
      reject(new Error(`A server stopped (${code}):\n${output}`));
    });
  });
}

/** SIGTERM, as a process manager stops a server; resolves with how long it took to exit. */
function stopChild(child: Child): Promise<number> {
  const started = performance.now();
  return new Promise((resolve) => {
    if (child.process.exitCode !== null) return resolve(0);
    child.process.once('exit', () => resolve(performance.now() - started));
    child.process.kill('SIGTERM');
  });
}

async function signIn(url: string) {
  const jar = cookieFetch();
  const response = await jar(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(response.status).toBe(200);
  return jar;
}

describe('two server processes on one PostgreSQL', () => {
  let postgres: TempPostgres;
  let a: Child;
  let b: Child;

  beforeAll(async () => {
    postgres = await startTempPostgres();
    // Both at once, on an empty database.
    [a, b] = await Promise.all([startChild(postgres.url), startChild(postgres.url)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map(stopChild));
    postgres?.stop();
  }, 30_000);

  test('both started; exactly one of them created the database', () => {
    const created = [a, b].filter((child) => child.output().includes('— created now'));
    expect(created).toHaveLength(1);
  });

  test('a session made on one server works on the other', async () => {
    const onA = await signIn(a.url);
    const onB = cookieFetch();
    onB.setCookie(onA.cookie());
    const me = await onB(`${b.url}/api/auth/me`);
    expect(await me.json()).toMatchObject({
      data: { name: 'Admin', role: 'admin', staffRole: 'owner', signInEmail: ADMIN.email },
    });
    expect((await onB(`${b.url}/api/students/page?page=1&pageSize=1`)).status).toBe(200);

    // Signing out on B ends the session on A too.
    await onB(`${b.url}/api/auth/logout`, { method: 'POST' });
    expect((await onA(`${a.url}/api/students/page?page=1&pageSize=1`)).status).toBe(401);
  });

  test('40 registrations and 20 payments at once, split across both, lose nothing and repeat no number', async () => {
    const jar = await signIn(a.url);
    const onA = createHttpRepository({ baseUrl: a.url, fetch: jar });
    const onB = createHttpRepository({ baseUrl: b.url, fetch: jar });
    const visitorA = createHttpRepository({ baseUrl: a.url });
    const visitorB = createHttpRepository({ baseUrl: b.url });

    const registered = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        (index % 2 === 0 ? visitorA : visitorB).addCandidate(
          newCandidate({
            name: `Candidate ${index + 1}`,
            email: `candidate${index + 1}@example.com`,
            mobile: `98100${String(index).padStart(5, '0')}`,
            whatsapp: `98100${String(index).padStart(5, '0')}`,
          }),
        ),
      ),
    );
    const stored = await allCandidates(onB);
    expect(stored.map((candidate) => candidate.name).sort()).toEqual(
      registered.map((candidate) => candidate.name).sort(),
    );
    expect(stored).toHaveLength(40);
    expect(new Set(stored.map((candidate) => candidate.rollNo)).size).toBe(40);

    const student = await onA.addStudent(newStudent({ totalFee: 90000, installmentCount: 3 }));
    const installment = student.feeDetails.installments[0]!;
    expect(installment.amount).toBe(30000);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) =>
        (index % 2 === 0 ? onA : onB).recordPayment({
          studentId: student.id,
          installmentId: installment.id,
          amount: 2000,
          mode: 'Cash',
          reference: '',
          receivedBy: 'Admin',
        }),
      ),
    );
    const paid = outcomes.flatMap((outcome) =>
      outcome.status === 'fulfilled' ? [outcome.value] : [],
    );
    const refused = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [outcome.reason as unknown] : [],
    );
    // ₹30,000 holds fifteen payments of ₹2,000; the other five are refused.
    expect(paid).toHaveLength(15);
    for (const error of refused) expect(error).toBeInstanceOf(PaymentRejectedError);
    const receipts = paid.map((payment) => payment.receiptNo).sort();
    const prefix = /^(SANK\/\d{4}-\d{2}\/)\d{6}$/.exec(receipts[0]!)?.[1];
    expect(receipts).toEqual(
      Array.from({ length: 15 }, (_, index) => `${prefix}${String(index + 1).padStart(6, '0')}`),
    );
    const after = (await onB.getStudent(student.id))!.feeDetails.installments[0]!;
    expect(after.paidAmount).toBe(30000);
    expect(after.status).toBe('Paid');
    expect(await onA.listPayments()).toHaveLength(15);
  }, 60_000);

  test('a write on A reaches a stream open on B within a second, also after B lost its listening connection', async () => {
    const jar = await signIn(a.url);
    const onA = createHttpRepository({ baseUrl: a.url, fetch: jar });
    // The admin's page on B (the session is in the database): a visitor's hears no audit log.
    const events = await openEvents(b.url, jar.cookie());
    try {
      await events.next((event) => event.event === 'reset');
      const sent = performance.now();
      await onA.setResultsPublished(true);
      const heard = await events.next((event) => event.data === '["settings","auditLog"]');
      const latencyMs = heard.at - sent;
      console.info(`A's write heard on B after ${latencyMs.toFixed(1)} ms`);
      expect(latencyMs).toBeLessThan(1000);

      // PostgreSQL cuts B's LISTEN connection (a restart, a network cut): B listens again and
      // tells its pages to reload, since notifications in between are lost.
      const admin = new pg.Client({ connectionString: postgres.url });
      await admin.connect();
      try {
        const cut = await admin.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'listen %'",
        );
        // One listening connection per server process.
        expect(cut.rowCount).toBe(2);
      } finally {
        await admin.end();
      }
      const from = events.events.length;
      await events.next((event) => event.event === 'reset', { from, timeoutMs: 5000 });
      await onA.setResultsPublished(false);
      await events.next((event) => event.data === '["settings","auditLog"]', {
        from,
        timeoutMs: 5000,
      });
    } finally {
      events.close();
    }
  }, 30_000);

  test('a page’s write through A is left out of its own stream on B, and reaches its other page there', async () => {
    const jar = await signIn(a.url);
    const own = await openEvents(b.url, jar.cookie());
    const other = await openEvents(b.url, jar.cookie());
    try {
      const { id } = await own.next((event) => event.event === 'reset');
      await other.next((event) => event.event === 'reset');
      const ownPageOnA = createHttpRepository({
        baseUrl: a.url,
        fetch: (url, init) =>
          jar(url, { ...init, headers: { ...init?.headers, 'X-Stream-Id': id! } }),
      });
      await ownPageOnA.setResultsPublished(true);
      await other.next((event) => event.data === '["settings","auditLog"]');
      await createHttpRepository({ baseUrl: a.url, fetch: jar }).setResultsPublished(false);
      await own.next((event) => event.event === 'changes');
      await other.next((event) => event.event === 'changes', { from: 2 });
      expect(own.events.filter((event) => event.event === 'changes')).toHaveLength(1);
    } finally {
      own.close();
      other.close();
    }
  }, 30_000);

  test('stopping a server ends its open streams at once (the pages reconnect elsewhere)', async () => {
    const events = await openEvents(b.url);
    await events.next((event) => event.event === 'reset');
    const asked = performance.now();
    const exited = stopChild(b);
    await events.ended;
    expect(performance.now() - asked).toBeLessThan(1000);
    await exited;
    expect(b.process.exitCode).toBe(0);
  }, 20_000);
});
