// Calendar links on every adapter: with a server, a link is made on first ask and replaced on a
// reset (a new token each time, only the date kept to show, the change audited); the browser-only
// mode has nothing to answer a calendar app, so it says so beside the link and offers no token.
import { describe, expect, test } from 'vitest';
import type { Repository, SessionUser } from '@/data';
import { NEEDS_SERVER_MESSAGE } from '@/data/definitions/calendar';
import { createClock } from './fixtures';
import type { MakeRepository } from './fixtures';
import { refusal } from './staff-contract';

const OWNER_SESSION: SessionUser = { id: 'admin', name: 'Admin', role: 'admin' };

export function runCalendarContract(
  name: string,
  makeRepository: MakeRepository,
  servesFeeds: boolean,
) {
  async function setup() {
    const repository: Repository = await makeRepository({ seed: {}, now: createClock().now });
    await repository.setSession(OWNER_SESSION);
    return repository;
  }

  describe(`${name}: calendar links`, () => {
    test('no link until one is asked for', async () => {
      const repository = await setup();
      expect(await repository.calendarLinkStatus()).toEqual({ createdAt: null });
    });

    if (servesFeeds) {
      test('a link is made, then replaced by a reset with a new token, each audited', async () => {
        const repository = await setup();
        const first = await repository.resetCalendarLink();
        expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(await repository.calendarLinkStatus()).toEqual({ createdAt: first.createdAt });
        const second = await repository.resetCalendarLink();
        expect(second.token).not.toBe(first.token);
        const audit = await repository.listAuditLog({
          page: 1,
          pageSize: 25,
          entity: 'calendarLink',
        });
        expect(audit.rows.map((row) => row.action).sort()).toEqual([
          'created',
          'created',
          'deleted',
        ]);
        expect(JSON.stringify(audit.rows)).not.toContain(first.token);
      });
    } else {
      test('the browser-only mode makes no link and says why beside it', async () => {
        const repository = await setup();
        const error = await refusal(repository.resetCalendarLink());
        expect(error.issues).toEqual([{ path: 'link', message: NEEDS_SERVER_MESSAGE }]);
        expect(await repository.calendarLinkStatus()).toEqual({ createdAt: null });
      });
    }
  });
}
