import 'fake-indexeddb/auto';
import { describe, expect, test } from 'vitest';
import type { ResponseSave } from '@/data/online-tests';
import {
  afterAck,
  inSeqOrder,
  nextBatch,
  questionsWaiting,
  resumeFrom,
  retryDelayMs,
} from '@/features/exam-hall/model/save-queue';
import { numericalInput } from '@/features/exam-hall/model/numerical-input';
import {
  clockText,
  nextPosition,
  previousPosition,
  questionNumber,
  stateCounts,
} from '@/features/exam-hall/model/paper';
import { memoryQueueStore, openQueueStore } from '@/features/exam-hall/model/queue-store';

const save = (seq: number, questionId: string, answer: ResponseSave['answer'] = [0]) => ({
  seq,
  questionId,
  answer,
  markedForReview: false,
  timeMs: seq * 1000,
});

describe('the answer queue', () => {
  test('sends the oldest saves first, at most one request (200) at a time', () => {
    const waiting = [save(3, 'q3'), save(1, 'q1'), save(2, 'q2')];
    expect(inSeqOrder(waiting).map((s) => s.seq)).toEqual([1, 2, 3]);
    expect(nextBatch(waiting, 2).map((s) => s.seq)).toEqual([1, 2]);
    const many = Array.from({ length: 450 }, (_, i) => save(450 - i, `q${i}`));
    const batch = nextBatch(many);
    expect(batch).toHaveLength(200);
    expect(batch[0]!.seq).toBe(1);
    expect(batch[199]!.seq).toBe(200);
  });

  test('an acknowledgement removes every save up to its sequence, and no later one', () => {
    const waiting = [save(4, 'q1'), save(5, 'q2'), save(6, 'q1'), save(7, 'q3')];
    expect(afterAck(waiting, 5).map((s) => s.seq)).toEqual([6, 7]);
    expect(afterAck(waiting, 7)).toEqual([]);
    expect(afterAck(waiting, 3)).toHaveLength(4);
  });

  test('counts answers waiting by question: a question saved twice is one answer', () => {
    expect(questionsWaiting([save(1, 'q1'), save(2, 'q1'), save(3, 'q2'), save(4, 'q3')])).toBe(3);
    expect(questionsWaiting([])).toBe(0);
  });

  test('a resume merges the server’s responses with the saves it has not seen; the higher sequence wins', () => {
    const session = {
      responses: [save(3, 'q1', [1]), save(5, 'q2', [2])],
      lastSeq: 5,
    };
    // 4 and 5 reached the server before the tab closed; 6 and 7 did not.
    const queued = [save(7, 'q2', [3]), save(4, 'q1', [0]), save(6, 'q3', '2.5')];
    const resumed = resumeFrom(session, queued);
    expect(resumed.waiting.map((s) => s.seq)).toEqual([6, 7]);
    expect(resumed.lastSeq).toBe(7);
    const answers = Object.fromEntries(resumed.responses.map((r) => [r.questionId, r.answer]));
    expect(answers).toEqual({ q1: [1], q2: [3], q3: '2.5' });
  });

  test('the next sequence continues from the server’s when nothing waits', () => {
    expect(resumeFrom({ responses: [], lastSeq: 12 }, [])).toEqual({
      responses: [],
      waiting: [],
      lastSeq: 12,
    });
    // Saves of an attempt the server went past (another device continued) are not sent again.
    expect(resumeFrom({ responses: [], lastSeq: 12 }, [save(9, 'q1')]).waiting).toEqual([]);
  });

  test('retries back off from 1 s, doubling, to at most 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});

describe('the numerical answer box', () => {
  test('keeps digits, one leading minus and one decimal point', () => {
    expect(numericalInput('12.5')).toBe('12.5');
    expect(numericalInput('-3.25')).toBe('-3.25');
    expect(numericalInput('1.2.3')).toBe('1.23');
    expect(numericalInput('4-5')).toBe('45');
    expect(numericalInput('--7')).toBe('-7');
    expect(numericalInput('1e5 x')).toBe('15');
    expect(numericalInput('.5')).toBe('.5');
    expect(numericalInput('1'.repeat(30))).toHaveLength(20);
  });
});

describe('the queue’s storage', () => {
  for (const [name, open] of [
    ['IndexedDB', () => openQueueStore()],
    ['memory', async () => memoryQueueStore()],
  ] as const) {
    test(`${name}: keeps each attempt’s saves apart and removes up to a sequence`, async () => {
      const store = await open();
      expect(store.kind).toBe(name === 'IndexedDB' ? 'indexeddb' : 'memory');
      await store.add('a1', save(2, 'q2'));
      await store.add('a1', save(1, 'q1'));
      await store.add('a2', save(1, 'q9'));
      expect((await store.list('a1')).map((s) => s.seq)).toEqual([1, 2]);
      await store.removeUpTo('a1', 1);
      expect(await store.list('a1')).toEqual([save(2, 'q2')]);
      expect(await store.list('a2')).toEqual([save(1, 'q9')]);
      expect((await store.streams()).sort()).toEqual(['a1', 'a2']);
      await store.removeUpTo('a1', 2);
      await store.removeUpTo('a2', 1);
      expect(await store.streams()).toEqual([]);
    });
  }
});

describe('the exam screen’s counts and moves', () => {
  const sections = [
    { questions: [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }, { id: 'e' }] },
    { questions: [] },
    { questions: [{ id: 'f' }] },
  ];
  test('counts each palette state', () => {
    const responses = new Map([
      ['b', { answer: null, markedForReview: false }],
      ['c', { answer: [1], markedForReview: false }],
      ['d', { answer: null, markedForReview: true }],
      ['e', { answer: '4.5', markedForReview: true }],
    ]);
    expect(stateCounts(sections[0]!, responses)).toEqual({
      'not-visited': 1,
      'not-answered': 1,
      answered: 1,
      marked: 1,
      'answered-marked': 1,
    });
  });
  test('Time Left reads hh:mm:ss, rounded up to the second', () => {
    expect(clockText(3 * 3600_000)).toBe('03:00:00');
    expect(clockText(59_001)).toBe('00:01:00');
    expect(clockText(0)).toBe('00:00:00');
    expect(clockText(-5)).toBe('00:00:00');
  });
  test('Next and Back cross sections, skipping empty ones, and stop at the ends', () => {
    expect(nextPosition(sections, { section: 0, question: 4 })).toEqual({
      section: 2,
      question: 0,
    });
    expect(nextPosition(sections, { section: 2, question: 0 })).toEqual({
      section: 2,
      question: 0,
    });
    expect(previousPosition(sections, { section: 2, question: 0 })).toEqual({
      section: 0,
      question: 4,
    });
    expect(previousPosition(sections, { section: 0, question: 0 })).toEqual({
      section: 0,
      question: 0,
    });
    expect(questionNumber(sections, { section: 2, question: 0 })).toBe(6);
  });
});
