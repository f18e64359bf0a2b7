import { expect, test, vi } from 'vitest';
import type { Resolver } from 'react-hook-form';
import { lazyResolver, RESOLVER_LOAD_FAILED_MESSAGE } from '@/ui';

type Values = { rollNo: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];

const accepting: Resolver<Values> = async (values) => ({ values, errors: {} });

test('the rules download on the first check only, and then decide every check', async () => {
  const load = vi.fn(async () => accepting);
  const resolver = lazyResolver(load);
  expect(load).not.toHaveBeenCalled();

  expect(await resolver({ rollNo: 'STSE0001' }, undefined, options)).toEqual({
    values: { rollNo: 'STSE0001' },
    errors: {},
  });
  await resolver({ rollNo: 'STSE0002' }, undefined, options);
  expect(load).toHaveBeenCalledTimes(1);
});

test('a failed download is a form-level error, and the next check tries again', async () => {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const load = vi
    .fn<() => Promise<Resolver<Values>>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValueOnce(accepting);
  const resolver = lazyResolver(load);

  expect(await resolver({ rollNo: 'STSE0001' }, undefined, options)).toEqual({
    values: {},
    errors: { root: { type: 'load', message: RESOLVER_LOAD_FAILED_MESSAGE } },
  });
  expect(consoleError).toHaveBeenCalledTimes(1);
  expect(await resolver({ rollNo: 'STSE0001' }, undefined, options)).toEqual({
    values: { rollNo: 'STSE0001' },
    errors: {},
  });
  expect(load).toHaveBeenCalledTimes(2);
  consoleError.mockRestore();
});
