import { msg } from '@lingui/core/macro';
import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * Shown beside the form when its checking code could not be downloaded; typed values stay. Its
 * id is its English text, so FormError shows it in the reader's language.
 */
export const RESOLVER_LOAD_FAILED_MESSAGE = msg({
  id: 'The form could not be checked because the connection failed. Please try again.',
  message: 'The form could not be checked because the connection failed. Please try again.',
}).id;

/**
 * A react-hook-form resolver whose code (say, a zod schema and zod itself) downloads when the form
 * is first checked, not with the page: a page whose form is only filled in now and then paints
 * and becomes usable without it. A failed download is reported as a form-level error (see
 * FormError) and tried again on the next check.
 */
export function lazyResolver<TInput extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TInput, unknown, TOutput>>,
): Resolver<TInput, unknown, TOutput> {
  let loading: Promise<Resolver<TInput, unknown, TOutput>> | undefined;
  return async (values, context, options) => {
    loading ??= load();
    let resolver: Resolver<TInput, unknown, TOutput>;
    try {
      resolver = await loading;
    } catch (error) {
      loading = undefined;
      console.error(error);
      return {
        values: {},
        errors: { root: { type: 'load', message: RESOLVER_LOAD_FAILED_MESSAGE } },
      } as Awaited<ReturnType<Resolver<TInput, unknown, TOutput>>>;
    }
    return resolver(values, context, options);
  };
}
