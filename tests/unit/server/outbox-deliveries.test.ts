import { expect, test } from 'vitest';
import { deliveriesOf } from '../../../server/data/outbox';
import type { QueuedMessage } from '../../../server/data/outbox';

const to = {
  subjectId: 'student-1',
  email: 'asha@example.com',
  mobile: '9876543210',
  whatsapp: '9123456780',
};
const reminder: QueuedMessage = {
  template: 'fee-reminder-due',
  to,
  variables: {},
  dedupeKey: 'fee-reminder:student-1:inst-2:due',
};

test('by default: e-mail and SMS, no WhatsApp without an opt-in', () => {
  expect(deliveriesOf(reminder, undefined)).toEqual([
    { channel: 'email', recipient: 'asha@example.com' },
    { channel: 'sms', recipient: '9876543210' },
  ]);
});

test('WhatsApp goes to the WhatsApp number only with the opt-in recorded; SMS off is respected', () => {
  const chosen = { sms: false, whatsapp: true, whatsappOptInAt: '2026-11-20T04:30:00.000Z' };
  expect(deliveriesOf(reminder, chosen)).toEqual([
    { channel: 'email', recipient: 'asha@example.com' },
    { channel: 'whatsapp', recipient: '9123456780' },
  ]);
  expect(deliveriesOf(reminder, { ...chosen, whatsappOptInAt: null })).toEqual([
    { channel: 'email', recipient: 'asha@example.com' },
  ]);
});

test('account messages go by e-mail whatever the choices, never by WhatsApp', () => {
  const reset: QueuedMessage = { ...reminder, template: 'password-reset' };
  const chosen = { sms: false, whatsapp: true, whatsappOptInAt: '2026-11-20T04:30:00.000Z' };
  expect(deliveriesOf(reset, chosen)).toEqual([
    { channel: 'email', recipient: 'asha@example.com' },
  ]);
});

test('someone without an account (an STSE candidate): e-mail and SMS, never WhatsApp', () => {
  const candidate: QueuedMessage = {
    ...reminder,
    template: 'stse-registered',
    to: { email: 'ravi@example.com', mobile: '9000000001', whatsapp: '9000000001' },
  };
  expect(deliveriesOf(candidate, undefined).map(({ channel }) => channel)).toEqual([
    'email',
    'sms',
  ]);
});

test('on a parent’s mobile, the parent’s own choices for the event decide SMS and WhatsApp', () => {
  const parent = {
    sms: ['absence' as const],
    whatsapp: ['fees' as const],
    whatsappOptInAt: '2026-11-25T04:30:00.000Z',
  };
  // Fee reminders: WhatsApp to the parent's mobile, no SMS, whatever the student chose.
  expect(
    deliveriesOf(reminder, { sms: true, whatsapp: false, whatsappOptInAt: null }, parent),
  ).toEqual([
    { channel: 'email', recipient: 'asha@example.com' },
    { channel: 'whatsapp', recipient: '9876543210' },
  ]);
  const absent: QueuedMessage = { ...reminder, template: 'absent-today' };
  expect(deliveriesOf(absent, undefined, parent)).toEqual([
    { channel: 'email', recipient: 'asha@example.com' },
    { channel: 'sms', recipient: '9876543210' },
  ]);
  // Without the opt-in, no WhatsApp; a message no parent chooses about keeps the student's rules.
  expect(deliveriesOf(reminder, undefined, { ...parent, whatsappOptInAt: null })).toEqual([
    { channel: 'email', recipient: 'asha@example.com' },
  ]);
  const reset: QueuedMessage = { ...reminder, template: 'password-reset' };
  expect(deliveriesOf(reset, undefined, parent)).toEqual([
    { channel: 'email', recipient: 'asha@example.com' },
    { channel: 'sms', recipient: '9876543210' },
  ]);
});
