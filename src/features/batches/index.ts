// What the app and other features may use from batches.
export { BatchesPage } from './admin-pages/batches-page';
export { BatchPage } from './admin-pages/batch-page';
