// @vitest-environment node
// Hindi drafts: the formulas are kept from Gemini and checked on the way back; the request goes
// through the real @google/genai SDK, pointed at a local fake of the Gemini API.
import { afterEach, describe, expect, test } from 'vitest';
import { HindiDraftError, askGeminiForHindi, protectMath, restoreMath } from '@/data';
import {
  errorReply,
  generateContentReply,
  startFakeGemini,
  type FakeGemini,
  type FakeReply,
} from './support/fake-gemini-server';

describe('protectMath', () => {
  test('swaps each formula for a numbered token, fences and all', () => {
    expect(protectMath('If $x^2 = 4$, find $$\\frac{x}{2}$$ and \\(y\\) or \\[z\\].')).toEqual({
      text: 'If ⟦1⟧, find ⟦2⟧ and ⟦3⟧ or ⟦4⟧.',
      formulas: ['$x^2 = 4$', '$$\\frac{x}{2}$$', '\\(y\\)', '\\[z\\]'],
    });
  });

  test('keeps an escaped dollar and reads an unclosed one as text, as the preview does', () => {
    expect(protectMath('It costs \\$5 or $5')).toEqual({
      text: 'It costs ⟦1⟧5 or $5',
      formulas: ['\\$'],
    });
  });

  test('a dollar escaped inside a formula does not close it', () => {
    expect(protectMath('Pay $a \\$ b$ now').formulas).toEqual(['$a \\$ b$']);
  });

  test('a message template keeps its {{variables}} and DLT {#var#} the same way', () => {
    expect(protectMath('Dear {{parentName}}, ₹{{amount}} is due. {#var#}')).toEqual({
      text: 'Dear ⟦1⟧, ₹⟦2⟧ is due. ⟦3⟧',
      formulas: ['{{parentName}}', '{{amount}}', '{#var#}'],
    });
    const { formulas } = protectMath('Dear {{parentName}}, ₹{{amount}} is due.');
    expect(restoreMath('प्रिय ⟦1⟧, ₹⟦2⟧ बाकी है।', formulas)).toBe(
      'प्रिय {{parentName}}, ₹{{amount}} बाकी है।',
    );
    // A variable lost or renamed by the translation refuses the draft.
    expect(restoreMath('प्रिय ⟦1⟧, राशि बाकी है।', formulas)).toBeUndefined();
    expect(restoreMath('प्रिय ⟦1⟧, ₹⟦2⟧ {{rakam}} बाकी है।', formulas)).toBeUndefined();
  });

  test('text without mathematics is left as it is', () => {
    expect(protectMath('Which gas do plants take in?')).toEqual({
      text: 'Which gas do plants take in?',
      formulas: [],
    });
  });
});

describe('restoreMath', () => {
  const formulas = ['$x^2 = 4$', '$\\frac{x}{2}$'];

  test('puts the formulas back, in the order the Hindi sentence needs', () => {
    expect(restoreMath('⟦2⟧ ज्ञात करें यदि ⟦1⟧ है।', formulas)).toBe(
      '$\\frac{x}{2}$ ज्ञात करें यदि $x^2 = 4$ है।',
    );
  });

  test.each([
    ['a token lost', 'यदि ⟦1⟧ है।'],
    ['a token doubled', '⟦1⟧ ⟦1⟧ ⟦2⟧'],
    ['a token invented', '⟦1⟧ ⟦2⟧ ⟦3⟧'],
    ['a formula added', '⟦1⟧ ⟦2⟧ और $y$'],
    ['a dollar that joins text to a formula', '⟦1⟧ $ ⟦2⟧'],
  ])('refuses a draft with %s', (_case, draft) => {
    expect(restoreMath(draft, formulas)).toBeUndefined();
  });

  test('a text without formulas comes back as drafted', () => {
    expect(restoreMath('पौधे कौन सी गैस लेते हैं?', [])).toBe('पौधे कौन सी गैस लेते हैं?');
  });
});

describe('askGeminiForHindi against a fake Gemini', () => {
  let fake: FakeGemini | undefined;
  afterEach(async () => {
    await fake?.close();
    fake = undefined;
  });

  async function draft(texts: string[], reply: FakeReply) {
    fake = await startFakeGemini(() => reply);
    return askGeminiForHindi({ texts, apiKey: 'test-key', baseUrl: fake.baseUrl });
  }

  /** The texts Gemini was sent: the prompt's last line, a JSON array. */
  function sentTexts(): unknown {
    const body = fake?.requests[0]?.body as { contents: { parts: { text: string }[] }[] };
    return JSON.parse(body.contents[0]?.parts[0]?.text.split('\n').at(-1) ?? '');
  }

  test('sends the texts with their formulas as tokens, and fills each with its formulas back', async () => {
    const drafts = await draft(
      ['If $x = 2$, what is $x^2$?', '', '$4$'],
      generateContentReply(JSON.stringify(['यदि ⟦1⟧ है, तो ⟦2⟧ क्या है?', '⟦1⟧'])),
    );
    expect(drafts).toEqual(['यदि $x = 2$ है, तो $x^2$ क्या है?', '', '$4$']);
    expect(sentTexts()).toEqual(['If ⟦1⟧, what is ⟦2⟧?', '⟦1⟧']);
    expect(fake?.requests[0]?.url).toContain('gemini-2.5-flash:generateContent');
    expect(fake?.requests[0]?.headers['x-goog-api-key']).toBe('test-key');
  });

  test('nothing to translate: nothing is sent', async () => {
    fake = await startFakeGemini(() => generateContentReply('[]'));
    expect(
      await askGeminiForHindi({ texts: ['', ' '], apiKey: 'k', baseUrl: fake.baseUrl }),
    ).toEqual(['', '']);
    expect(fake.requests).toHaveLength(0);
  });

  test.each([
    ['the maths changed', generateContentReply('["यदि ⟦1⟧ है"]'), 'maths'],
    ['not JSON', generateContentReply('यदि'), 'unreadable'],
    ['a list of the wrong length', generateContentReply('["a", "b"]'), 'unreadable'],
    ['an empty draft', generateContentReply('[""]'), 'unreadable'],
    ['the key refused', errorReply(403, 'API key not valid'), 'key'],
    ['the quota spent', errorReply(429, 'Resource has been exhausted'), 'quota'],
    [
      'the text blocked',
      { status: 200, body: { promptFeedback: { blockReason: 'SAFETY' } } },
      'blocked',
    ],
    [
      'the answer stopped for safety',
      {
        status: 200,
        body: { candidates: [{ content: { parts: [] }, finishReason: 'SAFETY' }] },
      },
      'blocked',
    ],
  ] as const)('refuses when %s', async (_case, reply, failure) => {
    const refusal = await draft(['If $x = 2$, what is $x^2$?'], reply).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(HindiDraftError);
    expect((refusal as HindiDraftError).failure).toBe(failure);
  });

  test('an unreachable Gemini is said so', async () => {
    fake = await startFakeGemini(() => generateContentReply('[]'));
    const baseUrl = fake.baseUrl;
    await fake.close();
    fake = undefined;
    await expect(
      askGeminiForHindi({ texts: ['Hello.'], apiKey: 'k', baseUrl }),
    ).rejects.toMatchObject({ failure: 'unreachable' });
  });
});
