export { MaterialDownloadButton } from './components/material-download-button';
export type { MaterialDownloadButtonProps } from './components/material-download-button';
export { DownloadsPage } from './public-pages/downloads-page';
export { NEW_MATERIAL_DAYS, newMaterials } from './student-pages/new-materials';
export { StudentMaterialsPage } from './student-pages/materials-page';
export { MaterialManagementPage } from './admin-pages/material-management-page';
