// How the Audit Log reads an entry: names for entities, actions and roles, a changed field's
// readable label, and its values as India reads them (rupees with Indian grouping, dates by day
// and month name).
import { AUDIT_ENTITIES, formatDate, formatDateTime, formatRupees } from '@/data';
import type { AuditAction, AuditActor, AuditChange, AuditEntity } from '@/data';

export const AUDIT_ENTITY_LABELS: Record<AuditEntity, string> = {
  student: 'Student',
  candidate: 'STSE candidate',
  payment: 'Payment',
  material: 'Study material',
  school: 'School',
  branch: 'Branch',
  notification: 'Notification',
  settings: 'Settings',
  ticket: 'Support ticket',
  backup: 'Backup',
  paymentOrder: 'Payment order',
  messageTemplate: 'Message template',
  question: 'Question',
  examTest: 'Online test',
  examChallenge: 'Answer key challenge',
  staff: 'Staff member',
  roleSettings: 'Roles and permissions',
  batch: 'Batch',
  enrolment: 'Enrolment',
  slot: 'Weekly class',
  session: 'Class',
  holiday: 'Holiday',
  attendance: 'Attendance',
  calendarLink: 'Calendar link',
  parentLink: 'Parent link',
  parent: 'Parent',
};

export const AUDIT_ENTITY_OPTIONS = AUDIT_ENTITIES.map((entity) => ({
  value: entity,
  label: AUDIT_ENTITY_LABELS[entity],
}));

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  created: 'Created',
  updated: 'Updated',
  deleted: 'Deleted',
  cancelled: 'Cancelled',
  restored: 'Restored',
  refunded: 'Refunded',
};

export const AUDIT_ROLE_LABELS: Record<AuditActor['role'], string> = {
  admin: 'Admin',
  student: 'Student',
  school: 'School',
  parent: 'Parent',
  visitor: 'Visitor',
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
};

function fieldWord(name: string): string {
  const known = FIELD_WORDS[name];
  if (known) return known;
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** `feeDetails.installments[2].paidAmount` reads "Fees › Installment 2 › Paid amount". */
export function fieldLabel(path: string): string {
  return path
    .split('.')
    .map((part) =>
      part.replace(/^([^[]+)((?:\[\d+\])*)$/, (_, name: string, indexes: string) =>
        [fieldWord(name), ...[...indexes.matchAll(/\[(\d+)\]/g)].map((match) => match[1])].join(
          ' ',
        ),
      ),
    )
    .join(' › ');
}

const MONEY_FIELD = /(amount|fee|balance)$/i;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A value as shown: money in rupees, dates as India reads them, nothing as a dash. */
export function formatAuditValue(value: unknown, field = ''): string {
  const name =
    field
      .split('.')
      .at(-1)
      ?.replace(/\[\d+\]$/, '') ?? '';
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number') {
    return MONEY_FIELD.test(name) ? formatRupees(value) : String(value);
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') {
    if (DATE_ONLY.test(value)) return formatDate(value);
    if (TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value))) return formatDateTime(value);
    return value;
  }
  if (Array.isArray(value)) {
    return value.length === 1 ? '1 item' : `${String(value.length)} items`;
  }
  // By name, as the changes are listed: the server's jsonb keeps keys in its own order.
  return Object.entries(value as Record<string, unknown>)
    .sort(([first], [second]) => (first < second ? -1 : 1))
    .map(([key, inner]) => `${fieldWord(key)}: ${formatAuditValue(inner, key)}`)
    .join(', ');
}

/** "Mobile: 98765 43210 → 90000 00001" as one line of the Changes column. */
export function changeText(change: AuditChange): string {
  return `${fieldLabel(change.field)}: ${formatAuditValue(change.before, change.field)} → ${formatAuditValue(change.after, change.field)}`;
}
