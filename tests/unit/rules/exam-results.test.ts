// After the test, with exact values: the monitor's fifteen minutes, when a key may be published,
// a challenge and a decision checked against the question, what a decision settles, and the
// screens' formats (an answer, a key change, a challenge deadline typed in India time).
import { describe, expect, test } from 'vitest';
import { DataValidationError, ExamRefusedError } from '../../../src/data/errors';
import {
  checkedChallenge,
  checkedDecision,
  decidedChallenges,
  savesPerMinuteOf,
  stillRunning,
  withDecision,
  withKeyPublished,
} from '../../../src/data/operations/exam-results';
import type { ExamChallenge } from '../../../src/data/schemas/exam-attempts';
import {
  answerText,
  indiaDateTime,
  keyChangeText,
  signedMarks,
} from '../../../src/features/exam-results/model/exam-format';
import { examTest } from '../contract/exam-fixtures';

const NOW = new Date('2026-11-22T06:30:40.000Z');
const none = { openChallenges: 0, runningAttempts: 0 };

function issuesOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof DataValidationError) return error.issues;
    if (error instanceof ExamRefusedError) return error.reason;
    throw error;
  }
  throw new Error('Expected a refusal.');
}

describe('the monitor', () => {
  test('fifteen minutes, oldest first, the current one last; saves of a minute added up', () => {
    const minutes = savesPerMinuteOf(NOW, [
      { minute: Date.parse('2026-11-22T06:30:00.000Z'), saves: 4 },
      { minute: Date.parse('2026-11-22T06:30:00.000Z'), saves: 3 },
      { minute: Date.parse('2026-11-22T06:16:00.000Z'), saves: 1 },
      { minute: Date.parse('2026-11-22T06:15:00.000Z'), saves: 9 },
    ]);
    expect(minutes).toHaveLength(15);
    expect(minutes[0]).toEqual({ minute: '2026-11-22T06:16:00.000Z', saves: 1 });
    expect(minutes[14]).toEqual({ minute: '2026-11-22T06:30:00.000Z', saves: 7 });
    expect(minutes.slice(1, 14).every((minute) => minute.saves === 0)).toBe(true);
  });

  test('an attempt is still being written until its deadline plus the 10 s grace', () => {
    const attempt = { status: 'in-progress' as const, deadline: '2026-11-22T06:30:30.000Z' };
    expect(stillRunning(attempt, NOW)).toBe(true);
    expect(stillRunning(attempt, new Date('2026-11-22T06:30:40.001Z'))).toBe(false);
    expect(stillRunning({ ...attempt, status: 'submitted' }, NOW)).toBe(false);
  });
});

describe('publishing the key', () => {
  test('provisional: after the window, with a challenge deadline in the future', () => {
    const published = withKeyPublished(
      examTest(),
      'provisional',
      '2026-11-24T12:30:00+05:30',
      none,
      NOW,
    );
    expect(published).toMatchObject({
      keyStage: 'provisional',
      challengesCloseAt: '2026-11-24T07:00:00.000Z',
      updatedAt: NOW.toISOString(),
    });
    expect(issuesOf(() => withKeyPublished(examTest(), 'provisional', 'soon', none, NOW))).toEqual([
      { path: 'challengesCloseAt', message: 'Enter when challenges close.' },
    ]);
    expect(
      issuesOf(() =>
        withKeyPublished(examTest({ status: 'draft' }), 'final', undefined, none, NOW),
      ),
    ).toEqual([{ path: 'stage', message: 'Publish the test first.' }]);
  });

  test('refused while the window is open, while someone writes, and after the final key', () => {
    const open = examTest({ closesAt: '2026-11-22T07:00:00.000Z' });
    expect(issuesOf(() => withKeyPublished(open, 'final', undefined, none, NOW))).toEqual([
      { path: 'stage', message: 'The key can be published once the window to start has closed.' },
    ]);
    const writing = { openChallenges: 0, runningAttempts: 2 };
    expect(issuesOf(() => withKeyPublished(examTest(), 'final', undefined, writing, NOW))).toEqual([
      {
        path: 'stage',
        message:
          '2 candidates are still writing the test: publish the key once their time is over.',
      },
    ]);
    const final = examTest({ keyStage: 'final' });
    expect(issuesOf(() => withKeyPublished(final, 'final', undefined, none, NOW))).toEqual([
      { path: 'stage', message: 'The final key is already published.' },
    ]);
  });

  test('the final key waits for every challenge to be decided', () => {
    const waiting = { openChallenges: 3, runningAttempts: 0 };
    expect(issuesOf(() => withKeyPublished(examTest(), 'final', undefined, waiting, NOW))).toEqual([
      { path: 'stage', message: 'Decide the 3 open challenges before publishing the final key.' },
    ]);
    expect(withKeyPublished(examTest(), 'final', undefined, none, NOW).keyStage).toBe('final');
  });
});

describe('challenges and decisions', () => {
  const provisional = examTest({
    keyStage: 'provisional',
    challengesCloseAt: '2026-11-22T06:31:00.000Z',
  });
  const challenge: ExamChallenge = {
    id: 'c1',
    testId: 'test-stse',
    questionId: 'q1',
    taker: { kind: 'candidate', id: 'candidate-1', rollNo: 'STSE0001', name: 'Asha' },
    reason: 'B',
    status: 'open',
    createdAt: NOW.toISOString(),
  };

  test('a challenge: while the window is open, of a question of the test, with a reason', () => {
    expect(checkedChallenge(provisional, 'q1', '  B is right. ', NOW)).toBe('B is right.');
    expect(
      issuesOf(() =>
        checkedChallenge(provisional, 'q1', 'x', new Date('2026-11-22T06:31:00.000Z')),
      ),
    ).toBe('challenges-closed');
    expect(issuesOf(() => checkedChallenge(examTest(), 'q1', 'x', NOW))).toBe('challenges-closed');
    expect(issuesOf(() => checkedChallenge(provisional, 'q9', 'x', NOW))).toEqual([
      { path: 'questionId', message: 'This question is not in the test.' },
    ]);
    expect(issuesOf(() => checkedChallenge(provisional, 'q1', '   ', NOW))).toEqual([
      { path: 'reason', message: 'Reason is required.' },
    ]);
  });

  test('a decision must fit the question, and only an open challenge is decided', () => {
    const accept = (change: unknown) => ({ outcome: 'accept', change, note: '' });
    expect(
      checkedDecision(provisional, challenge, accept({ kind: 'options', correctOptions: [1, 2] })),
    ).toEqual({ outcome: 'accept', change: { kind: 'options', correctOptions: [1, 2] }, note: '' });
    expect(
      issuesOf(() =>
        checkedDecision(provisional, challenge, accept({ kind: 'options', correctOptions: [4] })),
      ),
    ).toEqual([
      { path: 'change', message: 'Choose the right options from the question’s options.' },
    ]);
    expect(
      issuesOf(() =>
        checkedDecision(
          provisional,
          challenge,
          accept({ kind: 'numerical', numericalAnswer: { value: 2 } }),
        ),
      ),
    ).toEqual([{ path: 'change', message: 'This question has options: choose the right ones.' }]);
    const onQ3 = { ...challenge, questionId: 'q3' };
    expect(
      issuesOf(() =>
        checkedDecision(provisional, onQ3, accept({ kind: 'options', correctOptions: [0] })),
      ),
    ).toEqual([{ path: 'change', message: 'This question has a numerical answer: enter it.' }]);
    expect(
      issuesOf(() =>
        checkedDecision(
          provisional,
          { ...challenge, status: 'rejected' },
          { outcome: 'reject', note: 'No' },
        ),
      ),
    ).toEqual([{ path: 'outcome', message: 'This challenge has already been decided.' }]);
  });

  test('a decision settles every open challenge of the question; an accept changes the key', () => {
    const other = { ...challenge, id: 'c2', taker: { ...challenge.taker, id: 'candidate-2' } };
    const decision = {
      outcome: 'accept' as const,
      change: { kind: 'dropped' as const },
      note: 'Two options are right.',
    };
    expect(decidedChallenges(challenge, [challenge, other], decision, NOW)).toEqual([
      {
        ...challenge,
        status: 'accepted',
        decidedAt: NOW.toISOString(),
        decisionNote: 'Two options are right.',
      },
      {
        ...other,
        status: 'accepted',
        decidedAt: NOW.toISOString(),
        decisionNote: 'Two options are right.',
      },
    ]);
    expect(withDecision(provisional, decision, 'q1', NOW).keyChanges).toEqual({
      q1: { kind: 'dropped' },
    });
    expect(withDecision(provisional, { outcome: 'reject', note: 'No' }, 'q1', NOW)).toBe(
      provisional,
    );
  });
});

describe('the screens’ formats', () => {
  test('answers, key changes and marks as the sheets write them', () => {
    expect([answerText([2, 0]), answerText('9.8'), answerText(null), answerText([])]).toEqual([
      'A, C',
      '9.8',
      'Not answered',
      'Not answered',
    ]);
    expect(keyChangeText({ kind: 'options', correctOptions: [1] })).toBe('Key changed to B');
    expect(
      keyChangeText({ kind: 'numerical', numericalAnswer: { value: 9.8, tolerance: 0.1 } }),
    ).toBe('Key changed to 9.8 (± 0.1)');
    expect(keyChangeText({ kind: 'dropped' })).toBe('Dropped: full marks to everyone');
    expect([signedMarks(4), signedMarks(-1), signedMarks(0)]).toEqual(['+4', '−1', '0']);
  });

  test('a challenge deadline typed is India time', () => {
    expect(indiaDateTime('2026-11-24T18:00')).toBe('2026-11-24T12:30:00.000Z');
    expect(indiaDateTime('')).toBeNull();
    expect(indiaDateTime('2026-11-24')).toBeNull();
  });
});
