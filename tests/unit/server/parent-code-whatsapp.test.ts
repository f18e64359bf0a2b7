// @vitest-environment node
// A parent's sign-in code by WhatsApp: where WhatsApp is set up and SMS is not, or the parent
// chose WhatsApp in their Settings, the code goes by WhatsApp's authentication template: the code
// as the body's one parameter and as the copy-code button's, in the Cloud API's shape; the code
// the fake provider receives then signs the parent in.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import * as t from '../../../server/db/schema';
import { startTestServer } from '../../server/harness';
import type { TestServer } from '../../server/harness';
import { startFakeProviders } from '../../server/fake-messaging';
import { START, storedStudent } from '../contract/fixtures';

const MOBILE = '9811100001';
const PHONE_NUMBER_ID = '100000000000001';
const child = storedStudent('SANK26120001', { mobile: MOBILE, guardianName: 'Meena Rao' });

let providers: Awaited<ReturnType<typeof startFakeProviders>>;
/** A server with WhatsApp and no SMS, and one with both. */
let whatsappOnly: TestServer;
let both: TestServer;

beforeAll(async () => {
  providers = await startFakeProviders();
  [whatsappOnly, both] = await Promise.all([startWith(false), startWith(true)]);
}, 120_000);

afterAll(async () => {
  await Promise.all([whatsappOnly?.stop(), both?.stop()]);
  await providers?.stop();
});

async function startWith(sms: boolean) {
  const server = await startTestServer('pglite', {
    messaging: {
      whatsapp: { baseUrl: providers.url, token: 'wa-token', phoneNumberId: PHONE_NUMBER_ID },
      ...(sms ? { sms: { baseUrl: providers.url, authKey: 'sms-key', senderId: 'SNKLPI' } } : {}),
      worker: false,
    },
  });
  server.setClock(() => new Date(START));
  return server;
}

async function ready(server: TestServer) {
  await server.reset({ students: [child] });
  await server.server.database.db.execute(sql`truncate table outbox_messages`);
  return server;
}

/** Asks for a code and runs the outbox once; answers the channel the code's row took. */
async function askCode(server: TestServer) {
  await server.server.accounts.requestParentCode({ mobile: MOBILE, ip: '127.0.0.4' });
  const rows = await server.server.database.db.select().from(t.outboxMessages);
  await server.server.outbox.runOnce();
  return rows.find((row) => row.template === 'login-code')?.channel;
}

test('with WhatsApp and no SMS, the code goes by the authentication template, and signs the parent in', async () => {
  const server = await ready(whatsappOnly);
  providers.requests.length = 0;
  expect(await askCode(server)).toBe('whatsapp');
  expect(providers.requests).toHaveLength(1);
  const [request] = providers.requests;
  expect(request!.path).toBe(`/${PHONE_NUMBER_ID}/messages`);
  expect(request!.headers.authorization).toBe('Bearer wa-token');
  // The code as the provider received it (the outbox keeps no code once sent).
  const sent = request!.body as {
    template: { components: Array<{ parameters: Array<{ text: string }> }> };
  };
  const code = sent.template.components[0]!.parameters[0]!.text;
  expect(code).toMatch(/^\d{6}$/);
  expect(request!.body).toEqual({
    messaging_product: 'whatsapp',
    to: `91${MOBILE}`,
    type: 'template',
    template: {
      name: 'login_code',
      language: { code: 'en' },
      components: [
        { type: 'body', parameters: [{ type: 'text', text: code }] },
        { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] },
      ],
    },
  });
  expect(await server.server.accounts.signInWithCode({ mobile: MOBILE, code })).toMatchObject({
    ok: true,
  });
});

test('with SMS too, the code goes by SMS, unless the parent chose WhatsApp in their Settings', async () => {
  const server = await ready(both);
  expect(await askCode(server)).toBe('sms');
  // Signed in once (their row), the parent chooses WhatsApp for absence alerts: their opt-in.
  const parent = await server.parentClient(MOBILE);
  await parent.saveParentPreferences({ sms: ['absence'], whatsapp: ['absence'] });
  await server.server.database.db.execute(sql`truncate table outbox_messages, login_attempts`);
  expect(await askCode(server)).toBe('whatsapp');
});
