import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { ReactNode } from 'react';
import type { ClassLevel } from '@/data';
import { DetailList } from '@/ui';
import type { DetailItem } from '@/ui';
import styles from './admit-card.module.css';

/**
 * The class with its ordinal suffix in the screen's language: 'th' in English, 'वीं' in Hindi
 * (classes 9 to 12 all take the same one).
 */
export function useClassWithSuffix(): (currentClass: ClassLevel) => string {
  const { t } = useLingui();
  return (currentClass) => t`${currentClass}th`;
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
  const { t } = useLingui();
  const titleId = useId();
  const rows: readonly DetailItem[] = [
    [t`Roll Number`, details.rollNo],
    [t`Candidate Name`, details.name],
    [t`Guardian Name`, details.guardianName],
    [t`Class`, details.currentClass],
    [t`Exam Center`, details.examCenter],
  ];
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.header}>
        <p className={styles.institute}>Sankalp Institute · Sankalp Talent Search Exam</p>
        <h2 id={titleId} className={styles.title}>
          STSE {details.examYear}
        </h2>
        <p className={styles.subtitle}>
          <Trans>Admit Card</Trans>
        </p>
      </header>
      <div className={styles.body}>
        <DetailList variant="print" className={styles.details} items={rows} />
        <div className={styles.side}>
          <div className={styles.photo}>
            <span>
              <Trans>Affix a recent passport-size photograph</Trans>
            </span>
          </div>
          {verification === undefined ? null : (
            <figure className={styles.verification}>
              {verification}
              <figcaption>
                <Trans>Scan to verify this card</Trans>
              </figcaption>
            </figure>
          )}
        </div>
      </div>
      <ul className={styles.instructions}>
        <li>
          <Trans>Bring this admit card and a photo identity card to the exam center.</Trans>
        </li>
        <li>
          <Trans>Reach the center 30 minutes before the exam starts.</Trans>
        </li>
      </ul>
      <div className={styles.signatures}>
        <p className={styles.signature}>
          <Trans>Signature of Student</Trans>
        </p>
        <p className={styles.signature}>
          <Trans>Signature of Authority</Trans>
        </p>
      </div>
    </article>
  );
}
