// A real SMTP server on loopback for the server-mode journeys (scripts/server-e2e.mjs), as a
// process of its own: it keeps every mail (tests/server/fake-messaging.ts) and lists them as
// JSON over HTTP on a port of its own (GET /mails), for a journey to read a link from. Prints
// `FAKE_SMTP_URL=<smtp://…>` and `FAKE_SMTP_MAILS_URL=<http://…/mails>` once listening, and runs
// until it is stopped.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startFakeSmtp } from './fake-messaging';

/** One mail as a journey reads it. */
export type ListedMail = { to: string[]; subject: string; text: string; html: string };

const smtp = await startFakeSmtp();
const listing = createServer((request, response) => {
  if (request.method !== 'GET' || request.url !== '/mails') {
    response.writeHead(404).end();
    return;
  }
  const mails: ListedMail[] = smtp.mails.map(({ envelopeTo, mail }) => ({
    to: envelopeTo,
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
  }));
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mails));
});
await new Promise<void>((resolve) => listing.listen(0, '127.0.0.1', resolve));
const { port } = listing.address() as AddressInfo;
console.log(`FAKE_SMTP_URL=${smtp.url}`);
console.log(`FAKE_SMTP_MAILS_URL=http://127.0.0.1:${port}/mails`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    listing.close();
    void smtp.stop().then(() => process.exit(0));
  });
}
