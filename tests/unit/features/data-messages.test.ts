import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { newSchoolSchema } from '@/data';
import {
  fieldLabels,
  fieldMessageShapes,
  schemaMessages,
  translateDataMessage,
} from '@/features/data-messages';
import { messages as englishMessages } from '@/locales/en/public.po';
import { messages as hindiMessages } from '@/locales/hi/public.po';

const hindi = setupI18n({ locale: 'hi', messages: { hi: hindiMessages } });
const english = setupI18n({ locale: 'en', messages: { en: englishMessages } });

const declared = [...fieldMessageShapes, ...fieldLabels, ...schemaMessages].map(({ id }) => id);

/** The messages a new school with these values is refused with, as the schema words them. */
function schoolMessages(values: Record<string, string>) {
  const school = {
    name: 'Bal Niketan',
    address: 'Station Road',
    city: 'Kota',
    state: 'Rajasthan',
    principalName: 'Asha Verma',
    contactEmail: 'office@balniketan.in',
    contactPhone: '9876543210',
    ...values,
  };
  const result = newSchoolSchema.safeParse(school);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('messages from the data layer, in Hindi', () => {
  it('are in the compiled Hindi catalog under their English text', () => {
    expect(hindi._('Enter a valid email address.')).toBe('सही ईमेल पता भरें।');
    expect(translateDataMessage(hindi, 'Enter a valid email address.')).toBe('सही ईमेल पता भरें।');
    expect(
      schoolMessages({ contactEmail: 'office' }).map((text) => translateDataMessage(hindi, text)),
    ).toEqual(['सही ईमेल पता भरें।']);
  });

  it('built from a field label are said in Hindi with the label in Hindi', () => {
    const [required] = schoolMessages({ city: ' ' });
    expect(required).toBe('City is required.');
    expect(translateDataMessage(hindi, required ?? '')).toBe('शहर भरना ज़रूरी है।');
    const [tooLong] = schoolMessages({ name: 'x'.repeat(101) });
    expect(tooLong).toBe('School name can be at most 100 characters.');
    expect(translateDataMessage(hindi, tooLong ?? '')).toBe(
      'स्कूल का नाम में ज़्यादा से ज़्यादा 100 अक्षर हो सकते हैं।',
    );
    expect(translateDataMessage(hindi, 'Contact phone must be exactly 10 digits.')).toBe(
      'संपर्क फ़ोन ठीक 10 अंकों का होना चाहिए।',
    );
  });

  it('keep a label nobody declared in English, and any text nobody declared as it is', () => {
    expect(translateDataMessage(hindi, 'Widget is required.')).toBe('Widget भरना ज़रूरी है।');
    expect(translateDataMessage(hindi, 'The server said no.')).toBe('The server said no.');
  });

  it('stay exactly as src/data writes them in English', () => {
    for (const id of declared.filter((each) => !each.includes('{'))) {
      expect(translateDataMessage(english, id)).toBe(id);
    }
    const messages = schoolMessages({ city: '', name: 'x'.repeat(101), contactPhone: '98' });
    expect(messages.map((text) => translateDataMessage(english, text))).toEqual(messages);
  });
});

// A message written in a schema is a string ending in . ! or ?, starting with a capital or with
// `${label}`; `${...}` parts stand for whatever fills them (a label, a limit).
const SCHEMA_FILES = [
  ...readdirSync('src/data/schemas').map((file) => path.join('src/data/schemas', file)),
  'src/data/constants.ts',
];
const MESSAGE_LITERAL = /'([A-Z][^'\n]*[.!?])'|`((?:[A-Z]|\$\{label\})[^`\n]*[.!?])`/g;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern a declared id must match: the literal text, any text for each `${...}`. */
function patternOf(literal: string): RegExp {
  const parts = literal.split(/\$\{[^}]*\}/).map(escapeRegExp);
  return new RegExp(`^${parts.join('.+')}$`, 'u');
}

describe('every message in src/data/schemas', () => {
  it('is declared for translation', () => {
    const literals = SCHEMA_FILES.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(MESSAGE_LITERAL)].map(
        (match) => match[1] ?? match[2] ?? '',
      ),
    );
    expect(literals.length).toBeGreaterThan(100);
    const undeclared = literals.filter(
      (literal) => !declared.some((id) => patternOf(literal).test(id)),
    );
    expect(undeclared).toEqual([]);
  });

  it('has a Hindi translation', () => {
    for (const id of declared) expect(hindiMessages[id], id).toBeDefined();
    expect(translateDataMessage(hindi, 'Choose a batch.')).toBe('बैच चुनें।');
  });
});
