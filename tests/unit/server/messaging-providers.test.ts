// @vitest-environment node
// The outbox worker against fake SMS and WhatsApp providers on loopback, with a fake clock: what
// each provider receives, a text off its DLT template refused before any call, a provider down
// then up (retried after the back-off, sent once), a 4xx answer not retried, a slow provider that
// delays no change that queues a message, the back-off schedule to giving up, a stale claim taken
// again, and a channel not set up.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { defaultTemplate, MAX_ATTEMPTS, retryDelayMs } from '@/data';
import type { MessageTemplate } from '@/data';
import { queueMessages } from '../../../server/data/outbox';
import type { QueuedMessage } from '../../../server/data/outbox';
import * as t from '../../../server/db/schema';
import { createChannels } from '../../../server/messaging/channels';
import { createOutboxWorker, NOT_SET_UP } from '../../../server/messaging/worker';
import { startServer } from '../../../server/server';
import type { RunningServer } from '../../../server/server';
import { startFakeProviders } from '../../server/fake-messaging';

const DLT_ID = '1107161234567890123';
const START = Date.parse('2026-11-26T04:00:00Z');

let providers: Awaited<ReturnType<typeof startFakeProviders>>;
let server: RunningServer;
let clock = START;

beforeAll(async () => {
  providers = await startFakeProviders();
  server = await startServer({
    dataDir: 'memory://',
    now: () => new Date(clock),
    messaging: {
      sms: { baseUrl: providers.url, authKey: 'sms-key', senderId: 'SNKLPI' },
      whatsapp: { baseUrl: `${providers.url}/v21.0`, token: 'wa-token', phoneNumberId: '1065' },
      worker: false,
    },
  });
}, 60_000);

afterAll(async () => {
  await server?.close();
  await providers?.stop();
});

beforeEach(async () => {
  clock = START;
  providers.requests.length = 0;
  providers.answerWith(() => ({ status: 200, body: { type: 'success', message: 'queued' } }));
  const { db } = server.database;
  await db.execute(sql`truncate table outbox_messages, message_templates`);
  // The SMS template as approved on the DLT platform.
  const sms: MessageTemplate = {
    ...defaultTemplate('stse-registered', 'sms'),
    dltTemplateId: DLT_ID,
  };
  await db.insert(t.messageTemplates).values({ template: sms.template, channel: 'sms', doc: sms });
});

const registered = (key: string, name = 'Priya'): QueuedMessage => ({
  template: 'stse-registered',
  to: { mobile: '9829012345' },
  variables: { name, rollNo: 'STSE-2026-0042', link: 'https://portal.example.com/stse' },
  dedupeKey: key,
});

async function row(dedupeKey: string) {
  const rows = await server.database.db.select().from(t.outboxMessages);
  return rows.find((each) => each.dedupeKey === dedupeKey)!;
}

test('an SMS goes to the provider with the sender, the DLT template id, the exact text and the number', async () => {
  await queueMessages(server.database.db, new Date(clock), [registered('reg:1')]);
  expect(await server.outbox.runOnce()).toBe(1);
  expect(providers.requests).toHaveLength(1);
  const [request] = providers.requests;
  expect(request!.path).toBe('/api/v2/sendsms');
  expect(request!.headers.authkey).toBe('sms-key');
  expect(request!.body).toEqual({
    sender: 'SNKLPI',
    route: '4',
    country: '91',
    DLT_TE_ID: DLT_ID,
    sms: [
      {
        message:
          'Dear Priya, your STSE registration is confirmed. Roll number STSE-2026-0042. - Sankalp',
        to: ['919829012345'],
      },
    ],
  });
  expect((await row('reg:1:sms')).status).toBe('sent');
});

test('a Hindi SMS goes on its own DLT template, as Unicode', async () => {
  const hindi: MessageTemplate = {
    ...defaultTemplate('stse-registered', 'sms', 'hi'),
    dltTemplateId: '1107160000000000043',
  };
  await server.database.db
    .insert(t.messageTemplates)
    .values({ template: hindi.template, channel: 'sms', language: 'hi', doc: hindi });
  await queueMessages(server.database.db, new Date(clock), [
    { ...registered('reg:hi'), to: { mobile: '9829012345', language: 'hi' } },
  ]);
  expect(await server.outbox.runOnce()).toBe(1);
  expect(providers.requests[0]!.body).toEqual({
    sender: 'SNKLPI',
    route: '4',
    country: '91',
    DLT_TE_ID: '1107160000000000043',
    unicode: 1,
    sms: [
      {
        message: 'प्रिय Priya, आपका STSE रजिस्ट्रेशन हो गया। Roll Number STSE-2026-0042। - Sankalp',
        to: ['919829012345'],
      },
    ],
  });
});

test('a WhatsApp message names the approved template and language, its parameters in order', async () => {
  const { db } = server.database;
  await db
    .insert(t.messagePreferences)
    .values({
      subjectId: 'student-1',
      doc: { sms: false, whatsapp: true, whatsappOptInAt: new Date(clock).toISOString() },
    })
    .onConflictDoNothing();
  await queueMessages(db, new Date(clock), [
    { ...registered('reg:wa'), to: { subjectId: 'student-1', mobile: '9829012345' } },
  ]);
  await server.outbox.runOnce();
  const [request] = providers.requests;
  expect(request!.path).toBe('/v21.0/1065/messages');
  expect(request!.headers.authorization).toBe('Bearer wa-token');
  expect(request!.body).toEqual({
    messaging_product: 'whatsapp',
    to: '919829012345',
    type: 'template',
    template: {
      name: 'stse_registered',
      language: { code: 'en' },
      components: [
        {
          type: 'body',
          parameters: [
            { type: 'text', text: 'Priya' },
            { type: 'text', text: 'STSE-2026-0042' },
          ],
        },
      ],
    },
  });
  expect((await row('reg:wa:whatsapp')).status).toBe('sent');
});

test('a text off its DLT template is not sent, no call is made, and the admin sees why', async () => {
  // A name over the 30 characters a {#var#} may stand for.
  await queueMessages(server.database.db, new Date(clock), [
    registered('reg:long', 'Priyadarshini Venkataraman Iyer-Subramanian'),
  ]);
  await server.outbox.runOnce();
  expect(providers.requests).toHaveLength(0);
  const refused = await row('reg:long:sms');
  expect(refused.status).toBe('not-sent');
  expect(refused.lastError).toBe(
    `The text does not match DLT template ${DLT_ID} (a word differs from the approved text, or a value is over 30 characters), so it was not sent.`,
  );
  expect(refused.attemptLog).toEqual([
    expect.objectContaining({ outcome: 'not-sent', error: refused.lastError }),
  ]);
});

test('a provider down then up: failed, tried again after the back-off, sent once', async () => {
  providers.answerWith(() => ({ status: 503, body: { message: 'Service unavailable' } }));
  await queueMessages(server.database.db, new Date(clock), [registered('reg:down')]);
  await server.outbox.runOnce();
  const failed = await row('reg:down:sms');
  expect(failed.status).toBe('failed');
  expect(failed.lastError).toBe('The provider answered 503: Service unavailable.');
  expect(failed.nextAttemptAt).toBe(START + retryDelayMs(1));

  providers.answerWith(() => ({ status: 200, body: { type: 'success' } }));
  clock = START + retryDelayMs(1) - 1;
  expect(await server.outbox.runOnce()).toBe(0);
  clock = START + retryDelayMs(1);
  expect(await server.outbox.runOnce()).toBe(1);
  expect(await server.outbox.runOnce()).toBe(0);

  const sent = await row('reg:down:sms');
  expect(sent.status).toBe('sent');
  expect(sent.attempts).toBe(2);
  expect(sent.attemptLog.map((attempt) => attempt.outcome)).toEqual(['failed', 'sent']);
  expect(sent.variables.link).toBe('(hidden)');
  expect(providers.requests).toHaveLength(2);
});

test("a 4xx answer is permanent: given up at once with the provider's message", async () => {
  providers.answerWith(() => ({ status: 400, body: { type: 'error', message: 'Invalid mobile' } }));
  await queueMessages(server.database.db, new Date(clock), [registered('reg:bad')]);
  await server.outbox.runOnce();
  const gaveUp = await row('reg:bad:sms');
  expect(gaveUp.status).toBe('gave-up');
  expect(gaveUp.lastError).toBe('The provider answered 400: Invalid mobile.');
  expect(gaveUp.attempts).toBe(1);
});

test('an SMS provider\'s 200 with "type": "error" is a refusal, not a success', async () => {
  providers.answerWith(() => ({
    status: 200,
    body: { type: 'error', message: 'Authentication failure' },
  }));
  await queueMessages(server.database.db, new Date(clock), [registered('reg:auth')]);
  await server.outbox.runOnce();
  const gaveUp = await row('reg:auth:sms');
  expect(gaveUp.status).toBe('gave-up');
  expect(gaveUp.lastError).toBe('The provider refused it: Authentication failure.');
});

test('the back-off doubles from 30 s, and the outbox gives up after MAX_ATTEMPTS tries', async () => {
  providers.answerWith(() => ({ status: 500 }));
  await queueMessages(server.database.db, new Date(clock), [registered('reg:never')]);
  const waits: number[] = [];
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    expect(await server.outbox.runOnce()).toBe(1);
    const after = await row('reg:never:sms');
    if (after.status === 'failed') {
      waits.push(after.nextAttemptAt! - clock);
      clock = after.nextAttemptAt!;
    }
  }
  expect(waits).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
  const gaveUp = await row('reg:never:sms');
  expect(gaveUp.status).toBe('gave-up');
  expect(gaveUp.attempts).toBe(MAX_ATTEMPTS);
  expect(gaveUp.variables.link).toBe('(hidden)');
  clock += 24 * 60 * 60_000;
  expect(await server.outbox.runOnce()).toBe(0);
  expect(providers.requests).toHaveLength(MAX_ATTEMPTS);
});

test('a claim older than the timeout (its server died) is taken again; a fresher one is not', async () => {
  await queueMessages(server.database.db, new Date(clock), [registered('reg:orphan')]);
  await server.database.db.execute(
    sql`update outbox_messages set status = 'sending', claimed_by = 'dead-server', claimed_at = ${START}, attempts = 1`,
  );
  clock = START + 2 * 60_000;
  expect(await server.outbox.runOnce()).toBe(0);
  clock = START + 2 * 60_000 + 1;
  expect(await server.outbox.runOnce()).toBe(1);
  const sent = await row('reg:orphan:sms');
  expect(sent.status).toBe('sent');
  expect(sent.attempts).toBe(2);
  expect(sent.claimedBy).not.toBe('dead-server');
});

test('a channel not set up: "Not sent: channel not set up", no attempt at a provider', async () => {
  await queueMessages(server.database.db, new Date(clock), [
    { ...registered('reg:mail'), to: { email: 'priya@example.com' } },
  ]);
  await server.outbox.runOnce();
  const notSent = await row('reg:mail:email');
  expect(notSent.status).toBe('not-sent');
  expect(notSent.lastError).toBe(NOT_SET_UP);
  expect(NOT_SET_UP).toBe('Not sent: channel not set up');
  expect(providers.requests).toHaveLength(0);
});

test('a stopping worker abandons a send still waiting after its grace: tried again at once, by any server', async () => {
  providers.answerWith(() => ({ status: 200, body: { type: 'success' }, delayMs: 3000 }));
  const worker = createOutboxWorker({
    db: server.database.db,
    now: () => new Date(clock),
    serverId: 'stopping-server',
    channels: createChannels({
      sms: { baseUrl: providers.url, authKey: 'sms-key', senderId: 'SNKLPI' },
    }),
  });
  await queueMessages(server.database.db, new Date(clock), [registered('reg:stop')]);
  const sending = worker.runOnce();
  await expect.poll(() => providers.requests.length).toBe(1);
  clock += 1000;
  const started = performance.now();
  await worker.stop({ waitMs: 100 });
  expect(performance.now() - started).toBeLessThan(1000);
  await sending;
  const abandoned = await row('reg:stop:sms');
  expect(abandoned.status).toBe('failed');
  expect(abandoned.nextAttemptAt).toBe(clock);
  expect(abandoned.lastError).toBe('The server stopped while sending; tried again at once.');
});

test('a slow provider delays no change that queues a message', async () => {
  providers.answerWith(() => ({ status: 200, body: { type: 'success' }, delayMs: 5000 }));
  await queueMessages(server.database.db, new Date(clock), [registered('reg:slow-1')]);
  const sending = server.outbox.runOnce();
  await expect.poll(() => providers.requests.length).toBe(1);

  // A change that queues a message in its own transaction, while the provider holds a send.
  const started = performance.now();
  await server.database.db.transaction(async (tx) => {
    await queueMessages(tx, new Date(clock), [registered('reg:slow-2')]);
  });
  const queuedInMs = performance.now() - started;
  expect(queuedInMs).toBeLessThan(500);
  expect((await row('reg:slow-1:sms')).status).toBe('sending');

  await sending;
  expect((await row('reg:slow-1:sms')).status).toBe('sent');
  console.info(`Queued and committed in ${queuedInMs.toFixed(1)} ms while a send took 5 s.`);
}, 20_000);
