import { useLingui } from '@lingui/react/macro';
import { Card, PageContainer } from '@/ui';
import { CareersForm } from './careers-form';
import { usePublicPageTitle } from '../model/page-metadata';

export function CareersPage() {
  usePublicPageTitle('/careers');
  const { t } = useLingui();
  return (
    <PageContainer
      title={t`Careers`}
      lead={t`Teach with us. We are looking for subject experts and counsellors who care about students as much as results.`}
      width="narrow"
    >
      <Card title={t`Apply for a position`}>
        <CareersForm />
      </Card>
    </PageContainer>
  );
}
