// Mock STSE candidates from Gemini, called by the server only, with the key from the server's
// environment (GEMINI_API_KEY): the browser never sees it. Every record must pass the public
// form's schema before it is registered. Without a key the browser uses its offline generator.
// The prompt and the response schema follow src/features/stse/model/mock-generation.ts (the
// browser-only mode's call), which the server may not import.
import { CLASSES, GENDERS } from '../src/data/constants';
import { stseRegistrationSchema } from '../src/data/schemas';
import type { StseRegistration } from '../src/data/schemas';

export const GEMINI_MODEL = 'gemini-2.5-flash';
const GEMINI_TIMEOUT_MS = 60_000;

export type GeminiOptions = { apiKey?: string | undefined; baseUrl?: string | undefined };

export class GeminiFailure extends Error {
  override name = 'GeminiFailure';
}

function prompt(count: number): string {
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

/** Asks Gemini for `count` candidates; returns those that pass the registration schema. */
export async function generateCandidates(
  count: number,
  { apiKey, baseUrl }: GeminiOptions,
): Promise<{ valid: StseRegistration[]; dropped: number }> {
  const { GoogleGenAI, Type } = await import('@google/genai');
  const ai = new GoogleGenAI({
    apiKey: apiKey!,
    httpOptions: { timeout: GEMINI_TIMEOUT_MS, ...(baseUrl ? { baseUrl } : {}) },
  });
  const text = (description: string) => ({ type: Type.STRING, description });
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
  };
  let answer: string | undefined;
  try {
    const response = await ai.models.generateContent({
      model: GEMINI_MODEL,
      contents: prompt(count),
      config: {
        responseMimeType: 'application/json',
        responseSchema: {
          type: Type.ARRAY,
          items: { type: Type.OBJECT, properties, required: FIELDS, propertyOrdering: FIELDS },
        },
      },
    });
    answer = response.text;
  } catch (error) {
    throw new GeminiFailure(
      `Gemini did not answer (${error instanceof Error ? error.message : String(error)}). Try again, or remove GEMINI_API_KEY to use the local generator.`,
    );
  }
  let records: unknown;
  try {
    records = JSON.parse(answer ?? '');
  } catch {
    throw new GeminiFailure('Gemini answered with something that is not a list of candidates.');
  }
  if (!Array.isArray(records)) {
    throw new GeminiFailure('Gemini answered with something that is not a list of candidates.');
  }
  const valid: StseRegistration[] = [];
  for (const record of records.slice(0, count)) {
    const parsed = stseRegistrationSchema.safeParse(record);
    if (parsed.success) valid.push(parsed.data);
  }
  return { valid, dropped: Math.min(records.length, count) - valid.length };
}
