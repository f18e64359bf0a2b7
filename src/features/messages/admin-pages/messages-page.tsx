import { useLingui } from '@lingui/react/macro';
import { SERVER_MODE } from '@/data/data-mode';
import { Alert, PageContainer, Tabs, useDocumentTitle } from '@/ui';
import type { TabItem } from '@/ui';
import { DEMO_SENDS_NOTHING } from '../model/message-format';
import { ChannelsTab } from './channels-tab';
import { OutboxTab } from './outbox-tab';
import { TemplatesTab } from './templates-tab';
import styles from './messages-page.module.css';

/** Admin → Messages: the outbox, the templates and the channels. */
export function MessagesPage({ serverMode = SERVER_MODE }: { serverMode?: boolean }) {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Messages · Admin Panel · Sankalp Institute`);
  const tabs: readonly TabItem[] = [
    { value: 'outbox', label: t`Outbox`, content: <OutboxTab /> },
    { value: 'templates', label: t`Templates`, content: <TemplatesTab /> },
    { value: 'channels', label: t`Channels`, content: <ChannelsTab /> },
  ];
  return (
    <PageContainer title={t`Messages`}>
      <div className={styles.tab}>
        {serverMode ? null : <Alert tone="info">{i18n._(DEMO_SENDS_NOTHING)}</Alert>}
        <Tabs label={t`Messages`} tabs={tabs} />
      </div>
    </PageContainer>
  );
}
