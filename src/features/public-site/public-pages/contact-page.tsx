import { Trans, useLingui } from '@lingui/react/macro';
import { Card, PageContainer } from '@/ui';
import { instituteContact, siteBrand, telHref } from '../model/site-content';
import { ContactForm } from './contact-form';
import { ContactMap } from './contact-map';
import styles from './contact-page.module.css';
import { usePublicPageTitle } from '../model/page-metadata';

export function ContactPage() {
  usePublicPageTitle('/contact');
  const { i18n, t } = useLingui();
  const { email, phone } = instituteContact;
  const hours = i18n._(instituteContact.hours);
  return (
    <PageContainer
      title={t`Contact Us`}
      lead={t`Questions about a program, admissions or the STSE? Write to us, call, or visit the campus.`}
    >
      <div className={styles.columns}>
        <Card title={t`Send us a message`}>
          <ContactForm />
        </Card>

        <Card title={t`Visit or call us`}>
          <address className={styles.contact}>
            <p>
              <strong>{siteBrand.name}</strong>
              <br />
              {instituteContact.address}
            </p>
            <p>
              <Trans>
                Email: <a href={`mailto:${email}`}>{email}</a>
                <br />
                Phone: <a href={telHref(phone)}>{phone}</a>
              </Trans>
            </p>
            <p>
              <Trans>Open {hours}.</Trans>
            </p>
          </address>
          <ContactMap address={instituteContact.address} placeName={`${siteBrand.name}, Kota`} />
        </Card>
      </div>
    </PageContainer>
  );
}
