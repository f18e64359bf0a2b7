import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();

  const details: DetailItem[] = [
    [t`School Name`, school.name],
    [t`Address`, school.address],
    [t`City`, school.city],
    [t`State`, school.state],
    [t`Principal`, school.principalName],
    [t`Contact Email`, school.contactEmail],
    [t`Contact Phone`, school.contactPhone],
    ...(signInEmail ? [[t`Sign-in Email`, signInEmail] satisfies DetailItem] : []),
  ];

  return (
    <PageContainer title={t`Profile`} lead={t`Your school's details as the institute holds them.`}>
      <div className={pageStyles.sections}>
        {status === 'saved' ? (
          <Alert tone="success" onDismiss={() => setStatus('idle')}>
            <Trans>Your profile has been updated.</Trans>
          </Alert>
        ) : null}
        <Card
          title={t`School Details`}
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
