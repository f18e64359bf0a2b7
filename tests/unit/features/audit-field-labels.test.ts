import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AuditEntity } from '@/data';
import { BACKUP_KEYS } from '@/data/core/collections';
import { registerSchema } from '@/data/schemas/attendance';
import { batchSchema, enrolmentSchema } from '@/data/schemas/batches';
import { branchSchema } from '@/data/schemas/branches';
import { candidateSchema } from '@/data/schemas/candidates';
import { examChallengeSchema } from '@/data/schemas/exam-attempts';
import { examTestSchema, questionSchema } from '@/data/schemas/exams';
import { materialSchema } from '@/data/schemas/materials';
import { messageTemplateSchema } from '@/data/schemas/messages';
import { notificationSchema } from '@/data/schemas/notifications';
import { parentLinkSchema, parentSchema } from '@/data/schemas/parents';
import { paymentOrderSchema } from '@/data/schemas/payment-orders';
import { paymentSchema } from '@/data/schemas/payments';
import { schoolSchema } from '@/data/schemas/schools';
import { settingsSchema } from '@/data/schemas/settings';
import { roleSettingsSchema, staffMemberSchema } from '@/data/schemas/staff';
import { studentSchema } from '@/data/schemas/students';
import { ticketSchema } from '@/data/schemas/tickets';
import { holidaySchema, sessionSchema, slotSchema } from '@/data/schemas/timetable';
import { englishFieldWord, fieldLabel } from '@/features/audit/model/audit-format';
import { messages as hindiAreaMessages } from '@/locales/hi/portal.po';
import { messages as hindiPublicMessages } from '@/locales/hi/public.po';
import { messages as hindiSiteMessages } from '@/locales/hi/site.po';

// The Audit Log loads all three catalogs (an area's page), so a word is Hindi in any of them.
const hindiMessages = { ...hindiSiteMessages, ...hindiPublicMessages, ...hindiAreaMessages };
const hindi = setupI18n({ locale: 'hi', messages: { hi: hindiMessages } });

/**
 * What each audited entity's entry records (src/data/operations/audit.ts and the operations that
 * call it): a record as stored, or the shape its operation gives the log.
 */
const AUDITED: Record<AuditEntity, z.ZodType> = {
  student: studentSchema,
  candidate: candidateSchema,
  payment: paymentSchema,
  material: materialSchema,
  school: schoolSchema,
  branch: branchSchema,
  notification: notificationSchema,
  settings: settingsSchema,
  ticket: ticketSchema,
  // restoreChange: the records of each backed-up collection, and when the backup was exported.
  backup: z.object({
    backupExportedAt: z.string(),
    ...Object.fromEntries(BACKUP_KEYS.map((key) => [key, z.number()])),
  }),
  paymentOrder: paymentOrderSchema,
  messageTemplate: messageTemplateSchema,
  question: questionSchema,
  // auditedTest: the test with its frozen questions counted; keyChangeAudit is a part of it.
  examTest: examTestSchema.omit({ frozen: true }).extend({ frozenQuestions: z.number() }),
  examChallenge: examChallengeSchema,
  staff: staffMemberSchema,
  roleSettings: roleSettingsSchema,
  batch: batchSchema,
  enrolment: enrolmentSchema,
  slot: slotSchema,
  session: sessionSchema,
  holiday: holidaySchema,
  // loggedRegister: the class's date and each student's mark, by the student's id.
  attendance: registerSchema
    .pick({ date: true })
    .extend({ marks: z.record(z.string(), z.string()) }),
  // The calendar feed's link: its owner as the id, and when it was made.
  calendarLink: z.object({ id: z.string(), createdAt: z.string() }),
  parentLink: parentLinkSchema,
  parent: parentSchema,
};

/** Every field name in a schema, nested objects and the items of lists and records included. */
function fieldNames(schema: z.ZodType, into = new Set<string>()): Set<string> {
  const def = schema._zod.def;
  if (def instanceof Object && 'shape' in def && def.type === 'object') {
    for (const [name, inner] of Object.entries((schema as z.ZodObject).shape)) {
      into.add(name);
      fieldNames(inner as z.ZodType, into);
    }
  }
  const inners = [
    'innerType' in def ? def.innerType : undefined,
    'element' in def ? def.element : undefined,
    'valueType' in def ? def.valueType : undefined,
    'in' in def ? def.in : undefined,
    'out' in def ? def.out : undefined,
    'left' in def ? def.left : undefined,
    'right' in def ? def.right : undefined,
    ...('options' in def && Array.isArray(def.options) ? def.options : []),
    ...('items' in def && Array.isArray(def.items) ? def.items : []),
  ];
  for (const inner of inners) {
    if (inner !== undefined) fieldNames(inner as z.ZodType, into);
  }
  return into;
}

describe("the Audit Log's field labels", () => {
  it('are Hindi for every field of every audited entity', () => {
    const missing = Object.entries(AUDITED).flatMap(([entity, schema]) =>
      [...fieldNames(schema)]
        .filter((name) => name !== 'id')
        .map(englishFieldWord)
        .filter((word) => !hindiMessages[word])
        .map((word) => `${entity}: ${word}`),
    );
    expect([...new Set(missing)]).toEqual([]);
  });

  it('read a nested path in Hindi, each part and its item number', () => {
    expect(fieldLabel(hindi, 'feeDetails.installments[2].paidAmount')).toBe(
      'फ़ीस › किस्त 2 › भुगतान की गई राशि',
    );
  });
});
