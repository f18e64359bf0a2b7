// Server mode's Draft Hindi with Gemini: for a question (tests.manage), a message template's Hindi
// version (messages.manage) and a notification's (notifications.send). The server asks Gemini with
// its own key (the key never leaves the server) and returns the drafts; nothing is stored until an
// admin saves the form.
import type { Hono } from 'hono';
import { zValidator } from '@hono/zod-validator';
import { z } from 'zod';
import {
  ADMIN_ONLY,
  HINDI_DRAFT_LIMITS,
  HindiDraftError,
  LONG_TEXT_BYTES,
  NOTIFICATION_HINDI_DRAFT_PATH,
  QUESTION_HINDI_DRAFT_PATH,
  TEMPLATE_HINDI_DRAFT_PATH,
} from '../../src/data/server';
import type { Permission } from '../../src/data/permissions';
import { draftHindi } from '../gemini';
import type { GeminiOptions } from '../gemini';
import { validationHook } from './auth-routes';
import { admitOnly } from './operation-routes';
import { failure, limitBody } from './responses';
import type { Env } from './responses';

const draftRequestSchema = z.object({
  texts: z.array(z.string().max(HINDI_DRAFT_LIMITS.length)).min(1).max(HINDI_DRAFT_LIMITS.texts),
});

const DRAFTED_FORMS: ReadonlyArray<{ path: string; permission: Permission }> = [
  { path: QUESTION_HINDI_DRAFT_PATH, permission: 'tests.manage' },
  { path: TEMPLATE_HINDI_DRAFT_PATH, permission: 'messages.manage' },
  { path: NOTIFICATION_HINDI_DRAFT_PATH, permission: 'notifications.send' },
];

export function registerHindiDrafts(app: Hono<Env>, { gemini }: { gemini: GeminiOptions }) {
  for (const { path, permission } of DRAFTED_FORMS) {
    const mayDraft = admitOnly({ callers: ADMIN_ONLY, permission });
    // Whether to offer the button at all: only when the server has a key.
    app.get(path, mayDraft, (c) => c.json({ data: { available: Boolean(gemini.apiKey) } }));
    app.post(
      path,
      mayDraft,
      limitBody(LONG_TEXT_BYTES),
      zValidator('json', draftRequestSchema, validationHook('hindi draft')),
      async (c) => {
        if (!gemini.apiKey) {
          return failure(c, 404, { kind: 'server', message: 'This server has no Gemini API key.' });
        }
        try {
          const drafts = await draftHindi(c.req.valid('json').texts, gemini);
          return c.json({ data: { drafts } });
        } catch (error) {
          if (!(error instanceof HindiDraftError)) throw error;
          // The browser words the failure from its kind, in the admin's language.
          return c.json(
            {
              error: { kind: 'server', message: `Gemini gave no Hindi draft (${error.failure}).` },
              failure: error.failure,
            },
            502,
          );
        }
      },
    );
  }
}
