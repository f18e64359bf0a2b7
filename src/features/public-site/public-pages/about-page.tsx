import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card, PageContainer } from '@/ui';
import campusImage from '../assets/campus.svg';
import { FOUNDED_YEAR } from '../model/institute';
import styles from './about-page.module.css';
import { usePublicPageTitle } from '../model/page-metadata';

const values = [
  {
    title: msg`Excellence`,
    text: msg`We set high standards for our teaching and our material, and help every student reach their best.`,
  },
  {
    title: msg`Integrity`,
    text: msg`Honest advice, transparent fees and fair tests: parents and students can trust what we say.`,
  },
  {
    title: msg`Student-Centricity`,
    text: msg`Small batches, doubt-clearing sessions and regular mentoring keep each student at the centre.`,
  },
  {
    title: msg`Innovation`,
    text: msg`We keep improving how we teach, from test analytics to online classes and practice tools.`,
  },
] as const;

export function AboutPage() {
  usePublicPageTitle('/about');
  const { i18n, t } = useLingui();
  return (
    <PageContainer
      title={t`About Sankalp Institute`}
      lead={t`Founded in ${FOUNDED_YEAR} in Kota, Sankalp Institute prepares students for engineering and medical entrance exams, board exams and olympiads.`}
    >
      <div className={styles.story}>
        <div>
          <h2>
            <Trans>Our story</Trans>
          </h2>
          <p>
            <Trans>
              Sankalp Institute was founded in {FOUNDED_YEAR} by a group of teachers who believed
              that every motivated student deserves expert guidance, whatever their background. What
              began as a single classroom in Kota is now a campus with a centre in Jaipur and online
              classes for students across India.
            </Trans>
          </p>
          <p>
            <Trans>
              Through the Sankalp Talent Search Exam (STSE) we find talented students in classes 9
              to 12 and reward them with scholarships.
            </Trans>
          </p>
        </div>
        <figure className={styles.figure}>
          <img
            src={campusImage}
            alt={t`Illustration of the Sankalp Institute campus in Kota: a two-storey building with the Sankalp sign over the entrance, flanked by trees.`}
            width={640}
            height={360}
            className={styles.image}
          />
          <figcaption className={styles.caption}>
            <Trans>Our Kota Main Campus.</Trans>
          </figcaption>
        </figure>
      </div>

      <div className={styles.missionVision}>
        <Card title={t`Our Mission`}>
          <p>
            <Trans>
              To give every student the knowledge, discipline and confidence to succeed in
              competitive exams, through expert teaching, complete study material and personal care.
            </Trans>
          </p>
        </Card>
        <Card title={t`Our Vision`}>
          <p>
            <Trans>
              To be India&apos;s most trusted coaching institute, known for results earned honestly
              and for students who keep learning long after their exams.
            </Trans>
          </p>
        </Card>
      </div>

      <section aria-labelledby="about-values" className={styles.values}>
        <h2 id="about-values">
          <Trans>Our Values</Trans>
        </h2>
        <ul className={styles.valueList}>
          {values.map((value) => (
            <li key={value.title.id}>
              <Card title={i18n._(value.title)} headingLevel={3} className={styles.valueCard}>
                <p>{i18n._(value.text)}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </PageContainer>
  );
}
