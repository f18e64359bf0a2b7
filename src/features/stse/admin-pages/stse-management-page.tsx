import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { PageContainer, Tabs, useDocumentTitle } from '@/ui';
import type { TabItem } from '@/ui';
import { AdmitCardTab } from './admit-card-tab';
import { CandidatesTab } from './candidates-tab';
import { MeritListTab } from './merit-list-tab';
import { ResultsEntryTab } from './results-entry-tab';
import { SettingsTab } from './settings-tab';

// Each tab is its own URL (/admin/stse-management/<value>), so it can be bookmarked and shared.
const tabs = [
  { value: 'candidates', label: 'Candidates', content: <CandidatesTab /> },
  { value: 'settings', label: 'Settings', content: <SettingsTab /> },
  { value: 'admit-card', label: 'Admit Card', content: <AdmitCardTab /> },
  { value: 'results-entry', label: 'Results Entry', content: <ResultsEntryTab /> },
  { value: 'merit-list', label: 'Merit List', content: <MeritListTab /> },
] as const satisfies readonly TabItem[];

const DEFAULT_TAB = tabs[0].value;

/** STSE management, at the route `stse-management/:tab?`; no tab or an unknown one shows Candidates. */
export function StseManagementPage() {
  const { tab } = useParams();
  const navigate = useNavigate();
  const current = tabs.find((item) => item.value === tab);
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
        tabs={tabs}
        value={current.value}
        onValueChange={(value) => navigate(`../${value}`, { relative: 'path' })}
      />
    </PageContainer>
  );
}
