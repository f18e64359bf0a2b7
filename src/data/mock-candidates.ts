// Mock STSE candidates from Gemini, one way for both callers: the browser-only mode's admin (with
// a key kept in that browser) and the server (with GEMINI_API_KEY, so the browser never holds one).
// The prompt pins the content, the response schema the shape, and every record must still pass
// the public registration form's schema before anything is stored.
import type { Schema, Type as SchemaType } from '@google/genai';
import { CLASSES, GENDERS } from './constants';
import { stseRegistrationSchema } from './schemas';
import type { StseRegistration } from './schemas';

export const GEMINI_MODEL = 'gemini-2.5-flash';
// Generous: gemini-2.5-flash thinks before it answers, which can take a while for ten records.
const GEMINI_TIMEOUT_MS = 60_000;

/** Gemini failed or answered with something that is not a list; `message` is for people. */
export class MockGenerationError extends Error {
  override name = 'MockGenerationError';
}

export type GeminiRequest = {
  count: number;
  apiKey: string;
  /** Another endpoint for the Gemini API (a test server). */
  baseUrl?: string | undefined;
  /** What to check when Gemini refuses the key, e.g. "Check the Gemini API key in Settings." */
  keyAdvice: string;
};

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

/**
 * Asks Gemini for `count` candidates and returns the records it wrote (at most `count`: a model
 * may write more than it was asked for), not yet validated. Rejects with MockGenerationError.
 */
export async function askGeminiForCandidates({
  count,
  apiKey,
  baseUrl,
  keyAdvice,
}: GeminiRequest): Promise<unknown[]> {
  // Loaded only when asked: the SDK is large and most sessions never call it.
  const { ApiError, GoogleGenAI, Type } = await import('@google/genai');
  const ai = new GoogleGenAI({
    apiKey,
    httpOptions: { timeout: GEMINI_TIMEOUT_MS, ...(baseUrl ? { baseUrl } : {}) },
  });
  let text: string;
  try {
    const response = await ai.models.generateContent({
      model: GEMINI_MODEL,
      contents: mockCandidatesPrompt(count),
      config: { responseMimeType: 'application/json', responseSchema: candidateListSchema(Type) },
    });
    text = response.text ?? '';
  } catch (error) {
    if (error instanceof ApiError) {
      const hint =
        error.status === 400 || error.status === 401 || error.status === 403
          ? ` ${keyAdvice}`
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
  return parsed.slice(0, count);
}

/** The records that pass the registration schema, and how many did not. */
export function validateGeneratedCandidates(records: readonly unknown[]): {
  valid: StseRegistration[];
  dropped: number;
} {
  const valid: StseRegistration[] = [];
  for (const record of records) {
    const result = stseRegistrationSchema.safeParse(withNumericClass(record));
    if (result.success) valid.push(result.data);
  }
  return { valid, dropped: records.length - valid.length };
}

// Models often quote numbers ("10"); the schema wants the class as a number.
function withNumericClass(record: unknown): unknown {
  if (typeof record !== 'object' || record === null || !('currentClass' in record)) return record;
  const { currentClass } = record;
  return typeof currentClass === 'string' && /^\s*\d+\s*$/.test(currentClass)
    ? { ...record, currentClass: Number(currentClass) }
    : record;
}
