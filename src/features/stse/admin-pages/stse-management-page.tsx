import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useAuth } from '@/data';
import { PageContainer, Tabs, useDocumentTitle } from '@/ui';
import type { TabItem } from '@/ui';
import type { Permission } from '@/data/permissions';
import { usePermissions } from '@/features/auth';
import { AdmitCardTab } from './admit-card-tab';
import { CandidatesTab } from './candidates-tab';
import { MeritListTab } from './merit-list-tab';
import { ResultsEntryTab } from './results-entry-tab';
import { SettingsTab } from './settings-tab';

// Each tab is its own URL (/admin/stse-management/<value>), so it can be bookmarked and shared.
// A tab shows to a staff member holding any of its permissions (the page needs candidates.view);
// Settings holds both the STSE settings and the Publish Results switch.
const tabs = [
  { value: 'candidates', label: msg`Candidates`, content: <CandidatesTab />, anyOf: [] },
  {
    value: 'settings',
    label: msg`Settings`,
    content: <SettingsTab />,
    anyOf: ['settings.manage', 'results.publish'],
  },
  { value: 'admit-card', label: msg`Admit Card`, content: <AdmitCardTab />, anyOf: [] },
  {
    value: 'results-entry',
    label: msg`Results Entry`,
    content: <ResultsEntryTab />,
    anyOf: ['results.enter'],
  },
  { value: 'merit-list', label: msg`Merit List`, content: <MeritListTab />, anyOf: [] },
] as const satisfies readonly (Omit<TabItem, 'label'> & {
  label: MessageDescriptor;
  anyOf: readonly Permission[];
})[];

const DEFAULT_TAB = tabs[0].value;

/** STSE management, at the route `stse-management/:tab?`; no tab or an unknown one shows Candidates. */
export function StseManagementPage() {
  const { t, i18n } = useLingui();
  const { tab } = useParams();
  const navigate = useNavigate();
  const held = usePermissions();
  // The app reads the session before any admin page; until then (a story) every tab shows.
  const sessionRead = useAuth().user !== undefined;
  const shownTabs = sessionRead
    ? tabs.filter(
        ({ anyOf }) =>
          anyOf.length === 0 || anyOf.some((permission: Permission) => held.includes(permission)),
      )
    : tabs;
  const current = shownTabs.find((item) => item.value === tab);
  const tabLabel = current ? i18n._(current.label) : '';
  useDocumentTitle(
    current
      ? t`${tabLabel} · STSE Management · Admin Panel · Sankalp Institute`
      : t`STSE Management · Admin Panel · Sankalp Institute`,
  );

  if (!current) {
    return (
      <Navigate
        to={tab === undefined ? DEFAULT_TAB : `../${DEFAULT_TAB}`}
        relative="path"
        replace
      />
    );
  }
  return (
    <PageContainer title={t`STSE Management`}>
      <Tabs
        label={t`STSE management`}
        tabs={shownTabs.map((item) => ({ ...item, label: i18n._(item.label) }))}
        value={current.value}
        onValueChange={(value) => navigate(`../${value}`, { relative: 'path' })}
      />
    </PageContainer>
  );
}
