import { Card, PageContainer, useDocumentTitle } from '@/ui';
import campusImage from '../assets/campus.svg';
import { FOUNDED_YEAR } from '../model/institute';
import styles from './about-page.module.css';
import { publicPages } from '../model/page-metadata';

const values = [
  {
    title: 'Excellence',
    text: 'We set high standards for our teaching and our material, and help every student reach their best.',
  },
  {
    title: 'Integrity',
    text: 'Honest advice, transparent fees and fair tests: parents and students can trust what we say.',
  },
  {
    title: 'Student-Centricity',
    text: 'Small batches, doubt-clearing sessions and regular mentoring keep each student at the centre.',
  },
  {
    title: 'Innovation',
    text: 'We keep improving how we teach, from test analytics to online classes and practice tools.',
  },
] as const;

export function AboutPage() {
  useDocumentTitle(publicPages['/about'].title);
  return (
    <PageContainer
      title="About Sankalp Institute"
      lead={`Founded in ${FOUNDED_YEAR} in Kota, Sankalp Institute prepares students for engineering and medical entrance exams, board exams and olympiads.`}
    >
      <div className={styles.story}>
        <div>
          <h2>Our story</h2>
          <p>
            Sankalp Institute was founded in {FOUNDED_YEAR} by a group of teachers who believed that
            every motivated student deserves expert guidance, whatever their background. What began
            as a single classroom in Kota is now a campus with a centre in Jaipur and online classes
            for students across India.
          </p>
          <p>
            Through the Sankalp Talent Search Exam (STSE) we find talented students in classes 9 to
            12 and reward them with scholarships.
          </p>
        </div>
        <figure className={styles.figure}>
          <img
            src={campusImage}
            alt="Illustration of the Sankalp Institute campus in Kota: a two-storey building with the Sankalp sign over the entrance, flanked by trees."
            width={640}
            height={360}
            className={styles.image}
          />
          <figcaption className={styles.caption}>Our Kota Main Campus.</figcaption>
        </figure>
      </div>

      <div className={styles.missionVision}>
        <Card title="Our Mission">
          <p>
            To give every student the knowledge, discipline and confidence to succeed in competitive
            exams, through expert teaching, complete study material and personal care.
          </p>
        </Card>
        <Card title="Our Vision">
          <p>
            To be India&apos;s most trusted coaching institute, known for results earned honestly
            and for students who keep learning long after their exams.
          </p>
        </Card>
      </div>

      <section aria-labelledby="about-values" className={styles.values}>
        <h2 id="about-values">Our Values</h2>
        <ul className={styles.valueList}>
          {values.map((value) => (
            <li key={value.title}>
              <Card title={value.title} headingLevel={3} className={styles.valueCard}>
                <p>{value.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </PageContainer>
  );
}
