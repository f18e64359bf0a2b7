// What one outbox row says: the template for its event in its channel and the recipient's
// language (the admin's, else the portal's default), filled with the row's values; for e-mail
// also the subject and an HTML part made from the same pieces (a value from a record is never a
// link); and what it carries (a payment's receipt, in the same language).
import { templateIn, templatePieces } from '../../src/data/server';
import type {
  Language,
  MessageAttachment,
  MessageChannel,
  MessageTemplate,
  TemplateKey,
  TemplatePiece,
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

export type OutboxRowToSend = {
  channel: MessageChannel;
  recipient: string;
  template: TemplateKey;
  /** The recipient's language: the template's version in it is sent. */
  language: Language;
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
    const receipt = await receiptAttachment(runner, row.attachment.paymentId, row.language);
    if (receipt) attachments.push(receipt);
  }
  return {
    dedupeKey: row.dedupeKey,
    recipient: row.recipient,
    template: row.template,
    text: templateIn(saved, row.template, row.channel, row.language),
    variables: row.variables,
    attachments,
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const LINK = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g;

/** A word a mail client would make a link of: a scheme, www., a domain or an e-mail address. */
const WEB_ADDRESS_SHAPE = /:\/\/|www\.|[\p{L}\p{N}-]\.\p{L}{2,}|@/iu;
const ZERO_WIDTH_SPACE = '\u200B';

/**
 * A record's value as mail text no client links: in each word shaped like a web or e-mail
 * address, a zero-width space after every dot, colon, slash and @ (mail clients link such text
 * by themselves, in the plain part and the HTML alike); it reads the same.
 */
export function unlinkable(value: string): string {
  return value.replace(/\S+/gu, (word) =>
    WEB_ADDRESS_SHAPE.test(word) ? word.replace(/[.:/@]/g, `$&${ZERO_WIDTH_SPACE}`) : word,
  );
}

/** The template's own text and the portal's links as HTML: escaped, links live. */
function linkedHtml(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    html += escapeHtml(text.slice(last, match.index));
    const href = escapeHtml(match[0]);
    html += `<a href="${href}">${href}</a>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

/**
 * A filled template as HTML: escaped, a paragraph per blank-line block, line breaks kept; links
 * live only in the template's own words and the portal's {{link}}, never in a record's value.
 */
export function htmlOf(pieces: readonly TemplatePiece[]): string {
  const inline = pieces
    .map((piece) =>
      piece.from === 'value' ? escapeHtml(unlinkable(piece.text)) : linkedHtml(piece.text),
    )
    .join('');
  const paragraphs = inline
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${block.split('\n').join('<br>\n')}</p>`);
  return `<!doctype html>\n<html><body style="font-family: sans-serif; line-height: 1.5">\n${paragraphs.join('\n')}\n</body></html>\n`;
}

/** A filled template as plain text, a record's values unlinkable. */
const plainTextOf = (pieces: readonly TemplatePiece[]) =>
  pieces.map((piece) => (piece.from === 'value' ? unlinkable(piece.text) : piece.text)).join('');

/** The e-mail's subject, plain text and HTML. */
export function emailParts(message: OutgoingMessage) {
  const body = templatePieces(message.text.body, message.variables);
  return {
    subject: plainTextOf(templatePieces(message.text.subject, message.variables))
      .replace(/\s+/g, ' ')
      .trim(),
    text: plainTextOf(body),
    html: htmlOf(body),
  };
}
