// @vitest-environment node
// Issue 25: forgot password and set-up links. A reset link works for an hour, once, and ends
// every session of the account; the answer is the same (and as slow) whether or not the e-mail
// is known; requests are limited; each link is queued in the outbox in the transaction that
// stores it, so a change that rolled back queues nothing.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { sha256 } from '../../../server/auth/account-basics';
import { createAccounts } from '../../../server/auth/accounts';
import {
  FORGOT_PASSWORD_ANSWER,
  FORGOT_PASSWORD_ANSWER_MS,
  RESET_LINK_REFUSED_MESSAGE,
} from '../../../server/auth/password-links';
import { createPortalData } from '../../../server/data/portal-data';
import * as t from '../../../server/db/schema';
import { ADMIN, startTestServer } from '../../server/harness';
import type { TestServer } from '../../server/harness';
import { newStudent, school, START } from '../contract/fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer('pglite');
}, 120_000);
afterAll(() => server?.stop());

const MINUTE = 60 * 1000;
let clock = START.getTime();
beforeEach(async () => {
  clock = START.getTime();
  server.setClock(() => new Date(clock));
  await server.reset();
  await server.server.database.db.execute(
    sql`truncate table outbox_messages, password_resets, setup_codes`,
  );
});

const db = () => server.server.database.db;

async function post(path: string, body: object, headers: Record<string, string> = {}) {
  const started = performance.now();
  const response = await fetch(`${server.server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as {
    data?: { message?: string };
    error?: { message?: string; issues?: Array<{ path: string; message: string }> };
  };
  return { status: response.status, json, ms: performance.now() - started };
}

const forgot = (email: string, role = 'student') =>
  post('/api/auth/forgot-password', { role, email });
const reset = (token: string, password: string) =>
  post('/api/auth/reset-password', { token, password });

async function studentWithPassword(email: string, name = 'Asha Verma') {
  const admin = await server.client({ role: 'admin', ...ADMIN });
  const student = await admin.repository.addStudent(newStudent({ email, name }));
  await server.server.accounts.setPasswordOf('student', student.id, 'the old password 1');
  return student;
}

const outbox = () =>
  db()
    .select()
    .from(t.outboxMessages)
    .orderBy(t.outboxMessages.recipient, t.outboxMessages.channel);

/** The token of the reset link queued to `email`. */
async function linkTokenFor(email: string): Promise<string> {
  const rows = (await outbox()).filter(
    (row) => row.template === 'password-reset' && row.recipient === email,
  );
  expect(rows).toHaveLength(1);
  const link = new URL(rows[0]!.variables.link!, 'https://portal.example');
  expect(link.pathname).toBe('/reset-password');
  return link.searchParams.get('token')!;
}

const signIn = (email: string, password: string) =>
  post('/api/auth/login', { role: 'student', email, password });

describe('forgot password', () => {
  test('the same answer, taking as long, whether or not an account signs in with the e-mail', async () => {
    const student = await studentWithPassword('asha@example.com');
    const known = await forgot(' Asha@Example.com ');
    const unknown = await forgot('nobody@example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.json).toEqual({ data: { message: FORGOT_PASSWORD_ANSWER } });
    expect(unknown.json).toEqual(known.json);
    for (const answer of [known, unknown]) {
      expect(answer.ms).toBeGreaterThanOrEqual(FORGOT_PASSWORD_ANSWER_MS - 5);
    }
    expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(FORGOT_PASSWORD_ANSWER_MS / 2);

    // By e-mail and SMS (chosen by default), to the account's e-mail and the record's mobile;
    // only the token's hash is stored.
    const rows = await outbox();
    expect(rows.map((row) => [row.channel, row.recipient, row.template]).sort()).toEqual([
      ['email', 'asha@example.com', 'password-reset'],
      ['sms', student.mobile, 'password-reset'],
    ]);
    const token = await linkTokenFor('asha@example.com');
    expect(token).toMatch(/^[\w-]{43}$/);
    const [stored] = await db().select().from(t.passwordResets);
    expect(stored).toMatchObject({
      tokenHash: sha256(token),
      expiresAt: START.getTime() + 60 * MINUTE,
      usedAt: null,
    });
    expect(rows[0]!.variables.name).toBe('Asha Verma');
    expect(rows[0]!.dedupeKey).toMatch(new RegExp(`^password-reset:${sha256(token)}:`));
  });

  test('the link works within the hour, once; the new password signs in, the old does not', async () => {
    await studentWithPassword('asha@example.com');
    await forgot('asha@example.com');
    const token = await linkTokenFor('asha@example.com');
    clock += 59 * MINUTE;
    expect((await reset(token, 'short')).status).toBe(400);
    expect((await reset(token, 'the new password 2')).status).toBe(200);
    expect((await signIn('asha@example.com', 'the new password 2')).status).toBe(200);
    expect((await signIn('asha@example.com', 'the old password 1')).status).toBe(401);

    const again = await reset(token, 'a third password 3');
    expect(again.status).toBe(400);
    expect(again.json.error?.issues).toEqual([
      { path: 'token', message: RESET_LINK_REFUSED_MESSAGE },
    ]);
  });

  test('the link is refused after the hour', async () => {
    await studentWithPassword('asha@example.com');
    await forgot('asha@example.com');
    const token = await linkTokenFor('asha@example.com');
    clock += 60 * MINUTE + 1;
    const late = await reset(token, 'the new password 2');
    expect(late.status).toBe(400);
    expect(late.json.error?.issues?.[0]?.message).toBe(RESET_LINK_REFUSED_MESSAGE);
    expect((await signIn('asha@example.com', 'the old password 1')).status).toBe(200);
  });

  test('a new link replaces the earlier one', async () => {
    await studentWithPassword('asha@example.com');
    await forgot('asha@example.com');
    const first = await linkTokenFor('asha@example.com');
    await db().execute(sql`truncate table outbox_messages`);
    await forgot('asha@example.com');
    const second = await linkTokenFor('asha@example.com');
    expect((await reset(first, 'the new password 2')).status).toBe(400);
    expect((await reset(second, 'the new password 2')).status).toBe(200);
  });

  test('a reset ends every session of the account', async () => {
    const student = await studentWithPassword('asha@example.com');
    const credentials = {
      role: 'student' as const,
      email: student.email,
      password: 'the old password 1',
    };
    const phone = await server.client(credentials);
    const laptop = await server.client(credentials);
    await forgot('asha@example.com');
    expect((await reset(await linkTokenFor('asha@example.com'), 'the new password 2')).status).toBe(
      200,
    );
    for (const browser of [phone, laptop]) {
      const me = await browser.fetch(`${server.server.url}/api/auth/me`);
      expect(((await me.json()) as { data: unknown }).data).toBeNull();
    }
  });

  test('students sharing an e-mail each get a link to their own account', async () => {
    const admin = await server.client({ role: 'admin', ...ADMIN });
    const first = await admin.repository.addStudent(newStudent({ email: 'family@example.com' }));
    const second = await admin.repository.addStudent(
      newStudent({ name: 'Second Child', email: 'family@example.com' }),
    );
    await server.server.accounts.setPasswordOf('student', first.id, 'first password 1');
    await server.server.accounts.setPasswordOf('student', second.id, 'second password 2');
    await forgot('family@example.com');
    const emails = (await outbox()).filter((row) => row.channel === 'email');
    expect(emails.map((row) => row.variables.name).sort()).toEqual(
      [first.name, 'Second Child'].sort(),
    );
    const secondLink = emails.find((row) => row.variables.name === 'Second Child')!;
    const token = new URL(secondLink.variables.link!, 'https://portal.example').searchParams.get(
      'token',
    )!;
    expect((await reset(token, 'a new second password')).status).toBe(200);
    expect((await signIn('family@example.com', 'a new second password')).json).toMatchObject({
      data: { id: second.id },
    });
    expect((await signIn('family@example.com', 'first password 1')).json).toMatchObject({
      data: { id: first.id },
    });
  });

  test('past the per-e-mail limit the answer is the same and nothing is sent, so a stranger cannot lock a person out', async () => {
    await studentWithPassword('asha@example.com');
    // A stranger asks five times from five addresses: five links, the last one the one that works.
    for (let request = 0; request < 5; request += 1) {
      const ip = `203.0.113.${request}`;
      await server.server.accounts.forgotPassword({
        role: 'student',
        email: 'asha@example.com',
        ip,
      });
    }
    const sent = (await outbox()).length;
    expect(sent).toBe(10);
    const sixth = await forgot('ASHA@example.com');
    expect(sixth.status).toBe(200);
    expect(sixth.json).toEqual({ data: { message: FORGOT_PASSWORD_ANSWER } });
    expect(sixth.ms).toBeGreaterThanOrEqual(FORGOT_PASSWORD_ANSWER_MS - 5);
    expect(await outbox()).toHaveLength(sent);
    // Another e-mail, or the same e-mail as a school, is counted apart.
    await studentWithPassword('ravi@example.com', 'Ravi Kumar');
    expect((await forgot('ravi@example.com')).status).toBe(200);
    expect((await forgot('asha@example.com', 'school')).status).toBe(200);
    expect(await outbox()).toHaveLength(sent + 2);
  });

  test('requests are limited per address: the 31st from one address in 15 minutes gets 429', async () => {
    const ip = '127.0.0.1';
    await Promise.all(
      Array.from({ length: 30 }, (_, request) =>
        server.server.accounts.forgotPassword({
          role: 'student',
          email: `n${request}@example.com`,
          ip,
        }),
      ),
    );
    const refused = await forgot('someone@example.com');
    expect(refused.status).toBe(429);
    expect(refused.json.error?.message).toMatch(/^Too many/);
  });

  test('guessing reset links is limited per address: the 31st try in 15 minutes gets 429', async () => {
    for (let attempt = 0; attempt < 30; attempt += 1) {
      expect((await reset(`guess-${attempt}`, 'a good long password')).status).toBe(400);
    }
    expect((await reset('guess-last', 'a good long password')).status).toBe(429);
  });
});

describe('set-up links', () => {
  test('issuing a code queues a link with the code to the e-mail and the mobile', async () => {
    const admin = await server.client({ role: 'admin', ...ADMIN });
    const student = await admin.repository.addStudent(newStudent({ email: 'New@example.com' }));
    const issued = await server.server.accounts.issueSetupCode('student', student.id);
    if (typeof issued === 'string') throw new Error(issued);
    // The test server sets up no channel: the admin passes the code on.
    expect(issued.emailed).toBe(false);
    const rows = await outbox();
    expect(rows.map((row) => row.channel).sort()).toEqual(['email', 'sms']);
    const email = rows.find((row) => row.channel === 'email')!;
    expect(email).toMatchObject({ recipient: 'new@example.com', template: 'account-setup' });
    expect(email.variables).toEqual({
      name: student.name,
      link: `/set-password?code=${issued.code}`,
      code: issued.code,
      // 22 Nov 2026 + 7 days, as India reads it.
      expiresOn: '29 November 2026',
    });
  });

  test('with e-mail set up, the answer says the link was e-mailed; links use the public address', async () => {
    const data = createPortalData({
      db: db(),
      now: () => new Date(clock),
      channels: ['email'],
      publicUrl: 'https://portal.example',
    });
    const accounts = createAccounts({ db: db(), data, now: () => new Date(clock) });
    await server.reset({ schools: [school] });
    await db().execute(sql`truncate table outbox_messages`);
    const issued = await accounts.issueSetupCode('school', school.id);
    if (typeof issued === 'string') throw new Error(issued);
    expect(issued.emailed).toBe(true);
    const [email] = (await outbox()).filter((row) => row.channel === 'email');
    expect(email!.variables.link).toBe(`https://portal.example/set-password?code=${issued.code}`);
    expect(email!.recipient).toBe(school.contactEmail.toLowerCase());
  });

  test('a rolled-back change queues nothing: no code, no link, no message', async () => {
    const admin = await server.client({ role: 'admin', ...ADMIN });
    const student = await admin.repository.addStudent(newStudent({ email: 'asha@example.com' }));
    await server.server.accounts.setPasswordOf('student', student.id, 'the old password 1');
    // The transaction fails at its commit, after every row was written.
    await db().execute(sql`
      create or replace function refuse_commit() returns trigger language plpgsql as
        $$ begin raise exception 'refused at commit'; end $$`);
    await db().execute(sql`
      create constraint trigger refuse_commit after insert on outbox_messages
        deferrable initially deferred for each row execute function refuse_commit()`);
    try {
      await expect(server.server.accounts.issueSetupCode('student', student.id)).rejects.toThrow();
      await expect(
        server.server.accounts.forgotPassword({
          role: 'student',
          email: 'asha@example.com',
          ip: '10.0.0.9',
        }),
      ).rejects.toThrow();
    } finally {
      await db().execute(sql`drop trigger refuse_commit on outbox_messages`);
    }
    expect(await outbox()).toEqual([]);
    expect(await db().select().from(t.setupCodes)).toEqual([]);
    expect(await db().select().from(t.passwordResets)).toEqual([]);
  });
});
