import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router-dom';
import { describeError, useLiveQuery } from '@/data';
import { useDataMessage } from '@/features/data-messages';
import { ButtonLink, EmptyState, LoadError, PageContainer, Skeleton, useDocumentTitle } from '@/ui';
import { PublishedTest } from './published-test';
import { TestForm } from './test-form';

/** Admin → Online Tests → a test: a draft's form, or a published test read-only. */
export function OnlineTestsDetailPage() {
  const { t } = useLingui();
  const dataMessage = useDataMessage();
  const { id = '' } = useParams();
  const query = useLiveQuery((repository) => repository.getExamTest(id), [id], ['examTests']);
  const title = query.data?.title ?? t`Online test`;
  useDocumentTitle(t`${title} · Online Tests · Admin Panel · Sankalp Institute`);
  const back = (
    <Link to="/admin/online-tests">
      <Trans>All online tests</Trans>
    </Link>
  );
  if (query.status === 'error') {
    return (
      <PageContainer title={t`Online test`} lead={back}>
        <LoadError
          title={t`The test could not be loaded`}
          message={dataMessage(describeError(query.error))}
          onRetry={query.reload}
        />
      </PageContainer>
    );
  }
  if (query.status === 'loading') {
    return (
      <PageContainer title={t`Online test`} lead={back}>
        <Skeleton lines={6} />
      </PageContainer>
    );
  }
  const test = query.data;
  if (!test) {
    return (
      <PageContainer title={t`Online test`}>
        <EmptyState
          title={t`Test not found`}
          message={t`This test does not exist, or it was deleted.`}
          action={
            <ButtonLink to="/admin/online-tests" variant="secondary">
              <Trans>All online tests</Trans>
            </ButtonLink>
          }
        />
      </PageContainer>
    );
  }
  return (
    <PageContainer title={test.title} lead={back}>
      {test.status === 'published' ? (
        <PublishedTest test={test} />
      ) : (
        // A new form when another draft is opened, so nothing typed for one shows on another.
        <TestForm key={test.id} test={test} />
      )}
    </PageContainer>
  );
}
