// @vitest-environment node
// The HTTP route table carries every Repository method, and no two routes share a verb and path.
import { expect, test } from 'vitest';
import {
  HTTP_METHOD_NAMES,
  HTTP_ROUTES,
  fillPath,
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
