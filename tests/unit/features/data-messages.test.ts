import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { newSchoolSchema } from '@/data';
import { ledgerRefusedDetail } from '@/data/operations/reconcile-details';
import {
  areaSchemaMessages,
  fieldLabels,
  fieldMessageShapes,
  requestMessages,
  reconcileMessages,
  ruleMessages,
  schemaMessages,
  translateDataMessage,
} from '@/features/data-messages';
import { messages as hindiAreaMessages } from '@/locales/hi/portal.po';
import { messages as englishAreaMessages } from '@/locales/en/portal.po';
import { messages as englishMessages } from '@/locales/en/public.po';
import { messages as hindiMessages } from '@/locales/hi/public.po';

const hindi = setupI18n({
  locale: 'hi',
  messages: { hi: { ...hindiMessages, ...hindiAreaMessages } },
});
const english = setupI18n({
  locale: 'en',
  messages: { en: { ...englishMessages, ...englishAreaMessages } },
});

const declared = [
  ...fieldMessageShapes,
  ...fieldLabels,
  ...schemaMessages,
  ...areaSchemaMessages,
  ...requestMessages,
  ...ruleMessages,
  ...reconcileMessages,
].map(({ id }) => id);

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

  it('built from amounts keep them as written', () => {
    expect(
      translateDataMessage(hindi, 'You can pay a maximum of ₹40,000 for this installment.'),
    ).toBe('इस किस्त के लिए आप ज़्यादा से ज़्यादा ₹40,000 भर सकते हैं।');
    expect(
      translateDataMessage(english, 'You can pay a maximum of ₹40,000 for this installment.'),
    ).toBe('You can pay a maximum of ₹40,000 for this installment.');
  });

  it('with a reason of their own say the reason in Hindi too', () => {
    const refused = ledgerRefusedDetail(40000, 'This installment is already paid in full.');
    expect(translateDataMessage(hindi, refused)).toBe(
      'पेमेंट कंपनी ने ₹40,000 लिए, पर लेजर में यह दर्ज नहीं हो सका: यह किस्त पहले ही पूरी भरी जा चुकी है।',
    );
    expect(translateDataMessage(english, refused)).toBe(refused);
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
const MESSAGE_LITERAL =
  /'([A-Z][^'\n]*[.!?])'|"([A-Z][^"\n]*[.!?])"|`((?:[A-Z]|\$\{label\})[^`\n]*[.!?])`/g;

// Comment lines quote messages as examples; they are left out.
const COMMENT_LINE = /^\s*(\/\/|\/\*|\*).*$/gm;

/** The message literals of the given source files. */
const literalsOf = (files: readonly string[]) =>
  files.flatMap((file) =>
    [...readFileSync(file, 'utf8').replace(COMMENT_LINE, '').matchAll(MESSAGE_LITERAL)].map(
      (match) => match[1] ?? match[2] ?? match[3] ?? '',
    ),
  );

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern a declared id must match: the literal text, any text for each `${...}`. */
function patternOf(literal: string): RegExp {
  const parts = literal.split(/\$\{[^}]*\}/).map(escapeRegExp);
  return new RegExp(`^${parts.join('.+')}$`, 'u');
}

describe('every message in src/data/schemas', () => {
  it('is declared for translation', () => {
    const literals = literalsOf(SCHEMA_FILES);
    expect(literals.length).toBeGreaterThan(100);
    const undeclared = literals.filter(
      (literal) => !declared.some((id) => patternOf(literal).test(id)),
    );
    expect(undeclared).toEqual([]);
  });

  it('has a Hindi translation', () => {
    for (const id of declared) {
      expect(hindiMessages[id] ?? hindiAreaMessages[id], id).toBeDefined();
    }
    expect(translateDataMessage(hindi, 'Choose a batch.')).toBe('बैच चुनें।');
  });
});

// The rest of src/data: the rules', operations' and requests' refusals. Left out: the seed and
// demo data, and texts no screen shows (a developer's error, a stored history line).
const OTHER_FILES = readdirSync('src/data', { recursive: true, encoding: 'utf8' })
  .map((file) => path.join('src/data', file))
  .filter(
    (file) =>
      /\.tsx?$/.test(file) &&
      !/^src\/data\/(schemas|seed)\//.test(file) &&
      ![
        'src/data/constants.ts',
        'src/data/demo-logins.ts',
        // Gemini's prompts: the screens word a failure from its kind.
        'src/data/mock-candidates.ts',
        'src/data/hindi-draft.ts',
      ].includes(file),
  );
// Texts for developers and logs (a column name, a storage or migration failure), not for a screen.
const NOT_SHOWN = new Set<string>([
  // Logged when an account did not keep a language: the device keeps it, and nobody is told.
  'The language was not kept.',
  'Receipt No.',
  'An upload needs a record and its file.',
  'Could not store the sample PDF files.',
  'No migration from stored data version ${version}.',
  'Expected an object.',
  'The id in the address and the body differ.',
  'No ${channel} template for ${key}.',
  'A file belongs to no material.',
  'An invalid Date has no calendar day.',
  'Cannot add ${months} months.',
  'Cannot split into ${parts} parts.',
  'Cannot issue ${howMany} roll numbers.',
  'Local storage cannot be read; showing defaults.',
  'The stored text is not valid JSON.',
  'Could not read "${key}" from local storage. ${reason} It could not be backed up either, so it was left in place and the defaults are shown.',
  'Could not read "${key}" from local storage. ${reason} The stored text was copied to "${backupKey}" and the defaults are used.',
  'Could not restore "${key}" after a refused write.',
  "The stored data is version ${from}, newer than this page's ${CURRENT_SCHEMA_VERSION}; reading it as it is. Reload to get the newer page.",
  'Could not prepare the stored data.',
]);

describe('every refusal in the rest of src/data', () => {
  it('is declared for translation', () => {
    const literals = literalsOf(OTHER_FILES).filter((literal) => !NOT_SHOWN.has(literal));
    expect(literals.length).toBeGreaterThan(150);
    const undeclared = literals.filter(
      (literal) => !declared.some((id) => patternOf(literal).test(id)),
    );
    expect(undeclared).toEqual([]);
  });
});
