// Mock STSE candidates for demos: Gemini writes them when an API key is set, the local
// generator otherwise. Whatever the source, every record must pass the same registration schema
// as the public form before anything is stored.
import type { Schema, Type as SchemaType } from '@google/genai';
import { CLASSES, GENDERS, stseRegistrationSchema } from '@/data';
import type { Repository, StseRegistration } from '@/data';
import { countLabel } from '@/ui';
import { MOCK_CANDIDATES_PATH } from '@/data/auth-paths';
import { SERVER_MODE } from '@/data/data-mode';
import { generateLocalCandidates } from './local-candidate-generator';

export const GEMINI_MODEL = 'gemini-2.5-flash';
/** Each Generate Mock Data click makes this many candidates. */
export const MOCK_BATCH_SIZE = 10;
// Generous: gemini-2.5-flash thinks before it answers, which can take a while for ten records.
const GEMINI_TIMEOUT_MS = 60_000;

export type MockGenerationSource = 'gemini' | 'local';

export type MockGenerationResult = {
  source: MockGenerationSource;
  /** Records that passed stseRegistrationSchema, ready to register. */
  valid: StseRegistration[];
  /** Records that failed it and were left out. */
  dropped: number;
};

export type MockGenerationOptions = {
  count: number;
  /** Without a key the local generator is used. */
  apiKey?: string | undefined;
  /** Another endpoint for the Gemini API (a test server). */
  baseUrl?: string | undefined;
};

/** Gemini failed or answered with something that is not a list; `message` is for people. */
export class MockGenerationError extends Error {
  override name = 'MockGenerationError';
}

/** Makes `count` candidates and validates them; stores nothing. Rejects with MockGenerationError. */
export async function generateMockCandidates({
  count,
  apiKey,
  baseUrl,
}: MockGenerationOptions): Promise<MockGenerationResult> {
  const key = apiKey?.trim();
  if (!key) return validateRecords('local', generateLocalCandidates(count));
  const text = await requestFromGemini(count, key, baseUrl);
  // A model may write more than it was asked for; a click adds at most `count`.
  return validateRecords('gemini', parseRecordList(text).slice(0, count));
}

export type MockGenerationOutcome = {
  source: MockGenerationSource;
  added: number;
  dropped: number;
};

/** Generates candidates and registers the valid ones in one batch (roll numbers continue). */
export async function addMockCandidates(
  repository: Repository,
  options: MockGenerationOptions,
): Promise<MockGenerationOutcome> {
  if (SERVER_MODE) {
    // Server mode: the server asks Gemini with its own key; the browser holds none.
    const fromServer = await mockCandidatesFromServer(options.count);
    if (fromServer) return fromServer;
    options = { ...options, apiKey: undefined };
  }
  const { source, valid, dropped } = await generateMockCandidates(options);
  const added = await repository.addCandidates(valid);
  return { source, added: added.length, dropped };
}

/** Gemini through the server; undefined when the server has no key (then: the local generator). */
async function mockCandidatesFromServer(count: number): Promise<MockGenerationOutcome | undefined> {
  const response = await fetch(MOCK_CANDIDATES_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ count }),
  });
  const json = (await response.json().catch(() => ({}))) as {
    data?: { source: 'gemini' | 'none'; added?: number; dropped?: number };
    error?: { message?: string };
  };
  if (!response.ok || !json.data) {
    throw new MockGenerationError(json.error?.message ?? 'The server could not ask Gemini.');
  }
  if (json.data.source === 'none') return undefined;
  return { source: 'gemini', added: json.data.added ?? 0, dropped: json.data.dropped ?? 0 };
}

/** "Added 10 candidates (0 dropped because they failed validation). Source: …" */
export function describeMockOutcome({ source, added, dropped }: MockGenerationOutcome): string {
  const origin =
    source === 'gemini'
      ? `Gemini (${GEMINI_MODEL})`
      : 'local sample generator (no Gemini API key set)';
  return `Added ${countLabel(added, 'candidate')} (${dropped} dropped because they failed validation). Source: ${origin}.`;
}

/** The prompt sent to Gemini; the response schema pins the shape, this pins the content. */
function mockCandidatesPrompt(count: number): string {
  return [
    `Generate ${count} realistic fake Indian students registering for a talent-search exam (STSE) run by a coaching institute.`,
    'Use a mix of boys and girls, Indian names, real Indian schools or plausible school names, and real Indian cities with their state and their real 6-digit pin code.',
    `currentClass is one of ${CLASSES.join(', ')}, and dateOfBirth (YYYY-MM-DD) fits a student of that class.`,
    `gender is one of ${GENDERS.join(', ')}. guardianName is a parent.`,
    'mobile and whatsapp are 10 digits starting with 6, 7, 8 or 9, with no country code or spaces.',
    'email is a made-up address at example.com.',
    'Return only the JSON array.',
  ].join(' ');
}

const FIELDS = Object.keys(stseRegistrationSchema.shape) as (keyof StseRegistration)[];

/** Type.ARRAY of Type.OBJECT with every registration field required, in the form's order. */
function candidateListSchema(Type: typeof SchemaType): Schema {
  const text = (description: string): Schema => ({ type: Type.STRING, description });
  const properties = {
    name: text("The student's full name."),
    schoolName: text("The name of the student's school."),
    currentClass: {
      type: Type.INTEGER,
      minimum: Math.min(...CLASSES),
      maximum: Math.max(...CLASSES),
      description: `The class the student is in: ${CLASSES.join(', ')}.`,
    },
    dateOfBirth: text('Date of birth as YYYY-MM-DD.'),
    gender: { type: Type.STRING, enum: [...GENDERS] },
    guardianName: text("A parent's full name."),
    address: text('House number and locality.'),
    city: text('An Indian city.'),
    state: text('The Indian state or union territory of the city.'),
    pinCode: text('The 6-digit pin code of the locality.'),
    mobile: text('10 digits, starting with 6, 7, 8 or 9.'),
    whatsapp: text('10 digits, starting with 6, 7, 8 or 9.'),
    email: text('A made-up e-mail address at example.com.'),
  } satisfies Record<keyof StseRegistration, Schema>;
  return {
    type: Type.ARRAY,
    items: { type: Type.OBJECT, properties, required: FIELDS, propertyOrdering: FIELDS },
  };
}

async function requestFromGemini(
  count: number,
  apiKey: string,
  baseUrl: string | undefined,
): Promise<string> {
  // Loaded only when a key is set: the SDK is large and most sessions never call it.
  const { ApiError, GoogleGenAI, Type } = await import('@google/genai');
  const ai = new GoogleGenAI({
    apiKey,
    httpOptions: { timeout: GEMINI_TIMEOUT_MS, ...(baseUrl ? { baseUrl } : {}) },
  });
  try {
    const response = await ai.models.generateContent({
      model: GEMINI_MODEL,
      contents: mockCandidatesPrompt(count),
      config: {
        responseMimeType: 'application/json',
        responseSchema: candidateListSchema(Type),
      },
    });
    return response.text ?? '';
  } catch (error) {
    if (error instanceof ApiError) {
      const hint =
        error.status === 400 || error.status === 401 || error.status === 403
          ? ' Check the Gemini API key in Settings.'
          : ' Please try again later.';
      throw new MockGenerationError(
        `Gemini could not generate candidates (HTTP ${error.status}). Nothing was added.${hint}`,
        { cause: error },
      );
    }
    throw new MockGenerationError(
      'Could not reach Gemini. Check the internet connection and try again. Nothing was added.',
      { cause: error },
    );
  }
}

function parseRecordList(text: string): unknown[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new MockGenerationError(
      'Gemini answered with something that is not JSON. Nothing was added. Please try again.',
      { cause: error },
    );
  }
  if (!Array.isArray(parsed)) {
    throw new MockGenerationError(
      'Gemini answered with something that is not a list of candidates. Nothing was added. Please try again.',
    );
  }
  return parsed;
}

function validateRecords(
  source: MockGenerationSource,
  records: readonly unknown[],
): MockGenerationResult {
  const valid: StseRegistration[] = [];
  for (const record of records) {
    const result = stseRegistrationSchema.safeParse(withNumericClass(record));
    if (result.success) valid.push(result.data);
  }
  return { source, valid, dropped: records.length - valid.length };
}

// Models often quote numbers ("10"); the schema wants the class as a number.
function withNumericClass(record: unknown): unknown {
  if (typeof record !== 'object' || record === null || !('currentClass' in record)) return record;
  const { currentClass } = record;
  return typeof currentClass === 'string' && /^\s*\d+\s*$/.test(currentClass)
    ? { ...record, currentClass: Number(currentClass) }
    : record;
}
