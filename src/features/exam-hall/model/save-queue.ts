// The offline answer queue's decisions, pure: what is sent next, what an acknowledgement removes,
// how a resumed page merges the server's responses with the saves still waiting on this device,
// and what the status line says. The storage behind it is queue-store.ts.
import { EXAM_LIMITS, mergeSaves } from '@/data/online-tests';
import type { ExamSession, ResponseSave, SavedResponse } from '@/data/online-tests';

/** The saves waiting, in sequence order (the order the server must see them in). */
export const inSeqOrder = (saves: readonly ResponseSave[]) =>
  [...saves].sort((a, b) => a.seq - b.seq);

/** The next request's saves: the oldest waiting, at most one request's worth. */
export const nextBatch = (
  waiting: readonly ResponseSave[],
  limit: number = EXAM_LIMITS.savesPerRequest,
) => inSeqOrder(waiting).slice(0, limit);

/** What still waits once the server acknowledged everything up to `savedSeq`. */
export const afterAck = (waiting: readonly ResponseSave[], savedSeq: number) =>
  waiting.filter((save) => save.seq > savedSeq);

/** How many questions have an answer waiting to be sent (a question saved twice counts once). */
export const questionsWaiting = (waiting: readonly ResponseSave[]) =>
  new Set(waiting.map((save) => save.questionId)).size;

/**
 * A resumed page's starting point: the server's responses merged with this device's saves it has
 * not seen (a higher sequence wins), those saves still to send, and the sequence to continue from.
 * Saves at or below the server's last sequence reached it already (a page sends in order and the
 * server takes a request whole), so they are dropped from the queue.
 */
export function resumeFrom(
  session: Pick<ExamSession, 'responses' | 'lastSeq'>,
  queued: readonly ResponseSave[],
): { responses: SavedResponse[]; waiting: ResponseSave[]; lastSeq: number } {
  const waiting = inSeqOrder(queued.filter((save) => save.seq > session.lastSeq));
  const merged = mergeSaves(session.responses, waiting);
  return {
    responses: merged.responses,
    waiting,
    lastSeq: Math.max(session.lastSeq, merged.lastSeq),
  };
}

/** The retry delay after `failures` failed sends in a row: 1 s doubling, at most 30 s. */
export const retryDelayMs = (failures: number) =>
  Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1));

export type SaveStatus = 'saved' | 'saving' | 'offline';
