import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DataValidationError, describeError, useData } from '@/data';
import { Alert, Button, PageContainer, useDocumentTitle } from '@/ui';

type Outcome = { status: 'asking' } | { status: 'done' } | { status: 'failed'; reason: string };

/**
 * The Unsubscribe link in a message to an enquiry. Opening it changes nothing (mail scanners open
 * links); the person presses Unsubscribe.
 */
export function UnsubscribePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Unsubscribe · Sankalp Institute`);
  const repository = useData();
  const [search] = useSearchParams();
  const enquiryId = search.get('enquiry') ?? '';
  const key = search.get('key') ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ status: 'asking' });
  const [busy, setBusy] = useState(false);

  async function unsubscribe() {
    setBusy(true);
    try {
      await repository.unsubscribeEnquiry({ enquiryId, key });
      setOutcome({ status: 'done' });
    } catch (error) {
      // A refused link reads as its reason alone: nothing was being "saved" for the person.
      const reason =
        error instanceof DataValidationError
          ? error.issues.map((issue) => issue.message).join(' ')
          : describeError(error);
      setOutcome({ status: 'failed', reason });
    } finally {
      setBusy(false);
    }
  }

  if (enquiryId === '' || key === '') {
    return (
      <PageContainer title={t`Unsubscribe`} width="narrow">
        <Alert tone="error" title={t`This link is not complete`}>
          <Trans>Open the Unsubscribe link in your message again, or call the institute.</Trans>
        </Alert>
      </PageContainer>
    );
  }
  return (
    <PageContainer
      title={t`Unsubscribe`}
      lead={t`Stop messages about admissions from Sankalp Institute. You can still call or visit us any time.`}
      width="narrow"
    >
      {outcome.status === 'done' ? (
        <Alert tone="success" title={t`You are unsubscribed`} takeFocus>
          <Trans>You will get no more messages about admissions from us.</Trans>
        </Alert>
      ) : (
        <>
          {outcome.status === 'failed' ? <Alert tone="error">{outcome.reason}</Alert> : null}
          <div>
            <Button busy={busy} busyLabel={t`Unsubscribing...`} onClick={() => void unsubscribe()}>
              <Trans>Unsubscribe</Trans>
            </Button>
          </div>
        </>
      )}
    </PageContainer>
  );
}
