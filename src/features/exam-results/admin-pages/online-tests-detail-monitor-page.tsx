import { Link, useParams } from 'react-router-dom';
import { describeError, useLiveQuery } from '@/data';
import {
  ButtonLink,
  LoadError,
  PageContainer,
  EmptyState,
  Skeleton,
  Tabs,
  useDocumentTitle,
} from '@/ui';
import { AnswerKeyTab } from './answer-key-tab';
import { ChallengesTab } from './challenges-tab';
import { LiveTab } from './live-tab';

/**
 * Admin → Online Tests → a test's monitor: Live (who is writing, saves per minute), Answer Key
 * (publish provisional and final) and Challenges (accept or reject), as tabs of one page.
 */
export function OnlineTestMonitorPage({ now = () => new Date() }: { now?: () => Date }) {
  const { id = '' } = useParams();
  const query = useLiveQuery((repository) => repository.getExamTest(id), [id], ['examTests']);
  const title = query.data?.title ?? 'Online test';
  useDocumentTitle(`${title} · Monitor · Admin Panel · Sankalp Institute`);
  if (query.status === 'error') {
    return (
      <PageContainer title="Online test">
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
      <PageContainer title="Online test">
        <Skeleton lines={4} />
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
    <PageContainer title={test.title} lead={<Link to="/admin/online-tests">All online tests</Link>}>
      <Tabs
        label="Online test"
        tabs={[
          { value: 'live', label: 'Live', content: <LiveTab testId={test.id} /> },
          {
            value: 'answer-key',
            label: 'Answer Key',
            content: <AnswerKeyTab test={test} now={now()} />,
          },
          { value: 'challenges', label: 'Challenges', content: <ChallengesTab test={test} /> },
        ]}
      />
    </PageContainer>
  );
}
