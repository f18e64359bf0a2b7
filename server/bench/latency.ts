// Request latency of a public roll-number lookup and of a payment, over HTTP on loopback, on
// PGlite (a file-backed data folder) and on PostgreSQL (Debian's, started in a temp folder):
//   npm run bench:server            (both)    BENCH_DB=pglite|postgres for one
// 10,000 candidates are stored first; the lookups ask for random roll numbers; the payments are
// ₹1 each on one student's installments (each one locks the installment and takes a receipt).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTempPostgres } from '../../tests/server/postgres';
import type { Candidate } from '../../src/data/schemas';
import { seedDatabase } from '../data/portal-data';
import { startServer } from '../server';

const LOOKUPS = Number(process.env.BENCH_LOOKUPS || 1000);
const PAYMENTS = Number(process.env.BENCH_PAYMENTS || 300);
const CANDIDATES = 10_000;

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    n: sorted.length,
    medianMs: Number(percentile(sorted, 50).toFixed(2)),
    p99Ms: Number(percentile(sorted, 99).toFixed(2)),
  };
}

function candidate(index: number): Candidate {
  const rollNo = `STSE${String(index + 1).padStart(5, '0')}`;
  return {
    id: `c${index}`,
    rollNo,
    registrationDate: '2026-11-01T05:00:00.000Z',
    name: `Candidate ${index}`,
    schoolName: `School ${index % 50}`,
    currentClass: 10,
    dateOfBirth: '2010-03-12',
    gender: 'Male',
    guardianName: 'Guardian',
    address: 'Address',
    city: 'City',
    state: 'State',
    pinCode: '201301',
    mobile: '9810011223',
    whatsapp: '9810011223',
    email: `c${index}@example.com`,
    pendingDetails: [],
  } as Candidate;
}

async function run(kind: 'pglite' | 'postgres') {
  const postgres = kind === 'postgres' ? await startTempPostgres() : undefined;
  const dataDir = kind === 'pglite' ? mkdtempSync(path.join(tmpdir(), 'sankalp-bench-')) : '';
  const server = await startServer(
    postgres ? { databaseUrl: postgres.url } : { dataDir: path.join(dataDir, 'db') },
  );
  try {
    const installments = Array.from({ length: 12 }, (_, index) => ({
      id: `inst-${index + 1}`,
      amount: 100000,
      paidAmount: 0,
      dueDate: '2027-01-01',
      status: 'Pending' as const,
    }));
    await seedDatabase(server.database.db, () => new Date(), {
      stseCandidates: Array.from({ length: CANDIDATES }, (_, index) => candidate(index)),
      students: [
        {
          id: 'bench-student',
          rollNo: 'SANK26120001',
          name: 'Bench Student',
          schoolName: 'School',
          currentClass: 12,
          stream: 'Medical',
          dateOfBirth: '2008-01-01',
          gender: 'Female',
          guardianName: 'Guardian',
          address: '',
          city: '',
          state: '',
          pinCode: '',
          mobile: '9810011223',
          whatsapp: '',
          email: 'bench@example.com',
          enrollmentDate: '2026-10-01T05:00:00.000Z',
          feeDetails: { totalFee: 1_200_000, installments },
        },
      ],
    });
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

    const lookups: number[] = [];
    for (let index = 0; index < LOOKUPS + 50; index += 1) {
      const rollNo = `stse${String(1 + Math.floor(Math.random() * CANDIDATES)).padStart(5, '0')}`;
      const started = performance.now();
      const response = await fetch(`${server.url}/api/candidates/by-roll-no?rollNo=${rollNo}`);
      await response.json();
      if (index >= 50) lookups.push(performance.now() - started); // the first 50 warm up
    }

    const payments: number[] = [];
    for (let index = 0; index < PAYMENTS + 20; index += 1) {
      const started = performance.now();
      const response = await fetch(`${server.url}/api/payments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({
          studentId: 'bench-student',
          installmentId: `inst-${1 + (index % 12)}`,
          amount: 1,
          mode: 'Cash',
          reference: '',
          receivedBy: 'Admin',
        }),
      });
      if (response.status !== 200) throw new Error(`payment ${index}: ${await response.text()}`);
      await response.json();
      if (index >= 20) payments.push(performance.now() - started);
    }
    return { database: kind, lookup: summary(lookups), payment: summary(payments) };
  } finally {
    await server.close();
    postgres?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

const kinds = process.env.BENCH_DB
  ? [process.env.BENCH_DB as 'pglite']
  : (['pglite', 'postgres'] as const);
const results = [];
for (const kind of kinds) results.push(await run(kind));
console.log(JSON.stringify({ node: process.version, candidates: CANDIDATES, results }, null, 2));
