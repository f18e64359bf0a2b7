// @vitest-environment node
// Migration 0023: the staff table. Every admin account of an existing database becomes an active
// owner, so the admin keeps signing in and holds every permission.
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { hash } from '@node-rs/argon2';
import { drizzle } from 'drizzle-orm/pglite';
import { expect, test } from 'vitest';
import { PERMISSIONS } from '@/data/permissions';
import { createAccounts } from '../../../server/auth/accounts';
import { createPortalData } from '../../../server/data/portal-data';
import type { Db } from '../../../server/db/open';
import * as schema from '../../../server/db/schema';
import { migrate, migrationIndex } from './migration-steps';

const STAFF_MIGRATION = migrationIndex('_staff');

test(
  'the existing admin becomes an active owner and keeps signing in',
  { timeout: 60_000 },
  async () => {
    const client = await PGlite.create('memory://', { extensions: { pg_trgm, btree_gist } });
    try {
      await migrate(client, (idx) => idx < STAFF_MIGRATION);
      await client.query(
        `insert into users (id, role, email, subject_id, name, password_hash, created_at)
       values ('user-admin', 'admin', 'admin@example.com', null, 'Admin', $1, 0)`,
        [await hash('the password 1')],
      );
      await migrate(client, (idx) => idx >= STAFF_MIGRATION);

      const db = drizzle(client, { schema }) as unknown as Db;
      const now = () => new Date('2026-11-25T09:30:00Z');
      const accounts = createAccounts({ db, data: createPortalData({ db, now }), now });
      const outcome = await accounts.login({
        role: 'admin',
        email: 'admin@example.com',
        password: 'the password 1',
        ip: '10.0.0.1',
      });
      if (!outcome.ok) throw new Error(outcome.message);
      expect(await accounts.resolve(outcome.token)).toEqual({
        role: 'admin',
        userId: 'user-admin',
        name: 'Admin',
        staffRole: 'owner',
        permissions: [...PERMISSIONS],
      });
    } finally {
      await client.close();
    }
  },
);
