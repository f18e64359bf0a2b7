// The audit log: one entry per change.
import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, AUDIT_ROLES } from '../constants';
import { timestampField, idField } from './fields';

/** A JSON value as stored in an entry (a field's value before or after). */
const auditValueSchema = z.json();

export const auditActorSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(AUDIT_ROLES),
});
export type AuditActor = z.infer<typeof auditActorSchema>;

export const auditChangeSchema = z.object({
  /** A readable path: `mobile`, `feeDetails.installments[2].paidAmount` (items counted from 1). */
  field: z.string().min(1),
  /** null when the field was not there (a new record, a field first filled in). */
  before: auditValueSchema,
  after: auditValueSchema,
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const auditEntrySchema = z.object({
  id: idField,
  at: timestampField,
  actor: auditActorSchema,
  entity: z.enum(AUDIT_ENTITIES),
  /** The changed record's id ('' for the whole data set: a restored backup). */
  entityId: z.string(),
  /** The student the change concerns (the student itself, its payments), for its history. */
  studentId: z.string().optional(),
  action: z.enum(AUDIT_ACTIONS),
  /** Only the fields that changed. */
  changes: z.array(auditChangeSchema),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AuditEntity = AuditEntry['entity'];
export type AuditAction = AuditEntry['action'];
