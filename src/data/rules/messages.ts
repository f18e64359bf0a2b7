// What a message says and when it is tried again: the portal's default templates, filling a
// template's {{variables}}, India's DLT rule for SMS (the text must be the approved one), and the
// outbox's retry schedule.
import {
  HIDDEN_VARIABLE,
  LINK_VARIABLES,
  MESSAGE_LIMITS,
  SECRET_VARIABLES,
  TEMPLATE_KEYS,
  TEMPLATE_VARIABLES,
} from '../schemas/messages';
import type {
  MessageChannel,
  MessageTemplate,
  MessageTemplateEdit,
  TemplateKey,
} from '../schemas/messages';
import { LANGUAGES } from '../constants';
import type { Language } from '../constants';
import { ENGLISH_TEXT } from './messages-text-en';
import { HINDI_TEXT } from './messages-text-hi';

const DEFAULT_TEXT = { en: ENGLISH_TEXT, hi: HINDI_TEXT } as const;

const VARIABLE = /\{\{\s*([a-zA-Z]+)\s*\}\}/g;

/** The variables a text uses, in order of first use. */
export function variablesIn(text: string): string[] {
  const names = [...text.matchAll(VARIABLE)].map((match) => match[1]!);
  return [...new Set(names)];
}

/** The DLT text for a message: each {{variable}} becomes the platform's {#var#}. */
export const dltTextOf = (text: string) => text.replace(VARIABLE, '{#var#}');

/** The portal's own template for an event in a channel and language (what the admin starts from). */
export function defaultTemplate(
  template: TemplateKey,
  channel: MessageChannel,
  language: Language = 'en',
): MessageTemplate {
  const text = DEFAULT_TEXT[language][template];
  const short = channel !== 'email';
  return {
    template,
    channel,
    language,
    subject: channel === 'email' ? text.subject : '',
    body: short ? text.sms : text.body,
    dltTemplateId: '',
    dltText: channel === 'sms' ? dltTextOf(text.sms) : '',
    // One WhatsApp template name, approved in each language under its own code.
    whatsappName: channel === 'whatsapp' ? template.replaceAll('-', '_') : '',
    whatsappLanguage: language,
    whatsappParameters: channel === 'whatsapp' ? variablesIn(text.sms) : [],
    updatedAt: null,
  };
}

/** Whether a template is the one for this event, channel and language. */
export const isTemplateFor =
  (template: TemplateKey, channel: MessageChannel, language: Language) => (row: MessageTemplate) =>
    row.template === template && row.channel === channel && row.language === language;

/** The template for an event in a channel and language: the admin's, else the portal's default. */
export function templateIn(
  saved: readonly MessageTemplate[],
  template: TemplateKey,
  channel: MessageChannel,
  language: Language,
): MessageTemplate {
  return (
    saved.find(isTemplateFor(template, channel, language)) ??
    defaultTemplate(template, channel, language)
  );
}

/** Every template in every channel and language: the admin's where they changed it, else the default. */
export function resolveTemplates(saved: readonly MessageTemplate[]): MessageTemplate[] {
  const channels: MessageChannel[] = ['email', 'sms', 'whatsapp'];
  return TEMPLATE_KEYS.flatMap((template) =>
    channels.flatMap((channel) =>
      LANGUAGES.map((language) => templateIn(saved, template, channel, language)),
    ),
  );
}

/** Fills {{variables}}; one the message does not carry is left as it is written. */
export function fillTemplate(text: string, variables: Readonly<Record<string, string>>): string {
  return text.replace(VARIABLE, (whole, name: string) => variables[name] ?? whole);
}

/**
 * Where a filled text's pieces came from: the template's own words, a link the portal made
 * ({{link}}), or a value from a record, which no message may show as a link.
 */
export type TemplatePiece = { text: string; from: 'template' | 'link' | 'value' };

/** A template filled as fillTemplate fills it, in pieces that say where each came from. */
export function templatePieces(
  text: string,
  variables: Readonly<Record<string, string>>,
): TemplatePiece[] {
  const pieces: TemplatePiece[] = [];
  let last = 0;
  for (const match of text.matchAll(VARIABLE)) {
    const name = match[1]!;
    const value = variables[name];
    if (value === undefined) continue;
    pieces.push({ text: text.slice(last, match.index), from: 'template' });
    pieces.push({ text: value, from: LINK_VARIABLES.includes(name) ? 'link' : 'value' });
    last = match.index + match[0].length;
  }
  pieces.push({ text: text.slice(last), from: 'template' });
  return pieces.filter((piece) => piece.text !== '');
}

/** Why an edited template cannot be saved, by field; empty when it can. */
export function templateProblems(
  template: TemplateKey,
  channel: MessageChannel,
  edit: MessageTemplateEdit,
): Array<{ path: keyof MessageTemplateEdit; message: string }> {
  const allowed = TEMPLATE_VARIABLES[template];
  const problems: Array<{ path: keyof MessageTemplateEdit; message: string }> = [];
  const unknownIn = (text: string) => variablesIn(text).filter((name) => !allowed.includes(name));
  const unknownMessage = (names: string[]) =>
    `${names.map((name) => `{{${name}}}`).join(', ')} cannot be used here. This message can use: ${allowed.map((name) => `{{${name}}}`).join(', ')}.`;
  for (const field of ['subject', 'body'] as const) {
    const unknown = unknownIn(edit[field]);
    if (unknown.length > 0) problems.push({ path: field, message: unknownMessage(unknown) });
  }
  if (channel === 'email' && edit.subject.trim() === '') {
    problems.push({ path: 'subject', message: 'Subject is required.' });
  }
  if (channel === 'sms' && edit.body.length > MESSAGE_LIMITS.smsBody) {
    problems.push({
      path: 'body',
      message: `An SMS can be at most ${MESSAGE_LIMITS.smsBody} characters.`,
    });
  }
  if (channel === 'whatsapp') {
    const unknown = edit.whatsappParameters.filter((name) => !allowed.includes(name));
    if (unknown.length > 0) {
      problems.push({ path: 'whatsappParameters', message: unknownMessage(unknown) });
    }
  }
  return problems;
}

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * DLT: an SMS is delivered only when its text is exactly the approved text with each {#var#}
 * standing for at most 30 characters. Null when it is; else why not, for the admin.
 */
export function dltMismatch(
  text: string,
  template: Pick<MessageTemplate, 'dltTemplateId' | 'dltText'>,
): string | null {
  if (template.dltTemplateId === '') {
    return 'This SMS template has no DLT template id: add it in Messages → Templates.';
  }
  if (template.dltText === '') {
    return 'This SMS template has no approved DLT text: add it in Messages → Templates.';
  }
  const pattern = template.dltText
    .split('{#var#}')
    .map(escapeForPattern)
    .join(`[\\s\\S]{1,${MESSAGE_LIMITS.dltVariable}}`);
  if (new RegExp(`^${pattern}$`).test(text)) return null;
  return `The text does not match DLT template ${template.dltTemplateId} (a word differs from the approved text, or a value is over ${MESSAGE_LIMITS.dltVariable} characters), so it was not sent.`;
}

/** The variables as the outbox shows them: a link that opens an account is never shown. */
export function shownVariables(
  variables: Readonly<Record<string, string>>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(variables).map(([name, value]) => [
      name,
      SECRET_VARIABLES.includes(name) ? HIDDEN_VARIABLE : value,
    ]),
  );
}

/** Tries before the outbox gives up on a message. */
export const MAX_ATTEMPTS = 6;
/** A message claimed this long ago by a server that has not finished it is taken again. */
export const CLAIM_TIMEOUT_MS = 2 * 60_000;
/** The longest one provider call may take: well inside the claim, so no one else takes it meanwhile. */
export const SEND_TIMEOUT_MS = 20_000;

/** Exponential back-off: 30 s after the first failure, then 1, 2, 4, 8 minutes (at most an hour). */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}
