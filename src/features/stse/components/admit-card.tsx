import { useId } from 'react';
import type { ReactNode } from 'react';
import type { ClassLevel } from '@/data';
import { DetailList } from '@/ui';
import type { DetailItem } from '@/ui';
import styles from './admit-card.module.css';

/** The admit card shows the class with the suffix 'th' (classes 9 to 12 all take it). */
export function classWithSuffix(currentClass: ClassLevel): string {
  return `${currentClass}th`;
}

/**
 * What the card prints, as display text: the public page passes a candidate's details, the
 * admin's template tab can pass placeholders such as "[Roll Number]".
 */
export type AdmitCardDetails = {
  examYear: number;
  rollNo: string;
  name: string;
  guardianName: string;
  currentClass: string;
  examCenter: string;
};

/** Where an invigilator checks a printed card: the admit card lookup with the roll number filled in. */
export function admitCardVerificationUrl(origin: string, rollNo: string): string {
  return `${origin}/stse-admit-card?rollNo=${encodeURIComponent(rollNo)}`;
}

/**
 * The STSE admit card: details, a photo box and the two signature lines, sized for one page.
 * `verification` (the public page's QR code) shows under the photo box.
 */
export function AdmitCard({
  details,
  verification,
}: {
  details: AdmitCardDetails;
  verification?: ReactNode;
}) {
  const titleId = useId();
  const rows: readonly DetailItem[] = [
    ['Roll Number', details.rollNo],
    ['Candidate Name', details.name],
    ['Guardian Name', details.guardianName],
    ['Class', details.currentClass],
    ['Exam Center', details.examCenter],
  ];
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.header}>
        <p className={styles.institute}>Sankalp Institute · Sankalp Talent Search Exam</p>
        <h2 id={titleId} className={styles.title}>
          STSE {details.examYear}
        </h2>
        <p className={styles.subtitle}>Admit Card</p>
      </header>
      <div className={styles.body}>
        <DetailList variant="print" className={styles.details} items={rows} />
        <div className={styles.side}>
          <div className={styles.photo}>
            <span>Affix a recent passport-size photograph</span>
          </div>
          {verification === undefined ? null : (
            <figure className={styles.verification}>
              {verification}
              <figcaption>Scan to verify this card</figcaption>
            </figure>
          )}
        </div>
      </div>
      <ul className={styles.instructions}>
        <li>Bring this admit card and a photo identity card to the exam center.</li>
        <li>Reach the center 30 minutes before the exam starts.</li>
      </ul>
      <div className={styles.signatures}>
        <p className={styles.signature}>Signature of Student</p>
        <p className={styles.signature}>Signature of Authority</p>
      </div>
    </article>
  );
}
