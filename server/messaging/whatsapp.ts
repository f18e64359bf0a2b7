// WhatsApp through Meta's Cloud API. A business may start a conversation only with a template
// approved by WhatsApp: the message names it and its language and gives the body's {{1}}, {{2}}…
// in order, here the template's `whatsappParameters` filled from the message's values. A parent's
// sign-in code goes by an authentication template instead, whose text WhatsApp fixes: the code is
// its one body parameter and its copy-code button's. The Cloud API takes no idempotency key.
import type { Channel, OutgoingMessage, SendResult } from './channel';
import { postToProvider } from './channel';
import { withCountryCode } from './numbers';

export const WHATSAPP_BASE_URL = 'https://graph.facebook.com/v21.0';

export type WhatsAppConfig = {
  /** The Graph API with its version; Meta's unless set (tests point it at a local fake). */
  baseUrl: string;
  /** A system user's access token with whatsapp_business_messaging. */
  token: string;
  /** The sending number's id in the WhatsApp Business account. */
  phoneNumberId: string;
};

/** The template sent as WhatsApp's authentication (one-time code) template. */
const AUTHENTICATION_TEMPLATE = 'login-code';

/**
 * An authentication template's components: the code as the body's {{1}} (WhatsApp's own text,
 * "{{1}} is your verification code.") and as the parameter of its copy-code button, which the
 * Cloud API takes as the first URL button.
 */
function authenticationComponents(code: string) {
  return [
    { type: 'body', parameters: [{ type: 'text', text: code }] },
    { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] },
  ];
}

/** The Cloud API's body for a message, or why it cannot be sent. */
export function whatsappBody(message: OutgoingMessage): { body: unknown } | { refused: string } {
  const { whatsappName, whatsappParameters } = message.text;
  if (whatsappName === '') {
    return {
      refused:
        'This WhatsApp template has no approved template name: add it in Messages → Templates.',
    };
  }
  if (message.template === AUTHENTICATION_TEMPLATE) {
    const code = message.variables.code;
    if (!code) return { refused: 'The WhatsApp sign-in code template needs {{code}}.' };
    return templateMessage(message, authenticationComponents(code));
  }
  const missing = whatsappParameters.filter((name) => !message.variables[name]);
  if (missing.length > 0) {
    return {
      refused: `The WhatsApp template needs ${missing.map((name) => `{{${name}}}`).join(', ')}, which this message does not carry.`,
    };
  }
  return templateMessage(message, [
    {
      type: 'body',
      parameters: whatsappParameters.map((name) => ({
        type: 'text',
        text: message.variables[name],
      })),
    },
  ]);
}

/** A template message to the recipient: the admin's template name and language, its components. */
function templateMessage(message: OutgoingMessage, components: unknown[]): { body: unknown } {
  return {
    body: {
      messaging_product: 'whatsapp',
      to: withCountryCode(message.recipient),
      type: 'template',
      template: {
        name: message.text.whatsappName,
        language: { code: message.text.whatsappLanguage },
        components,
      },
    },
  };
}

export function createWhatsAppChannel(config: WhatsAppConfig): Channel {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/${encodeURIComponent(config.phoneNumberId)}/messages`;
  return {
    async send(message: OutgoingMessage, signal: AbortSignal): Promise<SendResult> {
      const built = whatsappBody(message);
      if ('refused' in built) return { outcome: 'not-sent', reason: built.refused };
      return postToProvider(url, { authorization: `Bearer ${config.token}` }, built.body, signal);
    },
  };
}
