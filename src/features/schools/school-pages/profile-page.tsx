import { useState } from 'react';
import { useSignedInRecord } from '@/data';
import { Alert, Card, DetailList, PageContainer } from '@/ui';
import type { DetailItem } from '@/ui';
import pageStyles from './school-pages.module.css';
import { EditSchoolProfile } from './edit-school-profile';

type SaveStatus = 'idle' | 'saved';

export function SchoolProfilePage() {
  const school = useSignedInRecord('school');
  const [status, setStatus] = useState<SaveStatus>('idle');

  const details: DetailItem[] = [
    ['School Name', school.name],
    ['Address', school.address],
    ['City', school.city],
    ['State', school.state],
    ['Principal', school.principalName],
    ['Contact Email', school.contactEmail],
    ['Contact Phone', school.contactPhone],
  ];

  return (
    <PageContainer title="Profile" lead="Your school's details as the institute holds them.">
      <div className={pageStyles.sections}>
        {status === 'saved' ? (
          <Alert tone="success" onDismiss={() => setStatus('idle')}>
            Your profile has been updated.
          </Alert>
        ) : null}
        <Card
          title="School Details"
          actions={
            <EditSchoolProfile
              school={school}
              onOpen={() => setStatus('idle')}
              onSaved={() => setStatus('saved')}
            />
          }
        >
          <DetailList items={details} />
        </Card>
      </div>
    </PageContainer>
  );
}
