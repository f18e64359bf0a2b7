// @vitest-environment node
// The public lookups and registration as a stranger on the internet meets them: the lookups ask
// for the date of birth and answer only what their page shows, and every address has a limit
// (429 with Retry-After), counted in the database so a burst cannot slip past it. Requests are
// sent from several loopback addresses (127.0.0.x), as from different networks.
import { request } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { DEFAULT_SETTINGS } from '@/data';
import { seedDatabase } from '../../../server/data/portal-data';
import { rateLimitsOf } from '../../../server/http/rate-limit';
import { startServer } from '../../../server/server';
import type { RunningServer } from '../../../server/server';
import { startTempPostgres } from '../../server/postgres';
import type { TempPostgres } from '../../server/postgres';
import { ADMIN } from '../../server/harness';
import { newCandidate, START, storedCandidate } from '../contract/fixtures';

const WINDOW_MS = 15 * 60 * 1000;
const BORN = newCandidate().dateOfBirth;

type Answer = { status: number; retryAfter: string | undefined; body: unknown };

/** One request from `from` (a loopback address), with an optional session cookie. */
function send(
  server: RunningServer,
  from: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  cookie?: string,
): Promise<Answer & { setCookie: string | undefined }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const outgoing = request(
      `${server.url}${path}`,
      {
        method,
        localAddress: from,
        agent: false,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(cookie ? { cookie } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            retryAfter: response.headers['retry-after'],
            body: text ? JSON.parse(text) : undefined,
            setCookie: response.headers['set-cookie']?.[0]?.split(';')[0],
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

const lookUpResult = (server: RunningServer, from: string, dateOfBirth = BORN) =>
  send(server, from, 'POST', '/api/results/lookup', { rollNo: 'STSE0001', dateOfBirth });
const lookUpAdmitCard = (server: RunningServer, from: string, dateOfBirth = BORN) =>
  send(server, from, 'POST', '/api/admit-cards/lookup', { rollNo: 'STSE0001', dateOfBirth });
const register = (server: RunningServer, from: string, cookie?: string) =>
  send(server, from, 'POST', '/api/candidates', newCandidate(), cookie);

describe.each(['pglite', 'postgres'] as const)('public lookups and their limits (%s)', (kind) => {
  let server: RunningServer;
  let postgres: TempPostgres | undefined;
  let clock = START.getTime();

  beforeAll(async () => {
    if (kind === 'postgres') postgres = await startTempPostgres();
    server = await startServer({
      ...(postgres ? { databaseUrl: postgres.url } : { dataDir: 'memory://' }),
      now: () => new Date(clock),
      rateLimits: rateLimitsOf({ lookups: 3, registrations: 2, windowMinutes: 15 }),
    });
    await server.accounts.ensureAdmin(ADMIN.email, 'Admin', ADMIN.password);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    postgres?.stop();
  });
  beforeEach(async () => {
    // The start of a window, so a test's hits all fall in one.
    clock = Math.ceil(START.getTime() / WINDOW_MS) * WINDOW_MS;
    await seedDatabase(server.database.db, () => new Date(clock), {
      settings: {
        ...DEFAULT_SETTINGS,
        stse: { ...DEFAULT_SETTINGS.stse, resultsPublished: false },
      },
      stseCandidates: [
        storedCandidate('STSE0001', {
          marks: 92,
          scholarship: '100% Scholarship',
          examCenter: 'Jaipur Centre',
        }),
      ],
    });
    await server.rateLimiter.clear();
  });

  test('a visitor gets no record by roll number, and no marks before publication', async () => {
    const byRollNo = await send(
      server,
      '127.0.0.2',
      'GET',
      '/api/candidates/by-roll-no?rollNo=STSE0001',
    );
    expect(byRollNo.status).toBe(401);
    expect(JSON.stringify(byRollNo.body)).not.toContain('Aarav');

    const result = await lookUpResult(server, '127.0.0.2');
    expect(result.body).toEqual({
      data: { status: 'not-published', name: 'Aarav Gupta', rollNo: 'STSE0001', currentClass: 10 },
    });
    const card = await lookUpAdmitCard(server, '127.0.0.2');
    expect(card.body).toEqual({
      data: {
        examYear: 2024,
        rollNo: 'STSE0001',
        name: 'Aarav Gupta',
        guardianName: 'Rajesh Gupta',
        currentClass: 10,
        examCenter: 'Jaipur Centre',
      },
    });
    // A wrong date of birth: nothing, the same as an unknown roll number.
    expect((await lookUpResult(server, '127.0.0.3', '2010-03-13')).body).toEqual({
      data: { status: 'not-found' },
    });
    expect((await lookUpAdmitCard(server, '127.0.0.3', '2010-03-13')).body).toEqual({});
  });

  test('past the limit an address gets 429 with Retry-After; another address still gets through', async () => {
    // The two lookups share one limit.
    expect((await lookUpResult(server, '127.0.0.4')).status).toBe(200);
    expect((await lookUpAdmitCard(server, '127.0.0.4')).status).toBe(200);
    expect((await lookUpResult(server, '127.0.0.4', '2011-01-01')).status).toBe(200);
    clock += 60_000; // a minute into the window: 14 minutes left
    const refused = await lookUpAdmitCard(server, '127.0.0.4');
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBe(String(14 * 60));
    expect(refused.body).toEqual({
      error: {
        kind: 'rate-limited',
        message: 'Too many tries from your network. Wait 14 minutes and try again.',
      },
    });
    expect((await lookUpResult(server, '127.0.0.4')).status).toBe(429);
    expect((await lookUpResult(server, '127.0.0.5')).status).toBe(200);
    // The next window starts counting again.
    clock += 14 * 60_000;
    expect((await lookUpResult(server, '127.0.0.4')).status).toBe(200);
  });

  test('a burst of concurrent lookups from one address cannot pass the limit', async () => {
    const answers = await Promise.all(
      Array.from({ length: 24 }, () => lookUpResult(server, '127.0.0.6')),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(21);
  });

  test('visitors’ registrations are limited per address; a signed-in admin’s are not', async () => {
    expect((await register(server, '127.0.0.7')).status).toBe(200);
    expect((await register(server, '127.0.0.7')).status).toBe(200);
    const refused = await register(server, '127.0.0.7');
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBe(15 * 60);
    expect((await register(server, '127.0.0.8')).status).toBe(200);

    const login = await send(server, '127.0.0.7', 'POST', '/api/auth/login', {
      role: 'admin',
      ...ADMIN,
    });
    for (let index = 0; index < 3; index += 1) {
      expect((await register(server, '127.0.0.7', login.setCookie)).status).toBe(200);
    }
  });
});
