// The template editor's live preview: the text filled with sample values, and for an SMS the DLT
// check the outbox will make before sending it.
import { dltMismatch, fillTemplate } from '@/data';
import type { MessageChannel, MessageTemplateEdit } from '@/data';

/** Believable values for every variable a template may use. */
export const SAMPLE_VALUES: Readonly<Record<string, string>> = {
  name: 'Riya Sharma',
  link: 'https://portal.sankalpinstitute.in/l/Xa81',
  code: '482913',
  expiresOn: '29 Nov 2026',
  rollNo: 'SANK26120001',
  installment: '2',
  amount: '40,000',
  dueDate: '25 Nov 2026',
  receiptNo: 'SI/2026-27/0042',
  date: '22 Nov 2026',
  reason: 'the bank declined the payment',
  centre: 'Noida Centre',
  subject: 'Fee receipt not received',
};

export type TemplatePreview = {
  /** E-mail only. */
  subject?: string;
  body: string;
  /** SMS only: null when the filled text matches the approved DLT text, else why not. */
  dltProblem?: string | null;
  /** WhatsApp only: each {{1}}, {{2}}… with the value it carries. */
  parameters?: Array<{ position: number; name: string; value: string }>;
};

export function templatePreview(
  channel: MessageChannel,
  edit: Pick<
    MessageTemplateEdit,
    'subject' | 'body' | 'dltTemplateId' | 'dltText' | 'whatsappParameters'
  >,
): TemplatePreview {
  const body = fillTemplate(edit.body, SAMPLE_VALUES);
  if (channel === 'email') return { subject: fillTemplate(edit.subject, SAMPLE_VALUES), body };
  if (channel === 'sms') return { body, dltProblem: dltMismatch(body, edit) };
  return {
    body,
    parameters: edit.whatsappParameters.map((name, index) => ({
      position: index + 1,
      name,
      value: SAMPLE_VALUES[name] ?? `{{${name}}}`,
    })),
  };
}

/** The parameters as the form's one text field holds them: "name, rollNo". */
export const parametersText = (parameters: readonly string[]) => parameters.join(', ');
export const parametersOf = (text: string) =>
  text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
