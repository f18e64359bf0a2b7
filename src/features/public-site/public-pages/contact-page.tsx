import { Suspense } from 'react';
import { Card, lazyAfterPaint, PageContainer, Skeleton, useDocumentTitle } from '@/ui';
import { instituteContact, siteBrand, telHref } from '../model/site-content';
import { ContactMap } from './contact-map';
import styles from './contact-page.module.css';

// The form (zod, react-hook-form and the field kit) is its own chunk, so the heading and the
// address paint without waiting for it; the placeholder holds the form's place meanwhile.
const ContactForm = lazyAfterPaint(() =>
  import('./contact-form').then((module) => module.ContactForm),
);

export function ContactPage() {
  useDocumentTitle('Contact · Sankalp Institute');
  return (
    <PageContainer
      title="Contact Us"
      lead="Questions about a program, admissions or the STSE? Write to us, call, or visit the campus."
    >
      <div className={styles.columns}>
        <Card title="Send us a message">
          <Suspense
            fallback={
              <div className={styles.placeholder}>
                <Skeleton lines={5} label="Loading the form…" />
              </div>
            }
          >
            <ContactForm />
          </Suspense>
        </Card>

        <Card title="Visit or call us">
          <address className={styles.contact}>
            <p>
              <strong>{siteBrand.name}</strong>
              <br />
              {instituteContact.address}
            </p>
            <p>
              Email: <a href={`mailto:${instituteContact.email}`}>{instituteContact.email}</a>
              <br />
              Phone: <a href={telHref(instituteContact.phone)}>{instituteContact.phone}</a>
            </p>
            <p>Open {instituteContact.hours}.</p>
          </address>
          <ContactMap address={instituteContact.address} placeName={`${siteBrand.name}, Kota`} />
        </Card>
      </div>
    </PageContainer>
  );
}
