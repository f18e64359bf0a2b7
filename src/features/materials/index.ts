export { MaterialDownloadButton } from './components/material-download-button';
export type { MaterialDownloadButtonProps } from './components/material-download-button';
export { DownloadsPage } from './public-pages/downloads-page';
export { StudentMaterialsPage } from './student-pages/materials-page';
export { MaterialManagementPage } from './admin-pages/material-management-page';
