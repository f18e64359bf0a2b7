// Messages to enquiries, decided once for both modes: a tier's range of marks, who is in a
// segment, which ways each person may be reached, the preview's counts, the send's plan (the
// Unsubscribe key made once), the recorded choices and the Unsubscribe link.
import { describe, expect, test } from 'vitest';
import { DataValidationError } from '@/data';
import { DEFAULT_ENQUIRY_STAGES } from '@/data/schemas/enquiries';
import type { Enquiry } from '@/data/schemas/enquiries';
import {
  NOBODY_TO_MESSAGE,
  SEGMENT_LIMIT,
  SEGMENT_TOO_LARGE_MESSAGE,
  UNSUBSCRIBE_LINK_INVALID,
} from '@/data/schemas/enquiry-messages';
import type { EnquiryMessage } from '@/data/schemas/enquiry-messages';
import {
  channelsFor,
  decideConsent,
  decideUnsubscribe,
  inSegment,
  plannedMessages,
  previewOf,
  tierMarksRange,
} from '@/data/operations/enquiry-messages';
import { withDetailsFrom } from '@/data/rules/enquiries';
import { resolveTemplates } from '@/data/rules/messages';

const AT = '2026-11-20T05:00:00.000Z';
const TIERS = [
  { minMarks: 90, reward: '100% Scholarship' },
  { minMarks: 60, reward: '50% Scholarship' },
  { minMarks: 75, reward: '75% Scholarship' },
];

function enquiry(overrides: Partial<Enquiry> = {}): Enquiry {
  return {
    id: 'enquiry-1',
    name: 'Asha Rao',
    mobile: '9811100001',
    email: 'asha@example.com',
    currentClass: 11,
    schoolName: 'Delhi Public School',
    interest: 'Medical',
    source: 'walk-in',
    stageId: 'new',
    open: true,
    createdAt: AT,
    updatedAt: AT,
    reached: { new: AT },
    contacts: [],
    events: [{ at: AT, by: 'Office', kind: 'created' }],
    ...overrides,
  };
}

const message = (overrides: Partial<EnquiryMessage> = {}): EnquiryMessage => ({
  template: 'admissions-open',
  channels: ['email', 'sms', 'whatsapp'],
  segment: {},
  sendKey: 'send-key-1',
  ...overrides,
});

describe('a tier’s marks', () => {
  test('from its minimum up to the next higher tier’s, in any order; the top has no end', () => {
    expect(tierMarksRange('50% Scholarship', TIERS)).toEqual({ min: 60, below: 75 });
    expect(tierMarksRange('75% Scholarship', TIERS)).toEqual({ min: 75, below: 90 });
    expect(tierMarksRange('100% Scholarship', TIERS)).toEqual({ min: 90 });
    expect(tierMarksRange('No such', TIERS)).toBeUndefined();
  });
});

describe('who is in a segment', () => {
  const context = { stages: DEFAULT_ENQUIRY_STAGES, tiers: TIERS };
  test('open enquiries by default; a closed stage only when chosen; merged never', () => {
    const lost = enquiry({ stageId: 'lost', open: false });
    expect(inSegment(enquiry(), {}, context)).toBe(true);
    expect(inSegment(lost, {}, context)).toBe(false);
    expect(inSegment(lost, { stageId: 'lost' }, context)).toBe(true);
    expect(inSegment(enquiry({ mergedInto: 'other' }), {}, context)).toBe(false);
    expect(inSegment(enquiry({ mergedInto: 'other' }), { enquiryId: 'enquiry-1' }, context)).toBe(
      false,
    );
  });

  test('by source, class, part of the school’s name, and tier', () => {
    expect(inSegment(enquiry(), { source: 'phone' }, context)).toBe(false);
    expect(inSegment(enquiry(), { currentClass: 12 }, context)).toBe(false);
    expect(inSegment(enquiry(), { schoolName: ' public ' }, context)).toBe(true);
    expect(inSegment(enquiry(), { schoolName: 'Kendriya' }, context)).toBe(false);
    const tier = { tier: '75% Scholarship' };
    expect(inSegment(enquiry(), tier, { ...context, marks: 75 })).toBe(true);
    expect(inSegment(enquiry(), tier, { ...context, marks: 89.5 })).toBe(true);
    expect(inSegment(enquiry(), tier, { ...context, marks: 90 })).toBe(false);
    expect(inSegment(enquiry(), tier, { ...context, marks: 74 })).toBe(false);
    // No registration, no marks: in no tier.
    expect(inSegment(enquiry(), tier, context)).toBe(false);
  });
});

describe('the ways one person is reached', () => {
  test('e-mail and SMS where given; WhatsApp only with the opt-in; nothing once unsubscribed', () => {
    const all = ['email', 'sms', 'whatsapp'] as const;
    expect(channelsFor(enquiry(), all)).toEqual(['email', 'sms']);
    expect(channelsFor(enquiry({ whatsappOptInAt: AT }), all)).toEqual([
      'email',
      'sms',
      'whatsapp',
    ]);
    expect(channelsFor(enquiry({ whatsappOptInAt: AT }), ['whatsapp'])).toEqual(['whatsapp']);
    expect(channelsFor(enquiry({ mobile: '', whatsappOptInAt: AT }), all)).toEqual(['email']);
    expect(channelsFor(enquiry({ unsubscribedAt: AT }), all)).toEqual([]);
  });
});

describe('the preview and the plan', () => {
  const templates = resolveTemplates([]);
  const people = [
    enquiry({ id: 'a', name: 'Unsubscribed', unsubscribedAt: AT }),
    enquiry({ id: 'b', name: 'Bhanu', email: '' }),
    enquiry({ id: 'c', name: 'Chitra', mobile: '', whatsappOptInAt: AT }),
    enquiry({ id: 'd', name: 'Dev', optOutKey: 'kept-key', whatsappOptInAt: AT }),
  ];

  test('counts each way, who is left out and why, and how the first person reached reads it', () => {
    const preview = previewOf(people, people.length, message(), templates, {
      publicUrl: 'https://portal.example',
      setUp: ['email', 'whatsapp'],
    });
    expect(preview).toMatchObject({
      matched: 4,
      unsubscribed: 1,
      notOptedIn: 1,
      unreachable: 0,
      counts: { email: 2, sms: 2, whatsapp: 1 },
      setUp: ['email', 'whatsapp'],
    });
    expect(preview.first?.name).toBe('Bhanu');
    const [sms] = preview.first!.texts;
    expect(sms).toMatchObject({
      channel: 'sms',
      body: 'Dear Bhanu, admissions are open at Sankalp Institute. Visit us or call to join. - Sankalp',
      problem: 'Not set up on this portal: these will be marked Not sent.',
    });
    const email = previewOf(people, 4, message({ channels: ['email'] }), templates, {
      publicUrl: 'https://portal.example',
      setUp: ['email'],
    });
    expect(email).toMatchObject({ unreachable: 1, counts: { email: 2, sms: 0 } });
    expect(email.first?.texts[0]?.body).toContain('https://portal.example/programs');
    expect(email.first?.texts[0]?.body).toContain('https://portal.example/unsubscribe?enquiry=c');
  });

  test('an SMS without its DLT approval is flagged in the preview', () => {
    const preview = previewOf(people, 4, message({ channels: ['sms'] }), templates, {
      publicUrl: '',
      setUp: ['sms'],
    });
    expect(preview.first?.texts[0]?.problem).toMatch(/no DLT template id/);
  });

  test('a segment over the limit is counted no further and refused', () => {
    const preview = previewOf(people, SEGMENT_LIMIT + 1, message(), templates, {
      publicUrl: '',
      setUp: [],
    });
    expect(preview).toMatchObject({ matched: SEGMENT_LIMIT + 1, counts: { email: 0 } });
    expect(preview.first).toBeUndefined();
    expect(() => plannedMessages(people, SEGMENT_LIMIT + 1, message(), '')).toThrow(
      SEGMENT_TOO_LARGE_MESSAGE,
    );
  });

  test('the plan: a key made once per person, kept ones reused, one dedupe key per form and person', () => {
    const { planned, keyed } = plannedMessages(people, 4, message(), 'https://portal.example');
    expect(planned.map((item) => [item.person.id, item.channels])).toEqual([
      ['b', ['sms']],
      ['c', ['email']],
      ['d', ['email', 'sms', 'whatsapp']],
    ]);
    expect(keyed.map((item) => item.id)).toEqual(['b', 'c']);
    expect(planned[2]!.variables.unsubscribe).toBe(
      'https://portal.example/unsubscribe?enquiry=d&key=kept-key',
    );
    expect(planned[0]!.dedupeKey).toBe('enquiry-message:send-key-1:b');
    expect(() => plannedMessages([people[0]!], 1, message(), '')).toThrow(NOBODY_TO_MESSAGE);
  });
});

describe('a person’s choices', () => {
  test('recorded once each, in the history; merged enquiries keep an opt-in and an unsubscribe', () => {
    const optedIn = decideConsent(enquiry(), { whatsappOptIn: true }, 'Counsellor', AT);
    expect(optedIn.whatsappOptInAt).toBe(AT);
    expect(decideConsent(optedIn, { whatsappOptIn: true }, 'Counsellor', AT)).toBe(optedIn);
    const merged = withDetailsFrom(enquiry(), enquiry({ unsubscribedAt: AT, whatsappOptInAt: AT }));
    expect(merged).toMatchObject({ unsubscribedAt: AT, whatsappOptInAt: AT });
  });

  test('the Unsubscribe link: its own key only; opened again, nothing changes', () => {
    const keyed = enquiry({ optOutKey: 'secret-key-1' });
    const wrong = () => decideUnsubscribe(keyed, 'secret-key-2', AT, 'Unsubscribe link');
    expect(wrong).toThrow(DataValidationError);
    expect(wrong).toThrow(UNSUBSCRIBE_LINK_INVALID);
    expect(() => decideUnsubscribe(enquiry(), 'anything', AT, 'x')).toThrow(
      UNSUBSCRIBE_LINK_INVALID,
    );
    expect(() => decideUnsubscribe(undefined, 'anything', AT, 'x')).toThrow(
      UNSUBSCRIBE_LINK_INVALID,
    );
    expect(() => decideUnsubscribe(keyed, 'secret-key-', AT, 'x')).toThrow(
      UNSUBSCRIBE_LINK_INVALID,
    );
    const done = decideUnsubscribe(keyed, 'secret-key-1', AT, 'Unsubscribe link');
    expect(done.unsubscribedAt).toBe(AT);
    expect(decideUnsubscribe(done, 'secret-key-1', AT, 'Unsubscribe link')).toBe(done);
  });
});
