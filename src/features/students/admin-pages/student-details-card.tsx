import { Trans, useLingui } from '@lingui/react/macro';
import type { Student } from '@/data';
import { useDataMessage } from '@/features/data-messages';
import { Card, DateText, DetailList, Money } from '@/ui';
import type { DetailItem } from '@/ui';
import styles from './student-details-card.module.css';

/** Shown for a detail the record leaves blank (the Add Student form does not collect them all). */
function Text({ value }: { value: string }) {
  return value.trim() === '' ? (
    <span className={styles.missing}>
      <Trans>Not provided</Trans>
    </span>
  ) : (
    value
  );
}

export function StudentDetailsCard({ student }: { student: Student }) {
  const { t } = useLingui();
  const dataMessage = useDataMessage();
  const details: readonly DetailItem[] = [
    [t`Roll No`, student.rollNo],
    [t`Class`, student.currentClass],
    [t`Stream`, dataMessage(student.stream)],
    [t`School`, <Text key="schoolName" value={student.schoolName} />],
    [t`Date of Birth`, <DateText key="dob" value={student.dateOfBirth} />],
    [t`Gender`, dataMessage(student.gender)],
    [t`Guardian Name`, <Text key="guardianName" value={student.guardianName} />],
    [t`Mobile`, <Text key="mobile" value={student.mobile} />],
    [t`WhatsApp`, <Text key="whatsapp" value={student.whatsapp} />],
    [t`Email`, <Text key="email" value={student.email} />],
    [t`Address`, <Text key="address" value={student.address} />],
    [t`City`, <Text key="city" value={student.city} />],
    [t`State`, <Text key="state" value={student.state} />],
    [t`Pin Code`, <Text key="pinCode" value={student.pinCode} />],
    [t`Enrollment Date`, <DateText key="enrolled" value={student.enrollmentDate} />],
    ...concessionDetails(student, t`Concession`, t`STSE Roll No`),
  ];
  return (
    <Card title={t`Student Details`}>
      <DetailList items={details} className={styles.details} />
    </Card>
  );
}

/** An STSE scholarship applied on admission: what it took off, and the roll number it came from. */
function concessionDetails(
  student: Student,
  concessionLabel: string,
  rollNoLabel: string,
): DetailItem[] {
  const { concession } = student;
  if (!concession) return [];
  const { percent, scholarship } = concession;
  return [
    [
      concessionLabel,
      <span key="concession">
        <Trans>
          {percent}% ({scholarship}): <Money amount={concession.amount} /> off{' '}
          <Money amount={concession.grossFee} />
        </Trans>
      </span>,
    ],
    [rollNoLabel, concession.stseRollNo],
  ];
}
