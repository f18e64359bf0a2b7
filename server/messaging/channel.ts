// What the worker hands a channel and what a channel answers: the one seam between the outbox
// and the providers (SMTP, the SMS provider, WhatsApp's Cloud API).
import { SEND_TIMEOUT_MS } from '../../src/data/server';
import type { MessageTemplate, TemplateKey } from '../../src/data/server';

/** A file sent with a message (e-mail only): a payment's receipt. */
export type OutgoingAttachment = { filename: string; contentType: string; content: Uint8Array };

/** One outbox row, ready to go: its template (the admin's or the default) and its values. */
export type OutgoingMessage = {
  dedupeKey: string;
  recipient: string;
  template: TemplateKey;
  text: MessageTemplate;
  variables: Readonly<Record<string, string>>;
  attachments: readonly OutgoingAttachment[];
};

/**
 * sent: the provider took it. not-sent: never offered to the provider (an SMS off its DLT text),
 * with the reason the admin sees. failed: the provider refused (permanent: a 4xx answer, tried
 * again it would be refused again) or could not be reached (tried again after the back-off).
 */
export type SendResult =
  | { outcome: 'sent' }
  | { outcome: 'not-sent'; reason: string }
  | { outcome: 'failed'; error: string; permanent: boolean };

export type Channel = {
  send(message: OutgoingMessage, signal: AbortSignal): Promise<SendResult>;
  /** Releases connections (a pooled SMTP transport) at shutdown. */
  close?(): void;
};

const PROVIDER_MESSAGE_LENGTH = 300;

/** The provider's own words from an error answer, when it gave any. */
function providerMessage(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    const found = findMessage(parsed);
    if (found) return found.slice(0, PROVIDER_MESSAGE_LENGTH);
  } catch {
    // Not JSON: the text as it came.
  }
  return body.trim().slice(0, PROVIDER_MESSAGE_LENGTH);
}

function findMessage(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  for (const key of ['message', 'error_user_msg', 'msg']) {
    if (typeof record[key] === 'string' && record[key] !== '') return record[key];
  }
  return findMessage(record.error);
}

/**
 * POSTs JSON to a provider within SEND_TIMEOUT_MS (or sooner if `signal` aborts): 2xx is sent, a
 * 4xx answer a permanent refusal with the provider's message, anything else (5xx, no answer,
 * the time limit) worth trying again.
 */
export async function postToProvider(
  url: string,
  headers: Record<string, string>,
  body: unknown,
  signal: AbortSignal,
  timeoutMs = SEND_TIMEOUT_MS,
): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return {
      outcome: 'failed',
      permanent: false,
      error: timedOut
        ? `The provider did not answer within ${timeoutMs / 1000} s.`
        : `The provider could not be reached: ${error instanceof Error ? error.message : String(error)}.`,
    };
  }
  const text = await response.text().catch(() => '');
  if (response.ok) return { outcome: 'sent' };
  const said = providerMessage(text);
  return {
    outcome: 'failed',
    permanent: response.status >= 400 && response.status < 500,
    error: `The provider answered ${response.status}${said ? `: ${said}` : ''}.`,
  };
}
