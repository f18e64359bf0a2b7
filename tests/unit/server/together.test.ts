// @vitest-environment node
import { expect, test } from 'vitest';
import { together } from '../../../server/data/together';

/** A run that takes one tick per group and records the groups it was given. */
function recordingRun() {
  const groups: number[][] = [];
  const run = async (items: number[]) => {
    groups.push(items);
    await new Promise((resolve) => setTimeout(resolve, 5));
    return items.map((item) => item * 10);
  };
  return { groups, run };
}

test('a quiet request goes at once; those arriving meanwhile go together, in order', async () => {
  const { groups, run } = recordingRun();
  const send = together(run);
  const first = send(1);
  const rest = [send(2), send(3), send(4)];
  expect(await Promise.all([first, ...rest])).toEqual([10, 20, 30, 40]);
  expect(groups).toEqual([[1], [2, 3, 4]]);
  // Quiet again: the next one goes alone.
  expect(await send(5)).toBe(50);
  expect(groups.at(-1)).toEqual([5]);
});

test('a group is at most `largest` long', async () => {
  const { groups, run } = recordingRun();
  const send = together(run, 2);
  await Promise.all([1, 2, 3, 4, 5, 6].map((item) => send(item)));
  expect(groups).toEqual([[1], [2, 3], [4, 5], [6]]);
});

test('a failed group fails its own requests only; the next group still runs', async () => {
  const groups: number[][] = [];
  const send = together(async (items: number[]) => {
    groups.push(items);
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (items.includes(2)) throw new Error('the database went away');
    return items;
  });
  const outcomes = await Promise.allSettled([send(1), send(2), send(3)]);
  expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'rejected']);
  expect(await send(4)).toBe(4);
  expect(groups).toEqual([[1], [2, 3], [4]]);
});
