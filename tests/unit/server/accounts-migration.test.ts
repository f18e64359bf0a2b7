// @vitest-environment node
// Migration 0012: students and schools sign in by their account's e-mail. An existing database
// keeps everyone signing in as before, except that a school that had put another school's e-mail
// on its record no longer takes that school's sign-in.
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { hash } from '@node-rs/argon2';
import { drizzle } from 'drizzle-orm/pglite';
import { expect, test } from 'vitest';
import { createAccounts } from '../../../server/auth/accounts';
import { createPortalData } from '../../../server/data/portal-data';
import type { Db } from '../../../server/db/open';
import * as schema from '../../../server/db/schema';
import { school, storedStudent } from '../contract/fixtures';
import { migrate } from './migration-steps';

test(
  'existing accounts keep signing in; a school’s copy of another’s e-mail takes nothing',
  { timeout: 60_000 },
  async () => {
    const client = await PGlite.create('memory://', { extensions: { pg_trgm, btree_gist } });
    try {
      await migrate(client, (idx) => idx < 12);
      const passwordHash = await hash('the password 1');
      const kid = storedStudent('SANK26120001', { id: 'kid', email: 'Kid@example.com' });
      // Y was added first and put X's e-mail on its record; Z changed its own e-mail honestly.
      const schools = [
        { ...school, id: 'y', contactEmail: 'x@example.com' },
        { ...school, id: 'x', contactEmail: 'x@example.com' },
        { ...school, id: 'z', contactEmail: 'z.new@example.com' },
      ];
      await client.query(
        `insert into students (id, roll_no, email_key, doc) values ($1, $2, $3, $4)`,
        [kid.id, kid.rollNo, 'kid@example.com', JSON.stringify(kid)],
      );
      for (const record of schools) {
        await client.query(`insert into schools (id, email_key, doc) values ($1, $2, $3)`, [
          record.id,
          record.contactEmail,
          JSON.stringify(record),
        ]);
      }
      // Each account's e-mail as it was copied when the account was made.
      const accounts: Array<[string, string, string]> = [
        ['kid', 'student', 'old.kid@example.com'],
        ['y', 'school', 'y@example.com'],
        ['x', 'school', 'x@example.com'],
        ['z', 'school', 'z.old@example.com'],
      ];
      for (const [subject, role, email] of accounts) {
        await client.query(
          `insert into users (id, role, email, subject_id, name, password_hash, created_at)
         values ($1, $2, $3, $4, 'Someone', $5, 0)`,
          [`user-${subject}`, role, email, subject, passwordHash],
        );
      }

      await migrate(client, (idx) => idx >= 12);

      const db = drizzle(client, { schema }) as unknown as Db;
      const now = () => new Date('2026-11-25T09:30:00Z');
      const signIn = createAccounts({ db, data: createPortalData({ db, now }), now });
      const who = async (role: 'student' | 'school', email: string) => {
        const outcome = await signIn.login({ role, email, password: 'the password 1', ip: email });
        return outcome.ok ? outcome.user.id : outcome.status;
      };
      expect(await who('student', 'kid@example.com')).toBe('user-kid');
      expect(await who('school', 'x@example.com')).toBe('user-x');
      expect(await who('school', 'y@example.com')).toBe('user-y');
      expect(await who('school', 'z.new@example.com')).toBe('user-z');
      expect(await who('school', 'z.old@example.com')).toBe(401);
    } finally {
      await client.close();
    }
  },
);
