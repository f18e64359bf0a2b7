import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { PageContainer, useDocumentTitle } from '@/ui';
import { TestForm } from './test-form';

/** Admin → Online Tests → New Test. */
export function OnlineTestsNewPage() {
  const { t } = useLingui();
  useDocumentTitle(t`New Test · Online Tests · Admin Panel · Sankalp Institute`);
  return (
    <PageContainer
      title={t`New Test`}
      lead={
        <Link to="/admin/online-tests">
          <Trans>All online tests</Trans>
        </Link>
      }
    >
      <TestForm />
    </PageContainer>
  );
}
