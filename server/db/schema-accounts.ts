// The sign-in tables (Drizzle): the accounts, their sessions, set-up codes and reset links, and
// the failed attempts the limits count (server/auth/). Apart from the product records in
// schema.ts, which re-exports them, so `import * as t from '../db/schema'` sees every table and
// drizzle-kit (server/drizzle.config.ts reads schema.ts) still finds them all.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { StaffRole } from '../../src/data/permissions';
import type { RoleSettings } from '../../src/data/server-staff';

/** A person who can sign in: the admin(s), and one user per student and per school. */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    role: text('role').$type<'admin' | 'student' | 'school' | 'parent'>().notNull(),
    /** The sign-in e-mail, lower-cased: unique among admins and among schools; students may
     *  share one (siblings). A student's or school's is set from its record when the account is
     *  made and changed only by the admin's edit of the record's e-mail (server/auth/sign-in-email.ts). */
    email: text('email').notNull(),
    /** The student's, school's or parent's id; null for an admin. A parent's e-mail column
     *  holds their mobile. */
    subjectId: text('subject_id'),
    name: text('name').notNull(),
    /** argon2id; null until the person sets a password with a set-up code. */
    passwordHash: text('password_hash'),
    /** The language the person chose while signed in; null until they choose one. */
    language: text('language').$type<'en' | 'hi'>(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (table) => [
    uniqueIndex('users_admin_email')
      .on(table.email)
      .where(sql`role = 'admin'`),
    uniqueIndex('users_subject').on(table.subjectId),
    uniqueIndex('users_school_email')
      .on(table.email)
      .where(sql`role = 'school'`),
    index('users_role_email').on(table.role, table.email),
  ],
);

/** A signed-in browser: only the SHA-256 of the cookie's token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
  },
  (table) => [index('sessions_user').on(table.userId)],
);

/** One-time set-up codes (7 days); only the SHA-256 is stored. A new code replaces older ones. */
export const setupCodes = pgTable(
  'setup_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
    usedAt: bigint('used_at', { mode: 'number' }),
  },
  (table) => [index('setup_codes_user').on(table.userId)],
);

/** Failed sign-ins by key (`ip:…` or `email:…`), for the rate limit. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    at: bigint('at', { mode: 'number' }).notNull(),
  },
  (table) => [index('login_attempts_key_at').on(table.key, table.at)],
);

/** Forgot password: a link's token (only its SHA-256 kept), good for an hour, once. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
    usedAt: bigint('used_at', { mode: 'number' }),
  },
  (table) => [index('password_resets_user').on(table.userId)],
);

/**
 * A staff member: an admin account (its name and sign-in e-mail are the user's) with a role and
 * whether they may still sign in. Every admin account has one; the first admin is an owner.
 */
export const staff = pgTable(
  'staff',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    staffRole: text('staff_role').$type<StaffRole>().notNull(),
    mobile: text('mobile'),
    active: boolean('active').notNull().default(true),
    /** The branches the staff member is limited to; null: every branch. */
    branchIds: jsonb('branch_ids').$type<string[]>(),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
  },
  (table) => [index('staff_role_active').on(table.staffRole, table.active)],
);

/** Each role's permissions and the staff refund limit: one document, replaced by the owner. */
export const roleSettings = pgTable('role_settings', {
  id: integer('id').primaryKey(),
  doc: jsonb('doc').$type<RoleSettings>().notNull(),
});
