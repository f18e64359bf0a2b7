import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ButtonLink, Card } from '@/ui';
import styles from './home-page.module.css';
import { usePublicPageTitle } from '../model/page-metadata';

type Feature = { title: MessageDescriptor; text: MessageDescriptor; icon: ReactNode };
type Fact = { label: MessageDescriptor; value: MessageDescriptor | string; icon: ReactNode };

const features: Feature[] = [
  {
    title: msg`Expert Faculty`,
    text: msg`Teachers from IITs and top medical colleges with years of coaching experience, who know every question pattern and every common mistake.`,
    icon: <path d="M24 8 4 18l20 10 20-10L24 8Zm-12 14v10c0 3 5.5 6 12 6s12-3 12-6V22M44 18v12" />,
  },
  {
    title: msg`Comprehensive Material`,
    text: msg`Printed modules, formula sheets, daily practice problems and full-length mock tests, reviewed every year against the latest syllabus.`,
    icon: <path d="M10 8h20l8 8v24H10V8Zm20 0v8h8M16 24h16M16 30h16M16 36h10" />,
  },
  {
    title: msg`Proven Results`,
    text: msg`Our students earn top ranks in JEE, NEET, board exams and olympiads year after year, and our STSE scholarships reward merit.`,
    icon: (
      <path d="M16 8h16v10a8 8 0 0 1-16 0V8Zm0 4H9v3a7 7 0 0 0 7 7m16-10h7v3a7 7 0 0 1-7 7M24 26v8m-8 6h16l-2-6H18l-2 6Z" />
    ),
  },
];

// Beside the hero text on wide screens, so its right half is not empty; hidden on a phone.
const facts: Fact[] = [
  {
    label: msg`Teaching since`,
    value: '2005',
    icon: <path d="M8 11h32v29H8V11Zm0 9h32M16 6v9M32 6v9" />,
  },
  {
    label: msg`Campuses`,
    value: msg`Kota & Jaipur`,
    icon: (
      <path d="M24 43S10 30 10 20a14 14 0 0 1 28 0c0 10-14 23-14 23Zm0-17a6 6 0 1 0 0-12 6 6 0 0 0 0 12Z" />
    ),
  },
  {
    label: msg`STSE scholarship exam`,
    value: msg`Free`,
    icon: <path d="M24 6l5 11 12 1-9 8 3 12-11-7-11 7 3-12-9-8 12-1 5-11Z" />,
  },
];

/** A line icon drawn inline: no image request, and it takes the text colour. */
function LineIcon({
  size,
  className,
  children,
}: {
  size: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <svg
      className={className}
      viewBox="0 0 48 48"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <g
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {children}
      </g>
    </svg>
  );
}

export function HomePage() {
  usePublicPageTitle('/');
  const { i18n } = useLingui();
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.heroInner}>
          <div>
            <p className={styles.eyebrow}>
              <Trans>Coaching since 2005 · Kota and Jaipur</Trans>
            </p>
            <h1 id="home-title" className={styles.title}>
              <Trans>Prepare with purpose at Sankalp Institute</Trans>
            </h1>
            <p className={styles.lead}>
              <Trans>
                Engineering and medical entrance, board exam, foundation and olympiad courses,
                taught by people who have been there. Register free for the Sankalp Talent Search
                Exam (STSE) and win a scholarship.
              </Trans>
            </p>
            <div className={styles.actions}>
              <ButtonLink to="/courses">
                <Trans>Explore Programs</Trans>
              </ButtonLink>
              <ButtonLink to="/stse" variant="secondary">
                <Trans>Register for STSE</Trans>
              </ButtonLink>
            </div>
          </div>
          <ul className={styles.facts}>
            {facts.map((fact) => (
              <li key={fact.label.id} className={styles.fact}>
                <LineIcon size={40} className={styles.factIcon}>
                  {fact.icon}
                </LineIcon>
                <span className={styles.factLabel}>{i18n._(fact.label)}</span>
                <span className={styles.factValue}>
                  {typeof fact.value === 'string' ? fact.value : i18n._(fact.value)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className={styles.features} aria-labelledby="home-features">
        <h2 id="home-features" className={styles.featuresTitle}>
          <Trans>Why students choose Sankalp</Trans>
        </h2>
        <ul className={styles.featureList}>
          {features.map((feature) => (
            <li key={feature.title.id}>
              <Card className={styles.featureCard}>
                <LineIcon size={48} className={styles.icon}>
                  {feature.icon}
                </LineIcon>
                <h3 className={styles.featureTitle}>{i18n._(feature.title)}</h3>
                <p>{i18n._(feature.text)}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
