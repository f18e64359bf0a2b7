import { describe, expect, test } from 'vitest';
import {
  defaultTemplate,
  dltMismatch,
  dltTextOf,
  fillTemplate,
  HIDDEN_VARIABLE,
  MAX_ATTEMPTS,
  resolveTemplates,
  retryDelayMs,
  shownVariables,
  TEMPLATE_KEYS,
  TEMPLATE_VARIABLES,
  templateProblems,
  variablesIn,
} from '@/data';
import type { MessageTemplate, OutboxMessage } from '@/data';
import { LINK_GONE_MESSAGE, retriedMessage } from '@/data/operations/messages';

const sms = (overrides: Partial<MessageTemplate> = {}): MessageTemplate => ({
  ...defaultTemplate('fee-reminder-due', 'sms'),
  dltTemplateId: '1207161234567890123',
  ...overrides,
});

describe('filling a template', () => {
  test('each {{variable}} takes its value; one not given stays as written', () => {
    expect(
      fillTemplate('Dear {{name}}, Rs {{ amount }} by {{dueDate}}', {
        name: 'Asha',
        amount: '1,20,000',
      }),
    ).toBe('Dear Asha, Rs 1,20,000 by {{dueDate}}');
  });

  test('the variables a text uses, once each, in order', () => {
    expect(variablesIn('{{name}} {{amount}} {{name}}')).toEqual(['name', 'amount']);
  });

  test("every default template uses only its event's variables, in every channel", () => {
    for (const template of TEMPLATE_KEYS) {
      for (const channel of ['email', 'sms', 'whatsapp'] as const) {
        const text = defaultTemplate(template, channel);
        expect(templateProblems(template, channel, text)).toEqual([]);
        for (const name of variablesIn(`${text.subject} ${text.body}`)) {
          expect(TEMPLATE_VARIABLES[template]).toContain(name);
        }
      }
    }
  });

  test("the admin's saved template replaces the default of that channel and language only", () => {
    const saved = {
      ...defaultTemplate('stse-results', 'email'),
      body: 'Results: {{link}}',
      updatedAt: '2026-11-26T10:00:00.000Z',
    };
    const all = resolveTemplates([saved]);
    expect(all).toHaveLength(TEMPLATE_KEYS.length * 3 * 2);
    expect(all.find((row) => row.template === 'stse-results' && row.channel === 'email')).toBe(
      saved,
    );
    expect(all).toContainEqual(defaultTemplate('stse-results', 'email', 'hi'));
    expect(
      all.find((row) => row.template === 'stse-results' && row.channel === 'sms')?.updatedAt,
    ).toBeNull();
  });
});

describe('what the template editor refuses', () => {
  test('a variable the event does not have, naming the ones it has', () => {
    const edit = {
      ...defaultTemplate('ticket-replied', 'email'),
      body: 'Dear {{name}}, roll {{rollNo}}',
    };
    expect(templateProblems('ticket-replied', 'email', edit)).toEqual([
      {
        path: 'body',
        message:
          '{{rollNo}} cannot be used here. This message can use: {{name}}, {{subject}}, {{link}}.',
      },
    ]);
  });

  test('an e-mail without a subject, and a WhatsApp parameter the event lacks', () => {
    const email = { ...defaultTemplate('stse-registered', 'email'), subject: ' ' };
    expect(templateProblems('stse-registered', 'email', email)).toEqual([
      { path: 'subject', message: 'Subject is required.' },
    ]);
    const whatsapp = {
      ...defaultTemplate('stse-registered', 'whatsapp'),
      whatsappParameters: ['name', 'centre'],
    };
    expect(templateProblems('stse-registered', 'whatsapp', whatsapp)[0]?.path).toBe(
      'whatsappParameters',
    );
  });
});

describe("India's DLT rule for SMS", () => {
  const text = fillTemplate(sms().body, {
    name: 'Asha Verma',
    installment: '2',
    amount: '40,000',
    dueDate: '1 December 2026',
  });

  test('the default SMS text is its own DLT text with {#var#} for each variable', () => {
    expect(dltTextOf('Dear {{name}}, Rs {{amount}}.')).toBe('Dear {#var#}, Rs {#var#}.');
    expect(dltMismatch(text, sms())).toBeNull();
  });

  test('a word that differs from the approved text is not sent, and the admin is told why', () => {
    expect(dltMismatch(text.replace('due today', 'payable today'), sms())).toBe(
      'The text does not match DLT template 1207161234567890123 (a word differs from the approved text, or a value is over 30 characters), so it was not sent.',
    );
  });

  test('a value of 30 characters fits a {#var#}; 31 does not', () => {
    const approved = { dltTemplateId: '1207161234567890123', dltText: 'Dear {#var#}, hello.' };
    expect(dltMismatch(`Dear ${'a'.repeat(30)}, hello.`, approved)).toBeNull();
    expect(dltMismatch(`Dear ${'a'.repeat(31)}, hello.`, approved)).not.toBeNull();
  });

  test('characters that mean something in a pattern are matched as themselves', () => {
    const approved = { dltTemplateId: '1207161234567890123', dltText: 'Pay Rs. {#var#} (now)?' };
    expect(dltMismatch('Pay Rs. 500 (now)?', approved)).toBeNull();
    expect(dltMismatch('Pay Rsx 500 (now)?', approved)).not.toBeNull();
  });

  test('no template id or no approved text: not sent, with what to add', () => {
    expect(dltMismatch(text, sms({ dltTemplateId: '' }))).toBe(
      'This SMS template has no DLT template id: add it in Messages → Templates.',
    );
    expect(dltMismatch(text, sms({ dltText: '' }))).toBe(
      'This SMS template has no approved DLT text: add it in Messages → Templates.',
    );
  });
});

test('a link or code that opens an account is never shown in the outbox', () => {
  expect(shownVariables({ name: 'Asha', link: 'https://x/reset?token=abc', code: 'ABCD' })).toEqual(
    {
      name: 'Asha',
      link: HIDDEN_VARIABLE,
      code: HIDDEN_VARIABLE,
    },
  );
});

test('retries back off 30 s, 1, 2, 4, 8 minutes, and never wait over an hour', () => {
  expect(Array.from({ length: MAX_ATTEMPTS - 1 }, (_, index) => retryDelayMs(index + 1))).toEqual([
    30_000, 60_000, 120_000, 240_000, 480_000,
  ]);
  expect(retryDelayMs(20)).toBe(60 * 60_000);
});

describe('Retry', () => {
  const message: OutboxMessage = {
    id: 'message-1',
    channel: 'email',
    recipient: 'asha@example.com',
    template: 'password-reset',
    language: 'en',
    variables: { name: 'Asha', link: 'https://portal.example.com/reset-password?token=abc' },
    dedupeKey: 'password-reset:abc:email',
    status: 'gave-up',
    attempts: 6,
    nextAttemptAt: null,
    lastError: 'SMTP 550',
    createdAt: '2026-11-26T04:00:00.000Z',
    sentAt: null,
    attemptLog: [],
  };
  const now = new Date('2026-11-26T05:00:00.000Z');

  test('a given-up message is queued again now, its tries counted afresh', () => {
    expect(retriedMessage(message, now)).toMatchObject({
      status: 'queued',
      attempts: 0,
      nextAttemptAt: '2026-11-26T05:00:00.000Z',
    });
  });

  test('a sent message, or an account message whose link was wiped, is refused', () => {
    expect(() => retriedMessage({ ...message, status: 'sent' }, now)).toThrow(
      'This message was sent; it is not sent again.',
    );
    const wiped = { ...message, variables: { name: 'Asha', link: HIDDEN_VARIABLE } };
    expect(() => retriedMessage(wiped, now)).toThrow(LINK_GONE_MESSAGE);
  });
});
