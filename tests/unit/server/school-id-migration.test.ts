// @vitest-environment node
// Migration 0013 on a database as the migrations before it left it: each candidate is linked to
// the one school its school name names (ignoring case and spaces), schools already sharing a name
// keep it, and from then on no new school may take a name another has.
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { school, storedCandidate } from '../contract/fixtures';
import { migrate, migrationIndex } from './migration-steps';

const SCHOOL_ID_MIGRATION = migrationIndex('_candidate_school_id');

const kvJaipur = { ...school, id: 'school-kv', name: 'Kendriya Vidyalaya, Jaipur' };
const twins = [
  { ...school, id: 'school-twin-1', name: 'Modern School' },
  { ...school, id: 'school-twin-2', name: ' MODERN  school' },
];
const candidates = [
  storedCandidate('STSE0001', { schoolName: '  delhi public   SCHOOL,\tnoida ' }),
  storedCandidate('STSE0002', { schoolName: 'Kendriya Vidyalaya, Jaipur' }),
  storedCandidate('STSE0003', { schoolName: 'Kendriya Vidyalaya Jaipur' }),
  storedCandidate('STSE0004', { schoolName: 'Modern School' }),
];

let client: PGlite;

beforeAll(async () => {
  client = await PGlite.create('memory://', { extensions: { pg_trgm, btree_gist } });
  await migrate(client, (idx) => idx < SCHOOL_ID_MIGRATION);
  for (const stored of [school, kvJaipur, ...twins]) {
    await client.query(`insert into schools (id, email_key, doc) values ($1, $2, $3)`, [
      stored.id,
      stored.contactEmail,
      JSON.stringify(stored),
    ]);
  }
  for (const [index, candidate] of candidates.entries()) {
    await client.query(
      `insert into candidates (id, roll_no, roll_key, school_key, registered_at, doc)
       values ($1, $2, $3, $4, $5, $6)`,
      [
        candidate.id,
        candidate.rollNo,
        candidate.rollNo.toLowerCase(),
        candidate.schoolName.trim().toLowerCase(),
        index,
        JSON.stringify(candidate),
      ],
    );
  }
  await migrate(client, (idx) => idx === SCHOOL_ID_MIGRATION);
}, 60_000);
afterAll(() => client?.close());

test('each candidate is linked to the one school its name names, ignoring case and spaces', async () => {
  const { rows } = await client.query<{ roll_no: string; school_id: string | null; doc: object }>(
    'select roll_no, school_id, doc from candidates order by roll_no',
  );
  expect(rows.map((row) => [row.roll_no, row.school_id])).toEqual([
    ['STSE0001', school.id],
    ['STSE0002', kvJaipur.id],
    // Punctuation counts: no school of that name.
    ['STSE0003', null],
    // Two schools share that name: neither gets the candidate.
    ['STSE0004', null],
  ]);
  expect(rows[0]!.doc).toEqual({ ...candidates[0], schoolId: school.id });
  expect(rows[2]!.doc).toEqual(candidates[2]);
});

test('schools sharing a name keep it; a new school may not take any school’s name', async () => {
  const { rows } = await client.query<{ id: string; name_key: string | null }>(
    'select id, name_key from schools order by id',
  );
  expect(rows).toEqual([
    { id: school.id, name_key: 'delhi public school, noida' },
    { id: kvJaipur.id, name_key: 'kendriya vidyalaya, jaipur' },
    { id: 'school-twin-1', name_key: null },
    { id: 'school-twin-2', name_key: null },
  ]);
  await expect(
    client.query(`insert into schools (id, email_key, name_key, doc) values ($1, $2, $3, $4)`, [
      'school-kv-again',
      'kv@example.com',
      'kendriya vidyalaya, jaipur',
      JSON.stringify({ ...kvJaipur, id: 'school-kv-again' }),
    ]),
  ).rejects.toMatchObject({ code: '23505', constraint: 'schools_name_key' });
});
