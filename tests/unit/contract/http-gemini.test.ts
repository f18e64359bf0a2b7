// @vitest-environment node
// Generate Mock Data in server mode: the server asks Gemini with GEMINI_API_KEY (here a local
// fake Gemini), validates every record and registers the valid ones; the browser holds no key.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ADMIN, startTestServer } from '../../server/harness';
import type { TestServer } from '../../server/harness';
import { allCandidates, newCandidate } from './fixtures';

const { pendingDetails: _pending, ...record } = newCandidate() as ReturnType<
  typeof newCandidate
> & {
  pendingDetails?: unknown;
};
const requests: Array<{ url: string; key: string | undefined }> = [];
const fakeGemini = createServer((request, response) => {
  requests.push({ url: request.url ?? '', key: request.headers['x-goog-api-key'] as string });
  request.resume();
  request.on('end', () => {
    const candidates = [record, { ...record, name: 'Second' }, { ...record, mobile: '12' }];
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({
        candidates: [{ content: { parts: [{ text: JSON.stringify(candidates) }] } }],
      }),
    );
  });
});

let withKey: TestServer;
let withoutKey: TestServer;
beforeAll(async () => {
  await new Promise<void>((resolve) => fakeGemini.listen(0, '127.0.0.1', resolve));
  const { port } = fakeGemini.address() as AddressInfo;
  withKey = await startTestServer('pglite', {
    gemini: { apiKey: 'server-only-key', baseUrl: `http://127.0.0.1:${port}` },
  });
  withoutKey = await startTestServer('pglite');
}, 120_000);
afterAll(async () => {
  await withKey?.stop();
  await withoutKey?.stop();
  fakeGemini.close();
});

async function generate(server: TestServer, signedIn = true) {
  const client = await server.client(signedIn ? { role: 'admin', ...ADMIN } : undefined);
  const response = await client.fetch(`${server.server.url}/api/stse/mock-candidates`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ count: 10 }),
  });
  return { status: response.status, json: (await response.json()) as { data?: unknown } };
}

test('with a key on the server, Gemini’s valid candidates are registered and the invalid dropped', async () => {
  await withKey.reset();
  const { status, json } = await generate(withKey);
  expect(status).toBe(200);
  expect(json.data).toEqual({ source: 'gemini', added: 2, dropped: 1 });
  expect(requests.at(-1)?.url).toContain('gemini-2.5-flash:generateContent');
  expect(requests.at(-1)?.key).toBe('server-only-key');
  const admin = await withKey.client({ role: 'admin', ...ADMIN });
  expect((await allCandidates(admin.repository)).map((candidate) => candidate.rollNo)).toEqual([
    'STSE0002',
    'STSE0001',
  ]);
});

test('without a key the server says so, and the browser uses its local generator', async () => {
  await withoutKey.reset();
  expect((await generate(withoutKey)).json.data).toEqual({ source: 'none' });
});

test('only the admin may generate', async () => {
  expect((await generate(withKey, false)).status).toBe(401);
});
