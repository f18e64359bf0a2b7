export { StseManagementPage } from './admin-pages/stse-management-page';
export { AdmitCard, useClassWithSuffix } from './components/admit-card';
export type { AdmitCardDetails } from './components/admit-card';
export { AdmitCardPage } from './public-pages/stse-admit-card-page';
export { ResultsPage } from './public-pages/results-page';
export { StseRegistrationPage } from './public-pages/stse-page';
export { CandidateLookupForm } from './public-pages/candidate-lookup-form';
export { useCandidateLookup } from './public-pages/candidate-lookup';
export { LookupProblem } from './public-pages/lookup-problem';
