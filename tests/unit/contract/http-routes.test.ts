// @vitest-environment node
// The HTTP route table carries every Repository method, and no two routes share a verb and path.
import { afterEach, describe, expect, test } from 'vitest';
import {
  HTTP_METHOD_NAMES,
  HTTP_ROUTES,
  fillPath,
  localDayStart,
  missingHttpMethods,
} from '@/data/adapters/http-routes';
import { REPOSITORY_METHODS } from '@/data/adapters/repository-methods';

test('every repository method has a route (or stays in the browser: the session)', () => {
  expect(missingHttpMethods(REPOSITORY_METHODS)).toEqual([]);
});

test('no two routes share a verb and a path', () => {
  const keys = HTTP_METHOD_NAMES.map(
    (name) => `${HTTP_ROUTES[name].verb} ${HTTP_ROUTES[name].path}`,
  );
  expect(new Set(keys).size).toBe(keys.length);
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
    HTTP_ROUTES.queryDayBook.request({
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
