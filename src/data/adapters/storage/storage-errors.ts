// How the browser refuses Web Storage, turned into the typed error every screen understands.
import { StorageWriteError } from '../../errors';

const QUOTA_ERROR_NAMES = new Set(['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED']);

function isQuotaError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    typeof error.name === 'string' &&
    QUOTA_ERROR_NAMES.has(error.name)
  );
}

/** A full storage is 'quota'; anything else (SecurityError, disabled storage) is 'unavailable'. */
export function writeFailure(error: unknown): StorageWriteError {
  return new StorageWriteError(isQuotaError(error) ? 'quota' : 'unavailable', { cause: error });
}

/**
 * Web Storage by name, or, when the browser refuses it (reading `window.localStorage` throws a
 * SecurityError when site data is blocked), a stand-in that throws that refusal on every call:
 * reads then fall back to defaults and writes fail with StorageWriteError('unavailable').
 */
export function browserStorage(name: 'localStorage' | 'sessionStorage'): Storage {
  let refusal: unknown;
  try {
    const storage = globalThis[name];
    if (storage) return storage;
    refusal = new DOMException(`${name} does not exist here.`, 'SecurityError');
  } catch (error) {
    refusal = error;
  }
  const refuse = (): never => {
    throw refusal;
  };
  return {
    length: 0,
    key: refuse,
    getItem: refuse,
    setItem: refuse,
    removeItem: refuse,
    clear: refuse,
  };
}
