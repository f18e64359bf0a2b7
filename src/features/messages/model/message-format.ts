// How Admin → Messages names and colours what the outbox holds, and which messages Retry may
// queue again (the repository refuses the others; the button is only offered for these).
import { msg } from '@lingui/core/macro';
import {
  CHANNEL_LABELS,
  MESSAGE_CHANNELS,
  MESSAGE_STATUSES,
  MESSAGE_STATUS_LABELS,
  TEMPLATE_KEYS,
  TEMPLATE_LABELS,
} from '@/data';
import type { MessageStatus } from '@/data';
import type { BadgeTone, SelectOption } from '@/ui';

export const MESSAGE_STATUS_TONES: Record<MessageStatus, BadgeTone> = {
  queued: 'info',
  sending: 'info',
  sent: 'success',
  failed: 'warning',
  'gave-up': 'danger',
  'not-sent': 'neutral',
};

export const RETRYABLE_STATUSES: readonly MessageStatus[] = ['failed', 'gave-up', 'not-sent'];

export const CHANNEL_OPTIONS: readonly SelectOption[] = MESSAGE_CHANNELS.map((channel) => ({
  value: channel,
  label: CHANNEL_LABELS[channel],
}));
export const STATUS_OPTIONS: readonly SelectOption[] = MESSAGE_STATUSES.map((status) => ({
  value: status,
  label: MESSAGE_STATUS_LABELS[status],
}));
export const TEMPLATE_OPTIONS: readonly SelectOption[] = TEMPLATE_KEYS.map((template) => ({
  value: template,
  label: TEMPLATE_LABELS[template],
}));

/** Said wherever the browser-only demo would otherwise seem to send something. */
export const DEMO_SENDS_NOTHING = msg`This demo runs in your browser and sends no e-mail, SMS or WhatsApp messages.`;
