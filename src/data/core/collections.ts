// The stored collections (the spec's seven, the fee ledger's payments and the audit log) as one typed map, with the schema that validates each one
// when it is read back and the value a collection has when nothing is stored yet.
import { z } from 'zod';
import type { CollectionKey } from './types';
import {
  auditEntrySchema,
  candidateSchema,
  materialSchema,
  notificationSchema,
  NO_GST_REGISTRATION,
  payeeDetailsSchema,
  paymentOrderSchema,
  paymentSchema,
  schoolSchema,
  branchSchema,
  settingsSchema,
  studentSchema,
  ticketSchema,
} from '../schemas';
import {
  messagePreferencesSchema,
  messageTemplateSchema,
  outboxMessageSchema,
} from '../schemas/messages';
import type { MessagePreferences, MessageTemplate, OutboxMessage } from '../schemas/messages';
import { examTestSchema, questionSchema } from '../schemas/exams';
import {
  examAttemptSchema,
  examChallengeSchema,
  responseSaveSchema,
} from '../schemas/exam-attempts';
import type { ExamTest, Question } from '../schemas/exams';
import { batchSchema, enrolmentSchema } from '../schemas/batches';
import { registerSchema } from '../schemas/attendance';
import type { Register } from '../schemas/attendance';
import { parentLinkSchema, parentSchema } from '../schemas/parents';
import type { Parent, ParentLink } from '../schemas/parents';
import { admissionsSettingsSchema, enquirySchema } from '../schemas/enquiries';
import type { Enquiry } from '../schemas/enquiries';
import { dailySettingsSchema } from '../schemas/settings';
import { holidaySchema, sessionSchema, slotSchema } from '../schemas/timetable';
import type { Holiday, Session, Slot } from '../schemas/timetable';
import type { Batch, Enrolment } from '../schemas/batches';
import { DEFAULT_ROLE_SETTINGS, roleSettingsSchema, staffMemberSchema } from '../schemas/staff';
import type { RoleSettings, StaffMember } from '../schemas/staff';
import type { ExamAttempt, ExamChallenge, SavedResponse } from '../schemas/exam-attempts';
import type {
  AuditEntry,
  Branch,
  Candidate,
  Material,
  Notification,
  Payment,
  PaymentOrder,
  School,
  Settings,
  Student,
  Ticket,
} from '../schemas';

export type Collections = {
  students: readonly Student[];
  stseCandidates: readonly Candidate[];
  materials: readonly Material[];
  schools: readonly School[];
  /** The further branches, and the first branch's row once it is edited (branchesWithFirst). */
  branches: readonly Branch[];
  supportTickets: readonly Ticket[];
  notifications: readonly Notification[];
  settings: Settings;
  payments: readonly Payment[];
  auditLog: readonly AuditEntry[];
  /**
   * The highest receipt and roll numbers issued before a restore removed their records (the
   * highest of each series). Kept apart from the restored data: a restore only ever adds to it.
   */
  issuedNumbers: readonly string[];
  /**
   * Payments students started online or by UPI. Kept apart from the restored data like the
   * issued numbers: an order the provider may still pay, or a transfer the office has yet to
   * verify, must outlive a restore (what no longer matches the ledger shows for reconciling).
   */
  paymentOrders: readonly PaymentOrder[];
  /**
   * Messages (the browser-only demo sends none; its outbox holds what a story seeds), the admin's
   * templates and each student's and school's channels: none of them in backups (the outbox is
   * the server's work in flight; templates and choices are not the institute's records).
   */
  outbox: readonly OutboxMessage[];
  messageTemplates: readonly MessageTemplate[];
  messagePreferences: readonly StoredMessagePreferences[];
  /**
   * Online tests: the question bank, the tests, the attempts (with their responses and device
   * token) and the answer-key challenges. Not in backups: an attempt's token and responses are
   * the server's work in flight, and the bank has its own export and import (Admin → Question
   * Bank).
   */
  questions: readonly Question[];
  examTests: readonly ExamTest[];
  examAttempts: readonly StoredExamAttempt[];
  examChallenges: readonly ExamChallenge[];
  /**
   * The staff and each role's permissions with the refund limit. Not in backups: who may sign in
   * and what they may do is not the institute's records, and restoring an old backup must not
   * bring back a staff member since made inactive, nor take away the owner's own account.
   */
  staff: readonly StaffMember[];
  roleSettings: RoleSettings;
  /** Batches and every enrolment in them (the left ones too: a student's history). */
  batches: readonly Batch[];
  enrolments: readonly Enrolment[];
  /** The timetable: weekly slots, the dated sessions they make (and extra classes), holidays. */
  slots: readonly Slot[];
  classSessions: readonly Session[];
  holidays: readonly Holiday[];
  /** Attendance: one register per class taken. */
  registers: readonly Register[];
  /** Parents who have signed in (not in backups, as the staff: who signs in is not the
   *  institute's records), and the office's links and unlinks of parents to students. */
  parents: readonly Parent[];
  parentLinks: readonly ParentLink[];
  /** Admissions: every enquiry, open and closed, with its contacts and history. */
  enquiries: readonly Enquiry[];
};

/** An attempt as the browser-only mode stores it: with its device token, responses and saves
 *  per minute (the server keeps these in tables of their own). */
export type StoredExamAttempt = ExamAttempt & {
  token: string;
  responses: SavedResponse[];
  savesPerMinute: Array<{ minute: string; saves: number }>;
};

/** A student's or school's channels, by the record they belong to. */
export type StoredMessagePreferences = MessagePreferences & { subjectId: string };

/** Collections a backup does not hold and a restore leaves as they are. */
const NOT_BACKED_UP = [
  'issuedNumbers',
  'paymentOrders',
  'outbox',
  'messageTemplates',
  'messagePreferences',
  'questions',
  'examTests',
  'examAttempts',
  'examChallenges',
  'staff',
  'roleSettings',
  'parents',
] as const;

/** What a backup holds and a restore replaces: everything but the issued numbers and the orders. */
export type BackupCollections = Omit<Collections, (typeof NOT_BACKED_UP)[number]>;

export const COLLECTION_KEYS = [
  'students',
  'stseCandidates',
  'materials',
  'schools',
  'branches',
  'supportTickets',
  'notifications',
  'settings',
  'payments',
  'auditLog',
  'issuedNumbers',
  'paymentOrders',
  'outbox',
  'messageTemplates',
  'messagePreferences',
  'questions',
  'examTests',
  'examAttempts',
  'examChallenges',
  'staff',
  'roleSettings',
  'batches',
  'enrolments',
  'slots',
  'classSessions',
  'holidays',
  'registers',
  'parents',
  'parentLinks',
  'enquiries',
] as const satisfies readonly CollectionKey[];

/** The collections a backup file holds. */
export const BACKUP_KEYS = COLLECTION_KEYS.filter(
  (key): key is keyof BackupCollections =>
    !(NOT_BACKED_UP as readonly CollectionKey[]).includes(key),
);

export const collectionSchemas = {
  students: z.array(studentSchema),
  stseCandidates: z.array(candidateSchema),
  materials: z.array(materialSchema),
  schools: z.array(schoolSchema),
  // Data and backups from before branches have none: the first branch only.
  branches: z.array(branchSchema).default([]),
  supportTickets: z.array(ticketSchema),
  notifications: z.array(notificationSchema),
  settings: settingsSchema,
  payments: z.array(paymentSchema),
  // Data and backups from before the log have none: an empty log.
  auditLog: z.array(auditEntrySchema).default([]),
  // Data from before restores kept them has none.
  issuedNumbers: z.array(z.string()).default([]),
  // Data from before payments were taken online has none.
  paymentOrders: z.array(paymentOrderSchema).default([]),
  // Data from before messages has none.
  outbox: z.array(outboxMessageSchema).default([]),
  messageTemplates: z.array(messageTemplateSchema).default([]),
  messagePreferences: z
    .array(messagePreferencesSchema.extend({ subjectId: z.string() }))
    .default([]),
  // Data from before online tests has none.
  questions: z.array(questionSchema).default([]),
  examTests: z.array(examTestSchema).default([]),
  examAttempts: z
    .array(
      examAttemptSchema.extend({
        token: z.string(),
        responses: z.array(responseSaveSchema),
        savesPerMinute: z.array(z.object({ minute: z.string(), saves: z.number().int() })),
      }),
    )
    .default([]),
  examChallenges: z.array(examChallengeSchema).default([]),
  // Data from before staff had accounts of their own has none, and the default roles.
  staff: z.array(staffMemberSchema).default([]),
  roleSettings: roleSettingsSchema.default(DEFAULT_ROLE_SETTINGS),
  // Data and backups from before batches have none.
  batches: z.array(batchSchema).default([]),
  enrolments: z.array(enrolmentSchema).default([]),
  slots: z.array(slotSchema).default([]),
  classSessions: z.array(sessionSchema).default([]),
  holidays: z.array(holidaySchema).default([]),
  registers: z.array(registerSchema).default([]),
  // Data and backups from before parents signed in have none.
  parents: z.array(parentSchema).default([]),
  parentLinks: z.array(parentLinkSchema).default([]),
  // Data and backups from before admissions have none.
  enquiries: z.array(enquirySchema).default([]),
} satisfies { [K in CollectionKey]: z.ZodType<Collections[K], unknown> };

/** Every collection a backup holds, at once: a backup's records. */
export const collectionsSchema = z.object(collectionSchemas).omit({ issuedNumbers: true });

/** Two institute centres and Online, the spec's three tiers, the admit card's 2024, marks out of 100. */
export const DEFAULT_SETTINGS: Settings = deepFreeze({
  stse: {
    rollNoPrefix: 'STSE',
    examCenters: [
      'Sankalp Institute – Kota Main Campus',
      'Sankalp Institute – Jaipur Centre',
      'Online',
    ],
    scholarshipTiers: [
      { minMarks: 90, reward: '100% Scholarship', concessionPercent: 100 },
      { minMarks: 80, reward: '50% Scholarship', concessionPercent: 50 },
      { minMarks: 70, reward: '25% Scholarship', concessionPercent: 25 },
    ],
    examYear: 2024,
    maxMarks: 100,
    // Results stay hidden until the admin publishes them (Settings → Publish Results).
    resultsPublished: false,
  },
  // None until the admin enters them: students are told to pay at the office.
  payee: payeeDetailsSchema.parse({}),
  // Not registered for GST until the admin enters a GSTIN: receipts carry no tax.
  gst: { ...NO_GST_REGISTRATION },
  // Every timetable warning off, 15 minutes to correct a register, 75% attendance expected.
  daily: dailySettingsSchema.parse({}),
  // New, Contacted, Counselling booked, Applied, Admitted and Lost; Mon–Sat 09:00–18:00.
  admissions: admissionsSettingsSchema.parse({}),
});

/** What a collection holds when its key is absent: nothing yet, or the default settings. */
export function emptyCollection<K extends CollectionKey>(key: K): Collections[K] {
  return (
    key === 'settings' ? DEFAULT_SETTINGS : key === 'roleSettings' ? DEFAULT_ROLE_SETTINGS : []
  ) as Collections[K];
}

/**
 * Stored values are shared between every reader (the adapters cache them), so they are frozen:
 * a screen that tried to edit one in place would throw instead of silently changing the cache.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const child of Object.values(value)) deepFreeze(child);
  return Object.freeze(value);
}
