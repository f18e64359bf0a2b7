// The fake SMS provider and WhatsApp Cloud API (tests/server/fake-messaging.ts) as a process of
// its own, for the server-mode journeys (scripts/server-e2e.mjs): it accepts every message and
// lists what arrived as JSON over HTTP on a port of its own (GET /requests), for a journey to read
// a sign-in code from. Prints `FAKE_PROVIDERS_URL=<http://…>` (the providers' base URL) and
// `FAKE_PROVIDERS_REQUESTS_URL=<http://…/requests>` once listening, and runs until it is stopped.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startFakeProviders } from './fake-messaging';

/** One request as a journey reads it: where it went (`/api/v2/sendsms`, `/<id>/messages`). */
export type ListedRequest = { path: string; body: unknown };

const providers = await startFakeProviders();
const listing = createServer((request, response) => {
  if (request.method !== 'GET' || request.url !== '/requests') {
    response.writeHead(404).end();
    return;
  }
  const requests: ListedRequest[] = providers.requests.map(({ path, body }) => ({ path, body }));
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(requests));
});
await new Promise<void>((resolve) => listing.listen(0, '127.0.0.1', resolve));
const { port } = listing.address() as AddressInfo;
console.log(`FAKE_PROVIDERS_URL=${providers.url}`);
console.log(`FAKE_PROVIDERS_REQUESTS_URL=http://127.0.0.1:${port}/requests`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    listing.close();
    void providers.stop().then(() => process.exit(0));
  });
}
