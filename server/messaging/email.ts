// E-mail over SMTP (nodemailer): a plain-text and an HTML part, the receipt attached when the
// message carries one, and a Message-ID made from the dedupe key, so a message sent twice (the
// server died between the SMTP server's acceptance and the row being marked sent) has the same id
// both times and mail systems can recognise the second as a duplicate.
import { createHash } from 'node:crypto';
import nodemailer from 'nodemailer';
import { SEND_TIMEOUT_MS } from '../../src/data/server';
import type { Channel, OutgoingMessage, SendResult } from './channel';
import { emailParts } from './render';

export type EmailConfig = {
  /** smtp://user:pass@host:port (STARTTLS when offered) or smtps:// (TLS from the start). */
  url: string;
  /** The sender, e.g. "Sankalp Institute <office@sankalp.example.com>". */
  from: string;
};

/** The stable Message-ID of a message: the same dedupe key, the same id. */
export function messageIdOf(dedupeKey: string, from: string): string {
  const domain = /@([^\s>]+)/.exec(from)?.[1] ?? 'sankalp.invalid';
  const hash = createHash('sha256').update(dedupeKey).digest('hex').slice(0, 40);
  return `<${hash}@${domain}>`;
}

function transportOptions(url: string, timeoutMs: number) {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'smtps:';
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    ...(parsed.username
      ? {
          auth: {
            user: decodeURIComponent(parsed.username),
            pass: decodeURIComponent(parsed.password),
          },
        }
      : {}),
    pool: true,
    maxConnections: 4,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  };
}

/** A 5xx SMTP answer is permanent (a wrong address, a refused sender); others are tried again. */
function resultOfError(error: unknown): SendResult {
  const { responseCode, message } = error as { responseCode?: number; message?: string };
  const permanent = typeof responseCode === 'number' && responseCode >= 500;
  return {
    outcome: 'failed',
    permanent,
    error: `The mail server ${responseCode ? `answered ${responseCode}` : 'could not be reached'}: ${message ?? String(error)}`,
  };
}

export function createEmailChannel(config: EmailConfig, timeoutMs = SEND_TIMEOUT_MS): Channel {
  const transport = nodemailer.createTransport(transportOptions(config.url, timeoutMs));
  return {
    async send(message: OutgoingMessage, signal: AbortSignal): Promise<SendResult> {
      const { subject, text, html } = emailParts(message);
      const sending = transport.sendMail({
        from: config.from,
        to: message.recipient,
        subject,
        text,
        html,
        messageId: messageIdOf(message.dedupeKey, config.from),
        attachments: message.attachments.map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: Buffer.from(attachment.content),
        })),
      });
      // sendMail takes no signal: the time limit and a shutdown stop the wait, not the SMTP talk.
      // The worker's signal lives as long as the server, so the listener is removed once this
      // send is settled (else every mail sent would stay reachable from it).
      let stop: (result: SendResult) => void = () => undefined;
      const stopped = new Promise<SendResult>((resolve) => (stop = resolve));
      const onAbort = () =>
        stop({ outcome: 'failed', permanent: false, error: 'Stopped while sending.' });
      const timer = setTimeout(
        () =>
          stop({
            outcome: 'failed',
            permanent: false,
            error: `The mail server did not answer within ${timeoutMs / 1000} s.`,
          }),
        timeoutMs,
      );
      timer.unref();
      signal.addEventListener('abort', onAbort, { once: true });
      try {
        return await Promise.race([
          sending.then((): SendResult => ({ outcome: 'sent' }), resultOfError),
          stopped,
        ]);
      } finally {
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
      }
    },
    close() {
      transport.close();
    },
  };
}
