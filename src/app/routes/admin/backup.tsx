export { BackupPage as Component } from '@/features/backup';
