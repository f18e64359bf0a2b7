// Mock STSE candidates from Gemini, called by the server only, with the key from the server's
// environment (GEMINI_API_KEY): the browser never sees it. The request, the prompt and the check
// of every record against the public form's schema are src/data/mock-candidates.ts, shared with
// the browser-only mode. Without a key the browser uses its offline generator.
import {
  askGeminiForCandidates,
  askGeminiForHindi,
  MockGenerationError,
  validateGeneratedCandidates,
} from '../src/data/server';
import type { StseRegistration } from '../src/data/server';

export type GeminiOptions = { apiKey?: string | undefined; baseUrl?: string | undefined };

/** Gemini failed or answered with something that is not a list; `message` is for people. */
export { MockGenerationError as GeminiFailure };

/** Asks Gemini for `count` candidates; returns those that pass the registration schema. */
export async function generateCandidates(
  count: number,
  { apiKey, baseUrl }: GeminiOptions,
): Promise<{ valid: StseRegistration[]; dropped: number }> {
  const records = await askGeminiForCandidates({
    count,
    apiKey: apiKey ?? '',
    baseUrl,
    keyAdvice: 'Check GEMINI_API_KEY on the server, or remove it to use the local generator.',
  });
  return validateGeneratedCandidates(records);
}

/** Hindi drafts of English texts, their formulas intact; rejects with HindiDraftError. */
export function draftHindi(texts: readonly string[], { apiKey, baseUrl }: GeminiOptions) {
  return askGeminiForHindi({ texts, apiKey: apiKey ?? '', baseUrl });
}
