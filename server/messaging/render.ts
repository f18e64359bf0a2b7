// What one outbox row says: the template for its event in its channel (the admin's, else the
// portal's default), filled with the row's values; for e-mail also the subject and an HTML part
// made from the plain text; and what it carries (a payment's receipt).
import { defaultTemplate, fillTemplate } from '../../src/data/server';
import type {
  MessageAttachment,
  MessageChannel,
  MessageTemplate,
  TemplateKey,
} from '../../src/data/server';
import type { Runner } from '../data/context';
import * as t from '../db/schema';
import type { OutgoingAttachment, OutgoingMessage } from './channel';
import { receiptAttachment } from './receipt-pdf';

/** The admin's saved templates (read once per round of sending: at most one per event and channel). */
export async function savedTemplates(runner: Runner): Promise<MessageTemplate[]> {
  const rows = await runner.select({ doc: t.messageTemplates.doc }).from(t.messageTemplates);
  return rows.map((row) => row.doc);
}

/** The template for an event in a channel: the admin's, else the portal's default. */
export function templateIn(
  saved: readonly MessageTemplate[],
  template: TemplateKey,
  channel: MessageChannel,
): MessageTemplate {
  return (
    saved.find((each) => each.template === template && each.channel === channel) ??
    defaultTemplate(template, channel)
  );
}

export type OutboxRowToSend = {
  channel: MessageChannel;
  recipient: string;
  template: TemplateKey;
  variables: Record<string, string>;
  dedupeKey: string;
  attachment: MessageAttachment | null;
};

/** The row as a channel sends it; only e-mail carries attachments. */
export async function prepareMessage(
  runner: Runner,
  row: OutboxRowToSend,
  saved: readonly MessageTemplate[],
): Promise<OutgoingMessage> {
  const attachments: OutgoingAttachment[] = [];
  if (row.channel === 'email' && row.attachment?.kind === 'receipt') {
    const receipt = await receiptAttachment(runner, row.attachment.paymentId);
    if (receipt) attachments.push(receipt);
  }
  return {
    dedupeKey: row.dedupeKey,
    recipient: row.recipient,
    template: row.template,
    text: templateIn(saved, row.template, row.channel),
    variables: row.variables,
    attachments,
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const LINK = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g;

/** Plain text as HTML: escaped, a paragraph per blank-line block, line breaks kept, links live. */
export function htmlOf(text: string): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => {
      const lines = block.split('\n').map((line) => {
        let html = '';
        let last = 0;
        for (const match of line.matchAll(LINK)) {
          html += escapeHtml(line.slice(last, match.index));
          const href = escapeHtml(match[0]);
          html += `<a href="${href}">${href}</a>`;
          last = match.index + match[0].length;
        }
        return html + escapeHtml(line.slice(last));
      });
      return `<p>${lines.join('<br>\n')}</p>`;
    });
  return `<!doctype html>\n<html><body style="font-family: sans-serif; line-height: 1.5">\n${paragraphs.join('\n')}\n</body></html>\n`;
}

/** The e-mail's subject, plain text and HTML. */
export function emailParts(message: OutgoingMessage) {
  const text = fillTemplate(message.text.body, message.variables);
  return {
    subject: fillTemplate(message.text.subject, message.variables).replace(/\s+/g, ' ').trim(),
    text,
    html: htmlOf(text),
  };
}
