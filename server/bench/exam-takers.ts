// The benchmark's candidates taking an online test (`npm run bench:exam`, ./exam.ts): each is its
// own loopback address (as candidates at home are their own networks, so the per-address limit is
// in place), signs in with roll number and date of birth, starts, saves one answer at a time and
// submits, exactly as the exam hall's page does (the requests come from the shared route table).
// Like the page, a candidate keeps every save it has not seen acknowledged and sends them all
// again with the next request; when its server stops answering it moves to another server.
import { Agent } from 'node:http';
import type { ExamSession, ResponseAnswer, ResponseSave } from '../../src/data/server-exams';
import { loopbackAddress, send } from './crowd';
import { registration, requestOf, rollNoOf } from './fixtures';

export type Timings = { start: number[]; save: number[]; submit: number[] };

type Answered = { status: number; body: string };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class Taker {
  private readonly agent: Agent;
  private server: number;
  private session?: ExamSession;
  private seq = 0;
  /** Saves sent but not yet acknowledged: sent again with the next request. */
  private waiting: ResponseSave[] = [];
  /** The latest acknowledged save of each question (what must be in the database). */
  readonly acknowledged = new Map<string, ResponseSave>();
  failures = 0;
  resent = 0;
  /** Times this candidate's request went to another server. */
  moved = 0;
  refused = 0;

  constructor(
    readonly index: number,
    private readonly servers: readonly string[],
    private readonly testId: string,
    private readonly timings: Timings,
  ) {
    this.agent = new Agent({
      keepAlive: true,
      maxSockets: 1,
      localAddress: loopbackAddress(index),
    });
    this.server = index % servers.length;
  }

  get attemptId() {
    return this.session?.attemptId;
  }

  /** One request, to the next server when this one does not answer (a few tries in all). */
  private async call(call: ReturnType<typeof requestOf>, saves = 0): Promise<Answered> {
    for (let tries = 0; ; tries += 1) {
      try {
        const base = this.servers[this.server]!;
        return await send(
          this.agent,
          new URL(base),
          { 'content-type': 'application/json', origin: base },
          call,
        );
      } catch (error) {
        if (tries >= 2 * this.servers.length + 2) throw error;
        this.server = (this.server + 1) % this.servers.length;
        this.moved += 1;
        // Not acknowledged: the same saves go again, to the next server.
        this.resent += saves;
        await pause(100 * (tries + 1));
      }
    }
  }

  private credentials() {
    return { rollNo: rollNoOf(this.index), dateOfBirth: registration(this.index).dateOfBirth };
  }

  /** Sign in and start: the paper arrives (timed together, as the candidate waits for both). */
  async start() {
    const began = performance.now();
    const signIn = await this.call(requestOf('signInToExams', this.credentials()));
    const started = await this.call(requestOf('startExam', this.testId, this.credentials()));
    if (signIn.status !== 200 || started.status !== 200) {
      this.failures += 1;
      return;
    }
    this.timings.start.push(performance.now() - began);
    this.session = (JSON.parse(started.body) as { data: ExamSession }).data;
    this.seq = this.session.lastSeq;
  }

  /** Answers one question (a random one of the paper) and sends every save still waiting. */
  async save() {
    if (!this.session) return;
    const questions = this.session.sections.flatMap((section) => section.questions);
    const question = questions[Math.floor(Math.random() * questions.length)]!;
    const answer: ResponseAnswer =
      question.kind === 'numerical'
        ? String(Math.floor(Math.random() * 20))
        : [question.options[Math.floor(Math.random() * question.options.length)]!.index];
    this.seq += 1;
    if (this.waiting.length > 0) this.resent += this.waiting.length;
    this.waiting.push({
      seq: this.seq,
      questionId: question.id,
      answer,
      markedForReview: false,
      timeMs: this.seq * 15_000,
    });
    await this.flush('saveExamResponses', this.timings.save);
  }

  async submit() {
    if (!this.session) return;
    await this.flush('submitExam', this.timings.submit);
  }

  private async flush(name: 'saveExamResponses' | 'submitExam', timing: number[]) {
    const session = this.session!;
    const saves = [...this.waiting];
    const began = performance.now();
    let answered: Answered;
    try {
      answered = await this.call(
        requestOf(name, session.attemptId, session.token, {
          saves,
          focusLosses: 0,
          fullscreenExits: 0,
        }),
        saves.length,
      );
    } catch {
      this.failures += 1;
      return;
    }
    if (answered.status !== 200) {
      if (answered.status === 409) this.refused += 1;
      this.failures += 1;
      return;
    }
    timing.push(performance.now() - began);
    // Acknowledged: in the database for good. Keep each question's newest.
    for (const save of saves) {
      const known = this.acknowledged.get(save.questionId);
      if (!known || known.seq < save.seq) this.acknowledged.set(save.questionId, save);
    }
    this.waiting = this.waiting.filter((save) => !saves.includes(save));
  }

  close() {
    this.agent.destroy();
  }
}
