// @vitest-environment node
// The operations' definitions: no two routes share a verb and path, routes are tried by shape,
// and arguments travel as the server reads them back.
import { afterEach, describe, expect, test } from 'vitest';
import { bySpecificity, fillPath } from '@/data/core/operation';
import { localDayStart } from '@/data/core/wire';
import { OPERATIONS, OPERATION_NAMES } from '@/data/definitions';

test('no two routes share a verb and a path', () => {
  const keys = OPERATION_NAMES.map((name) => `${OPERATIONS[name].verb} ${OPERATIONS[name].path}`);
  expect(new Set(keys).size).toBe(keys.length);
});

test('a path with fewer parameters is tried first, whatever order the table lists them', () => {
  const ordered = [
    { path: '/api/candidates/:id' },
    { path: '/api/candidates/:id/marks' },
    { path: '/api/candidates/page' },
  ].sort(bySpecificity);
  expect(ordered[0]?.path).toBe('/api/candidates/page');
});

test('each operation’s request decodes back into the arguments it was made from', () => {
  const marks = OPERATIONS.saveMarks.encode('c1', Number.NaN);
  expect(OPERATIONS.saveMarks.decode.parse({ ...marks, query: {} })).toEqual(['c1', Number.NaN]);
  const page = OPERATIONS.queryCandidates.encode({
    page: 2,
    pageSize: 25,
    sort: { by: 'name', direction: 'descending' },
    detailsPending: true,
    classLevel: 10,
  });
  expect(OPERATIONS.queryCandidates.decode.parse({ params: {}, ...page })).toEqual([
    {
      page: 2,
      pageSize: 25,
      sort: { by: 'name', direction: 'descending' },
      detailsPending: true,
      classLevel: 10,
    },
  ]);
});

test('path parameters are URL-encoded', () => {
  expect(fillPath('/api/students/:id', { id: '../admin?x=1' })).toBe(
    '/api/students/..%2Fadmin%3Fx%3D1',
  );
});

describe('the day book’s days travel as the instants of the browser’s local midnights', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });
  const request = () =>
    OPERATIONS.queryDayBook.encode({
      from: '2026-11-20',
      to: '2026-11-21',
      page: 2,
      pageSize: 50,
    }).query;

  test('in India: from 19 Nov 18:30 UTC to the start of 22 Nov there', () => {
    process.env.TZ = 'Asia/Kolkata';
    expect(request()).toEqual({
      page: '2',
      pageSize: '50',
      fromAt: String(Date.parse('2026-11-19T18:30:00.000Z')),
      toAt: String(Date.parse('2026-11-21T18:30:00.000Z')),
    });
  });

  test('in New York, and across the end of daylight saving time there', () => {
    process.env.TZ = 'America/New_York';
    expect(request()?.fromAt).toBe(String(Date.parse('2026-11-20T05:00:00.000Z')));
    // 1 Nov 2026 is 25 hours long in New York.
    expect(localDayStart('2026-11-01', 1) - localDayStart('2026-11-01')).toBe(25 * 3600_000);
  });

  test('a day that is not real is no instant (the route refuses it)', () => {
    expect(localDayStart('2026-02-30')).toBeNaN();
  });
});
