import { describe, expect, test } from 'vitest';
import {
  TEMPLATE_KEYS,
  TEMPLATE_VARIABLES,
  defaultTemplate,
  messageLanguage,
  resolveTemplates,
  smsLength,
  variablesIn,
} from '@/data';

describe('the language a message goes in', () => {
  test('the person’s own choice (an account’s, or a candidate’s registration), else English', () => {
    expect(messageLanguage('email', {})).toBe('en');
    expect(messageLanguage('email', { own: null })).toBe('en');
    expect(messageLanguage('email', { own: 'hi' })).toBe('hi');
    expect(messageLanguage('sms', { own: 'hi' })).toBe('hi');
  });

  test('what goes to a parent’s mobile is in the parent’s language; the e-mail stays the student’s', () => {
    expect(messageLanguage('sms', { own: 'en', parent: 'hi' })).toBe('hi');
    expect(messageLanguage('whatsapp', { own: 'hi', parent: 'en' })).toBe('en');
    expect(messageLanguage('email', { own: 'en', parent: 'hi' })).toBe('en');
    expect(messageLanguage('sms', { own: 'hi', parent: null })).toBe('hi');
  });
});

describe('SMS parts', () => {
  test('GSM text: 160 in one part, 153 a part when longer; an extension character counts two', () => {
    expect(smsLength('')).toEqual({ encoding: 'gsm-7', characters: 0, parts: 0, perPart: 160 });
    expect(smsLength('a'.repeat(160))).toMatchObject({ encoding: 'gsm-7', parts: 1 });
    expect(smsLength('a'.repeat(161))).toEqual({
      encoding: 'gsm-7',
      characters: 161,
      parts: 2,
      perPart: 153,
    });
    expect(smsLength('a'.repeat(306)).parts).toBe(2);
    expect(smsLength('a'.repeat(307)).parts).toBe(3);
    expect(smsLength('{}')).toMatchObject({ encoding: 'gsm-7', characters: 4 });
    expect(smsLength('Rs 40,000 due on 13 Dec. - Sankalp').encoding).toBe('gsm-7');
  });

  test('any Hindi character makes the whole text Unicode: 70 in one part, 67 a part when longer', () => {
    expect(smsLength('नमस्ते')).toMatchObject({ encoding: 'ucs-2', characters: 6, parts: 1 });
    expect(smsLength('a'.repeat(69) + 'क')).toEqual({
      encoding: 'ucs-2',
      characters: 70,
      parts: 1,
      perPart: 70,
    });
    expect(smsLength('a'.repeat(70) + 'क')).toEqual({
      encoding: 'ucs-2',
      characters: 71,
      parts: 2,
      perPart: 67,
    });
    expect(smsLength('क'.repeat(134)).parts).toBe(2);
    expect(smsLength('क'.repeat(135)).parts).toBe(3);
    expect(smsLength('Fee ₹40,000').encoding).toBe('ucs-2');
  });
});

describe('Hindi templates', () => {
  test('every template has a Hindi version in every channel, using only its own variables', () => {
    const templates = resolveTemplates([]);
    expect(templates).toHaveLength(TEMPLATE_KEYS.length * 3 * 2);
    for (const template of TEMPLATE_KEYS) {
      for (const channel of ['email', 'sms', 'whatsapp'] as const) {
        const hindi = defaultTemplate(template, channel, 'hi');
        const english = defaultTemplate(template, channel, 'en');
        expect(hindi.language).toBe('hi');
        expect(hindi.body).not.toBe(english.body);
        expect(hindi.body).toMatch(/[\u0900-\u097F]/);
        for (const name of variablesIn(hindi.subject + hindi.body)) {
          expect(TEMPLATE_VARIABLES[template]).toContain(name);
        }
        // The same values in the Hindi SMS as in the English one (a DLT variable each).
        if (channel !== 'email') {
          expect(new Set(variablesIn(hindi.body))).toEqual(new Set(variablesIn(english.body)));
        }
      }
    }
  });

  test('each language has its own WhatsApp language code and DLT text; English stays as it was', () => {
    const sms = defaultTemplate('fee-reminder-due', 'sms', 'hi');
    expect(sms.dltText).toContain('{#var#}');
    expect(sms.dltText).not.toContain('{{');
    expect(defaultTemplate('stse-results', 'whatsapp', 'hi')).toMatchObject({
      whatsappName: 'stse_results',
      whatsappLanguage: 'hi',
    });
    expect(defaultTemplate('stse-results', 'whatsapp')).toMatchObject({ whatsappLanguage: 'en' });
    expect(defaultTemplate('fee-reminder-due', 'sms').body).toBe(
      'Dear {{name}}, fee installment {{installment}} of Rs {{amount}} is due today, {{dueDate}}. - Sankalp',
    );
  });
});
