// @vitest-environment node
// A parent's sign-in code by SMS: with SMS set up, the code goes to the mobile by the DLT
// template the admin registered, ahead of messages already waiting, and the text the provider
// receives carries the code that then signs the parent in.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { defaultTemplate } from '@/data';
import type { MessageTemplate } from '@/data';
import { queueMessages } from '../../../server/data/outbox';
import * as t from '../../../server/db/schema';
import { startTestServer } from '../../server/harness';
import type { TestServer } from '../../server/harness';
import { startFakeProviders } from '../../server/fake-messaging';
import { START, storedStudent } from '../contract/fixtures';

const DLT_ID = '1107161234567890999';
const MOBILE = '9811100001';
const child = storedStudent('SANK26120001', { mobile: MOBILE, guardianName: 'Meena Rao' });

let providers: Awaited<ReturnType<typeof startFakeProviders>>;
let server: TestServer;

beforeAll(async () => {
  providers = await startFakeProviders();
  server = await startTestServer('pglite', {
    messaging: {
      sms: { baseUrl: providers.url, authKey: 'sms-key', senderId: 'SNKLPI' },
      worker: false,
    },
  });
  server.setClock(() => new Date(START));
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await providers?.stop();
});

test('the code goes by SMS on its DLT template, before a message already waiting', async () => {
  await server.reset({ students: [child] });
  const { db } = server.server.database;
  await db.execute(sql`truncate table outbox_messages, message_templates`);
  const sms: MessageTemplate = { ...defaultTemplate('login-code', 'sms'), dltTemplateId: DLT_ID };
  await db.insert(t.messageTemplates).values({ template: sms.template, channel: 'sms', doc: sms });
  // A reminder already waiting (its own template has no DLT id: it is refused, not sent).
  await queueMessages(db, new Date(START), [
    {
      template: 'fee-reminder-due',
      to: { mobile: '9829012345' },
      variables: { name: 'Priya' },
      dedupeKey: 'waiting',
    },
  ]);

  await server.server.accounts.requestParentCode({ mobile: MOBILE, ip: '127.0.0.3' });
  const rows = await db.select().from(t.outboxMessages);
  const codeRow = rows.find((row) => row.template === 'login-code')!;
  expect(codeRow).toMatchObject({ channel: 'sms', recipient: MOBILE });
  const waiting = rows.find((row) => row.dedupeKey === 'waiting:sms')!;
  expect(codeRow.nextAttemptAt).toBeLessThan(waiting.nextAttemptAt!);

  await server.server.outbox.runOnce();
  const sent = providers.requests.filter((request) => request.path.includes('sendsms'));
  expect(sent).toHaveLength(1);
  const text = JSON.stringify(sent[0]!.body);
  const code = /(\d{6}) is your Sankalp portal sign-in code/.exec(text)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  expect(text).toContain(DLT_ID);
  expect(
    await server.server.accounts.signInWithCode({ mobile: MOBILE, code: code! }),
  ).toMatchObject({ ok: true });
});
