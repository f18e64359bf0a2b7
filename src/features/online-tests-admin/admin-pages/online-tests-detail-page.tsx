import { Link, useParams } from 'react-router-dom';
import { describeError, useLiveQuery } from '@/data';
import { ButtonLink, EmptyState, LoadError, PageContainer, Skeleton, useDocumentTitle } from '@/ui';
import { PublishedTest } from './published-test';
import { TestForm } from './test-form';

/** Admin → Online Tests → a test: a draft's form, or a published test read-only. */
export function OnlineTestsDetailPage() {
  const { id = '' } = useParams();
  const query = useLiveQuery((repository) => repository.getExamTest(id), [id], ['examTests']);
  const title = query.data?.title ?? 'Online test';
  useDocumentTitle(`${title} · Online Tests · Admin Panel · Sankalp Institute`);
  const back = <Link to="/admin/online-tests">All online tests</Link>;
  if (query.status === 'error') {
    return (
      <PageContainer title="Online test" lead={back}>
        <LoadError
          title="The test could not be loaded"
          message={describeError(query.error)}
          onRetry={query.reload}
        />
      </PageContainer>
    );
  }
  if (query.status === 'loading') {
    return (
      <PageContainer title="Online test" lead={back}>
        <Skeleton lines={6} />
      </PageContainer>
    );
  }
  const test = query.data;
  if (!test) {
    return (
      <PageContainer title="Online test">
        <EmptyState
          title="Test not found"
          message="This test does not exist, or it was deleted."
          action={
            <ButtonLink to="/admin/online-tests" variant="secondary">
              All online tests
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
