import { Card, PageContainer, useDocumentTitle } from '@/ui';
import { instituteContact, siteBrand, telHref } from '../model/site-content';
import { ContactForm } from './contact-form';
import { ContactMap } from './contact-map';
import styles from './contact-page.module.css';
import { publicPages } from '../model/page-metadata';

export function ContactPage() {
  useDocumentTitle(publicPages['/contact'].title);
  return (
    <PageContainer
      title="Contact Us"
      lead="Questions about a program, admissions or the STSE? Write to us, call, or visit the campus."
    >
      <div className={styles.columns}>
        <Card title="Send us a message">
          <ContactForm />
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
