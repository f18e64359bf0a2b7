// How Admin → Messages colours what the outbox holds, and which messages Retry may queue again
// (the repository refuses the others; the button is only offered for these). The names are in
// ../admin-pages/message-names.ts (the admin's catalog).
import { msg } from '@lingui/core/macro';
import type { MessageStatus } from '@/data';
import type { BadgeTone } from '@/ui';

export const MESSAGE_STATUS_TONES: Record<MessageStatus, BadgeTone> = {
  queued: 'info',
  sending: 'info',
  sent: 'success',
  failed: 'warning',
  'gave-up': 'danger',
  'not-sent': 'neutral',
};

export const RETRYABLE_STATUSES: readonly MessageStatus[] = ['failed', 'gave-up', 'not-sent'];

/** Said wherever the browser-only demo would otherwise seem to send something. */
export const DEMO_SENDS_NOTHING = msg`This demo runs in your browser and sends no e-mail, SMS or WhatsApp messages.`;
