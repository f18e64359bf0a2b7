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
  { value: 'candidates', label: 'Candidates', content: <CandidatesTab />, anyOf: [] },
  {
    value: 'settings',
    label: 'Settings',
    content: <SettingsTab />,
    anyOf: ['settings.manage', 'results.publish'],
  },
  { value: 'admit-card', label: 'Admit Card', content: <AdmitCardTab />, anyOf: [] },
  {
    value: 'results-entry',
    label: 'Results Entry',
    content: <ResultsEntryTab />,
    anyOf: ['results.enter'],
  },
  { value: 'merit-list', label: 'Merit List', content: <MeritListTab />, anyOf: [] },
] as const satisfies readonly (TabItem & { anyOf: readonly Permission[] })[];

const DEFAULT_TAB = tabs[0].value;

/** STSE management, at the route `stse-management/:tab?`; no tab or an unknown one shows Candidates. */
export function StseManagementPage() {
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
  useDocumentTitle(
    `${current ? `${current.label} · ` : ''}STSE Management · Admin Panel · Sankalp Institute`,
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
    <PageContainer title="STSE Management">
      <Tabs
        label="STSE management"
        tabs={shownTabs}
        value={current.value}
        onValueChange={(value) => navigate(`../${value}`, { relative: 'path' })}
      />
    </PageContainer>
  );
}
