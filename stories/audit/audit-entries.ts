// Hand-made audit entries for the Audit Log and history stories: a payment, its cancellation, an
// edit of the student, a public registration and a settings change, over three days in India.
import type { AuditEntry } from '@/data';

const admin = { id: 'admin', name: 'Admin', role: 'admin' } as const;
export const HISTORY_STUDENT_ID = 'student-kavya';

export const auditEntries: AuditEntry[] = [
  {
    id: 'audit-registration',
    at: '2026-11-20T04:30:00.000Z',
    actor: { id: 'visitor', name: 'Visitor', role: 'visitor' },
    entity: 'candidate',
    entityId: 'candidate-1',
    action: 'created',
    changes: [
      { field: 'name', before: null, after: 'Aarav Gupta' },
      { field: 'rollNo', before: null, after: 'STSE0001' },
    ],
  },
  {
    id: 'audit-edit',
    at: '2026-11-21T06:00:00.000Z',
    actor: admin,
    entity: 'student',
    entityId: HISTORY_STUDENT_ID,
    studentId: HISTORY_STUDENT_ID,
    action: 'updated',
    changes: [{ field: 'mobile', before: '9876543210', after: '9000000001' }],
  },
  {
    id: 'audit-payment',
    at: '2026-11-22T05:00:00.000Z',
    actor: admin,
    entity: 'payment',
    entityId: 'payment-1',
    studentId: HISTORY_STUDENT_ID,
    action: 'created',
    changes: [
      { field: 'amount', before: null, after: 120000 },
      { field: 'receiptNo', before: null, after: 'SANK/2026-27/000001' },
    ],
  },
  {
    id: 'audit-cancellation',
    at: '2026-11-22T09:45:00.000Z',
    actor: admin,
    entity: 'payment',
    entityId: 'payment-1',
    studentId: HISTORY_STUDENT_ID,
    action: 'cancelled',
    changes: [{ field: 'status', before: 'Valid', after: 'Cancelled' }],
  },
  {
    id: 'audit-settings',
    at: '2026-11-22T10:00:00.000Z',
    actor: { id: 'admin-2', name: 'Meena Joshi', role: 'admin' },
    entity: 'settings',
    entityId: 'settings',
    action: 'updated',
    changes: [{ field: 'stse.resultsPublished', before: false, after: true }],
  },
];
