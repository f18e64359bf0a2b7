// How the Audit Log reads an entry: names for entities, actions and roles, a changed field's
// readable label, and its values as India reads them (rupees with Indian grouping, dates by day
// and month name).
import { msg, plural } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { AUDIT_ENTITIES, formatDate, formatDateTime, formatRupees } from '@/data';
import type { AuditAction, AuditActor, AuditChange, AuditEntity } from '@/data';
import { translateDataMessage } from '@/features/data-messages';

export const AUDIT_ENTITY_LABELS: Record<AuditEntity, MessageDescriptor> = {
  student: msg`Student`,
  candidate: msg`STSE candidate`,
  payment: msg`Payment`,
  material: msg`Study material`,
  school: msg`School`,
  branch: msg`Branch`,
  notification: msg`Notification`,
  settings: msg`Settings`,
  ticket: msg`Support ticket`,
  backup: msg`Backup`,
  paymentOrder: msg`Payment order`,
  messageTemplate: msg`Message template`,
  question: msg`Question`,
  examTest: msg`Online test`,
  examChallenge: msg`Answer key challenge`,
  staff: msg`Staff member`,
  roleSettings: msg`Roles and permissions`,
  batch: msg`Batch`,
  enrolment: msg`Enrolment`,
  slot: msg`Weekly class`,
  session: msg`Class`,
  holiday: msg`Holiday`,
  attendance: msg`Attendance`,
  calendarLink: msg`Calendar link`,
  parentLink: msg`Parent link`,
  parent: msg`Parent`,
};

/** The Entity filter's choices in the reader's language. */
export const auditEntityOptions = (i18n: I18n) =>
  AUDIT_ENTITIES.map((entity) => ({ value: entity, label: i18n._(AUDIT_ENTITY_LABELS[entity]) }));

export const AUDIT_ACTION_LABELS: Record<AuditAction, MessageDescriptor> = {
  created: msg`Created`,
  updated: msg`Updated`,
  deleted: msg`Deleted`,
  cancelled: msg`Cancelled`,
  restored: msg`Restored`,
  refunded: msg`Refunded`,
};

export const AUDIT_ROLE_LABELS: Record<AuditActor['role'], MessageDescriptor> = {
  admin: msg`Admin`,
  student: msg`Student`,
  school: msg`School`,
  parent: msg`Parent`,
  visitor: msg`Visitor`,
};

/** Field names whose words a plain split would get wrong. */
const FIELD_WORDS: Record<string, string> = {
  rollNo: 'Roll No.',
  receiptNo: 'Receipt No.',
  pinCode: 'PIN code',
  whatsapp: 'WhatsApp',
  stse: 'STSE',
  feeDetails: 'Fees',
  installments: 'Installment',
  messages: 'Message',
  titleHi: 'Title (Hindi)',
  detailsHi: 'Details (Hindi)',
};

/** A field's word in English: its name's words ("paidAmount" reads "Paid amount"). */
export function englishFieldWord(name: string): string {
  const known = FIELD_WORDS[name];
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return known ?? words.charAt(0).toUpperCase() + words.slice(1);
}

/** A field's word in the reader's language (./audit-field-labels.ts declares each one). */
function fieldWord(i18n: I18n, name: string): string {
  return translateDataMessage(i18n, englishFieldWord(name));
}

/** `feeDetails.installments[2].paidAmount` reads "Fees › Installment 2 › Paid amount". */
export function fieldLabel(i18n: I18n, path: string): string {
  return path
    .split('.')
    .map((part) =>
      part.replace(/^([^[]+)((?:\[\d+\])*)$/, (_, name: string, indexes: string) =>
        [
          fieldWord(i18n, name),
          ...[...indexes.matchAll(/\[(\d+)\]/g)].map((match) => match[1]),
        ].join(' '),
      ),
    )
    .join(' › ');
}

const MONEY_FIELD = /(amount|fee|balance)$/i;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A value as shown: money in rupees, dates as India reads them, nothing as a dash. */
export function formatAuditValue(i18n: I18n, value: unknown, field = ''): string {
  const name =
    field
      .split('.')
      .at(-1)
      ?.replace(/\[\d+\]$/, '') ?? '';
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number') {
    return MONEY_FIELD.test(name) ? formatRupees(value) : String(value);
  }
  if (typeof value === 'boolean') return value ? i18n._(msg`Yes`) : i18n._(msg`No`);
  if (typeof value === 'string') {
    if (DATE_ONLY.test(value)) return formatDate(value);
    if (TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value))) return formatDateTime(value);
    return value;
  }
  if (Array.isArray(value)) {
    const count = value.length;
    return i18n._(msg`${plural(count, { one: '# item', other: '# items' })}`);
  }
  // By name, as the changes are listed: the server's jsonb keeps keys in its own order.
  return Object.entries(value as Record<string, unknown>)
    .sort(([first], [second]) => (first < second ? -1 : 1))
    .map(([key, inner]) => `${fieldWord(i18n, key)}: ${formatAuditValue(i18n, inner, key)}`)
    .join(', ');
}

/** "Mobile: 98765 43210 → 90000 00001" as one line of the Changes column. */
export function changeText(i18n: I18n, change: AuditChange): string {
  return `${fieldLabel(i18n, change.field)}: ${formatAuditValue(i18n, change.before, change.field)} → ${formatAuditValue(i18n, change.after, change.field)}`;
}
