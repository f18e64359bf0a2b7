// @vitest-environment node
// Money invariants under faults: random short sequences of what happens to one student's fees
// (online payments with their return page and webhooks in any order and repeated, UPI claims
// confirmed or rejected, office payments, cancels, refunds, a backup and its restore, the server
// stopped and started again, also mid-way through a payment) against the real server over a
// temporary PostgreSQL (INVARIANT_DATABASE=pglite: PGlite in a folder) and the fake Razorpay.
// After every action the ledger's sums are every installment's paid amount and the student's
// totals, receipt and credit-note numbers are gapless and never reused, and each provider payment
// is in the ledger at most once (tests/server/money-invariants.ts). INVARIANT_RUNS sets how many
// sequences run (25 by default, with a fixed seed: INVARIANT_SEED); INVARIANT_SHRINK=1 shrinks a
// failing sequence.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEFAULT_SETTINGS } from '@/data';
import type { Repository } from '@/data';
import { startFakeRazorpay } from '../../server/fake-razorpay';
import type { FakeRazorpay } from '../../server/fake-razorpay';
import { ADMIN, startTestServer } from '../../server/harness';
import type { TestServer } from '../../server/harness';
import { runMoneyAction } from '../../server/money-actions';
import type { MoneyWorld } from '../../server/money-actions';
import { moneyAction } from '../../server/money-sequences';
import type { MoneyAction } from '../../server/money-sequences';
import { checkMoneyInvariants, newNumberBook, unworkedEvents } from '../../server/money-invariants';
import { payer, payerSignedIn, WEBHOOK_PATH } from '../../server/online-payment-steps';

const RUNS = Number(process.env.INVARIANT_RUNS ?? 25);
const SEED = Number(process.env.INVARIANT_SEED ?? 33);
const MAX_ACTIONS = 8;
const DATABASE = process.env.INVARIANT_DATABASE === 'pglite' ? 'pglite' : 'postgres';

/** The institute takes UPI transfers (and part payments, the default). */
const settings = {
  ...DEFAULT_SETTINGS,
  payee: { ...DEFAULT_SETTINGS.payee, upiId: 'sankalpinstitute@sbi', upiPayeeName: 'Sankalp' },
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-invariants-'));
let fake: FakeRazorpay;
let server: TestServer;
let admin: Repository;
let student: Repository;

beforeAll(async () => {
  fake = await startFakeRazorpay();
  server = await startTestServer(DATABASE, {
    ...(DATABASE === 'pglite' ? { dataDir } : {}),
    razorpay: (publicUrl) => fake.config(publicUrl),
  });
  await server.reset({ students: [payer], settings });
  admin = (await server.client({ role: 'admin', ...ADMIN })).repository;
  student = await payerSignedIn(server);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await fake?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The student as seeded, nothing paid, the fake forgetting every order. */
async function freshWorld(): Promise<MoneyWorld> {
  fake.reset();
  // Webhooks are the test's to send: late, twice, out of order or not at all.
  fake.controls.dropWebhooks = true;
  fake.setWebhookUrl(`${server.server.url}${WEBHOOK_PATH}`);
  await server.reset({ students: [payer], settings });
  const world: MoneyWorld = {
    server,
    fake,
    admin,
    student,
    backup: undefined,
    returns: new Map(),
    leftUnworked: new Set(),
    async afterRestart() {
      world.leftUnworked = new Set(await unworkedEvents(server));
    },
  };
  return world;
}

/** How many actions of each kind ran, for the closing line. */
const actionsRun = new Map<MoneyAction['kind'], number>();

async function runSequence(actions: readonly MoneyAction[]) {
  const world = await freshWorld();
  const book = newNumberBook();
  const log: string[] = [];
  for (const action of actions) {
    let step = `${JSON.stringify(action)} failed`;
    try {
      step = `${JSON.stringify(action)} → ${await runMoneyAction(world, action)}`;
      await checkMoneyInvariants(world, book);
      log.push(step);
      actionsRun.set(action.kind, (actionsRun.get(action.kind) ?? 0) + 1);
    } catch (error) {
      throw new Error(`The sequence:\n  ${[...log, `${step}: broke here`].join('\n  ')}`, {
        cause: error,
      });
    }
  }
}

test('the ledger’s sums, its numbers and the provider’s payments stay right under faults', async () => {
  let sequences = 0;
  const started = performance.now();
  await fc.assert(
    fc.asyncProperty(
      fc.array(moneyAction(), { minLength: 1, maxLength: MAX_ACTIONS }),
      async (actions) => {
        sequences += 1;
        await runSequence(actions);
      },
    ),
    { numRuns: RUNS, seed: SEED, endOnFailure: process.env.INVARIANT_SHRINK !== '1' },
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const kinds = [...actionsRun].map(([kind, count]) => `${kind} ${count}`).join(', ');
  console.info(
    `Money invariants: ${sequences} sequences (seed ${SEED}, ${DATABASE}) in ${seconds} s; actions: ${kinds}.`,
  );
  expect(sequences).toBe(RUNS);
}, 600_000);
