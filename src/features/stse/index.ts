export { StseManagementPage } from './admin/stse-management-page';
export { AdmitCard, classWithSuffix } from './components/admit-card';
export type { AdmitCardDetails } from './components/admit-card';
export { AdmitCardPage } from './public/admit-card-page';
export { ResultsPage } from './public/results-page';
export { StseRegistrationPage } from './public/stse-registration-page';
