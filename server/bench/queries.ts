// Latency of the candidate pages over HTTP on loopback with 1,00,000 candidates, on PGlite and on
// PostgreSQL (Debian's, in a temp folder):
//   node --import tsx server/bench/queries.ts        BENCH_DB=pglite|postgres for one
// Each request is a page of 25 as the admin's candidate list asks for it: the first page, a
// search, a search with few matches, a class with a sort, and the class 10 merit list.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { startTempPostgres } from '../../tests/server/postgres';
import type { Candidate } from '../../src/data/schemas';
import { seedDatabase } from '../data/portal-data';
import { startServer } from '../server';

const CANDIDATES = Number(process.env.BENCH_CANDIDATES || 100_000);
const REPEATS = Number(process.env.BENCH_REPEATS || 30);
const FIRST = ['Aarav', 'Priya', 'Rahul', 'Ananya', 'Vikram', 'Sneha', 'Arjun', 'Kavya', 'Rohan'];
const LAST = ['Sharma', 'Verma', 'Gupta', 'Iyer', 'Nair', 'Singh', 'Patel', 'Khan', 'Reddy'];
const CENTRES = ['Noida Sector 62', 'Jaipur Central', 'Kota Main', 'Delhi North'];

function candidate(index: number): Candidate {
  return {
    id: `c${index}`,
    rollNo: `STSE${String(index + 1).padStart(6, '0')}`,
    registrationDate: new Date(Date.UTC(2026, 9, 1) + index * 60_000).toISOString(),
    name: `${FIRST[index % FIRST.length]} ${LAST[Math.floor(index / 7) % LAST.length]} ${index}`,
    schoolName: `School ${index % 400}`,
    currentClass: ([9, 10, 11, 12] as const)[index % 4],
    dateOfBirth: '2010-03-12',
    gender: 'Male',
    guardianName: 'Guardian',
    address: 'Address',
    city: 'City',
    state: 'State',
    pinCode: '201301',
    mobile: `98${String(index).padStart(8, '0')}`,
    whatsapp: '9810011223',
    email: `c${index}@example.com`,
    examCenter: CENTRES[index % CENTRES.length],
    ...(index % 10 === 0 ? { absent: true } : { marks: index % 101 }),
    pendingDetails: [],
  } as Candidate;
}

function median(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return Number(sorted[Math.floor(sorted.length / 2)]!.toFixed(1));
}

const PAGES: Record<string, string> = {
  'first page': '/api/candidates/page?page=1&pageSize=25',
  'search "sharma"': '/api/candidates/page?page=1&pageSize=25&search=sharma',
  'search "ananya iyer 4242"': '/api/candidates/page?page=1&pageSize=25&search=ananya%20iyer%204242',
  'class 11 by name, page 40':
    '/api/candidates/page?page=40&pageSize=25&classLevel=11&sort=name&direction=ascending',
  'merit list class 10, page 2':
    '/api/candidates/merit-list?page=2&pageSize=25&classLevel=10&examCenter=all',
};

async function run(kind: 'pglite' | 'postgres') {
  const postgres = kind === 'postgres' ? await startTempPostgres() : undefined;
  const dataDir = kind === 'pglite' ? mkdtempSync(path.join(tmpdir(), 'sankalp-bench-')) : '';
  const server = await startServer(
    postgres ? { databaseUrl: postgres.url } : { dataDir: path.join(dataDir, 'db') },
  );
  try {
    await seedDatabase(server.database.db, () => new Date(), {
      stseCandidates: Array.from({ length: CANDIDATES }, (_, index) => candidate(index)),
    });
    await server.database.db.execute(sql`analyze`);
    await server.accounts.ensureAdmin('bench@example.com', 'Admin', 'bench-password-1');
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        role: 'admin',
        email: 'bench@example.com',
        password: 'bench-password-1',
      }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const results: Record<string, { medianMs: number; total: number }> = {};
    for (const [label, url] of Object.entries(PAGES)) {
      const samples: number[] = [];
      let total = 0;
      for (let index = 0; index < REPEATS + 3; index += 1) {
        const started = performance.now();
        const response = await fetch(`${server.url}${url}`, { headers: { cookie } });
        const body = (await response.json()) as { data: { total: number } };
        if (response.status !== 200) throw new Error(`${label}: ${JSON.stringify(body)}`);
        total = body.data.total;
        if (index >= 3) samples.push(performance.now() - started); // the first 3 warm up
      }
      results[label] = { medianMs: median(samples), total };
    }
    return { database: kind, results };
  } finally {
    await server.close();
    postgres?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

const kinds = process.env.BENCH_DB
  ? [process.env.BENCH_DB as 'pglite']
  : (['pglite', 'postgres'] as const);
const runs = [];
for (const kind of kinds) runs.push(await run(kind));
console.log(JSON.stringify({ node: process.version, candidates: CANDIDATES, runs }, null, 2));
