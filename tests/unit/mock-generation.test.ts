// @vitest-environment node
// Mock generation through the real @google/genai SDK, pointed at a local fake of the Gemini API.
import { afterEach, expect, test, vi } from 'vitest';
import { createInMemoryRepository, stseRegistrationSchema } from '@/data';
import {
  GEMINI_MODEL,
  MockGenerationError,
  addMockCandidates,
  describeMockOutcome,
  generateMockCandidates,
} from '@/features/stse/model/mock-generation';
import {
  errorReply,
  generateContentReply,
  startFakeGemini,
  type FakeGemini,
  type FakeReply,
} from './support/fake-gemini-server';
import { allCandidates } from './contract/fixtures';

const API_KEY = 'test-key-123';
const REGISTRATION_FIELDS = [
  'name',
  'schoolName',
  'currentClass',
  'dateOfBirth',
  'gender',
  'guardianName',
  'address',
  'city',
  'state',
  'pinCode',
  'mobile',
  'whatsapp',
  'email',
];

/** A record as Gemini returns it: the class quoted, as models often do. */
function record(index: number): Record<string, unknown> {
  return {
    name: `Student ${index}`,
    schoolName: 'Kendriya Vidyalaya, Jaipur',
    currentClass: String(9 + (index % 4)),
    dateOfBirth: '2010-06-15',
    gender: index % 2 === 0 ? 'Male' : 'Female',
    guardianName: `Guardian ${index}`,
    address: '22, Vaishali Nagar',
    city: 'Jaipur',
    state: 'Rajasthan',
    pinCode: '302021',
    mobile: `98290${String(10000 + index)}`,
    whatsapp: `98290${String(10000 + index)}`,
    email: `student${index}@example.com`,
  };
}

const tenRecords = Array.from({ length: 10 }, (_, index) => record(index));

let server: FakeGemini | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(reply: FakeReply) {
  server = await startFakeGemini(() => reply);
  return server;
}

test('asks gemini-2.5-flash for 10 candidates as a JSON array with all 13 fields required', async () => {
  const fake = await serve(generateContentReply(JSON.stringify(tenRecords)));
  await generateMockCandidates({ count: 10, apiKey: API_KEY, baseUrl: fake.baseUrl });

  expect(fake.requests).toHaveLength(1);
  const [request] = fake.requests;
  expect(request?.method).toBe('POST');
  expect(request?.url).toBe(`/v1beta/models/${GEMINI_MODEL}:generateContent`);
  expect(request?.headers['x-goog-api-key']).toBe(API_KEY);
  const body = request?.body as {
    contents: { parts: { text: string }[] }[];
    generationConfig: {
      responseMimeType: string;
      responseSchema: { type: string; items: { type: string; required: string[] } };
    };
  };
  const prompt = body.contents[0]?.parts[0]?.text ?? '';
  expect(prompt).toMatch(/\b10 realistic fake Indian students\b/);
  expect(prompt).toMatch(/talent-search exam/);
  expect(body.generationConfig.responseMimeType).toBe('application/json');
  const schema = body.generationConfig.responseSchema;
  expect(schema.type).toBe('ARRAY');
  expect(schema.items.type).toBe('OBJECT');
  expect([...schema.items.required].sort()).toEqual([...REGISTRATION_FIELDS].sort());
});

test('ten valid records come back as ten candidates, the quoted class read as a number', async () => {
  const fake = await serve(generateContentReply(JSON.stringify(tenRecords)));
  const result = await generateMockCandidates({
    count: 10,
    apiKey: API_KEY,
    baseUrl: fake.baseUrl,
  });

  expect(result.source).toBe('gemini');
  expect(result.dropped).toBe(0);
  expect(result.valid).toHaveLength(10);
  expect(result.valid[1]?.currentClass).toBe(10);
  for (const candidate of result.valid) {
    expect(stseRegistrationSchema.safeParse(candidate).success).toBe(true);
  }
});

test('the valid records are registered with roll numbers continuing the sequence', async () => {
  const fake = await serve(generateContentReply(JSON.stringify(tenRecords)));
  const repository = createInMemoryRepository();
  const before = await allCandidates(repository);

  const outcome = await addMockCandidates(repository, {
    count: 10,
    apiKey: API_KEY,
    baseUrl: fake.baseUrl,
  });

  expect(outcome).toEqual({ source: 'gemini', added: 10, dropped: 0 });
  const after = await allCandidates(repository);
  expect(after).toHaveLength(before.length + 10);
  const added = after.filter((candidate) => candidate.name.startsWith('Student '));
  expect(added.map((candidate) => candidate.rollNo).sort()).toEqual(
    Array.from(
      { length: 10 },
      (_, index) => `STSE${String(before.length + 1 + index).padStart(4, '0')}`,
    ),
  );
  expect(describeMockOutcome(outcome)).toBe(
    'Added 10 candidates (0 dropped because they failed validation). Source: Gemini (gemini-2.5-flash).',
  );
});

test('records that fail the registration schema are dropped and counted', async () => {
  const records = [
    ...tenRecords.slice(0, 7),
    { ...record(7), mobile: '12345' },
    { ...record(8), currentClass: 8 },
    { ...record(9), email: undefined },
  ];
  const fake = await serve(generateContentReply(JSON.stringify(records)));
  const repository = createInMemoryRepository({ seed: 'empty' });

  const outcome = await addMockCandidates(repository, {
    count: 10,
    apiKey: API_KEY,
    baseUrl: fake.baseUrl,
  });

  expect(outcome).toEqual({ source: 'gemini', added: 7, dropped: 3 });
  expect(await allCandidates(repository)).toHaveLength(7);
  expect(describeMockOutcome(outcome)).toBe(
    'Added 7 candidates (3 dropped because they failed validation). Source: Gemini (gemini-2.5-flash).',
  );
});

test('a click adds at most the number asked for, even if the model writes more', async () => {
  const fake = await serve(
    generateContentReply(JSON.stringify([...tenRecords, record(10), record(11)])),
  );
  const result = await generateMockCandidates({
    count: 10,
    apiKey: API_KEY,
    baseUrl: fake.baseUrl,
  });
  expect(result.valid).toHaveLength(10);
  expect(result.dropped).toBe(0);
});

test('an HTTP 500 rejects with a readable error and adds nothing', async () => {
  const fake = await serve(errorReply(500, 'Internal error encountered.'));
  const repository = createInMemoryRepository();
  const before = await allCandidates(repository);

  const attempt = addMockCandidates(repository, {
    count: 10,
    apiKey: API_KEY,
    baseUrl: fake.baseUrl,
  });

  await expect(attempt).rejects.toThrow(MockGenerationError);
  await expect(attempt).rejects.toThrow(
    'Gemini could not generate candidates (HTTP 500). Nothing was added.',
  );
  expect(fake.requests).toHaveLength(1);
  expect(await allCandidates(repository)).toEqual(before);
});

test('a rejected API key points the admin to Settings', async () => {
  const fake = await serve(errorReply(403, 'API key not valid.'));
  await expect(
    generateMockCandidates({ count: 10, apiKey: API_KEY, baseUrl: fake.baseUrl }),
  ).rejects.toThrow('Check the Gemini API key in Settings.');
});

test('malformed JSON rejects and adds nothing', async () => {
  const fake = await serve(generateContentReply('[{"name": "Aarav Gupta", '));
  const repository = createInMemoryRepository();
  const before = await allCandidates(repository);

  await expect(
    addMockCandidates(repository, { count: 10, apiKey: API_KEY, baseUrl: fake.baseUrl }),
  ).rejects.toThrow('Gemini answered with something that is not JSON.');
  expect(await allCandidates(repository)).toEqual(before);
});

test('JSON that is not a list rejects and adds nothing', async () => {
  const fake = await serve(generateContentReply(JSON.stringify({ students: tenRecords })));
  const repository = createInMemoryRepository();
  const before = await allCandidates(repository);

  await expect(
    addMockCandidates(repository, { count: 10, apiKey: API_KEY, baseUrl: fake.baseUrl }),
  ).rejects.toThrow('Gemini answered with something that is not a list of candidates.');
  expect(await allCandidates(repository)).toEqual(before);
});

test('an unreachable server rejects with a connection message', async () => {
  const fake = await serve(generateContentReply('[]'));
  const { baseUrl } = fake;
  await fake.close();
  server = undefined;
  await expect(generateMockCandidates({ count: 10, apiKey: API_KEY, baseUrl })).rejects.toThrow(
    'Could not reach Gemini.',
  );
});

test('without a key the local generator is used and Gemini is never called', async () => {
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  const repository = createInMemoryRepository({ seed: 'empty' });

  const outcome = await addMockCandidates(repository, { count: 10, apiKey: '  ' });

  expect(fetchSpy).not.toHaveBeenCalled();
  fetchSpy.mockRestore();
  expect(outcome).toEqual({ source: 'local', added: 10, dropped: 0 });
  expect(await allCandidates(repository)).toHaveLength(10);
  expect(describeMockOutcome(outcome)).toBe(
    'Added 10 candidates (0 dropped because they failed validation). Source: local sample generator (no Gemini API key set).',
  );
});

test('one added candidate is named in the singular', () => {
  expect(describeMockOutcome({ source: 'local', added: 1, dropped: 0 })).toBe(
    'Added 1 candidate (0 dropped because they failed validation). Source: local sample generator (no Gemini API key set).',
  );
});
