// A counsellor's morning digest: its hours in India time, its key per counsellor and India day,
// and its list (who, how to reach them, when, overdue marked; at most 50, the rest counted).
import { describe, expect, test } from 'vitest';
import {
  FOLLOW_UP_DIGEST,
  followUpDigestDue,
  followUpDigestKey,
  followUpDigestVariables,
} from '@/data/server-enquiries';
import type { DigestEnquiry } from '@/data/server-enquiries';

/** 10 December 2026, 09:00 India time. */
const NOW = new Date('2026-12-10T03:30:00.000Z');

describe('when a digest is queued', () => {
  test('from 08:00 India time until noon', () => {
    expect(followUpDigestDue(new Date('2026-12-10T02:29:59.999Z'))).toBe(false);
    expect(followUpDigestDue(new Date('2026-12-10T02:30:00.000Z'))).toBe(true);
    expect(followUpDigestDue(new Date('2026-12-10T06:29:59.999Z'))).toBe(true);
    expect(followUpDigestDue(new Date('2026-12-10T06:30:00.000Z'))).toBe(false);
  });

  test("the key is the counsellor's and India's day (past midnight UTC still the same day)", () => {
    expect(followUpDigestKey('staff-1', NOW)).toBe('follow-up-digest:staff-1:2026-12-10');
    expect(followUpDigestKey('staff-1', new Date('2026-12-10T18:30:00.000Z'))).toBe(
      'follow-up-digest:staff-1:2026-12-11',
    );
  });
});

describe("the digest's values", () => {
  const due = (index: number, overrides: Partial<DigestEnquiry> = {}): DigestEnquiry => ({
    name: `Enquirer ${index}`,
    mobile: `98111${String(index).padStart(5, '0')}`,
    email: '',
    nextFollowUpAt: '2026-12-10T09:30:00.000Z',
    ...overrides,
  });

  test('the overdue marked; an enquiry with only an e-mail shows it', () => {
    const variables = followUpDigestVariables(
      { name: 'Meera Nair' },
      [
        due(1, { nextFollowUpAt: '2026-12-10T03:00:00.000Z' }),
        due(2, { mobile: '', email: 'parent@example.com' }),
      ],
      2,
      NOW,
      'https://portal.example/admin/enquiries',
    );
    expect(variables).toEqual({
      name: 'Meera Nair',
      date: '10 Dec 2026',
      count: '2',
      list:
        '- Enquirer 1, 9811100001, 10 Dec 2026, 8:30 am (overdue)\n' +
        '- Enquirer 2, parent@example.com, 10 Dec 2026, 3:00 pm',
      link: 'https://portal.example/admin/enquiries',
    });
  });

  test(`at most ${FOLLOW_UP_DIGEST.listed} listed, the rest counted`, () => {
    const listed = Array.from({ length: FOLLOW_UP_DIGEST.listed }, (_, index) => due(index));
    const variables = followUpDigestVariables({ name: 'Meera' }, listed, 62, NOW, '/x');
    const lines = variables.list!.split('\n');
    expect(variables.count).toBe('62');
    expect(lines).toHaveLength(FOLLOW_UP_DIGEST.listed + 1);
    expect(lines.at(-1)).toBe('…and 12 more on your Enquiries list.');
    // Given more than the cap, still only the cap.
    const more = followUpDigestVariables({ name: 'Meera' }, [...listed, due(99)], 51, NOW, '/x');
    expect(more.list!.split('\n').at(-1)).toBe('…and 1 more on your Enquiries list.');
  });
});
