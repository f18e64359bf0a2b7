export { MaterialDownloadButton } from './components/material-download-button';
export type { MaterialDownloadButtonProps } from './components/material-download-button';
export { NEW_MATERIAL_DAYS, isNewMaterial, newMaterials } from './student/new-materials';
export { StudentMaterialsPage } from './student/student-materials-page';
