// The sample enquiries: every sample STSE candidate (their registration made one), and a few
// walk-ins, calls and Contact form messages, at each stage, so the Admissions screens show
// real states. None is assigned: the demo has no counsellors until the owner adds one.
import { DEFAULT_ENQUIRY_STAGES } from '../schemas/enquiries';
import type { Enquiry, EnquirySource, NewContact } from '../schemas/enquiries';
import type { Candidate, ClassLevel } from '../schemas';
import { newEnquiryFrom } from '../rules/enquiries';
import { decideFollowUp, decideStageMove } from '../operations/enquiries';
import { admissionsSettingsSchema } from '../schemas/enquiries';

const DAY_MS = 24 * 60 * 60 * 1000;
const OFFICE = 'Office';

type OtherSeed = [
  name: string,
  mobile: string,
  currentClass: ClassLevel | null,
  source: EnquirySource,
  interest: string,
  daysAgo: number,
];

// prettier-ignore
const OTHER_SEEDS: OtherSeed[] = [
  ['Neha Bansal', '9799012345', 11, 'walk-in', 'Medical', 9],
  ['Farhan Qureshi', '9928034567', 12, 'phone', 'Engineering', 6],
  ['Pooja Saxena', '9887056789', 10, 'contact', 'Foundation', 3],
  ['Harsh Vardhan', '9660078901', 11, 'walk-in', 'Engineering', 1],
];

/** What happened to each enquiry, in order: a stage reached, or a follow-up planned. */
const JOURNEYS: Array<Array<'contacted' | 'counselling' | 'applied' | 'lost' | 'follow-up'>> = [
  ['contacted', 'counselling', 'applied'],
  ['contacted', 'follow-up'],
  ['lost'],
  ['contacted', 'counselling', 'follow-up'],
  [],
  ['follow-up'],
];

export function createEnquiries(now: Date, candidates: readonly Candidate[]): Enquiry[] {
  const settings = admissionsSettingsSchema.parse({ stages: [...DEFAULT_ENQUIRY_STAGES] });
  const contacts: Array<{ contact: NewContact; at: string }> = [
    ...candidates.map((candidate) => ({
      at: candidate.registrationDate,
      contact: {
        source: 'stse' as const,
        name: candidate.name,
        mobile: candidate.mobile,
        email: candidate.email,
        currentClass: candidate.currentClass,
        schoolName: candidate.schoolName,
        interest: 'STSE',
        message: '',
        candidateId: candidate.id,
        whatsappOptIn: false,
      },
    })),
    ...OTHER_SEEDS.map(([name, mobile, currentClass, source, interest, daysAgo]) => ({
      at: new Date(now.getTime() - daysAgo * DAY_MS).toISOString(),
      contact: {
        source,
        name,
        mobile,
        email: '',
        currentClass,
        schoolName: '',
        interest,
        message: source === 'contact' ? `Please call about ${interest} classes.` : '',
        // Those who came in person or wrote to us said yes to WhatsApp.
        whatsappOptIn: source === 'walk-in' || source === 'contact',
      },
    })),
  ];
  return contacts.map(({ contact, at }, index) => {
    let enquiry = newEnquiryFrom(contact, {
      id: `enquiry-${String(index + 1).padStart(2, '0')}`,
      at,
      by: contact.source === 'walk-in' || contact.source === 'phone' ? OFFICE : 'Website',
      stages: settings.stages,
      assigneeId: undefined,
    });
    let moment = Date.parse(at);
    for (const step of JOURNEYS[index % JOURNEYS.length]!) {
      moment = Math.min(moment + DAY_MS, now.getTime() - 60_000);
      const time = new Date(moment).toISOString();
      enquiry =
        step === 'follow-up'
          ? decideFollowUp(
              enquiry,
              {
                outcome: 'called',
                note: 'Asked about the fees; will visit with a parent.',
                // Half are overdue by now (an hour after the call), half due in the days ahead
                // (the follow-ups fall on the odd indexes: 1, 5, 9 and 13 are the overdue ones).
                nextFollowUpAt: new Date(
                  index % 4 === 1
                    ? moment + 3_600_000
                    : now.getTime() + (index % 3) * DAY_MS + 3_600_000,
                ).toISOString(),
              },
              settings,
              OFFICE,
              time,
            )
          : decideStageMove(
              enquiry,
              { stageId: step, ...(step === 'lost' ? { lostReason: 'Distance' } : {}) },
              settings,
              OFFICE,
              time,
            );
    }
    return enquiry;
  });
}
