// @vitest-environment node
// Draft Hindi with Gemini in server mode: the server asks Gemini with GEMINI_API_KEY (here a local
// fake Gemini) and returns the drafts with their formulas intact; the browser holds no key.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ADMIN, STAFF_PASSWORD, startTestServer } from '../../server/harness';
import type { TestServer } from '../../server/harness';
import {
  errorReply,
  generateContentReply,
  startFakeGemini,
  type FakeGemini,
  type FakeReply,
} from '../support/fake-gemini-server';

const PATH = '/api/hindi-drafts/question';
let reply: FakeReply = generateContentReply('["⟦1⟧ का मान क्या है?", "⟦1⟧"]');
let fakeGemini: FakeGemini;
let withKey: TestServer;
let withoutKey: TestServer;
beforeAll(async () => {
  fakeGemini = await startFakeGemini(() => reply);
  withKey = await startTestServer('pglite', {
    gemini: { apiKey: 'server-only-key', baseUrl: fakeGemini.baseUrl },
  });
  withoutKey = await startTestServer('pglite');
}, 120_000);
afterAll(async () => {
  await withKey?.stop();
  await withoutKey?.stop();
  await fakeGemini?.close();
});

async function call(server: TestServer, method: 'GET' | 'POST', signedIn = true) {
  const client = await server.client(signedIn ? { role: 'admin', ...ADMIN } : undefined);
  const response = await client.fetch(`${server.server.url}${PATH}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(method === 'POST' ? { body: JSON.stringify({ texts: ['What is $x^2$?', '$4$'] }) } : {}),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

test('with a key on the server, the button is offered and the drafts keep the formulas', async () => {
  expect((await call(withKey, 'GET')).json).toEqual({ data: { available: true } });
  reply = generateContentReply('["⟦1⟧ का मान क्या है?", "⟦1⟧"]');
  const { status, json } = await call(withKey, 'POST');
  expect(status).toBe(200);
  expect(json).toEqual({ data: { drafts: ['$x^2$ का मान क्या है?', '$4$'] } });
  expect(fakeGemini.requests.at(-1)?.headers['x-goog-api-key']).toBe('server-only-key');
});

test('a failure at Gemini is named, for the browser to word', async () => {
  reply = errorReply(429, 'Resource has been exhausted');
  const { status, json } = await call(withKey, 'POST');
  expect(status).toBe(502);
  expect(json.failure).toBe('quota');
  reply = generateContentReply('["का मान क्या है?", "⟦1⟧"]');
  expect((await call(withKey, 'POST')).json.failure).toBe('maths');
});

test('without a key the server says so, and never asks Gemini', async () => {
  const asked = fakeGemini.requests.length;
  expect((await call(withoutKey, 'GET')).json).toEqual({ data: { available: false } });
  expect((await call(withoutKey, 'POST')).status).toBe(404);
  expect(fakeGemini.requests.length).toBe(asked);
});

test('a message template is drafted on its own path, its variables kept', async () => {
  const client = await withKey.client({ role: 'admin', ...ADMIN });
  expect(
    await (await client.fetch(`${withKey.server.url}/api/hindi-drafts/template`)).json(),
  ).toEqual({ data: { available: true } });
  reply = generateContentReply('["प्रिय ⟦1⟧, आपकी फ़ीस बाकी है।"]');
  const response = await client.fetch(`${withKey.server.url}/api/hindi-drafts/template`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ texts: ['Dear {{parentName}}, your fee is due.'] }),
  });
  expect(await response.json()).toEqual({
    data: { drafts: ['प्रिय {{parentName}}, आपकी फ़ीस बाकी है।'] },
  });
});

test('each form is drafted by whoever may edit it: faculty questions, the office notifications', async () => {
  const admin = await withKey.client({ role: 'admin', ...ADMIN });
  const member = await admin.repository.addStaff({
    name: 'Draft Faculty',
    email: 'draft.faculty@sankalp.test',
    staffRole: 'faculty',
  });
  await withKey.staffClient(member); // sets the member's password, as their set-up link would
  const faculty = await withKey.client({
    role: 'admin',
    email: member.email,
    password: STAFF_PASSWORD,
  });
  const statusOf = async (path: string) =>
    (await faculty.fetch(`${withKey.server.url}${path}`)).status;
  expect(await statusOf('/api/hindi-drafts/question')).toBe(200);
  expect(await statusOf('/api/hindi-drafts/template')).toBe(403);
  expect(await statusOf('/api/hindi-drafts/notification')).toBe(403);
  // The office sends notifications: it may draft their Hindi.
  const office = await admin.repository.addStaff({
    name: 'Draft Office',
    email: 'draft.office@sankalp.test',
    staffRole: 'office',
  });
  await withKey.staffClient(office);
  const officeClient = await withKey.client({
    role: 'admin',
    email: office.email,
    password: STAFF_PASSWORD,
  });
  expect(
    (await officeClient.fetch(`${withKey.server.url}/api/hindi-drafts/notification`)).status,
  ).toBe(200);
});

test('only the admin may draft or ask', async () => {
  expect((await call(withKey, 'GET', false)).status).toBe(401);
  expect((await call(withKey, 'POST', false)).status).toBe(401);
});
