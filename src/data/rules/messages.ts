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

const SIGNATURE = 'Sankalp Institute';

type DefaultText = { subject: string; body: string; sms: string };

/** Each event's words: the e-mail's subject and text, and the SMS text (also WhatsApp's). */
const DEFAULT_TEXT: Record<TemplateKey, DefaultText> = {
  'account-setup': {
    subject: 'Set your password for the Sankalp portal',
    body:
      'Dear {{name}},\n\nAn account has been made for you on the Sankalp portal. Set your password here (the link works until {{expiresOn}}):\n{{link}}\n\nIf the link does not open, use the set-up code {{code}} on the Set your password page.\n\n' +
      SIGNATURE,
    sms: 'Dear {{name}}, set your Sankalp portal password with code {{code}} at {{link}} - Sankalp',
  },
  'password-reset': {
    subject: 'Reset your Sankalp portal password',
    body:
      'Dear {{name}},\n\nSomeone asked to reset the password of your Sankalp portal account. To choose a new password, open this link within one hour:\n{{link}}\n\nThe link works once. If you did not ask, ignore this message: your password stays as it is.\n\n' +
      SIGNATURE,
    sms: 'Dear {{name}}, reset your Sankalp portal password within 1 hour at {{link}} - Sankalp',
  },
  'fee-reminder-before': {
    subject: 'Fee installment {{installment}} is due on {{dueDate}}',
    body:
      'Dear {{name}},\n\nInstallment {{installment}} of ₹{{amount}} (roll number {{rollNo}}) is due on {{dueDate}}. You can pay it from your Fee Details page:\n{{link}}\n\n' +
      SIGNATURE,
    sms: 'Dear {{name}}, fee installment {{installment}} of Rs {{amount}} is due on {{dueDate}}. - Sankalp',
  },
  'fee-reminder-due': {
    subject: 'Fee installment {{installment}} is due today',
    body:
      'Dear {{name}},\n\nInstallment {{installment}} of ₹{{amount}} (roll number {{rollNo}}) is due today, {{dueDate}}. You can pay it from your Fee Details page:\n{{link}}\n\n' +
      SIGNATURE,
    sms: 'Dear {{name}}, fee installment {{installment}} of Rs {{amount}} is due today, {{dueDate}}. - Sankalp',
  },
  'fee-reminder-overdue': {
    subject: 'Fee installment {{installment}} is overdue',
    body:
      'Dear {{name}},\n\nInstallment {{installment}} of ₹{{amount}} (roll number {{rollNo}}) was due on {{dueDate}} and is not yet paid. Please pay it from your Fee Details page or at the office:\n{{link}}\n\n' +
      SIGNATURE,
    sms: 'Dear {{name}}, fee installment {{installment}} of Rs {{amount}} due on {{dueDate}} is overdue. - Sankalp',
  },
  'payment-received': {
    subject: 'Payment received: receipt {{receiptNo}}',
    body:
      'Dear {{name}},\n\nWe have received ₹{{amount}} for installment {{installment}} on {{date}}. Your receipt number is {{receiptNo}}; the receipt is attached.\n\n' +
      SIGNATURE,
    sms: 'Dear {{name}}, we received Rs {{amount}} for installment {{installment}}. Receipt {{receiptNo}}. - Sankalp',
  },
  'payment-failed': {
    subject: 'Your payment did not go through',
    body:
      'Dear {{name}},\n\nYour payment of ₹{{amount}} for installment {{installment}} did not go through: {{reason}}. No money has been taken for it; you can try again from your Fee Details page.\n\n' +
      SIGNATURE,
    sms: 'Dear {{name}}, your payment of Rs {{amount}} for installment {{installment}} failed. - Sankalp',
  },
  'payment-rejected': {
    subject: 'Your UPI payment could not be confirmed',
    body:
      'Dear {{name}},\n\nThe office could not confirm your UPI payment of ₹{{amount}} for installment {{installment}}: {{reason}}. Please contact the office.\n\n' +
      SIGNATURE,
    sms: 'Dear {{name}}, your UPI payment of Rs {{amount}} for installment {{installment}} was not confirmed. - Sankalp',
  },
  'stse-registered': {
    subject: 'STSE registration confirmed: roll number {{rollNo}}',
    body:
      'Dear {{name}},\n\nYour registration for the Sankalp Talent Search Exam is confirmed. Your roll number is {{rollNo}}. Keep it: you need it for your admit card and your result.\n{{link}}\n\n' +
      SIGNATURE,
    sms: 'Dear {{name}}, your STSE registration is confirmed. Roll number {{rollNo}}. - Sankalp',
  },
  'stse-admit-card': {
    subject: 'Your STSE admit card is ready',
    body:
      'Dear {{name}},\n\nYour exam centre is {{centre}}. Download your admit card with your roll number {{rollNo}}:\n{{link}}\n\n' +
      SIGNATURE,
    sms: 'Dear {{name}}, your STSE admit card (roll {{rollNo}}) is ready. Centre: {{centre}}. - Sankalp',
  },
  'stse-results': {
    subject: 'STSE results are published',
    body:
      'Dear {{name}},\n\nThe STSE results are published. See yours with your roll number {{rollNo}}:\n{{link}}\n\n' +
      SIGNATURE,
    sms: 'Dear {{name}}, STSE results are out. Check yours with roll number {{rollNo}}. - Sankalp',
  },
  'ticket-replied': {
    subject: 'Reply to your ticket: {{subject}}',
    body:
      'Dear {{name}},\n\nThe institute has replied to your support ticket "{{subject}}". Read the reply here:\n{{link}}\n\n' +
      SIGNATURE,
    sms: 'Dear {{name}}, the institute replied to your ticket. See the portal. - Sankalp',
  },
  'absent-today': {
    subject: 'Absent from class on {{date}}',
    body:
      'Dear Parent,\n\n{{names}} did not attend class at Sankalp Institute on {{date}}. If you did not expect this, please call the institute.\n\n' +
      SIGNATURE,
    sms: 'Dear Parent, {{names}} did not attend class on {{date}}. Please call the institute if unexpected. - Sankalp',
  },
  'login-code': {
    subject: 'Your Sankalp portal sign-in code',
    body:
      'Dear Parent,\n\nYour code to sign in to the Sankalp portal is {{code}}. It works for {{minutes}} minutes. Do not share it with anyone: the institute never asks for it.\n\n' +
      SIGNATURE,
    sms: '{{code}} is your Sankalp portal sign-in code. It works for {{minutes}} minutes. Do not share it. - Sankalp',
  },
  // To a counsellor's own e-mail only (the digest is queued with no mobile): the SMS and
  // WhatsApp texts are there because every template has one in each channel, and never go.
  'follow-up-digest': {
    subject: 'Follow-ups for {{date}}: {{count}}',
    body:
      'Dear {{name}},\n\nEnquiries to follow up today, {{date}}: {{count}}, the overdue first.\n\n{{list}}\n\nYour Enquiries list:\n{{link}}\n\n' +
      SIGNATURE,
    sms: 'Dear {{name}}, follow-ups due today: {{count}}. See Enquiries on the Sankalp portal. - Sankalp',
  },
  // To enquiries: the e-mail always ends with its Unsubscribe link; WhatsApp goes only to those
  // who opted in, SMS only with its DLT approval.
  'admissions-open': {
    subject: 'Admissions are open at Sankalp Institute',
    body:
      'Dear {{name}},\n\nAdmissions for the new session are open at Sankalp Institute. See our programs and fees, then visit us or call to join:\n{{link}}\n\n' +
      SIGNATURE +
      '\n\nYou get this because you asked Sankalp Institute about admissions. To get no more of these messages: {{unsubscribe}}',
    sms: 'Dear {{name}}, admissions are open at Sankalp Institute. Visit us or call to join. - Sankalp',
  },
  'counselling-invite': {
    subject: 'Book a free counselling session at Sankalp Institute',
    body:
      'Dear {{name}},\n\nOur counsellors can help you choose the right program for your exam. Book a free counselling session with a parent, by phone or at the institute:\n{{link}}\n\n' +
      SIGNATURE +
      '\n\nYou get this because you asked Sankalp Institute about admissions. To get no more of these messages: {{unsubscribe}}',
    sms: 'Dear {{name}}, book a free counselling session at Sankalp Institute with a parent. Call or visit us. - Sankalp',
  },
};

const VARIABLE = /\{\{\s*([a-zA-Z]+)\s*\}\}/g;

/** The variables a text uses, in order of first use. */
export function variablesIn(text: string): string[] {
  const names = [...text.matchAll(VARIABLE)].map((match) => match[1]!);
  return [...new Set(names)];
}

/** The DLT text for a message: each {{variable}} becomes the platform's {#var#}. */
export const dltTextOf = (text: string) => text.replace(VARIABLE, '{#var#}');

/** The portal's own template for an event in a channel (what the admin starts from). */
export function defaultTemplate(template: TemplateKey, channel: MessageChannel): MessageTemplate {
  const text = DEFAULT_TEXT[template];
  const short = channel !== 'email';
  return {
    template,
    channel,
    subject: channel === 'email' ? text.subject : '',
    body: short ? text.sms : text.body,
    dltTemplateId: '',
    dltText: channel === 'sms' ? dltTextOf(text.sms) : '',
    whatsappName: channel === 'whatsapp' ? template.replaceAll('-', '_') : '',
    whatsappLanguage: 'en',
    whatsappParameters: channel === 'whatsapp' ? variablesIn(text.sms) : [],
    updatedAt: null,
  };
}

/** Every template in every channel: the admin's where they changed it, else the default. */
export function resolveTemplates(saved: readonly MessageTemplate[]): MessageTemplate[] {
  const channels: MessageChannel[] = ['email', 'sms', 'whatsapp'];
  return TEMPLATE_KEYS.flatMap((template) =>
    channels.map(
      (channel) =>
        saved.find((row) => row.template === template && row.channel === channel) ??
        defaultTemplate(template, channel),
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
