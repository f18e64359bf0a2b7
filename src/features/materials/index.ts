export { MaterialDownloadButton } from './components/material-download-button';
export type { MaterialDownloadButtonProps } from './components/material-download-button';
export { DownloadsPage } from './public/downloads-page';
export { NEW_MATERIAL_DAYS, newMaterials } from './student/new-materials';
export { StudentMaterialsPage } from './student/student-materials-page';
export { MaterialManagementPage } from './admin/material-management-page';
