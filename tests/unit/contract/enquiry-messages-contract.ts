// Messages to enquiries on every adapter: a segment's preview counts who is reached by which way
// (the unsubscribed left out, WhatsApp only to the opted-in); the send queues exactly those, once
// per form however often it is sent; the Unsubscribe link in a message stops the next one; a
// counsellor's recorded choices show in the history.
import { describe, expect, test } from 'vitest';
import type { Repository, SeedData, SessionUser } from '@/data';
import type { EnquiryForm } from '@/data/schemas/enquiries';
import type { EnquiryMessageInput } from '@/data/schemas/enquiry-messages';
import { NOBODY_TO_MESSAGE, UNSUBSCRIBE_LINK_INVALID } from '@/data/schemas/enquiry-messages';
import { createClock, newCandidate } from './fixtures';
import type { MakeRepository } from './fixtures';
import { refusal } from './staff-contract';
import type { StaffSessions } from './staff-contract';
import type { VisitorSession } from './enquiries-contract';

const OWNER_SESSION: SessionUser = { id: 'admin', name: 'Admin', role: 'admin' };

const walkIn = (overrides: Partial<EnquiryForm>): EnquiryForm => ({
  source: 'walk-in',
  name: 'Someone',
  mobile: '',
  email: '',
  currentClass: 11,
  schoolName: '',
  interest: 'Medical',
  message: '',
  whatsappOptIn: false,
  ...overrides,
});

const message = (overrides: Partial<EnquiryMessageInput> = {}): EnquiryMessageInput => ({
  template: 'admissions-open',
  channels: ['email', 'sms', 'whatsapp'],
  segment: { currentClass: 11 },
  sendKey: 'contract-send-1',
  ...overrides,
});

export function runEnquiryMessagesContract(
  name: string,
  makeRepository: MakeRepository,
  sessions: StaffSessions,
  visitor: VisitorSession = async (signedIn) => {
    await signedIn.clearSession();
    return signedIn;
  },
) {
  async function setup(seed: Partial<SeedData> = {}) {
    const clock = createClock();
    const repository: Repository = await makeRepository({ seed, now: clock.now });
    await repository.setSession(OWNER_SESSION);
    const office = await sessions.asOwner(repository);
    const asha = await office.addEnquiry(
      walkIn({
        name: 'Asha Rao',
        mobile: '9811100001',
        email: 'asha@example.com',
        schoolName: 'Delhi Public School',
        whatsappOptIn: true,
      }),
    );
    await office.addEnquiry(walkIn({ name: 'Bhanu Das', mobile: '9811100002', source: 'phone' }));
    await office.addEnquiry(
      walkIn({ name: 'Chitra Sen', email: 'chitra@example.com', currentClass: 12 }),
    );
    const dev = await office.addEnquiry(
      walkIn({ name: 'Dev Anand', mobile: '9811100004', whatsappOptIn: true }),
    );
    await office.setEnquiryConsent(dev.enquiry.id, { messages: false });
    return { repository, office, clock, asha: asha.enquiry };
  }

  const sentOf = async (office: Repository) =>
    (await office.listMessages({ template: 'admissions-open' })).rows
      .map((row) => [row.channel, row.recipient])
      .sort();

  describe(`${name}: messages to enquiries`, () => {
    test('the preview counts each way; the send queues those once; the link unsubscribes', async () => {
      const { repository, office, asha } = await setup();
      const preview = await office.previewEnquiryMessage(message());
      expect(preview).toMatchObject({
        matched: 3,
        unsubscribed: 1,
        // Bhanu gave a mobile but no WhatsApp opt-in.
        notOptedIn: 1,
        unreachable: 0,
        counts: { email: 1, sms: 2, whatsapp: 1 },
      });
      expect(preview.first?.name).toBe('Asha Rao');
      expect(preview.first?.texts.map((text) => text.channel)).toEqual([
        'email',
        'sms',
        'whatsapp',
      ]);
      expect(preview.first?.texts[0]).toMatchObject({
        subject: 'Admissions are open at Sankalp Institute',
      });
      expect(preview.first?.texts[0]?.body).toContain('Dear Asha Rao,');

      const sent = await office.sendEnquiryMessage(message());
      expect(sent).toEqual({ people: 2, counts: { email: 1, sms: 2, whatsapp: 1 } });
      // The same form sent twice (a double click, a retried request) queues nothing more.
      await office.sendEnquiryMessage(message());
      expect(await sentOf(office)).toEqual([
        ['email', 'asha@example.com'],
        ['sms', '9811100001'],
        ['sms', '9811100002'],
        ['whatsapp', '9811100001'],
      ]);

      // Asha opens the Unsubscribe link in her e-mail.
      const email = (await office.listMessages({ template: 'admissions-open', channel: 'email' }))
        .rows[0]!;
      const link = new URL(email.variables.unsubscribe!, 'http://portal.example');
      expect(link.pathname).toBe('/unsubscribe');
      expect(link.searchParams.get('enquiry')).toBe(asha.id);
      const website = await visitor(repository);
      const wrong = await refusal(
        website.unsubscribeEnquiry({ enquiryId: asha.id, key: 'not-her-key' }),
      );
      expect(wrong.issues).toEqual([{ path: 'key', message: UNSUBSCRIBE_LINK_INVALID }]);
      const key = link.searchParams.get('key')!;
      await website.unsubscribeEnquiry({ enquiryId: asha.id, key });
      // Opened twice: still fine.
      await website.unsubscribeEnquiry({ enquiryId: asha.id, key });

      const owner = await sessions.asOwner(repository);
      const after = await owner.previewEnquiryMessage(message({ sendKey: 'contract-send-2' }));
      expect(after).toMatchObject({ matched: 3, unsubscribed: 2, counts: { sms: 1 } });
      const history = (await owner.getEnquiry(asha.id)).enquiry;
      expect(history.unsubscribedAt).toBeDefined();
      expect(history.events.at(-1)).toMatchObject({
        kind: 'consent',
        by: 'Unsubscribe link',
        note: 'Unsubscribed by the link in a message.',
      });
    });

    test('segments by stage, source, school and STSE tier; one enquiry; nobody refused', async () => {
      const { repository, asha } = await setup();
      const website = await visitor(repository);
      const candidate = await website.addCandidate(
        newCandidate({ mobile: '9811100009', whatsapp: '9811100009', currentClass: 11 }),
      );
      const owner = await sessions.asOwner(repository);
      await owner.saveMarks(candidate.id, 81);
      const matched = async (segment: EnquiryMessageInput['segment']) =>
        (await owner.previewEnquiryMessage(message({ segment }))).matched;
      expect(await matched({ tier: '50% Scholarship' })).toBe(1);
      expect(await matched({ tier: 'No such tier' })).toBe(0);
      expect(await matched({ source: 'phone' })).toBe(1);
      expect(await matched({ schoolName: 'delhi public' })).toBe(2);
      expect(await matched({ enquiryId: asha.id })).toBe(1);
      await owner.moveEnquiryStage(asha.id, { stageId: 'lost', lostReason: 'Distance' });
      // Every open enquiry by default; a lost one only when its stage is chosen.
      expect(await matched({})).toBe(4);
      expect(await matched({ stageId: 'lost' })).toBe(1);

      const none = await refusal(
        owner.sendEnquiryMessage(message({ segment: { currentClass: 9 } })),
      );
      expect(none.issues).toEqual([{ path: 'segment', message: NOBODY_TO_MESSAGE }]);
    });

    test('a counsellor’s recorded choices: WhatsApp opt-in, and messages stopped and allowed', async () => {
      const { office, asha } = await setup();
      const bhanu = (
        await office.listEnquiries({ status: 'all', page: 1, pageSize: 50, search: 'Bhanu' })
      ).rows[0]!;
      const optedIn = await office.setEnquiryConsent(bhanu.id, { whatsappOptIn: true });
      expect(optedIn.enquiry.whatsappOptInAt).toBeDefined();
      expect(optedIn.enquiry.events.at(-1)).toMatchObject({
        kind: 'consent',
        note: 'Agreed to WhatsApp messages.',
      });
      // Said again: nothing new in the history.
      const again = await office.setEnquiryConsent(bhanu.id, { whatsappOptIn: true });
      expect(again.enquiry.events).toHaveLength(optedIn.enquiry.events.length);
      const stopped = await office.setEnquiryConsent(asha.id, {
        whatsappOptIn: false,
        messages: false,
      });
      expect(stopped.enquiry.whatsappOptInAt).toBeUndefined();
      expect(stopped.enquiry.events.slice(-2).map((event) => event.note)).toEqual([
        'Withdrew the WhatsApp opt-in.',
        'Asked for no more messages.',
      ]);
      const allowed = await office.setEnquiryConsent(asha.id, { messages: true });
      expect(allowed.enquiry.unsubscribedAt).toBeUndefined();
    });
  });
}
