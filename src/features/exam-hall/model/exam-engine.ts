// The running test: every change of a response numbered and kept on the device first, then sent
// in order; the countdown from the server's deadline; the submit (automatic at zero); focus losses
// and full-screen exits counted; the refusals that stop the page.
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { ExamRefusedError } from '@/data';
import { timeLeftMs } from '@/data/online-tests';
import type {
  ExamRefusal,
  ExamSession,
  ResponseSave,
  SaveAck,
  SaveBatch,
  SavedResponse,
} from '@/data/online-tests';
import { openQueueStore } from './queue-store';
import type { QueueStore } from './queue-store';
import { afterAck, nextBatch, questionsWaiting, resumeFrom, retryDelayMs } from './save-queue';
import type { SaveStatus } from './save-queue';

/** How the page reaches the server: the repository's calls with this attempt's id and token. */
export type ExamTransport = {
  save(batch: SaveBatch): Promise<SaveAck>;
  submit(batch: SaveBatch): Promise<unknown>;
};

export type ExamPhase =
  | { kind: 'loading' }
  | { kind: 'taking' }
  | { kind: 'submitting' }
  /** `reachedServer` false: the submit waits for the network (the queue is kept). */
  | { kind: 'submitted'; reachedServer: boolean }
  | { kind: 'refused'; reason: ExamRefusal; message: string };

export type ResponseChange = Pick<ResponseSave, 'answer' | 'markedForReview'>;

export type ExamEngine = {
  phase: ExamPhase;
  responses: ReadonlyMap<string, SavedResponse>;
  status: SaveStatus;
  /** Questions with a change not yet acknowledged. */
  waitingAnswers: number;
  storeKind: QueueStore['kind'];
  timeLeftMs: number;
  /** The question now on screen: its time runs; a first visit saves it as not answered. */
  show(questionId: string): void;
  record(questionId: string, change: ResponseChange): void;
  submit(): void;
};

type Running = {
  store: QueueStore;
  responses: Map<string, SavedResponse>;
  /** Made, still being written to the device. */
  writing: ResponseSave[];
  /** Kept on the device, not yet acknowledged, in sequence order. */
  waiting: ResponseSave[];
  lastSeq: number;
  sending: boolean;
  offline: boolean;
  failures: number;
  retry?: ReturnType<typeof setTimeout>;
  stopped: boolean;
  submitWaiting: boolean;
  /** Writes to the device, one after another so the queue keeps the sequence order. */
  writes: Promise<void>;
  spentMs: Map<string, number>;
  shown?: { questionId: string; since: number };
  focusLosses: number;
  fullscreenExits: number;
};

export type ExamEngineOptions = {
  session: ExamSession;
  transport: ExamTransport;
  openStore?: () => Promise<QueueStore>;
};

const isRefusal = (error: unknown): error is ExamRefusedError => error instanceof ExamRefusedError;

export function useExamEngine({
  session,
  transport,
  openStore = openQueueStore,
}: ExamEngineOptions): ExamEngine {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const [phase, setPhase] = useState<ExamPhase>({ kind: 'loading' });
  const running = useRef<Running | null>(null);
  // The countdown is the server's: deadline − its clock when it answered, less the time since.
  const [answeredAt] = useState(() => Date.now());
  const leftAtAnswer = timeLeftMs(session.deadline, session.serverNow, 0);
  const [left, setLeft] = useState(leftAtAnswer);
  const { attemptId } = session;

  const batchOf = (run: Running, saves: ResponseSave[]): SaveBatch => ({
    saves,
    focusLosses: run.focusLosses,
    fullscreenExits: run.fullscreenExits,
  });

  const stop = useCallback((error: ExamRefusedError) => {
    const run = running.current;
    if (run) {
      run.stopped = true;
      clearTimeout(run.retry);
    }
    setPhase({ kind: 'refused', reason: error.reason, message: error.message });
  }, []);

  const acknowledged = useCallback(
    async (run: Running, savedSeq: number) => {
      run.waiting = afterAck(run.waiting, savedSeq);
      run.failures = 0;
      run.offline = false;
      await run.store.removeUpTo(attemptId, savedSeq).catch(() => undefined);
    },
    [attemptId],
  );

  const flush = useCallback(async (): Promise<void> => {
    const run = running.current;
    if (!run || run.sending || run.stopped || run.submitWaiting || run.waiting.length === 0) return;
    run.sending = true;
    rerender();
    try {
      const ack = await transport.save(batchOf(run, nextBatch(run.waiting)));
      await acknowledged(run, ack.savedSeq);
    } catch (error) {
      if (isRefusal(error)) stop(error);
      else retryLater(run);
    } finally {
      run.sending = false;
      rerender();
    }
    if (!run.offline) void flush();
    // retryLater and submitNow call flush and each other; declared below as plain functions.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [transport, acknowledged, stop]);

  /** A network failure: answers wait; try again after a back-off (or at once on `online`). */
  function retryLater(run: Running) {
    run.offline = true;
    run.failures += 1;
    clearTimeout(run.retry);
    run.retry = setTimeout(() => {
      run.offline = false;
      if (run.submitWaiting) void submitNow();
      else void flush();
    }, retryDelayMs(run.failures));
  }

  async function submitNow() {
    const run = running.current;
    if (!run || run.stopped) return;
    run.submitWaiting = false;
    setPhase((current) => (current.kind === 'submitted' ? current : { kind: 'submitting' }));
    closeShown(run);
    try {
      // A queue longer than one request goes first; the submit carries the last of it.
      while (run.waiting.length > nextBatch(run.waiting).length) {
        const ack = await transport.save(batchOf(run, nextBatch(run.waiting)));
        await acknowledged(run, ack.savedSeq);
      }
      await transport.submit(batchOf(run, nextBatch(run.waiting)));
      await acknowledged(run, run.lastSeq);
      run.stopped = true;
      setPhase({ kind: 'submitted', reachedServer: true });
    } catch (error) {
      if (isRefusal(error)) {
        stop(error);
        return;
      }
      // Offline at the submit: the answers stay queued and the submit is sent on reconnect.
      run.submitWaiting = true;
      setPhase({ kind: 'submitted', reachedServer: false });
      retryLater(run);
    } finally {
      rerender();
    }
  }

  function closeShown(run: Running) {
    if (!run.shown) return;
    const { questionId, since } = run.shown;
    run.spentMs.set(questionId, (run.spentMs.get(questionId) ?? 0) + (Date.now() - since));
    run.shown = { questionId, since: Date.now() };
  }

  const timeOn = (run: Running, questionId: string) =>
    (run.spentMs.get(questionId) ?? 0) +
    (run.shown?.questionId === questionId ? Date.now() - run.shown.since : 0);

  function record(questionId: string, change: ResponseChange) {
    const run = running.current;
    if (!run || run.stopped || run.submitWaiting) return;
    run.lastSeq += 1;
    const save: ResponseSave = {
      seq: run.lastSeq,
      questionId,
      answer: change.answer,
      markedForReview: change.markedForReview,
      timeMs: Math.min(24 * 3600 * 1000, Math.round(timeOn(run, questionId))),
    };
    run.responses.set(questionId, save);
    run.writing.push(save);
    rerender();
    // On the device first, then sent.
    run.writes = run.writes
      .then(() => run.store.add(attemptId, save))
      .catch(() => undefined)
      .then(() => {
        run.writing = run.writing.filter((written) => written !== save);
        run.waiting.push(save);
        rerender();
        return flush();
      });
  }

  function show(questionId: string) {
    const run = running.current;
    if (!run) return;
    if (run.shown?.questionId !== questionId) {
      closeShown(run);
      run.shown = { questionId, since: Date.now() };
    }
    if (!run.responses.has(questionId))
      record(questionId, { answer: null, markedForReview: false });
  }

  // The device's queue opened; what it kept for this attempt merged with the server's responses.
  useEffect(() => {
    let live = true;
    void (async () => {
      const store = await openStore();
      const queued = await store.list(attemptId).catch(() => []);
      if (!live) return;
      const resumed = resumeFrom(session, queued);
      await store.removeUpTo(attemptId, session.lastSeq).catch(() => undefined);
      running.current = {
        store,
        responses: new Map(resumed.responses.map((response) => [response.questionId, response])),
        writing: [],
        waiting: resumed.waiting,
        lastSeq: resumed.lastSeq,
        sending: false,
        offline: typeof navigator !== 'undefined' && navigator.onLine === false,
        failures: 0,
        stopped: false,
        submitWaiting: false,
        writes: Promise.resolve(),
        spentMs: new Map(
          resumed.responses.map((response) => [response.questionId, response.timeMs]),
        ),
        focusLosses: 0,
        fullscreenExits: 0,
      };
      setPhase({ kind: 'taking' });
      void flush();
    })();
    return () => {
      live = false;
      const run = running.current;
      if (run) {
        clearTimeout(run.retry);
        run.stopped = true;
      }
    };
    // The session is this screen's for its whole life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The countdown; at zero the page submits whatever waits.
  useEffect(() => {
    const tick = () => setLeft(Math.max(0, leftAtAnswer - (Date.now() - answeredAt)));
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [leftAtAnswer, answeredAt]);
  const timeUp = left <= 0 && phase.kind === 'taking';
  useEffect(() => {
    if (timeUp) void submitNow();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [timeUp]);

  // The network: answers go at once when it comes back.
  useEffect(() => {
    const online = () => {
      const run = running.current;
      if (!run) return;
      clearTimeout(run.retry);
      run.offline = false;
      run.failures = 0;
      if (run.submitWaiting) void submitNow();
      else void flush();
      rerender();
    };
    const offline = () => {
      if (running.current) running.current.offline = true;
      rerender();
    };
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Leaving the page (another tab or window) and leaving full screen, counted for the admin.
  useEffect(() => {
    let away = false;
    const leave = () => {
      if (away || !running.current) return;
      away = true;
      running.current.focusLosses += 1;
    };
    const back = () => {
      away = false;
    };
    const visibility = () => (document.visibilityState === 'hidden' ? leave() : back());
    const fullscreen = () => {
      if (!document.fullscreenElement && running.current) running.current.fullscreenExits += 1;
    };
    window.addEventListener('blur', leave);
    window.addEventListener('focus', back);
    document.addEventListener('visibilitychange', visibility);
    document.addEventListener('fullscreenchange', fullscreen);
    return () => {
      window.removeEventListener('blur', leave);
      window.removeEventListener('focus', back);
      document.removeEventListener('visibilitychange', visibility);
      document.removeEventListener('fullscreenchange', fullscreen);
    };
  }, []);

  const run = running.current;
  const waitingAnswers = run ? questionsWaiting([...run.writing, ...run.waiting]) : 0;
  const status: SaveStatus = run?.offline ? 'offline' : waitingAnswers > 0 ? 'saving' : 'saved';
  return {
    phase,
    responses: run?.responses ?? new Map(),
    status,
    waitingAnswers,
    storeKind: run?.store.kind ?? 'indexeddb',
    timeLeftMs: left,
    show,
    record,
    submit: () => void submitNow(),
  };
}
