// The message channels' settings (SMTP_URL and MAIL_FROM, SMS_*, WHATSAPP_*) and the outbox's
// claim timeout: their rules, spread into config.ts's settings in their place, and how they
// become the channels set up. Kept beside the channels they configure; readConfig still reads
// and reports every setting at once.
import { z } from 'zod';
import { CLAIM_TIMEOUT_MS } from '../../src/data/server';
import { allOrNone, httpUrl, ok, setting, shown, wholeNumber, wrong } from '../config-rules';
import type { Outcome } from '../config-rules';
import type { ChannelsConfig } from './channels';
import { SMS_BASE_URL } from './sms';
import { WHATSAPP_BASE_URL } from './whatsapp';

export type MessagingConfig = ChannelsConfig & { claimTimeoutMs: number };

/** Each channel's settings all or none (checked by messagingOf); secrets never echoed. */
export const messagingSettings = {
  SMTP_URL: setting((value) => {
    if (value === undefined) return ok(undefined);
    // The URL holds the mail account's password: show only its scheme.
    const scheme = /^[A-Za-z][A-Za-z0-9+.-]*:/.exec(value)?.[0];
    if (
      (scheme === 'smtp:' || scheme === 'smtps:') &&
      URL.canParse(value) &&
      new URL(value).hostname
    ) {
      return ok(value);
    }
    const got = scheme
      ? `an address starting with ${shown(scheme)}`
      : 'something that is not a URL';
    return wrong(
      `SMTP_URL must be an smtp:// or smtps:// URL with the mail server, such as smtps://user:password@smtp.example.com:465 (got ${got}).`,
    );
  }),
  MAIL_FROM: setting((value) => {
    if (value === undefined) return ok(undefined);
    const address = /<([^<>]+)>\s*$/.exec(value)?.[1] ?? value;
    if (z.email().safeParse(address.trim()).success) return ok(value);
    return wrong(
      `MAIL_FROM must be the sender's address, such as office@sankalp.example.com or "Sankalp Institute <office@sankalp.example.com>" (got ${shown(value)}).`,
    );
  }),
  SMS_BASE_URL: httpUrl('SMS_BASE_URL'),
  SMS_AUTH_KEY: setting((value) => ok(value)),
  SMS_SENDER_ID: setting((value) => {
    if (value === undefined) return ok(undefined);
    if (/^[A-Za-z]{6}$/.test(value)) return ok(value.toUpperCase());
    return wrong(
      `SMS_SENDER_ID must be the 6-letter sender id (header) registered on the DLT platform, such as SNKLPI (got ${shown(value)}).`,
    );
  }),
  WHATSAPP_BASE_URL: httpUrl('WHATSAPP_BASE_URL'),
  WHATSAPP_TOKEN: setting((value) => ok(value)),
  WHATSAPP_PHONE_NUMBER_ID: setting((value) => {
    if (value === undefined || /^\d{1,30}$/.test(value)) return ok(value);
    return wrong(
      `WHATSAPP_PHONE_NUMBER_ID must be the sending number's id from WhatsApp Manager, digits only (got ${shown(value)}).`,
    );
  }),
  OUTBOX_CLAIM_TIMEOUT_SECONDS: wholeNumber(
    'OUTBOX_CLAIM_TIMEOUT_SECONDS',
    CLAIM_TIMEOUT_MS / 1000,
    1,
    3600,
    'seconds',
  ),
};

type MessagingSettings = z.output<z.ZodObject<typeof messagingSettings>>;

/** The message channels: each set up with all its settings, or not at all. */
export function messagingOf(
  s: MessagingSettings,
): { value: MessagingConfig } | { problems: string[] } {
  const email = allOrNone('E-mail', ['SMTP_URL', 'MAIL_FROM'], s, 'no e-mail');
  const sms = allOrNone('SMS', ['SMS_AUTH_KEY', 'SMS_SENDER_ID'], s, 'no SMS');
  const whatsapp = allOrNone(
    'WhatsApp',
    ['WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID'],
    s,
    'no WhatsApp',
  );
  const problems = [email, sms, whatsapp].flatMap((each) =>
    'problem' in each ? [each.problem] : [],
  );
  if (problems.length > 0) return { problems };
  const isSet = (outcome: Outcome<boolean>) => 'value' in outcome && outcome.value;
  return {
    value: {
      email: isSet(email) ? { url: s.SMTP_URL!, from: s.MAIL_FROM! } : undefined,
      sms: isSet(sms)
        ? {
            baseUrl: s.SMS_BASE_URL ?? SMS_BASE_URL,
            authKey: s.SMS_AUTH_KEY!,
            senderId: s.SMS_SENDER_ID!,
          }
        : undefined,
      whatsapp: isSet(whatsapp)
        ? {
            baseUrl: s.WHATSAPP_BASE_URL ?? WHATSAPP_BASE_URL,
            token: s.WHATSAPP_TOKEN!,
            phoneNumberId: s.WHATSAPP_PHONE_NUMBER_ID!,
          }
        : undefined,
      claimTimeoutMs: s.OUTBOX_CLAIM_TIMEOUT_SECONDS * 1000,
    },
  };
}
