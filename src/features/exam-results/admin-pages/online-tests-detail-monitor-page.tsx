import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const { id = '' } = useParams();
  const query = useLiveQuery((repository) => repository.getExamTest(id), [id], ['examTests']);
  const title = query.data?.title ?? t`Online test`;
  useDocumentTitle(t`${title} · Monitor · Admin Panel · Sankalp Institute`);
  if (query.status === 'error') {
    return (
      <PageContainer title={t`Online test`}>
        <LoadError
          title={t`The test could not be loaded`}
          message={describeError(query.error)}
          onRetry={query.reload}
        />
      </PageContainer>
    );
  }
  if (query.status === 'loading') {
    return (
      <PageContainer title={t`Online test`}>
        <Skeleton lines={4} />
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
    <PageContainer
      title={test.title}
      lead={
        <Link to="/admin/online-tests">
          <Trans>All online tests</Trans>
        </Link>
      }
    >
      <Tabs
        label={t`Online test`}
        tabs={[
          { value: 'live', label: t`Live`, content: <LiveTab testId={test.id} /> },
          {
            value: 'answer-key',
            label: t`Answer Key`,
            content: <AnswerKeyTab test={test} now={now()} />,
          },
          { value: 'challenges', label: t`Challenges`, content: <ChallengesTab test={test} /> },
        ]}
      />
    </PageContainer>
  );
}
