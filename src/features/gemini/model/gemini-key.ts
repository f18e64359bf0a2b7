// The Gemini API key is a preference of this browser, not product data: it never goes into the
// repository's settings (which a server adapter would share with every admin). It lives under its
// own localStorage key, read and written only here.
import { StorageWriteError } from '@/data';

const STORAGE_KEY = 'geminiApiKey';

/** The key baked into the build (VITE_GEMINI_API_KEY), if any; it wins over the stored one. */
export function buildGeminiKey(): string | undefined {
  const key: unknown = import.meta.env.VITE_GEMINI_API_KEY;
  return typeof key === 'string' && key.trim() !== '' ? key.trim() : undefined;
}

/** The key saved in Settings in this browser, or '' when none is (or storage is off). */
export function readStoredGeminiKey(): string {
  try {
    return window.localStorage.getItem(STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

/** Saves the key for this browser; a blank key removes it. */
export function storeGeminiKey(key: string): void {
  const trimmed = key.trim();
  try {
    if (trimmed === '') window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, trimmed);
  } catch (error) {
    const quota = error instanceof DOMException && error.name === 'QuotaExceededError';
    throw new StorageWriteError(quota ? 'quota' : 'unavailable', { cause: error });
  }
}

/** The key the browser asks Gemini with (mock candidates, Hindi drafts): the build's, else this
 *  browser's, else none (then: the local generator, and no Draft Hindi button). */
export function geminiApiKey(): string | undefined {
  return buildGeminiKey() ?? (readStoredGeminiKey().trim() || undefined);
}
