// Who a parent's children are, decided once for both modes: the students whose Mobile number
// (the guardian's, on the record) is the parent's, less those the office unlinked, plus those
// the office linked by hand. Mobiles match on their last 10 digits.
import type {
  ParentChild,
  ParentLink,
  ParentMessageGroup,
  ParentPreferences,
  ParentPreferencesEdit,
  StudentParent,
} from '../schemas/parents';
import type { TemplateKey } from '../schemas/messages';
import type { Student } from '../schemas';

/** A mobile number's last 10 digits: "+91 98765 43210" and "9876543210" are one parent. */
export const mobileKey = (mobile: string) => mobile.replace(/\D/g, '').slice(-10);

type LinkOf = Pick<ParentLink, 'mobile' | 'studentId' | 'linked'>;

/** The ids of the students a mobile number is the parent of, in the given students' order. */
export function childIdsOf(
  mobile: string,
  students: ReadonlyArray<Pick<Student, 'id' | 'mobile'>>,
  links: readonly LinkOf[],
): string[] {
  const key = mobileKey(mobile);
  const own = links.filter((link) => link.mobile === key);
  const unlinked = new Set(own.filter((link) => !link.linked).map((link) => link.studentId));
  const linked = new Set(own.filter((link) => link.linked).map((link) => link.studentId));
  return students
    .filter(
      (student) =>
        linked.has(student.id) || (mobileKey(student.mobile) === key && !unlinked.has(student.id)),
    )
    .map((student) => student.id);
}

/** A student's parents: the record's guardian mobile unless unlinked, then those linked. */
export function parentsOfStudent(
  student: Pick<Student, 'id' | 'mobile' | 'guardianName'>,
  links: ReadonlyArray<Pick<ParentLink, 'mobile' | 'studentId' | 'linked' | 'name'>>,
): StudentParent[] {
  const own = links.filter((link) => link.studentId === student.id);
  const recordMobile = mobileKey(student.mobile);
  const unlinked = own.some((link) => link.mobile === recordMobile && !link.linked);
  const fromRecord: StudentParent[] = unlinked
    ? []
    : [{ mobile: recordMobile, name: student.guardianName, source: 'record' }];
  const fromOffice = own
    .filter((link) => link.linked && link.mobile !== recordMobile)
    .map((link): StudentParent => ({ mobile: link.mobile, name: link.name, source: 'office' }));
  return [...fromRecord, ...fromOffice];
}

/** A child as the parent area's switcher names them. */
export const parentChildOf = (student: Student): ParentChild => ({
  id: student.id,
  name: student.name,
  currentClass: student.currentClass,
  stream: student.stream,
  rollNo: student.rollNo,
});

/** The child the parent area shows: the one chosen last while still linked, else the first. */
export function chosenChildId(
  children: ReadonlyArray<{ id: string }>,
  remembered: string | undefined,
): string | null {
  if (remembered !== undefined && children.some((child) => child.id === remembered)) {
    return remembered;
  }
  return children[0]?.id ?? null;
}

/** The parent's name: the guardian name on their first child's record, else "Parent". */
export function parentNameOf(
  mobile: string,
  students: ReadonlyArray<Pick<Student, 'mobile' | 'guardianName'>>,
  links: ReadonlyArray<Pick<ParentLink, 'mobile' | 'name' | 'linked'>>,
): string {
  const key = mobileKey(mobile);
  const onRecord = students.find((student) => mobileKey(student.mobile) === key);
  if (onRecord?.guardianName) return onRecord.guardianName;
  return links.find((link) => link.mobile === key && link.linked && link.name)?.name ?? 'Parent';
}

/** Whether someone born on `dateOfBirth` (YYYY-MM-DD) is 18 or over on `today` (YYYY-MM-DD). */
export function isAdultOn(dateOfBirth: string, today: string): boolean {
  const [year = 0, month = 1, day = 1] = dateOfBirth.split('-').map(Number);
  const eighteenth = `${String(year + 18).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return eighteenth <= today;
}

/**
 * Whether a parent may see this child's attendance and results now: not when the child, 18 or
 * over today, chose to keep them (a choice made at 18 is kept, but only an adult's choice holds).
 */
export const hiddenFromParents = (
  student: Pick<Student, 'hiddenFromParents' | 'dateOfBirth'>,
  today: string,
) => student.hiddenFromParents === true && isAdultOn(student.dateOfBirth, today);

/** The parent's choice a message falls under; none: it is not one a parent chooses about. */
const GROUP_OF_TEMPLATE: Partial<Record<TemplateKey, ParentMessageGroup>> = {
  'absent-today': 'absence',
  'fee-reminder-before': 'fees',
  'fee-reminder-due': 'fees',
  'fee-reminder-overdue': 'fees',
  'payment-received': 'receipts',
  'payment-failed': 'receipts',
  'payment-rejected': 'receipts',
  'stse-results': 'results',
  'ticket-replied': 'tickets',
};

/**
 * The channels a message reaches a parent's mobile by, when the parent has chosen (undefined:
 * the message is not one they choose about, and the student's own choices apply).
 */
export function parentChannelsFor(
  template: TemplateKey,
  preferences: ParentPreferences,
): { sms: boolean; whatsapp: boolean } | undefined {
  const group = GROUP_OF_TEMPLATE[template];
  if (group === undefined) return undefined;
  return {
    sms: preferences.sms.includes(group),
    whatsapp: preferences.whatsappOptInAt !== null && preferences.whatsapp.includes(group),
  };
}

/** A parent's saved choices: WhatsApp's opt-in kept from its first choice, cleared with it. */
export function savedParentPreferences(
  before: ParentPreferences,
  edit: ParentPreferencesEdit,
  now: Date,
): ParentPreferences {
  const whatsapp = [...new Set(edit.whatsapp)];
  return {
    sms: [...new Set(edit.sms)],
    whatsapp,
    whatsappOptInAt: whatsapp.length === 0 ? null : (before.whatsappOptInAt ?? now.toISOString()),
  };
}
