import { expect, test } from 'vitest';
import { MAX_PAGE_SIZE, readAllPages } from '@/data/queries';
import { pageOf } from '@/data/operations/queries';

test('readAllPages reads every page of a list longer than the largest page, in order', async () => {
  const items = Array.from({ length: MAX_PAGE_SIZE * 2 + 7 }, (_, index) => index);
  const asked: number[] = [];
  const all = await readAllPages(async (request) => {
    asked.push(request.page);
    return pageOf(items, request);
  });
  expect(all).toEqual(items);
  expect(asked).toEqual([1, 2, 3]);
});

test('readAllPages stops after one page when the list fits, and reads nothing more for none', async () => {
  const asked: number[] = [];
  await expect(
    readAllPages(async (request) => {
      asked.push(request.page);
      return pageOf([] as number[], request);
    }),
  ).resolves.toEqual([]);
  expect(asked).toEqual([1]);
});
