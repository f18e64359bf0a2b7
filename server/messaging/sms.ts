// SMS through an HTTP provider in MSG91's style (its v2 "sendsms": the sender id, the DLT
// template id, the exact text and the number, authorised by an auth key header; it takes no
// idempotency key). India's DLT
// rule is checked first: a text that is not the approved one is never offered to the provider
// (it would be dropped by the operator), and the admin sees why.
import { dltMismatch, fillTemplate, smsLength } from '../../src/data/server';
import type { Channel, OutgoingMessage, SendResult } from './channel';
import { postToProvider } from './channel';
import { withCountryCode } from './numbers';

export const SMS_BASE_URL = 'https://control.msg91.com';

export type SmsConfig = {
  /** The provider's API; MSG91's unless set (tests point it at a local fake). */
  baseUrl: string;
  authKey: string;
  /** The 6-letter sender id registered on the DLT platform (the "header"). */
  senderId: string;
};

/** The text an SMS carries, or why it may not go. */
export function smsText(message: OutgoingMessage): { text: string } | { refused: string } {
  const text = fillTemplate(message.text.body, message.variables);
  const mismatch = dltMismatch(text, message.text);
  return mismatch ? { refused: mismatch } : { text };
}

/** MSG91 answers some refusals (a wrong auth key, no balance) with 200 and `"type": "error"`. */
function refusedIn(body: string): boolean {
  try {
    return (JSON.parse(body) as { type?: unknown }).type === 'error';
  } catch {
    return false;
  }
}

export function createSmsChannel(config: SmsConfig): Channel {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/api/v2/sendsms`;
  return {
    async send(message: OutgoingMessage, signal: AbortSignal): Promise<SendResult> {
      const checked = smsText(message);
      if ('refused' in checked) return { outcome: 'not-sent', reason: checked.refused };
      return postToProvider(
        url,
        { authkey: config.authKey },
        {
          sender: config.senderId,
          route: '4',
          country: '91',
          DLT_TE_ID: message.text.dltTemplateId,
          // A Hindi text (any character outside GSM 03.38) goes as Unicode: 70 to a part.
          ...(smsLength(checked.text).encoding === 'ucs-2' ? { unicode: 1 } : {}),
          sms: [{ message: checked.text, to: [withCountryCode(message.recipient)] }],
        },
        signal,
        { refusedIn },
      );
    },
  };
}
