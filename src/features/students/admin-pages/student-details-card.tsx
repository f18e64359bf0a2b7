import type { ReactNode } from 'react';
import type { Student } from '@/data';
import { Card, DateText, DetailList, Money } from '@/ui';
import type { DetailItem } from '@/ui';
import styles from './student-details-card.module.css';

/** Shown for a detail the record leaves blank (the Add Student form does not collect them all). */
export const NOT_PROVIDED = 'Not provided';

function text(value: string): ReactNode {
  return value.trim() === '' ? <span className={styles.missing}>{NOT_PROVIDED}</span> : value;
}

export function StudentDetailsCard({ student }: { student: Student }) {
  const details: readonly DetailItem[] = [
    ['Roll No', student.rollNo],
    ['Class', student.currentClass],
    ['Stream', student.stream],
    ['School', text(student.schoolName)],
    ['Date of Birth', <DateText key="dob" value={student.dateOfBirth} />],
    ['Gender', student.gender],
    ['Guardian Name', text(student.guardianName)],
    ['Mobile', text(student.mobile)],
    ['WhatsApp', text(student.whatsapp)],
    ['Email', text(student.email)],
    ['Address', text(student.address)],
    ['City', text(student.city)],
    ['State', text(student.state)],
    ['Pin Code', text(student.pinCode)],
    ['Enrollment Date', <DateText key="enrolled" value={student.enrollmentDate} />],
    ...concessionDetails(student),
  ];
  return (
    <Card title="Student Details">
      <DetailList items={details} className={styles.details} />
    </Card>
  );
}

/** An STSE scholarship applied on admission: what it took off, and the roll number it came from. */
function concessionDetails(student: Student): DetailItem[] {
  const { concession } = student;
  if (!concession) return [];
  return [
    [
      'Concession',
      <span key="concession">
        {concession.percent}% ({concession.scholarship}): <Money amount={concession.amount} /> off{' '}
        <Money amount={concession.grossFee} />
      </span>,
    ],
    ['STSE Roll No', concession.stseRollNo],
  ];
}
