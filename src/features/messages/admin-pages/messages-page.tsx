import { SERVER_MODE } from '@/data/data-mode';
import { Alert, PageContainer, Tabs, useDocumentTitle } from '@/ui';
import type { TabItem } from '@/ui';
import { DEMO_SENDS_NOTHING } from '../model/message-format';
import { ChannelsTab } from './channels-tab';
import { OutboxTab } from './outbox-tab';
import { TemplatesTab } from './templates-tab';
import styles from './messages-page.module.css';

const tabs = [
  { value: 'outbox', label: 'Outbox', content: <OutboxTab /> },
  { value: 'templates', label: 'Templates', content: <TemplatesTab /> },
  { value: 'channels', label: 'Channels', content: <ChannelsTab /> },
] as const satisfies readonly TabItem[];

/** Admin → Messages: the outbox, the templates and the channels. */
export function MessagesPage({ serverMode = SERVER_MODE }: { serverMode?: boolean }) {
  useDocumentTitle('Messages · Admin Panel · Sankalp Institute');
  return (
    <PageContainer title="Messages">
      <div className={styles.tab}>
        {serverMode ? null : <Alert tone="info">{DEMO_SENDS_NOTHING}</Alert>}
        <Tabs label="Messages" tabs={tabs} />
      </div>
    </PageContainer>
  );
}
