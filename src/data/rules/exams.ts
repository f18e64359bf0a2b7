// The rules of an online test, pure and shared by both modes: a question's own checks, the image
// check by content, marks for every scheme (JEE's partial marks, a dropped question), a
// candidate's seeded paper order, the server's deadline with its grace, the palette's five states,
// and the newest-save-wins merge that keeps an older save from overwriting a newer one.
import { EXAM_LIMITS } from '../schemas/exams';
import type {
  ExamTest,
  ImageType,
  KeyChange,
  Marking,
  NumericalAnswer,
  Question,
  QuestionEdit,
} from '../schemas/exams';
import type {
  AttemptScore,
  PaperSection,
  ResponseAnswer,
  ResponseSave,
  SavedResponse,
  SectionScore,
} from '../schemas/exam-attempts';

// ----- questions -----

/** An image's type by its first bytes (never by its name or the type a browser claims). */
export function imageTypeOf(bytes: Uint8Array): ImageType | null {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** The bytes of base64 text (both runtimes have atob). */
export function base64Bytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

type Problem = { path: string; message: string };

/** What the schema cannot say alone: options and key agree with the kind; the image is real. */
export function questionProblems(edit: QuestionEdit): Problem[] {
  const problems: Problem[] = [];
  if (edit.kind === 'numerical') {
    if (edit.options.length > 0) {
      problems.push({ path: 'options', message: 'A numerical question has no options.' });
    }
    if (!edit.numericalAnswer) {
      problems.push({ path: 'numericalAnswer.value', message: 'Enter the answer as a number.' });
    }
  } else {
    if (edit.options.length < EXAM_LIMITS.minOptions) {
      problems.push({
        path: 'options',
        message: `Give ${EXAM_LIMITS.minOptions} to ${EXAM_LIMITS.maxOptions} options.`,
      });
    }
    const inRange = edit.correctOptions.every((index) => index < edit.options.length);
    const distinct = new Set(edit.correctOptions).size === edit.correctOptions.length;
    if (!inRange || !distinct) {
      problems.push({ path: 'correctOptions', message: 'Choose the right options from the list.' });
    } else if (edit.kind === 'single' && edit.correctOptions.length !== 1) {
      problems.push({ path: 'correctOptions', message: 'Choose the one right option.' });
    } else if (edit.kind === 'multiple' && edit.correctOptions.length < 1) {
      problems.push({ path: 'correctOptions', message: 'Choose at least one right option.' });
    }
  }
  if (edit.image) {
    let bytes: Uint8Array | null = null;
    try {
      bytes = base64Bytes(edit.image.base64);
    } catch {
      bytes = null;
    }
    if (!bytes || imageTypeOf(bytes) === null) {
      problems.push({ path: 'image', message: 'The image must be a PNG, JPEG or WebP picture.' });
    } else if (bytes.length > EXAM_LIMITS.imageBytes) {
      problems.push({ path: 'image', message: 'The image is over 200 KB.' });
    } else if (imageTypeOf(bytes) !== edit.image.type) {
      problems.push({ path: 'image', message: 'The image is not the type it says it is.' });
    }
  }
  return problems;
}

// ----- marks -----

/** A question's key as it stands after any challenge. */
export type EffectiveKey =
  | { kind: 'options'; correctOptions: number[] }
  | { kind: 'numerical'; numericalAnswer: NumericalAnswer }
  | { kind: 'dropped' };

export function effectiveKey(question: Question, change?: KeyChange): EffectiveKey {
  if (change) return change;
  return question.kind === 'numerical'
    ? { kind: 'numerical', numericalAnswer: question.numericalAnswer ?? { value: 0, tolerance: 0 } }
    : { kind: 'options', correctOptions: question.correctOptions };
}

export type Outcome = 'correct' | 'partial' | 'wrong' | 'unanswered';

export function isAnswered(answer: ResponseAnswer | undefined): boolean {
  if (answer === null || answer === undefined) return false;
  return typeof answer === 'string' ? answer.trim() !== '' : answer.length > 0;
}

/** A typed numerical answer as a number; "2.50", "-3", ".5" read; anything else is not one. */
export function numberTyped(text: string): number | null {
  const trimmed = text.trim();
  return /^-?(\d+\.?\d*|\.\d+)$/.test(trimmed) ? Number(trimmed) : null;
}

/**
 * One response's marks and outcome. Single correct: right when the one option chosen is a right
 * one (a key changed to accept two options accepts either). Multiple correct, JEE Advanced: all
 * the right options and no wrong one is full marks; any wrong option is the wrong marks; some right
 * options and no wrong one is `partialPerOption` each (0: counted wrong, as schemes without
 * partial marks do). Numerical: within the tolerance. A dropped question gives everyone full
 * marks, answered or not.
 */
export function marksFor(
  kind: Question['kind'],
  key: EffectiveKey,
  answer: ResponseAnswer | undefined,
  marking: Marking,
): { marks: number; outcome: Outcome } {
  if (key.kind === 'dropped') return { marks: marking.correct, outcome: 'correct' };
  if (!isAnswered(answer)) return { marks: 0, outcome: 'unanswered' };
  const wrong = { marks: marking.wrong, outcome: 'wrong' as const };
  const right = { marks: marking.correct, outcome: 'correct' as const };
  if (key.kind === 'numerical') {
    const typed = typeof answer === 'string' ? numberTyped(answer) : null;
    if (typed === null) return wrong;
    const { value, tolerance } = key.numericalAnswer;
    // A hair of slack so 0.1 + 0.2 style decimals do not fall outside an exact key.
    return Math.abs(typed - value) <= tolerance + 1e-9 ? right : wrong;
  }
  const chosen = Array.isArray(answer) ? [...new Set(answer)] : [];
  if (chosen.length === 0) return wrong;
  const correct = new Set(key.correctOptions);
  if (kind !== 'multiple') return chosen.length === 1 && correct.has(chosen[0]!) ? right : wrong;
  if (chosen.some((option) => !correct.has(option))) return wrong;
  if (chosen.length === correct.size) return right;
  return marking.partialPerOption > 0
    ? { marks: marking.partialPerOption * chosen.length, outcome: 'partial' }
    : wrong;
}

/** The questions of a published test by id (its frozen copy). */
export const frozenById = (test: Pick<ExamTest, 'frozen'>) =>
  new Map(test.frozen.map((question) => [question.id, question]));

/** An attempt's marks, section by section, from its responses (by question id). */
export function scoreAttempt(
  test: Pick<ExamTest, 'sections' | 'frozen' | 'keyChanges'>,
  answers: ReadonlyMap<string, ResponseAnswer>,
): AttemptScore {
  const questions = frozenById(test);
  const sections = test.sections.map((section): SectionScore => {
    const score: SectionScore = {
      sectionId: section.id,
      name: section.name,
      score: 0,
      correct: 0,
      partial: 0,
      wrong: 0,
      unanswered: 0,
    };
    for (const id of section.questionIds) {
      const question = questions.get(id);
      if (!question) continue;
      const key = effectiveKey(question, test.keyChanges[id]);
      const { marks, outcome } = marksFor(
        question.kind,
        key,
        answers.get(id),
        section.marking[question.kind],
      );
      score.score += marks;
      score[outcome] += 1;
    }
    score.score = roundMarks(score.score);
    return score;
  });
  return { total: roundMarks(sections.reduce((sum, s) => sum + s.score, 0)), sections };
}

/** Marks to two decimals (fractional schemes must not drift). */
const roundMarks = (marks: number) => Math.round(marks * 100) / 100;

/** The most a test can give: every question's full marks. */
export function maxMarksOf(test: Pick<ExamTest, 'sections' | 'frozen'>): number {
  const questions = frozenById(test);
  return test.sections.reduce(
    (sum, section) =>
      sum +
      section.questionIds.reduce((inner, id) => {
        const question = questions.get(id);
        return inner + (question ? section.marking[question.kind].correct : 0);
      }, 0),
    0,
  );
}

/** The portal's STSE marks from a test's total: never below 0 (the marks field's floor). */
export const stseMarksOf = (total: number) => Math.max(0, Math.round(total));

// ----- the paper -----

/** A 32-bit seed from text (FNV-1a): the same test and taker give the same seed everywhere. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small, fast generator whose sequence is fixed by its seed. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The items shuffled by Fisher–Yates with the seed's sequence (a new array). */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  const next = generator(seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * One taker's paper: sections in the test's order; within each, the questions (and each
 * question's options) in the order seeded by the test and the taker when shuffling is on. No key,
 * no explanation: the fields are copied one by one, never spread from the question.
 */
export function paperFor(test: ExamTest, takerId: string): PaperSection[] {
  const questions = frozenById(test);
  return test.sections.map((section) => {
    const ids = test.shuffleQuestions
      ? shuffled(section.questionIds, seedOf(`${test.id}:${takerId}:${section.id}`))
      : section.questionIds;
    return {
      id: section.id,
      name: section.name,
      marking: section.marking,
      questions: ids.flatMap((id) => {
        const question = questions.get(id);
        if (!question) return [];
        const options = question.options.map((option, index) => ({
          en: option.en,
          hi: option.hi,
          index,
        }));
        return [
          {
            id: question.id,
            kind: question.kind,
            subject: question.subject,
            text: { en: question.text.en, hi: question.text.hi },
            options: test.shuffleOptions
              ? shuffled(options, seedOf(`${test.id}:${takerId}:${id}`))
              : options,
            ...(question.image ? { image: question.image } : {}),
          },
        ];
      }),
    };
  });
}

/** Every question id of a test, in section order: what a save may name. */
export const questionIdsOf = (test: Pick<ExamTest, 'sections'>) =>
  test.sections.flatMap((section) => section.questionIds);

// ----- the clock -----

export const deadlineOf = (startedAt: Date, durationMinutes: number) =>
  new Date(startedAt.getTime() + durationMinutes * 60_000);

/** Why a test cannot be started now, or null when it can. */
export function startRefusal(
  test: Pick<ExamTest, 'status' | 'opensAt' | 'closesAt'>,
  now: Date,
): 'not-published' | 'not-open' | 'closed' | null {
  if (test.status !== 'published') return 'not-published';
  if (now.getTime() < Date.parse(test.opensAt)) return 'not-open';
  if (now.getTime() > Date.parse(test.closesAt)) return 'closed';
  return null;
}

/** A save is taken until the deadline plus the grace for requests in flight, and never after. */
export const saveInTime = (
  now: Date,
  deadline: Date,
  graceSeconds: number = EXAM_LIMITS.graceSeconds,
) => now.getTime() <= deadline.getTime() + graceSeconds * 1000;

/** Milliseconds left on the page, from the server's deadline and its clock when it answered. */
export function timeLeftMs(deadline: string, serverNow: string, elapsedSinceAnswerMs: number) {
  return Math.max(0, Date.parse(deadline) - Date.parse(serverNow) - elapsedSinceAnswerMs);
}

// ----- responses -----

/** The palette's five states, as the national CBT shows them. */
export type PaletteState =
  'not-visited' | 'not-answered' | 'answered' | 'marked' | 'answered-marked';

export function paletteState(
  saved: Pick<SavedResponse, 'answer' | 'markedForReview'> | undefined,
): PaletteState {
  if (!saved) return 'not-visited';
  const answered = isAnswered(saved.answer);
  if (saved.markedForReview) return answered ? 'answered-marked' : 'marked';
  return answered ? 'answered' : 'not-answered';
}

/**
 * Saves merged into what is stored, per question: a save replaces the stored response only when
 * its sequence is higher, so a save that arrives late (a retry, the offline queue) never
 * overwrites a newer one. Returns the merged responses and the highest sequence seen.
 */
export function mergeSaves(
  stored: readonly SavedResponse[],
  saves: readonly ResponseSave[],
): { responses: SavedResponse[]; lastSeq: number } {
  const byQuestion = new Map(stored.map((response) => [response.questionId, response]));
  let lastSeq = stored.reduce((max, response) => Math.max(max, response.seq), 0);
  for (const save of saves) {
    lastSeq = Math.max(lastSeq, save.seq);
    const current = byQuestion.get(save.questionId);
    if (!current || current.seq < save.seq) byQuestion.set(save.questionId, save);
  }
  return { responses: [...byQuestion.values()], lastSeq };
}

/** Competition ranks (equal totals share a rank; the next skips), by total, highest first. */
export function competitionRanks<T>(rows: readonly T[], total: (row: T) => number): Map<T, number> {
  const sorted = [...rows].sort((a, b) => total(b) - total(a));
  const ranks = new Map<T, number>();
  sorted.forEach((row, index) => {
    const previous = sorted[index - 1];
    ranks.set(
      row,
      previous !== undefined && total(previous) === total(row) ? ranks.get(previous)! : index + 1,
    );
  });
  return ranks;
}
