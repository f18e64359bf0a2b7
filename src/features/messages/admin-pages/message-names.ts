// How Admin → Messages names what the outbox holds, in the reader's language: channels,
// statuses, templates and languages, and the outbox filters' options (the values stay the data's).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { MESSAGE_CHANNELS, MESSAGE_STATUSES, TEMPLATE_KEYS } from '@/data';
import type { Language, MessageChannel, MessageStatus, TemplateKey } from '@/data';
import type { SelectOption } from '@/ui';

const CHANNEL_NAMES: Record<MessageChannel, MessageDescriptor> = {
  email: msg`E-mail`,
  sms: msg`SMS`,
  whatsapp: msg`WhatsApp`,
};

const STATUS_NAMES: Record<MessageStatus, MessageDescriptor> = {
  queued: msg`Queued`,
  sending: msg`Sending`,
  sent: msg`Sent`,
  failed: msg`Failed`,
  'gave-up': msg`Gave up`,
  'not-sent': msg`Not sent`,
};

const TEMPLATE_NAMES: Record<TemplateKey, MessageDescriptor> = {
  'account-setup': msg`Account set-up`,
  'password-reset': msg`Password reset`,
  'fee-reminder-before': msg`Fee reminder: 3 days before`,
  'fee-reminder-due': msg`Fee reminder: due today`,
  'fee-reminder-overdue': msg`Fee reminder: 7 days overdue`,
  'payment-received': msg`Payment received`,
  'payment-failed': msg`Payment failed`,
  'payment-rejected': msg`Payment rejected`,
  'stse-registered': msg`STSE registration confirmed`,
  'stse-admit-card': msg`STSE admit card available`,
  'stse-results': msg`STSE results published`,
  'ticket-replied': msg`Support ticket replied`,
  'absent-today': msg`Absent today (to parents)`,
  'login-code': msg`Parent sign-in code`,
  'follow-up-digest': msg`Follow-ups today (to counsellors)`,
  'admissions-open': msg`Admissions open (to enquiries)`,
  'counselling-invite': msg`Counselling invitation (to enquiries)`,
};

/** The language a message went in, named in the reader's language (the outbox). */
const LANGUAGE_NAMES: Record<Language, MessageDescriptor> = {
  en: msg`English`,
  hi: msg`Hindi`,
};

/** The screen's names for channels, statuses, templates and languages, and the filters' options. */
export function useMessageNames() {
  const { i18n } = useLingui();
  const channel = (value: MessageChannel) => i18n._(CHANNEL_NAMES[value]);
  const status = (value: MessageStatus) => i18n._(STATUS_NAMES[value]);
  const template = (value: TemplateKey) => i18n._(TEMPLATE_NAMES[value]);
  const language = (value: Language) => i18n._(LANGUAGE_NAMES[value]);
  const channelOptions: SelectOption[] = MESSAGE_CHANNELS.map((value) => ({
    value,
    label: channel(value),
  }));
  const statusOptions: SelectOption[] = MESSAGE_STATUSES.map((value) => ({
    value,
    label: status(value),
  }));
  const templateOptions: SelectOption[] = TEMPLATE_KEYS.map((value) => ({
    value,
    label: template(value),
  }));
  return { channel, status, template, language, channelOptions, statusOptions, templateOptions };
}
