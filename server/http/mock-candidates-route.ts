// Server mode's Generate Mock Data: the server asks Gemini with its own key (the key never leaves
// the server) and registers what comes back as the admin's.
import type { Hono } from 'hono';
import { zValidator } from '@hono/zod-validator';
import { z } from 'zod';
import { ADMIN_ONLY, MOCK_CANDIDATES_PATH } from '../../src/data/server';
import type { CollectionKey } from '../../src/data/server';
import type { PortalData } from '../data/portal-data';
import { GeminiFailure, generateCandidates } from '../gemini';
import type { GeminiOptions } from '../gemini';
import { auditActor } from './audit-actor';
import { validationHook } from './auth-routes';
import { admitOnly } from './operation-routes';
import { failure, limitBody } from './responses';
import type { Env } from './responses';

export type MockCandidatesOptions = {
  data: PortalData;
  gemini: GeminiOptions;
  announce: (keys: readonly CollectionKey[]) => Promise<unknown>;
};

export function registerMockCandidates(
  app: Hono<Env>,
  { data, gemini, announce }: MockCandidatesOptions,
) {
  app.post(
    MOCK_CANDIDATES_PATH,
    admitOnly({ callers: ADMIN_ONLY, permission: 'candidates.manage' }),
    limitBody(1024),
    zValidator(
      'json',
      z.object({ count: z.number().int().min(1).max(50) }),
      validationHook('mock'),
    ),
    async (c) => {
      const caller = c.get('caller');
      // No key on the server: the browser uses its offline generator, as without a key before.
      if (!gemini.apiKey) return c.json({ data: { source: 'none' } });
      const { count } = c.req.valid('json');
      try {
        const { valid, dropped } = await generateCandidates(count, gemini);
        const added = await data.as(auditActor(caller)).addCandidates(valid);
        await announce(['stseCandidates']);
        return c.json({ data: { source: 'gemini', added: added.length, dropped } });
      } catch (error) {
        if (!(error instanceof GeminiFailure)) throw error;
        return failure(c, 502, { kind: 'server', message: error.message });
      }
    },
  );
}
