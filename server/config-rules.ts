// The building blocks of the server's settings (config.ts and the groups it spreads in from
// messaging/config.ts and payments/config.ts): a setting is an optional string that becomes a
// value or one line naming what is wrong, and a group that works only together is all or none.
// One place, so every setting reads and words its problems the same way.
import { z } from 'zod';

export const shown = (value: string) => JSON.stringify(value);

export type Outcome<T> = { value: T } | { problem: string };
// Helpers rather than object literals, which TypeScript would widen to `{ value?: undefined }`.
export const ok = <T>(value: T): Outcome<T> => ({ value });
export const wrong = (problem: string): Outcome<never> => ({ problem });

/** A setting: an optional string that becomes a value, or an issue with the whole message. */
export function setting<T>(read: (value: string | undefined) => Outcome<T>, { trim = true } = {}) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const value = trim ? raw?.trim() : raw;
      const result = read(value === '' ? undefined : value);
      if ('value' in result) return result.value;
      ctx.addIssue({ code: 'custom', message: result.problem });
      return z.NEVER;
    });
}

export function flag(name: string, fallback: boolean) {
  return setting((value) => {
    if (value === undefined) return ok(fallback);
    if (value === '0' || value === '1') return ok(value === '1');
    return wrong(`${name} must be 0 or 1 (got ${shown(value)}).`);
  });
}

export function isOrigin(value: string) {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
}

export function httpUrl(name: string) {
  return setting((value) => {
    if (value === undefined) return ok(undefined);
    if (URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol)) {
      return ok(value);
    }
    return wrong(`${name} must be an http:// or https:// address (got ${shown(value)}).`);
  });
}

/** A whole number from `min` to `max`, or the fallback when unset. */
export function wholeNumber(
  name: string,
  fallback: number,
  min: number,
  max: number,
  unit: string,
) {
  return setting((value) => {
    if (value === undefined) return ok(fallback);
    if (/^\d+$/.test(value) && Number(value) >= min && Number(value) <= max) {
      return ok(Number(value));
    }
    return wrong(
      `${name} must be a whole number of ${unit} from ${min} to ${max} (got ${shown(value)}).`,
    );
  });
}

/**
 * A group of settings that work only together (a channel, Razorpay): all or none. A partial set
 * names what is missing, never a value.
 */
export function allOrNone<S, Key extends keyof S>(
  what: string,
  keys: readonly Key[],
  s: S,
  none: string,
): Outcome<boolean> {
  const missing = keys.filter((key) => s[key] === undefined);
  if (missing.length === keys.length) return ok(false);
  if (missing.length === 0) return ok(true);
  return wrong(
    `${what} needs ${keys.join(', ')} all set (or none, for ${none}): ${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} missing.`,
  );
}
