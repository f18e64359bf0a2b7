// @vitest-environment node
// Bad input, tried everywhere: every route of the API (each operation from its definition, and
// the raw routes listed in tests/server/fuzz-routes.ts) × every caller it admits, with random and
// hostile bodies, query strings and path parameters (tests/server/fuzz-arbitraries.ts). Every
// answer is a 2xx or a 4xx with a clear message, never a 5xx, and a refused request changes no
// table. `npm test` runs a short fixed-seed round; `npm run fuzz` a long one (FUZZ_RUNS cases per
// route and caller, every caller, FUZZ_SEED to vary it) that prints the figures.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { OPERATION_NAMES } from '@/data/definitions';
import { startFuzzer, summary } from '../../server/fuzz-runner';
import type { Fuzzer } from '../../server/fuzz-runner';
import { FUZZ_CALLERS, OPERATION_ROUTES, RAW_ROUTES } from '../../server/fuzz-routes';
import type { FuzzCaller, FuzzRoute } from '../../server/fuzz-routes';

const LONG = process.env.FUZZ_RUNS !== undefined;
const RUNS = Number(process.env.FUZZ_RUNS ?? 2);
const SEED = Number(process.env.FUZZ_SEED ?? 20261128);

/**
 * The callers a route is tried with: every one in the long run; in the short run one of each role
 * it admits (student A, school X) and one it refuses (turned away before the body is read).
 */
function callersOf(route: FuzzRoute): FuzzCaller[] {
  if (LONG) return FUZZ_CALLERS;
  const admitted = route.admits.filter((caller) => caller !== 'studentB' && caller !== 'schoolY');
  const refused = FUZZ_CALLERS.find((caller) => !route.admits.includes(caller));
  return refused ? [...admitted, refused] : admitted;
}

let fuzzer: Fuzzer;
beforeAll(async () => {
  fuzzer = await startFuzzer();
}, 120_000);
afterAll(async () => {
  if (fuzzer) console.log(summary(fuzzer.tallies, fuzzer.failures, LONG));
  await fuzzer?.stop();
});

test('every operation is fuzzed', () => {
  expect(OPERATION_ROUTES.map((route) => route.name)).toEqual(OPERATION_NAMES);
});

test.each([...OPERATION_ROUTES, ...RAW_ROUTES].map((route) => [route.name, route] as const))(
  '%s: never a 5xx; a refusal is clear and changes nothing',
  async (_name, route) => {
    for (const [index, caller] of callersOf(route).entries()) {
      // A refused caller is turned away before its body is read: one case is enough, and the
      // numbers' edges are tried once per route (by every caller in the long run).
      const admitted = route.admits.includes(caller);
      await fuzzer.run(route, caller, {
        seed: SEED + index,
        runs: admitted || LONG ? RUNS : 1,
        edges: LONG || (admitted && index === 0),
      });
    }
    expect(fuzzer.failures.filter((failure) => failure.route === route.name)).toEqual([]);
  },
  LONG ? 600_000 : 60_000,
);
