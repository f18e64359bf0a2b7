// @vitest-environment node
// Issue 33 (10): the e-mail channel once added an abort listener to the worker's signal, which
// lives as long as the server, for every mail and never removed it, so every mail sent stayed
// reachable. A thousand mails through a real SMTP conversation on loopback leave the signal with
// no listener, raise no MaxListenersExceededWarning, and leave the heap where it was after a
// garbage collection.
import { getEventListeners } from 'node:events';
import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createEmailChannel } from '../../../server/messaging/email';
import type { Channel, OutgoingMessage } from '../../../server/messaging/channel';
import { startFakeSmtp } from '../../server/fake-messaging';

const MAILS = 1_000;
const AT_ONCE = 8;
/** A body of some size, as a real reminder or receipt mail has. */
const BODY = `Dear {{name}},\n\n${'The institute writes to you about your fees. '.repeat(180)}`;
/**
 * At most 1.5 kB a mail once settled: a thousand sends measured about 0.55 MB here (the pool's
 * and the parser's caches), and 2.5 MB while every mail stayed reachable from the signal.
 */
const HEAP_TOLERANCE = 1.5 * 1024 * 1024;

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let channel: Channel;

beforeAll(async () => {
  smtp = await startFakeSmtp({ keep: false });
  channel = createEmailChannel({ url: smtp.url, from: 'Sankalp <office@sankalp.example.com>' });
});
afterAll(async () => {
  channel?.close?.();
  await smtp?.stop();
});

const mail = (index: number): OutgoingMessage => ({
  dedupeKey: `memory:${index}`,
  recipient: `student${index}@example.com`,
  template: 'fee-reminder-due',
  text: {
    template: 'fee-reminder-due',
    channel: 'email',
    language: 'en',
    subject: 'Fee installment {{installment}} is due today',
    body: BODY,
    dltTemplateId: '',
    dltText: '',
    whatsappName: '',
    whatsappLanguage: 'en',
    whatsappParameters: [],
    updatedAt: null,
  },
  variables: { name: `Student ${index}`, installment: '1' },
  attachments: [],
});

async function sendAll(from: number, count: number, signal: AbortSignal) {
  let next = from;
  const lanes = Array.from({ length: AT_ONCE }, async () => {
    while (next < from + count) {
      const result = await channel.send(mail(next++), signal);
      expect(result).toEqual({ outcome: 'sent' });
    }
  });
  await Promise.all(lanes);
}

async function settledHeap() {
  await new Promise((resolve) => setTimeout(resolve, 50));
  collectGarbage();
  collectGarbage();
  return process.memoryUsage().heapUsed;
}

test('a thousand mails leave the worker signal without listeners and the heap flat', async () => {
  const worker = new AbortController();
  const warnings: Error[] = [];
  const onWarning = (warning: Error) => warnings.push(warning);
  process.on('warning', onWarning);
  try {
    // Warm up first: the pool's connections, nodemailer's and the parser's caches.
    await sendAll(0, 300, worker.signal);
    const before = await settledHeap();

    await sendAll(300, MAILS, worker.signal);
    expect(smtp.accepted()).toBe(300 + MAILS);
    expect(getEventListeners(worker.signal, 'abort')).toHaveLength(0);

    const grown = (await settledHeap()) - before;
    expect(grown).toBeLessThan(HEAP_TOLERANCE);
    // Let a queued warning reach the listener before it is checked.
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings.filter((warning) => warning.name === 'MaxListenersExceededWarning')).toEqual(
      [],
    );
  } finally {
    process.off('warning', onWarning);
  }
}, 120_000);
