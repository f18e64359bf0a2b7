// Mock STSE candidates for demos: Gemini writes them when an API key is set, the local
// generator otherwise. Whatever the source, every record must pass the same registration schema
// as the public form before anything is stored.
import {
  askGeminiForCandidates,
  GEMINI_MODEL,
  MockGenerationError,
  validateGeneratedCandidates,
} from '@/data';
import type { Repository, StseRegistration } from '@/data';
import { countLabel } from '@/ui';
import { MOCK_CANDIDATES_PATH } from '@/data/auth-paths';
import { SERVER_MODE } from '@/data/data-mode';
import { generateLocalCandidates } from './local-candidate-generator';

export { GEMINI_MODEL, MockGenerationError };
/** Each Generate Mock Data click makes this many candidates. */
export const MOCK_BATCH_SIZE = 10;

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

/** Makes `count` candidates and validates them; stores nothing. Rejects with MockGenerationError. */
export async function generateMockCandidates({
  count,
  apiKey,
  baseUrl,
}: MockGenerationOptions): Promise<MockGenerationResult> {
  const key = apiKey?.trim();
  if (!key)
    return { source: 'local', ...validateGeneratedCandidates(generateLocalCandidates(count)) };
  const records = await askGeminiForCandidates({
    count,
    apiKey: key,
    baseUrl,
    keyAdvice: 'Check the Gemini API key in Settings.',
  });
  return { source: 'gemini', ...validateGeneratedCandidates(records) };
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
