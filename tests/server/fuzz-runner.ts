// Runs the fuzz: a real server over PGlite (with the fake Razorpay, so the provider's routes do
// their work), a browser per caller, each case sent and judged (never a 5xx, a refusal is JSON
// with its message, a refused request changes no table), and the figures for the summary.
import { createHmac, randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { Repository } from '@/data';
import type { LogEntry } from '../../server/http/request-log';
import { START } from '../unit/contract/fixtures';
import { FAKE_WEBHOOK_SECRET, startFakeRazorpay } from './fake-razorpay';
import type { FakeRazorpay } from './fake-razorpay';
import { ADMIN, startTestServer } from './harness';
import type { TestServer, cookieFetch } from './harness';
import { numberEdges, requestCases } from './fuzz-arbitraries';
import type { FuzzRequest } from './fuzz-arbitraries';
import { examCredentials, fuzzSeed } from './fuzz-routes';
import type { FuzzCaller, FuzzRoute, SampleContext } from './fuzz-routes';
import { PASSWORD, schoolX, schoolY, studentA, studentB } from './probe-fixtures';

const RETURN_PATH = '/api/payments/return/razorpay';
const WEBHOOK_PATH = '/api/payments/webhook/razorpay';

/**
 * Tables a refused request may change, and why: `rate_limits` counts every try at a public route,
 * refused ones too (a malformed lookup is a try); `login_attempts` records each failed sign-in
 * (that is what the lockout counts); `sessions` notes when a session was last used.
 */
export const CHANGED_ON_REFUSAL = ['rate_limits', 'login_attempts', 'sessions'];

type Jar = ReturnType<typeof cookieFetch>;

export type FuzzFailure = { route: string; caller: FuzzCaller; problem: string; request: string };
export type FuzzTally = { route: string; caller: FuzzCaller; cases: number; failed: boolean };

export type Fuzzer = {
  run(
    route: FuzzRoute,
    caller: FuzzCaller,
    options: { seed: number; runs: number; edges: boolean },
  ): Promise<void>;
  tallies: FuzzTally[];
  failures: FuzzFailure[];
  stop(): Promise<void>;
};

/** A request as a short line for a failure's report (long text cut). */
export function describeRequest(request: FuzzRequest): string {
  const text = JSON.stringify(shortened(request, 0));
  return text.length > 600 ? `${text.slice(0, 600)}…` : text;
}

/** A value for a report: long text cut, deep nesting named by its depth. */
function shortened(value: unknown, depth: number): unknown {
  if (typeof value === 'string') {
    return value.length > 80 ? `${value.slice(0, 40)}…(${value.length} chars)` : value;
  }
  if (value === null || typeof value !== 'object') return value;
  if (depth > 8) return `…(nested deeper)`;
  if (Array.isArray(value)) return value.map((item) => shortened(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, shortened(item, depth + 1)]),
  );
}

/** A path segment as a URL carries it; a lone surrogate goes as the bytes a careless client sends. */
function segment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(/[\ud800-\udfff]/g, 'x')).replace(/x/g, '%ED%A0%80');
  }
}

function urlOf(base: string, request: FuzzRequest): string {
  const path = request.path.replace(/:(\w+)/g, (_, name: string) =>
    segment(request.params[name] ?? ''),
  );
  const query = new URLSearchParams(request.query).toString();
  return `${base}${path}${query ? `?${query}` : ''}`;
}

function initOf(request: FuzzRequest): RequestInit {
  const { body } = request;
  const init: RequestInit = { method: request.method, redirect: 'manual' };
  if (!body) return init;
  if (body.kind === 'json') {
    const text = JSON.stringify(body.value) ?? '';
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (request.path === WEBHOOK_PATH) {
      // Signed as the provider signs, so the hostile event gets past the signature.
      headers['x-razorpay-signature'] = createHmac('sha256', FAKE_WEBHOOK_SECRET)
        .update(text)
        .digest('hex');
      headers['x-razorpay-event-id'] = `evt_${randomUUID()}`;
    }
    return { ...init, headers, body: text };
  }
  if (body.kind === 'text') {
    return { ...init, headers: { 'content-type': body.contentType }, body: body.text };
  }
  if (body.kind === 'form') {
    return {
      ...init,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://api.razorpay.com',
        'sec-fetch-site': 'cross-site',
      },
      body: new URLSearchParams(body.fields).toString(),
    };
  }
  const form = new FormData();
  form.set('material', JSON.stringify(body.material) ?? '');
  form.set('file', new File([body.file.text], body.file.name, { type: body.file.type }));
  return { ...init, body: form };
}

/** What is wrong with a refusal's body, if anything: it must be JSON naming its error. */
function refusalProblem(status: number, text: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return `answered ${status} with a body that is not JSON: ${text.slice(0, 120)}`;
  }
  const error = (parsed as { error?: Record<string, unknown> } | null)?.error;
  const issues = error?.issues as Array<{ message?: unknown }> | undefined;
  const clear =
    (typeof error?.message === 'string' && error.message.trim() !== '') ||
    (Array.isArray(issues) &&
      issues.length > 0 &&
      issues.every((issue) => typeof issue.message === 'string' && issue.message !== '')) ||
    (error?.kind === 'not-found' && typeof error.entity === 'string');
  return clear ? undefined : `answered ${status} without a clear message: ${text.slice(0, 200)}`;
}

export async function startFuzzer(): Promise<Fuzzer> {
  const errors: string[] = [];
  const fake: FakeRazorpay = await startFakeRazorpay();
  const server: TestServer = await startTestServer('pglite', {
    razorpay: (publicUrl) => fake.config(publicUrl),
    log: (line: LogEntry) => {
      if (line.level === 'error') errors.push(`${line.message ?? ''} ${line.error ?? ''}`);
    },
  });
  server.setClock(() => new Date(START.getTime() + 5 * 60_000));
  const db = server.server.database.db;
  await server.reset(fuzzSeed());
  for (const [role, subject] of [
    ['student', studentA.id],
    ['student', studentB.id],
    ['school', schoolX.id],
    ['school', schoolY.id],
  ] as const) {
    await server.server.accounts.setPasswordOf(role, subject, PASSWORD);
  }
  const signIn = async (role: 'student' | 'school', email: string) =>
    (await server.client({ role, email, password: PASSWORD })).fetch;
  const visitor = await server.client();
  const jars: Record<FuzzCaller, Jar> = {
    visitor: visitor.fetch,
    admin: (await server.client({ role: 'admin', ...ADMIN })).fetch,
    studentA: await signIn('student', studentA.email),
    studentB: await signIn('student', studentB.email),
    schoolX: await signIn('school', schoolX.contactEmail),
    schoolY: await signIn('school', schoolY.contactEmail),
    parentA: await server.parentJar(studentA.mobile),
  };

  const rowsOf = async <Row>(query: string) =>
    ((await db.execute(sql.raw(query))) as unknown as { rows: Row[] }).rows;
  const tables = (
    await rowsOf<{ name: string }>(
      `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    )
  )
    .map((row) => row.name)
    .filter((name) => !CHANGED_ON_REFUSAL.includes(name));
  const snapshotQuery = tables
    .map(
      (name) => `select '${name}' as name, count(*)::int as rows,
        md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as hash from "${name}" t`,
    )
    .join(' union all ');
  /** Every table's row count and a hash of its rows. */
  const snapshot = async () =>
    new Map(
      (await rowsOf<{ name: string; rows: number; hash: string }>(snapshotQuery)).map((row) => [
        row.name,
        `${row.rows}:${row.hash}`,
      ]),
    );

  /** The seed again, with candidate X's attempt at the online test running. */
  async function reset(): Promise<SampleContext> {
    await server.reset(fuzzSeed());
    const session = await (visitor.repository as Repository).startExam(
      'test-stse',
      examCredentials,
    );
    return { attemptId: session.attemptId, token: session.token };
  }

  /** A webhook's work happens after its answer: wait (bounded) until it is done. */
  async function webhooksSettled() {
    for (let tries = 0; tries < 40; tries += 1) {
      const [row] = await rowsOf<{ open: number }>(
        `select count(*)::int as open from payment_events where processed_at is null`,
      );
      if (!row?.open) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  let before = new Map<string, string>();
  async function problemOf(jar: Jar, request: FuzzRequest): Promise<string | undefined> {
    await server.server.rateLimiter.clear();
    const seenErrors = errors.length;
    const response = await jar(urlOf(server.server.url, request), initOf(request));
    const text = await response.text();
    const { status } = response;
    if (request.path === WEBHOOK_PATH && status < 300) await webhooksSettled();
    const after = await snapshot();
    const previous = before;
    before = after;
    if (status >= 500) return `answered ${status}: ${text.slice(0, 300)}`;
    if (errors.length > seenErrors)
      return `logged an error: ${errors.slice(seenErrors).join('; ')}`;
    const redirected = status >= 300 && status < 400;
    if (redirected && request.path !== RETURN_PATH) return `answered ${status}`;
    if (status < 400) return undefined;
    const unclear = refusalProblem(status, text);
    if (unclear) return unclear;
    const changed = tables.filter((name) => previous.get(name) !== after.get(name));
    return changed.length > 0
      ? `answered ${status} but changed ${changed.join(', ')}: ${text.slice(0, 200)}`
      : undefined;
  }

  const tallies: FuzzTally[] = [];
  const failures: FuzzFailure[] = [];
  let context = await reset();
  let seeded = await snapshot();
  before = seeded;
  let lastRoute: string | undefined;
  const unchanged = () => tables.every((name) => before.get(name) === seeded.get(name));

  return {
    tallies,
    failures,
    async run(route, caller, { seed, runs, edges }) {
      // Each route starts from the seed (the last one's writes undone, when it made any).
      if (route.name !== lastRoute && !unchanged()) {
        context = await reset();
        seeded = await snapshot();
        before = seeded;
      }
      lastRoute = route.name;
      const jar = jars[caller];
      let cases = 0;
      // The sample's numbers at their edges first, then the random cases.
      for (const request of edges ? numberEdges(route.sample(context)) : []) {
        cases += 1;
        const problem = await problemOf(jar, request);
        if (problem) {
          failures.push({ route: route.name, caller, problem, request: describeRequest(request) });
          tallies.push({ route: route.name, caller, cases, failed: true });
          return;
        }
      }
      const details = await fc.check(
        fc.asyncProperty(requestCases(route.sample(context)), async (request) => {
          cases += 1;
          const problem = await problemOf(jar, request);
          if (problem) throw new Error(problem);
        }),
        { seed, numRuns: runs, endOnFailure: process.env.FUZZ_SHRINK !== '1' },
      );
      tallies.push({ route: route.name, caller, cases, failed: details.failed });
      if (details.failed) {
        const [request] = details.counterexample ?? [];
        failures.push({
          route: route.name,
          caller,
          problem:
            details.errorInstance instanceof Error ? details.errorInstance.message : 'failed',
          request: request ? describeRequest(request) : '',
        });
      }
    },
    async stop() {
      await server.stop();
      await fake.stop();
    },
  };
}

/** The figures: routes × callers, cases tried, and each failure with its counterexample; with
 *  `byRoute`, a line per route too. */
export function summary(tallies: FuzzTally[], failures: FuzzFailure[], byRoute = false): string {
  const routes = [...new Set(tallies.map((tally) => tally.route))];
  const cases = tallies.reduce((sum, tally) => sum + tally.cases, 0);
  const lines: string[] = [];
  if (byRoute) {
    lines.push(`${'route'.padEnd(32)} callers   cases  failures`);
    for (const route of routes) {
      const own = tallies.filter((tally) => tally.route === route);
      const failed = own.filter((tally) => tally.failed).length;
      const tried = own.reduce((sum, tally) => sum + tally.cases, 0);
      lines.push(
        `${route.padEnd(32)} ${String(own.length).padStart(7)} ${String(tried).padStart(7)} ${String(failed).padStart(9)}`,
      );
    }
  }
  lines.push(
    `Fuzz: ${routes.length} routes, ${tallies.length} route × caller pairs, ${cases} cases, ${failures.length} failures.`,
  );
  for (const failure of failures) {
    lines.push(`  ✗ ${failure.route} as ${failure.caller}: ${failure.problem}`);
    lines.push(`      ${failure.request}`);
  }
  return lines.join('\n');
}
