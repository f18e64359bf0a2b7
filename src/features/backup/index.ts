export { BackupPage } from './admin-pages/backup-page';
