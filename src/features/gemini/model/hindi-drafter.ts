// Who drafts Hindi for a form: Gemini from this browser with its own key (the browser-only mode),
// or the server with GEMINI_API_KEY (server mode, where the browser holds no key). No key
// anywhere: no drafter, and the screens show no Draft Hindi button.
import { askGeminiForHindi, HINDI_DRAFT_FAILURES, HindiDraftError } from '@/data';
import type { HindiDraftFailure } from '@/data';
import {
  NOTIFICATION_HINDI_DRAFT_PATH,
  QUESTION_HINDI_DRAFT_PATH,
  TEMPLATE_HINDI_DRAFT_PATH,
} from '@/data/auth-paths';
import { geminiApiKey } from './gemini-key';

/** Hindi for each English text (an empty one stays empty); rejects with HindiDraftError. */
export type HindiDrafter = (texts: readonly string[]) => Promise<string[]>;

/** What is drafted: a question, a message template's or a notification's Hindi version (each with
 *  its own permission). */
export type DraftedForm = 'question' | 'template' | 'notification';
const DRAFT_PATHS: Record<DraftedForm, string> = {
  question: QUESTION_HINDI_DRAFT_PATH,
  template: TEMPLATE_HINDI_DRAFT_PATH,
  notification: NOTIFICATION_HINDI_DRAFT_PATH,
};

const isFailure = (value: unknown): value is HindiDraftFailure =>
  HINDI_DRAFT_FAILURES.some((failure) => failure === value);

/** Gemini asked by the server, which keeps the key. */
export const serverDrafter =
  (form: DraftedForm): HindiDrafter =>
  async (texts) => {
    let response: Response;
    try {
      response = await fetch(DRAFT_PATHS[form], {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ texts }),
      });
    } catch (error) {
      throw new HindiDraftError('unreachable', { cause: error });
    }
    const json = (await response.json().catch(() => ({}))) as {
      data?: { drafts?: unknown };
      failure?: unknown;
    };
    const drafts = json.data?.drafts;
    if (response.ok && Array.isArray(drafts) && drafts.every((d) => typeof d === 'string')) {
      return drafts;
    }
    throw new HindiDraftError(isFailure(json.failure) ? json.failure : 'unreachable');
  };

/** Whether the server has a key (and the admin may draft this form); asked once per page load. */
const serverAvailability = new Map<DraftedForm, Promise<boolean>>();
export function serverOffersDrafts(form: DraftedForm): Promise<boolean> {
  const asked =
    serverAvailability.get(form) ??
    fetch(DRAFT_PATHS[form], { credentials: 'same-origin' })
      .then((response) => (response.ok ? response.json() : {}))
      .then((json: { data?: { available?: unknown } }) => json.data?.available === true)
      .catch(() => {
        // Asked again next time: a network hiccup must not hide the button for the whole visit.
        serverAvailability.delete(form);
        return false;
      });
  serverAvailability.set(form, asked);
  return asked;
}

/** This browser's drafter in the browser-only mode, if a key is set. */
export function localDrafter(): HindiDrafter | undefined {
  const key = geminiApiKey();
  if (!key) return undefined;
  return (texts) => askGeminiForHindi({ texts, apiKey: key });
}
