// @vitest-environment node
// Bad input over HTTP: an oversized body, wrong types, a non-PDF upload, SQL metacharacters in
// every text field, negative and too-large payments. Each gets a clear 4xx and nothing is stored.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DataValidationError, PaymentRejectedError } from '@/data';
import type { Repository } from '@/data';
import { ADMIN, startTestServer } from '../../server/harness';
import type { TestServer } from '../../server/harness';
import { EXAM_QUESTIONS, batch, credentials, examSeed, save } from './exam-taking-contract';
import {
  allCandidates,
  allStudents,
  newCandidate,
  newStudent,
  START,
  storedStudent,
} from './fixtures';

let server: TestServer;
let admin: { repository: Repository; fetch: typeof fetch };
beforeAll(async () => {
  server = await startTestServer('pglite');
  server.setClock(() => new Date(START));
  admin = await server.client({ role: 'admin', ...ADMIN });
}, 120_000);
afterAll(() => server?.stop());

const post = (path: string, body: BodyInit, contentType = 'application/json') =>
  admin.fetch(`${server.server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
  });

describe('bad input over HTTP', () => {
  test('a body over the limit is refused with 413 before it is read', async () => {
    await server.reset();
    const huge = JSON.stringify({ ...newStudent(), name: 'x'.repeat(21 * 1024 * 1024) });
    const response = await post('/api/students', huge);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { kind: 'too-large' } });
    expect(await allStudents(admin.repository)).toEqual([]);
  });

  test('wrong types get 400 with each field’s error; malformed JSON too', async () => {
    await server.reset();
    const response = await post(
      '/api/students',
      JSON.stringify({ ...newStudent(), totalFee: 'lots', currentClass: 'twelve', email: 42 }),
    );
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as {
      error: { kind: string; entity: string; issues: Array<{ path: string }> };
    };
    expect(error.kind).toBe('validation');
    expect(error.entity).toBe('student');
    expect(new Set(error.issues.map((issue) => issue.path))).toEqual(
      new Set(['totalFee', 'currentClass', 'email']),
    );
    expect((await post('/api/students', '{"name": ')).status).toBe(400);
    expect((await post('/api/students', '[1,2,3]')).status).toBe(400);
    const wrongQuery = await admin.fetch(`${server.server.url}/api/candidates/by-roll-no`);
    expect(wrongQuery.status).toBe(400);
    expect(await allStudents(admin.repository)).toEqual([]);
  });

  test('a file that is not a PDF is refused, by name or by content', async () => {
    await server.reset();
    const material = {
      title: 'T',
      description: 'D',
      visibility: 'Public',
      stream: 'Any',
      class: 'Any',
    } as const;
    const refusal = async (file: File) => {
      const error = await admin.repository
        .addMaterial(material, file)
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(DataValidationError);
      return (error as DataValidationError).issues[0]?.message;
    };
    expect(
      await refusal(new File(['MZ...'], 'setup.exe', { type: 'application/x-msdownload' })),
    ).toMatch(/Only PDF files/);
    expect(
      await refusal(new File(['<html>not a pdf'], 'notes.pdf', { type: 'application/pdf' })),
    ).toMatch(/not a PDF/);
    const form = new FormData();
    form.set('material', JSON.stringify(material));
    form.set('file', 'just text, not a file');
    const notAFile = await admin.fetch(`${server.server.url}/api/materials`, {
      method: 'POST',
      body: form,
    });
    expect(notAFile.status).toBe(400);
    expect(await admin.repository.listMaterials()).toEqual([]);
  });

  test('SQL metacharacters in every text field are stored as text, and look nothing up', async () => {
    await server.reset();
    const nasty = `Robert'); DROP TABLE candidates; -- "x" \\ %_ ' OR '1'='1`;
    const added = await admin.repository.addCandidate(
      newCandidate({
        name: nasty,
        schoolName: nasty,
        guardianName: nasty,
        address: nasty,
        city: nasty,
        state: nasty,
      }),
    );
    expect(await admin.repository.findCandidateByRollNo(added.rollNo)).toEqual(added);
    expect(await admin.repository.findCandidateByRollNo(`' OR '1'='1`)).toBeUndefined();
    expect(await admin.repository.findCandidateByRollNo(`%`)).toBeUndefined();
    const ticketStudent = storedStudent('SANK26120001');
    await server.reset({ students: [ticketStudent] });
    const ticket = await admin.repository.addTicket(ticketStudent.id, nasty);
    expect((await admin.repository.addMessage(ticket.id, 'Admin', nasty)).messages[1]?.text).toBe(
      nasty.trim(),
    );
    await admin.repository.addNotification({ title: nasty, details: nasty, date: '2026-11-22' });
    expect((await admin.repository.listNotifications())[0]?.title).toBe(nasty);
    const school = await admin.repository.addSchool({
      name: nasty,
      address: nasty,
      city: nasty,
      state: nasty,
      principalName: nasty,
      contactEmail: 'p@example.com',
      contactPhone: '9810012345',
    });
    expect(await admin.repository.getSchool(school.id)).toEqual(school);
    // Every table is still there.
    expect(await allStudents(admin.repository)).toHaveLength(1);
  });

  test('a negative or too-large payment is refused and nothing is stored', async () => {
    const student = storedStudent('SANK26120001');
    await server.reset({ students: [student] });
    const pay = (amount: number) =>
      admin.repository
        .recordPayment({
          studentId: student.id,
          installmentId: 'SANK26120001-1',
          amount,
          mode: 'Cash',
          reference: '',
          receivedBy: 'Admin',
        })
        .catch((error: unknown) => error);
    expect(await pay(-500)).toMatchObject({ reason: 'not-positive' });
    expect(await pay(1e15)).toMatchObject({ reason: 'over-limit' });
    expect(await pay(Number.POSITIVE_INFINITY)).toBeInstanceOf(PaymentRejectedError);
    const raw = await post(
      '/api/payments',
      JSON.stringify({
        studentId: student.id,
        installmentId: 'SANK26120001-1',
        amount: '40000',
        mode: 'Cash',
        reference: '',
        receivedBy: 'Admin',
      }),
    );
    expect(raw.status).toBe(400);
    expect(await admin.repository.listPayments()).toEqual([]);
    expect((await admin.repository.getStudent(student.id))?.feeDetails).toEqual(student.feeDetails);
  });
});

test('an id in the address longer than any id is refused with 400', async () => {
  const response = await admin.fetch(`${server.server.url}/api/students/${'x'.repeat(300)}`);
  expect(response.status).toBe(400);
});

test('an Origin of "null" (a sandboxed frame) is another site', async () => {
  const response = await admin.fetch(`${server.server.url}/api/notifications`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'null' },
    body: JSON.stringify({ title: 'T', details: 'D', date: '2026-11-22' }),
  });
  expect(response.status).toBe(403);
});

describe('the paged queries’ query strings', () => {
  const issuesOf = async (path: string) => {
    const response = await admin.fetch(`${server.server.url}${path}`);
    const body = (await response.json()) as {
      error?: { kind: string; issues: Array<{ path: string; message: string }> };
    };
    return [response.status, body.error?.issues ?? []] as const;
  };

  test('a sort key of another list, a class that is not one, or a day that is not real is refused', async () => {
    await server.reset();
    expect(await issuesOf('/api/candidates/page?page=1&pageSize=25&sort=paid')).toEqual([
      400,
      [{ path: 'sort', message: 'This list cannot be sorted by that.' }],
    ]);
    expect(
      await issuesOf('/api/students/page?page=1&pageSize=25&sort=name&direction=sideways'),
    ).toMatchObject([400, [{ path: 'direction' }]]);
    expect(await issuesOf('/api/students/page?page=1&pageSize=25&classLevel=8')).toEqual([
      400,
      [{ path: 'classLevel', message: 'Choose a class.' }],
    ]);
    expect(await issuesOf('/api/students/fee-table?page=1&pageSize=25&today=2026-02-30')).toEqual([
      400,
      [{ path: 'today', message: 'Choose a real date.' }],
    ]);
    expect(await issuesOf('/api/candidates/merit-list?page=1&pageSize=25&classLevel=10')).toEqual([
      400,
      [{ path: 'examCenter', message: 'Invalid input: expected string, received undefined' }],
    ]);
    expect(await issuesOf('/api/candidates/page?page=two&pageSize=25')).toEqual([
      400,
      [{ path: 'page', message: 'The page must be a whole number from 1 to 1,000,000.' }],
    ]);
    expect(await issuesOf('/api/candidates/page?page=1')).toEqual([
      400,
      [{ path: 'pageSize', message: 'The page size must be from 1 to 1000.' }],
    ]);
  });

  test('the day book’s days travel as the instants their local midnights start', async () => {
    await server.reset();
    await expect(
      admin.repository.queryDayBook({ from: '2026-02-30', to: '2026-03-01', page: 1, pageSize: 5 }),
    ).rejects.toMatchObject({ issues: [{ path: 'fromAt', message: 'Choose a real date.' }] });
    const fromAt = new Date(2026, 10, 20).getTime();
    const toAt = new Date(2026, 10, 22).getTime();
    const [status] = await issuesOf(
      `/api/payments/day-book?page=1&pageSize=5&fromAt=${fromAt}&toAt=${toAt}`,
    );
    expect(status).toBe(200);
  });
});

describe('text limits and characters no database stores', () => {
  const NUL = 'Aarav\u0000Gupta';
  const LONE_SURROGATE = 'Aarav \ud83d Gupta';
  type Refusal = { error?: { kind: string; issues?: Array<{ path: string; message: string }> } };

  const register = async (candidate: Record<string, unknown>) => {
    const visitor = await server.client();
    const response = await visitor.fetch(`${server.server.url}/api/candidates`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(candidate),
    });
    return [response.status, ((await response.json()) as Refusal).error] as const;
  };

  test('an anonymous registration with a name over 100 characters gets 400 and is not stored', async () => {
    await server.reset();
    const [status, error] = await register({ ...newCandidate(), name: 'a'.repeat(101) });
    expect(status).toBe(400);
    expect(error?.issues).toEqual([
      { path: 'name', message: 'Name can be at most 100 characters.' },
    ]);
    expect(await allCandidates(admin.repository)).toEqual([]);
  });

  test('a 10 MB name is refused at once and the server stays responsive', async () => {
    await server.reset();
    const started = Date.now();
    const [status] = await register({ ...newCandidate(), name: 'a'.repeat(10 * 1024 * 1024) });
    // 400 for the name, or 413 once the registration route has a body limit of its own.
    expect([400, 413]).toContain(status);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await allCandidates(admin.repository)).toEqual([]);
  });

  test('NUL and a lone surrogate in a registration get 400 with the field’s error', async () => {
    await server.reset();
    for (const name of [NUL, LONE_SURROGATE]) {
      const [status, error] = await register({ ...newCandidate(), name });
      expect(status).toBe(400);
      expect(error?.issues).toEqual([
        { path: 'name', message: 'Name contains a character that cannot be stored.' },
      ]);
    }
    expect(await allCandidates(admin.repository)).toEqual([]);
  });

  test('NUL in a search, a query string or an id gets 400; bytes no text has never get a 500', async () => {
    await server.reset();
    const paths = (text: string) => [
      `/api/candidates/page?page=1&pageSize=25&search=${text}`,
      `/api/students/page?page=1&pageSize=25&search=${text}`,
      `/api/candidates/by-roll-no?rollNo=${text}`,
      `/api/students/${text}`,
    ];
    for (const path of paths('Aarav%00Gupta')) {
      const response = await admin.fetch(`${server.server.url}${path}`);
      expect([path, response.status]).toEqual([path, 400]);
    }
    const lookup = await admin.fetch(`${server.server.url}/api/results/lookup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rollNo: 'STSE\u00000001', dateOfBirth: '2010-01-01' }),
    });
    expect(lookup.status).toBe(400);
    // The UTF-8 bytes a lone surrogate would have: a URL cannot carry one, so they arrive as U+FFFD.
    for (const path of paths('Aarav%ED%A0%BDGupta')) {
      const response = await admin.fetch(`${server.server.url}${path}`);
      expect([path, response.status < 500]).toEqual([path, true]);
    }
  });

  test('NUL and a lone surrogate in a ticket’s subject or message get 400 and are not stored', async () => {
    const student = storedStudent('SANK26120001');
    await server.reset({ students: [student] });
    const ticket = await admin.repository.addTicket(student.id, 'Fee receipt');
    for (const bad of [NUL, LONE_SURROGATE]) {
      const message = await post(
        `/api/tickets/${ticket.id}/messages`,
        JSON.stringify({ sender: 'Admin', text: bad }),
      );
      expect(message.status).toBe(400);
      expect(((await message.json()) as Refusal).error?.issues).toEqual([
        { path: 'text', message: 'Message contains a character that cannot be stored.' },
      ]);
      const subject = await post(
        '/api/tickets',
        JSON.stringify({ studentId: student.id, subject: bad }),
      );
      expect(subject.status).toBe(400);
    }
    const tickets = await admin.repository.listTickets();
    expect(tickets).toHaveLength(1);
    expect(tickets[0]?.messages).toHaveLength(1);
  });
});

test('a candidate’s exam sign-in with a NUL in the roll number gets 400, not a 500', async () => {
  await server.reset(examSeed());
  const visitor = await server.client();
  const response = await visitor.fetch(`${server.server.url}/api/exam/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ credentials: { ...credentials, rollNo: '\u0000' } }),
  });
  expect(response.status).toBe(400);
  expect(((await response.json()) as { error: { issues: unknown } }).error.issues).toEqual([
    { path: 'rollNo', message: 'Roll number contains a character that cannot be stored.' },
  ]);
});

describe('numbers past what their columns hold', () => {
  test('an exam save with seq 2^31 gets 400 naming the sequence, and nothing is saved', async () => {
    await server.reset(examSeed());
    const visitor = await server.client();
    const session = await visitor.repository.startExam('test-stse', credentials);
    const questionId = EXAM_QUESTIONS[0]!.id;
    const response = await visitor.fetch(
      `${server.server.url}/api/exam/attempts/${session.attemptId}/responses`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          token: session.token,
          batch: batch([{ ...save(1, questionId, [0]), seq: 2 ** 31 }]),
        }),
      },
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: unknown }).error).toEqual({
      kind: 'validation',
      entity: 'saveExamResponses',
      issues: [
        {
          path: 'batch.saves.0.seq',
          message: 'The save’s number must be a whole number from 1 to 2,14,74,83,647.',
        },
      ],
    });
    const resumed = await visitor.repository.startExam('test-stse', credentials);
    expect(resumed.responses).toEqual([]);
    expect(resumed.lastSeq).toBe(0);
  });
});
