import { Card, PageContainer, useDocumentTitle } from '@/ui';
import { CareersForm } from './careers-form';
import { publicPages } from '../model/page-metadata';

export function CareersPage() {
  useDocumentTitle(publicPages['/careers'].title);
  return (
    <PageContainer
      title="Careers"
      lead="Teach with us. We are looking for subject experts and counsellors who care about students as much as results."
      width="narrow"
    >
      <Card title="Apply for a position">
        <CareersForm />
      </Card>
    </PageContainer>
  );
}
