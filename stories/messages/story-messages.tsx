// The outbox the Messages stories show: a few messages in each state, on a fixed clock (12:00 on
// 22 Nov 2026 in India), and the decorators the stories share.
import type { Decorator } from '@storybook/react-vite';
import { useState } from 'react';
import { DataProvider } from '@/data';
import type { MessageChannelStatus, OutboxMessage } from '@/data';
import { ToastProvider } from '@/ui';
import { storyRepository } from '../helpers/data-decorator';

export const STORY_NOW = new Date('2026-11-22T06:30:00.000Z');
export const storyNow = () => new Date(STORY_NOW);

const hoursBefore = (hours: number) =>
  new Date(STORY_NOW.getTime() - hours * 60 * 60_000).toISOString();

export function outboxMessage(id: string, overrides: Partial<OutboxMessage> = {}): OutboxMessage {
  return {
    id,
    channel: 'email',
    recipient: 'rahul.sharma@example.com',
    template: 'payment-received',
    language: 'en',
    variables: { name: 'Rahul Sharma', amount: '40,000', receiptNo: 'SI/2026-27/0042' },
    dedupeKey: `story:${id}:email`,
    status: 'sent',
    attempts: 1,
    nextAttemptAt: null,
    lastError: null,
    createdAt: hoursBefore(1),
    sentAt: hoursBefore(1),
    attemptLog: [{ at: hoursBefore(1), outcome: 'sent', error: null }],
    ...overrides,
  };
}

/** A password reset by e-mail that failed twice: its link is a secret the screen never gets. */
export const failedReset = outboxMessage('message-failed-reset', {
  template: 'password-reset',
  variables: { name: 'Rahul Sharma', link: 'https://portal.example/reset#token' },
  status: 'failed',
  attempts: 2,
  sentAt: null,
  nextAttemptAt: hoursBefore(-0.5),
  lastError: 'SMTP server answered 451: try again later',
  createdAt: hoursBefore(3),
  attemptLog: [
    { at: hoursBefore(3), outcome: 'failed', error: 'Connection refused' },
    { at: hoursBefore(2.9), outcome: 'failed', error: 'SMTP server answered 451: try again later' },
  ],
});

/** An SMS fee reminder to a parent who reads Hindi, that DLT refused: not sent. */
export const notSentSms = outboxMessage('message-not-sent-sms', {
  channel: 'sms',
  recipient: '9876543210',
  template: 'fee-reminder-due',
  language: 'hi',
  variables: { name: 'Priya Patel', installment: '2', amount: '40,000', dueDate: '22 Nov 2026' },
  status: 'not-sent',
  attempts: 0,
  sentAt: null,
  lastError: 'Not sent: channel not set up',
  createdAt: hoursBefore(26),
  attemptLog: [{ at: hoursBefore(26), outcome: 'not-sent', error: 'Not sent: channel not set up' }],
});

export const storyOutbox: OutboxMessage[] = [
  outboxMessage('message-sent-receipt'),
  failedReset,
  notSentSms,
  outboxMessage('message-queued-whatsapp', {
    channel: 'whatsapp',
    recipient: '9876543210',
    template: 'stse-results',
    variables: { name: 'Aarav Gupta', rollNo: 'STSE0001' },
    status: 'queued',
    attempts: 0,
    sentAt: null,
    nextAttemptAt: hoursBefore(0),
    createdAt: hoursBefore(0.5),
    attemptLog: [],
  }),
];

/** So many messages that the outbox has a second page. */
export const manyMessages: OutboxMessage[] = Array.from({ length: 55 }, (_, index) =>
  outboxMessage(`message-${String(index).padStart(3, '0')}`, {
    createdAt: hoursBefore(index * 0.1),
    recipient: `student${index}@example.com`,
  }),
);

export const withToasts: Decorator = (Story) => (
  <ToastProvider>
    <Story />
  </ToastProvider>
);

/** The channels as a server that has them set up answers (the in-memory demo has none). */
export function withChannels(channels: MessageChannelStatus[]): Decorator {
  return function ChannelsDecorator(Story, context) {
    const [repository] = useState(() => ({
      ...storyRepository(context),
      getMessageChannels: async () => channels,
    }));
    return (
      <DataProvider repository={repository}>
        <Story />
      </DataProvider>
    );
  };
}
