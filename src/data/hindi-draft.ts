// Hindi drafts from Gemini, one way for both callers: the browser-only mode's admin (with the key
// kept in that browser) and the server (with GEMINI_API_KEY, so the browser never holds one).
// The formulas never reach Gemini (./hindi-draft-math.ts); a draft is only ever a suggestion that
// fills a form, and an admin saves it after reading.
import { GEMINI_MODEL } from './mock-candidates';
import { protectMath, restoreMath } from './hindi-draft-math';

const GEMINI_TIMEOUT_MS = 60_000;
/** At most this many texts in one request (a question and its options), each at most this long. */
export const HINDI_DRAFT_LIMITS = { texts: 12, length: 5000 } as const;

/**
 * Why no draft came: Gemini could not be reached, refused the key, is out of quota, blocked the
 * text, answered with something unreadable, or changed the mathematics. Each screen words it.
 */
export const HINDI_DRAFT_FAILURES = [
  'unreachable',
  'key',
  'quota',
  'blocked',
  'unreadable',
  'maths',
] as const;
export type HindiDraftFailure = (typeof HINDI_DRAFT_FAILURES)[number];

export class HindiDraftError extends Error {
  override name = 'HindiDraftError';
  constructor(
    readonly failure: HindiDraftFailure,
    options?: ErrorOptions,
  ) {
    super(`No Hindi draft: ${failure}`, options);
  }
}

export type HindiDraftRequest = {
  /** English texts; an empty one comes back empty without being sent. */
  texts: readonly string[];
  apiKey: string;
  /** Another endpoint for the Gemini API (a test server). */
  baseUrl?: string | undefined;
};

function hindiDraftPrompt(texts: readonly string[]): string {
  return [
    'Translate each English text in this JSON array into Hindi, for school students and their parents in a small town in north India.',
    'Write simple, natural Hindi in Devanagari; keep the English terms Indian students use (units, symbols, names of chemicals, technical words they know in English).',
    'Each marker like ⟦1⟧ stands for a formula or a value filled in later: keep every marker exactly as written, once each, where the Hindi sentence needs it. Do not add any $ sign, LaTeX or {{ }}.',
    `Return only a JSON array of exactly ${texts.length} strings, in the same order.`,
    JSON.stringify(texts),
  ].join('\n');
}

// finishReason values that mean Gemini would not write the text.
const BLOCKED_FINISH = new Set([
  'SAFETY',
  'BLOCKLIST',
  'PROHIBITED_CONTENT',
  'SPII',
  'RECITATION',
  'IMAGE_SAFETY',
]);

/** Hindi for each English text, its formulas intact; rejects with HindiDraftError. */
export async function askGeminiForHindi({
  texts,
  apiKey,
  baseUrl,
}: HindiDraftRequest): Promise<string[]> {
  const sent = texts
    .map((text, index) => ({ index, ...protectMath(text) }))
    .filter(({ text }) => text.trim() !== '');
  const drafts = texts.map(() => '');
  if (sent.length === 0) return drafts;
  const { ApiError, GoogleGenAI, Type } = await import('@google/genai');
  const ai = new GoogleGenAI({
    apiKey,
    httpOptions: { timeout: GEMINI_TIMEOUT_MS, ...(baseUrl ? { baseUrl } : {}) },
  });
  let answer: string | undefined;
  try {
    const response = await ai.models.generateContent({
      model: GEMINI_MODEL,
      contents: hindiDraftPrompt(sent.map(({ text }) => text)),
      config: {
        responseMimeType: 'application/json',
        responseSchema: {
          type: Type.ARRAY,
          items: { type: Type.STRING },
          minItems: String(sent.length),
          maxItems: String(sent.length),
        },
      },
    });
    const finish = response.candidates?.[0]?.finishReason;
    if (response.promptFeedback?.blockReason || (finish && BLOCKED_FINISH.has(finish))) {
      throw new HindiDraftError('blocked');
    }
    answer = response.text;
  } catch (error) {
    if (error instanceof HindiDraftError) throw error;
    if (!(error instanceof ApiError)) throw new HindiDraftError('unreachable', { cause: error });
    const failure: HindiDraftFailure =
      error.status === 429
        ? 'quota'
        : error.status === 400 || error.status === 401 || error.status === 403
          ? 'key'
          : 'unreachable';
    throw new HindiDraftError(failure, { cause: error });
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer ?? '');
  } catch (error) {
    throw new HindiDraftError('unreadable', { cause: error });
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== sent.length ||
    !parsed.every((draft) => typeof draft === 'string')
  ) {
    throw new HindiDraftError('unreadable');
  }
  sent.forEach(({ index, formulas }, at) => {
    const draft = String(parsed[at]).trim();
    if (draft === '') throw new HindiDraftError('unreadable');
    const restored = restoreMath(draft, formulas);
    if (restored === undefined) throw new HindiDraftError('maths');
    drafts[index] = restored;
  });
  return drafts;
}
