import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { describeError, SignedInRecordProvider, useAuth, useSignedInRecordLookup } from '@/data';
import type { RecordRole } from '@/data';
import { LoadError, RecordNotFound, Spinner, useDocumentTitle } from '@/ui';

type GateTexts = {
  loading: MessageDescriptor;
  failure: MessageDescriptor;
  notFound: {
    title: MessageDescriptor;
    message: MessageDescriptor;
    documentTitle: MessageDescriptor;
  };
};

const texts: Record<RecordRole, GateTexts> = {
  student: {
    loading: msg`Loading your details…`,
    failure: msg`Your details could not be loaded`,
    notFound: {
      title: msg`Student Not Found`,
      message: msg`Could not find data for the logged-in student. Please log in again.`,
      documentTitle: msg`Student Not Found · Student Panel · Sankalp Institute`,
    },
  },
  school: {
    loading: msg`Loading your school's details…`,
    failure: msg`Your school's details could not be loaded`,
    notFound: {
      title: msg`School not found.`,
      message: msg`The school you signed in as is not in the institute's records. Please log in again, or contact the institute if this continues.`,
      documentTitle: msg`School Not Found · School Panel · Sankalp Institute`,
    },
  },
};

/**
 * The one place a signed-in area looks up whose area it is. Its pages (children) render only once
 * the record is found, and read it with useSignedInRecord(area); while it loads, when it cannot be
 * read, and when it is missing (removed since sign-in, say), the area shows that state once
 * instead of any page.
 */
export function SignedInRecordGate({ area, children }: { area: RecordRole; children: ReactNode }) {
  const { session, record } = useSignedInRecordLookup(area);
  const { i18n } = useLingui();
  const text = texts[area];

  // While the session itself is still being read there is nothing to look up yet.
  if (session === 'reading' || record.status === 'loading') {
    return <Spinner label={i18n._(text.loading)} labelVisibility="visible" />;
  }
  if (record.status === 'error') {
    return (
      <LoadError
        title={i18n._(text.failure)}
        message={describeError(record.error)}
        onRetry={record.reload}
      />
    );
  }
  if (record.data === undefined) return <RecordMissing {...text.notFound} />;
  return (
    <SignedInRecordProvider area={area} record={record.data}>
      {children}
    </SignedInRecordProvider>
  );
}

/** The signed-in user's record is gone: the stale session ends, so the login page starts clean. */
function RecordMissing({ title, message, documentTitle }: GateTexts['notFound']) {
  const { i18n, t } = useLingui();
  useDocumentTitle(i18n._(documentTitle));
  const { logout } = useAuth();
  const navigate = useNavigate();

  return (
    <RecordNotFound
      title={i18n._(title)}
      message={i18n._(message)}
      actionLabel={t`Go to Login`}
      onAction={async () => {
        await logout();
        await navigate('/login', { replace: true });
      }}
      describeFailure={describeError}
    />
  );
}
