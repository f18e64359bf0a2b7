import { useState } from 'react';
import { useAuth, useSignedInRecord } from '@/data';
import { MessagePreferencesCard } from '@/features/messages';
import { Alert, Card, DetailList, PageContainer } from '@/ui';
import type { DetailItem } from '@/ui';
import pageStyles from './school-pages.module.css';
import { EditSchoolProfile } from './edit-school-profile';

type SaveStatus = 'idle' | 'saved';

export function SchoolProfilePage() {
  const school = useSignedInRecord('school');
  // Server mode: the account's own e-mail, which the contact e-mail below does not change.
  const signInEmail = useAuth().user?.signInEmail;
  const [status, setStatus] = useState<SaveStatus>('idle');

  const details: DetailItem[] = [
    ['School Name', school.name],
    ['Address', school.address],
    ['City', school.city],
    ['State', school.state],
    ['Principal', school.principalName],
    ['Contact Email', school.contactEmail],
    ['Contact Phone', school.contactPhone],
    ...(signInEmail ? [['Sign-in Email', signInEmail] satisfies DetailItem] : []),
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
              signInEmail={signInEmail}
              onOpen={() => setStatus('idle')}
              onSaved={() => setStatus('saved')}
            />
          }
        >
          <DetailList items={details} />
        </Card>
        <MessagePreferencesCard />
      </div>
    </PageContainer>
  );
}
