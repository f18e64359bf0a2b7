// Online tests, decided once for the browser-only mode and the server: a question and a test
// checked before they are stored, who may take a test, the refusals a taker reads, what starting
// answers, when a save is refused, the response sheet and a student's test-series result. The
// local adapter and the server's SQL both call these; only how records are read and written differs.
import { ExamRefusedError } from '../errors';
import type { ExamRefusal } from '../errors';
import { refuse, validated } from '../core/validate';
import {
  competitionRanks,
  effectiveKey,
  frozenById,
  isAnswered,
  marksFor,
  maxMarksOf,
  paperFor,
  questionProblems,
  saveInTime,
  scoreAttempt,
  startRefusal,
  stseMarksOf,
} from '../rules/exams';
import { withMarks } from './candidates';
import { DataValidationError } from '../errors';
import { ONLINE_CENTRE, examTestEditSchema, questionEditSchema } from '../schemas/exams';
import type {
  ExamTest,
  ExamTestEdit,
  ExamTestSummary,
  Question,
  QuestionEdit,
} from '../schemas/exams';
import type {
  AttemptScore,
  AvailableExam,
  ExamAttempt,
  ExamChallenge,
  ExamSession,
  ExamSignIn,
  ExamTaker,
  ResponseSheet,
  SavedResponse,
  TestSeriesResult,
} from '../schemas/exam-attempts';
import type { Candidate, Settings, Student } from '../schemas';

// ----- the bank and tests -----

/** A question as it may be stored, or a DataValidationError naming its fields. */
export function checkedQuestion(edit: unknown, entity = 'question'): QuestionEdit {
  const parsed = validated(questionEditSchema, edit, entity);
  const problems = questionProblems(parsed);
  if (problems.length > 0) throw new DataValidationError(entity, problems);
  return parsed;
}

/** A test as it may be stored: its window in order, its sections' questions known and unique. */
export function checkedTest(edit: unknown, knownQuestionIds: ReadonlySet<string>): ExamTestEdit {
  const parsed = validated(examTestEditSchema, edit, 'test');
  if (Date.parse(parsed.closesAt) <= Date.parse(parsed.opensAt)) {
    refuse('test', 'closesAt', 'The window must close after it opens.');
  }
  const seen = new Set<string>();
  parsed.sections.forEach((section, index) => {
    for (const id of section.questionIds) {
      if (!knownQuestionIds.has(id)) {
        refuse(
          'test',
          `sections.${index}.questionIds`,
          'A question of this section is not in the bank.',
        );
      }
      if (seen.has(id)) {
        refuse('test', `sections.${index}.questionIds`, 'A question is in the test twice.');
      }
      seen.add(id);
    }
  });
  return parsed;
}

export const testSummary = ({ frozen, ...test }: ExamTest): ExamTestSummary => ({
  ...test,
  questionCount:
    test.sections.reduce((sum, section) => sum + section.questionIds.length, 0) || frozen.length,
});

/** The questions a test is built from, frozen into it when it is published. */
export function frozenQuestions(
  test: Pick<ExamTest, 'sections'>,
  bank: ReadonlyMap<string, Question>,
) {
  return test.sections.flatMap((section) =>
    section.questionIds.flatMap((id) => {
      const question = bank.get(id);
      return question ? [question] : [];
    }),
  );
}

// ----- taking -----

/** What each refusal tells the taker. */
export const EXAM_REFUSAL_MESSAGES: Record<ExamRefusal, string> = {
  'not-eligible': 'This test is not for your roll number. Check the roll number and date of birth.',
  'not-published': 'This test is not open yet.',
  'not-open': 'This test has not opened yet. Please come back at the start time.',
  closed: 'The time to start this test is over.',
  elsewhere: 'Your test continued on another device. This page no longer saves answers.',
  'time-over': 'The time for this test is over. Answers can no longer be saved.',
  submitted: 'This test has been submitted. Answers can no longer be changed.',
  'not-started': 'You have not started this test.',
  'no-key': 'The answer key of this test is not published yet.',
  'challenges-closed': 'The time to challenge the answer key is over.',
};

export function refuseExam(reason: ExamRefusal): never {
  throw new ExamRefusedError(reason, EXAM_REFUSAL_MESSAGES[reason]);
}

/** Whether an STSE candidate or an enrolled student is one of a test's takers. */
export function isTakerOf(
  test: Pick<ExamTest, 'audience'>,
  taker: { kind: 'candidate'; record: Candidate } | { kind: 'student'; record: Student },
): boolean {
  const { audience } = test;
  if (taker.kind === 'candidate') {
    return (
      audience.kind === 'stse' &&
      taker.record.currentClass === audience.currentClass &&
      taker.record.examCenter === ONLINE_CENTRE
    );
  }
  return (
    audience.kind === 'students' &&
    taker.record.currentClass === audience.currentClass &&
    taker.record.stream === audience.stream
  );
}

/** A test on a taker's list: what the instructions page shows, and no question. */
export function availableExam(
  test: ExamTest,
  attempt?: Pick<ExamAttempt, 'status' | 'deadline'>,
): AvailableExam {
  return {
    testId: test.id,
    title: test.title,
    durationMinutes: test.durationMinutes,
    opensAt: test.opensAt,
    closesAt: test.closesAt,
    languages: test.languages,
    instructions: test.instructions,
    sections: test.sections.map((section) => ({
      name: section.name,
      questionCount: section.questionIds.length,
    })),
    ...(attempt ? { attempt: { status: attempt.status, deadline: attempt.deadline } } : {}),
    keyStage: test.keyStage,
    ...(test.challengesCloseAt ? { challengesCloseAt: test.challengesCloseAt } : {}),
  };
}

/**
 * Whether a taker may start now: a new attempt only inside the window; an attempt already
 * running resumes until its deadline (whatever the window), and a finished one never reopens.
 */
export function startOrResumeRefusal(
  test: ExamTest,
  attempt: Pick<ExamAttempt, 'status' | 'deadline'> | undefined,
  now: Date,
): ExamRefusal | null {
  if (!attempt) return startRefusal(test, now);
  if (attempt.status !== 'in-progress') return 'submitted';
  if (!saveInTime(now, new Date(attempt.deadline), 0)) return 'time-over';
  return null;
}

/** Why a save (or a submit) is refused, or null: the token, the status, then the clock. */
export function saveRefusal(
  attempt: Pick<ExamAttempt, 'status' | 'deadline'>,
  tokenMatches: boolean,
  now: Date,
): ExamRefusal | null {
  if (!tokenMatches) return 'elsewhere';
  if (attempt.status !== 'in-progress') return 'submitted';
  if (!saveInTime(now, new Date(attempt.deadline))) return 'time-over';
  return null;
}

/** What starting or resuming answers. */
export function examSession(
  test: ExamTest,
  attempt: Pick<ExamAttempt, 'id' | 'status' | 'deadline' | 'lastSeq'> & { takerId: string },
  token: string,
  responses: readonly SavedResponse[],
  now: Date,
): ExamSession {
  return {
    attemptId: attempt.id,
    token,
    testId: test.id,
    title: test.title,
    deadline: attempt.deadline,
    serverNow: now.toISOString(),
    status: attempt.status,
    languages: test.languages,
    sections: paperFor(test, attempt.takerId),
    responses: [...responses],
    lastSeq: attempt.lastSeq,
  };
}

/** How many questions have an answer. */
export const answeredCount = (responses: readonly Pick<SavedResponse, 'answer'>[]) =>
  responses.filter((response) => isAnswered(response.answer)).length;

// ----- after the test -----

/** The taker's sheet: each question with its key (as changed), their response and its marks. */
export function responseSheet(
  test: ExamTest,
  score: AttemptScore,
  responses: readonly SavedResponse[],
  challenges: readonly ExamChallenge[],
): ResponseSheet {
  if (test.keyStage === 'hidden') refuseExam('no-key');
  const questions = frozenById(test);
  const byQuestion = new Map(responses.map((response) => [response.questionId, response]));
  const challengeOf = new Map(challenges.map((challenge) => [challenge.questionId, challenge]));
  return {
    testId: test.id,
    title: test.title,
    keyStage: test.keyStage,
    ...(test.challengesCloseAt ? { challengesCloseAt: test.challengesCloseAt } : {}),
    score,
    questions: test.sections.flatMap((section) =>
      section.questionIds.flatMap((id) => {
        const question = questions.get(id);
        if (!question) return [];
        const key = effectiveKey(question, test.keyChanges[id]);
        const response = byQuestion.get(id);
        const answer = response?.answer ?? null;
        const challenge = challengeOf.get(id);
        return [
          {
            questionId: id,
            sectionName: section.name,
            kind: question.kind,
            subject: question.subject,
            text: question.text,
            options: question.options,
            ...(question.image ? { image: question.image } : {}),
            correctOptions: key.kind === 'options' ? key.correctOptions : [],
            ...(key.kind === 'numerical' ? { numericalAnswer: key.numericalAnswer } : {}),
            dropped: key.kind === 'dropped',
            explanation: question.explanation,
            answer,
            marks: marksFor(question.kind, key, answer, section.marking[question.kind]).marks,
            timeMs: response?.timeMs ?? 0,
            ...(challenge
              ? { challenge: { status: challenge.status, reason: challenge.reason } }
              : {}),
          },
        ];
      }),
    ),
  };
}

/**
 * A student's result in one test of the series: score, rank among the class's scored takers,
 * accuracy per subject (right ÷ answered) and seconds per question in paper order.
 */
export function testSeriesResult(
  test: ExamTest,
  attempt: Pick<ExamAttempt, 'id' | 'submittedAt' | 'score'>,
  responses: readonly SavedResponse[],
  classTotals: ReadonlyArray<{ attemptId: string; total: number }>,
): TestSeriesResult {
  const score = attempt.score ?? { total: 0, sections: [] };
  const ranks = competitionRanks(classTotals, (row) => row.total);
  const mine = classTotals.find((row) => row.attemptId === attempt.id);
  const questions = frozenById(test);
  const byQuestion = new Map(responses.map((response) => [response.questionId, response]));
  const subjects = new Map<string, { answered: number; correct: number }>();
  const timePerQuestion: TestSeriesResult['timePerQuestion'] = [];
  for (const section of test.sections) {
    for (const id of section.questionIds) {
      const question = questions.get(id);
      if (!question) continue;
      const response = byQuestion.get(id);
      timePerQuestion.push({ questionId: id, seconds: Math.round((response?.timeMs ?? 0) / 1000) });
      const tally = subjects.get(question.subject) ?? { answered: 0, correct: 0 };
      if (isAnswered(response?.answer)) {
        tally.answered += 1;
        const { outcome } = marksFor(
          question.kind,
          effectiveKey(question, test.keyChanges[id]),
          response?.answer,
          section.marking[question.kind],
        );
        if (outcome === 'correct') tally.correct += 1;
      }
      subjects.set(question.subject, tally);
    }
  }
  return {
    testId: test.id,
    title: test.title,
    submittedAt: attempt.submittedAt ?? '',
    score,
    maxMarks: maxMarksOf(test),
    rank: mine ? ranks.get(mine)! : classTotals.length + 1,
    takers: classTotals.length,
    subjects: [...subjects].map(([subject, { answered, correct }]) => ({
      subject,
      answered,
      correct,
      accuracy: answered === 0 ? 0 : Math.round((correct / answered) * 1000) / 10,
    })),
    timePerQuestion,
  };
}

/**
 * An STSE candidate with the marks their attempt scored: the total, never below 0 nor above the
 * settings' maximum, through the same rule as marks typed in (so the scholarship tier follows).
 */
export function candidateWithExamMarks(
  candidate: Candidate,
  score: AttemptScore,
  settings: Settings,
): Candidate {
  const marks = Math.min(settings.stse.maxMarks, stseMarksOf(score.total));
  return withMarks(candidate, marks, settings);
}

/** Attempts (finished ones) scored afresh against the test's key as it stands. */
export function scoredAttempts<A extends ExamAttempt & { responses: readonly SavedResponse[] }>(
  test: ExamTest,
  attempts: readonly A[],
): A[] {
  return attempts.map((attempt) =>
    attempt.status === 'in-progress'
      ? attempt
      : {
          ...attempt,
          score: scoreAttempt(
            test,
            new Map(attempt.responses.map((response) => [response.questionId, response.answer])),
          ),
        },
  );
}

// ----- taking: the taking engine's shared steps (part A) -----

/** A taker's record, as the test's audience rule and the attempt name them. */
export type TakerRecord =
  { kind: 'candidate'; record: Candidate } | { kind: 'student'; record: Student };

/** Who takes the test, as the attempt records them (no more of the record than the monitor shows). */
export function examTakerOf(taker: TakerRecord): ExamTaker {
  return taker.kind === 'candidate'
    ? {
        kind: 'candidate',
        id: taker.record.id,
        rollNo: taker.record.rollNo,
        name: taker.record.name,
      }
    : { kind: 'student', id: taker.record.id, name: taker.record.name };
}

/** A taker's list after signing in: the published tests they take, each with their attempt. */
export function takerExams(
  tests: readonly ExamTest[],
  taker: TakerRecord,
  attemptOf: (testId: string) => Pick<ExamAttempt, 'status' | 'deadline'> | undefined,
): ExamSignIn {
  return {
    taker: examTakerOf(taker),
    exams: tests
      .filter((test) => test.status === 'published' && isTakerOf(test, taker))
      .map((test) => availableExam(test, attemptOf(test.id))),
  };
}

/** The attempt's state after a submit: timed out when it came in after the deadline (the grace). */
export const submittedStatus = (deadline: string, now: Date): 'submitted' | 'timed-out' =>
  now.getTime() > Date.parse(deadline) ? 'timed-out' : 'submitted';
